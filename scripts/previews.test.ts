/**
 * `npm run previews` and the gallery over HTTP, on the production build (npm test builds before vitest).
 * One storefront keeps it short: the script's own server, then a run against a running shop (nothing
 * changed: 0 %, also on the templates that used to differ between runs: the human check and the map),
 * then the script's own server with another theme colour (THEME_COLORS).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparer } from "./previews/compare";
import { type StartedServer, startServer } from "./previews/server";

const root = path.resolve(import.meta.dirname, "..");
const out = mkdtempSync(path.join(tmpdir(), "previews-"));

/** Not spawnSync: a run takes minutes on a busy machine, and vitest's worker must keep answering. */
function previews(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  const run = spawn(process.execPath, ["--import", "tsx", "scripts/previews.ts", "--out", out, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    timeout: 300_000,
  });
  let output = "";
  run.stdout.on("data", (chunk) => {
    output += chunk;
  });
  run.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => run.on("close", (status) => resolve({ status, output })));
}

const width = (file: string) => PNG.sync.read(readFileSync(path.join(out, file))).width;

describe("npm run previews", { timeout: 300_000 }, () => {
  let shop: StartedServer;
  beforeAll(async () => {
    shop = await startServer(root);
  }, 200_000);
  afterAll(async () => {
    await shop?.stop();
    rmSync(out, { recursive: true, force: true });
  });

  it("/_preview/ is the unknown-path 404 without the token, and lists all 33 storefronts with it", async () => {
    const unknown = await fetch(`${shop.baseUrl}/_nothing-here/`);
    for (const url of ["/_preview/", "/_preview/templates.json", "/_preview/?token=wrong-token-0123456789"]) {
      const response = await fetch(`${shop.baseUrl}${url}`);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
    }
    const gallery = await fetch(`${shop.baseUrl}/_preview/?token=${shop.token}`);
    expect(gallery.status).toBe(200);
    expect(gallery.headers.get("cache-control")).toBe("private, no-store");
    const html = await gallery.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html.match(/<section class="sf"/g)).toHaveLength(33);
    const cookie = gallery.headers.get("set-cookie")?.split(";")[0] ?? "";
    const json = await fetch(`${shop.baseUrl}/_preview/templates.json`, { headers: { cookie } });
    const { storefronts } = (await json.json()) as { storefronts: { code: string; templates: { kind: string }[] }[] };
    expect(new Set(storefronts.map((s) => s.code)).size).toBe(33);
    // Every storefront × language has every key template: the seed gives each a product with locations.
    for (const s of storefronts) expect(s.templates).toHaveLength(11);
  });

  it("the geo override counts only with the gallery's signature", async () => {
    const cookie = (await fetch(`${shop.baseUrl}/_preview/?token=${shop.token}`)).headers.get("set-cookie") ?? "";
    const viewAs = await fetch(`${shop.baseUrl}/_preview/view-as?code=kadoo-be&lang=nl&country=DE`, {
      headers: { cookie: cookie.split(";")[0] },
      redirect: "manual",
    });
    const landing = new URL(viewAs.headers.get("location") ?? "");
    expect(landing.pathname).toBe("/_preview/as");
    const geo = landing.searchParams.get("geo") ?? "";
    const ip = (value: string) =>
      fetch(`${shop.baseUrl}/ip`, { headers: { cookie: `shop_preview_geo=${encodeURIComponent(value)}` } }).then((r) =>
        r.json(),
      );
    expect(await ip(geo)).toEqual({ country_code: "DE" });
    expect(await ip(geo.replace(/^DE/, "US"))).toEqual({ country_code: null });
    // The landing sets only a genuine value, and only sends the browser on to a path of its own host.
    const as = (query: string) => fetch(`${shop.baseUrl}/_preview/as?${query}`, { redirect: "manual" });
    const ok = await as(`geo=${encodeURIComponent(geo)}&next=%2F`);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("set-cookie")).toMatch(/^shop_preview_geo=DE\./);
    // Otherwise it is an unknown path of the storefront (its trailing-slash redirect, then its 404).
    const refused = async (query: string) => {
      const response = await as(query);
      expect(response.status, query).toBe(301);
      expect(response.headers.get("set-cookie"), query).toBeNull();
    };
    await refused(`geo=${encodeURIComponent(geo.replace(/^DE/, "US"))}&next=%2F`);
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example/"]) {
      await refused(`geo=${encodeURIComponent(geo)}&next=${encodeURIComponent(next)}`);
    }
  });

  it("shoots both sizes, reports 0 % on a rerun and a changed theme colour as changed shots", async () => {
    const only = ["--only", "kadoo-be,home,locations,balance-check"];
    const first = await previews(only);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain("6 shots");
    expect(width("kadoo-be/nl/home-mobile.png")).toBe(375);
    expect(width("kadoo-be/nl/home-desktop.png")).toBe(1440);
    expect(existsSync(path.join(out, "index.html"))).toBe(true);

    const again = await previews([...only, "--base-url", shop.baseUrl], { PREVIEW_TOKEN: shop.token });
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain("0 changed, 0 new, 6 unchanged");

    const recoloured = await previews(["--only", "kadoo-be,home"], {
      THEME_COLORS: '{"kadoo":{"headerBg":"#ffe4ec"}}',
    });
    expect(recoloured.status, recoloured.output).toBe(0);
    expect(recoloured.output).toContain("2 changed");
    expect(recoloured.output).toMatch(/changed \d+(\.\d+)? % {2}kadoo-be\/nl\/home-(mobile|desktop)\.png/);
    const index = readFileSync(path.join(out, "index.html"), "utf8");
    expect(index.indexOf("<h2>Changed (2)</h2>")).toBeGreaterThan(-1);
    expect(existsSync(path.join(out, "diff/kadoo-be/nl/home-mobile.png"))).toBe(true);
  });
});

describe("comparing shots", () => {
  const png = (width: number, colour: number[]) => {
    const image = new PNG({ width, height: 2 });
    for (let i = 0; i < image.data.length; i += 4) image.data.set([...colour, 255], i);
    return PNG.sync.write(image);
  };

  it("tells an unchanged shot by its bytes, a new size as wholly changed, else counts the changed pixels", async () => {
    const compare = comparer();
    try {
      const white = png(4, [255, 255, 255]);
      expect(await compare.compare(null, white)).toEqual({ changed: null });
      expect(await compare.compare(white, Buffer.from(white))).toEqual({ changed: 0 });
      expect(await compare.compare(white, png(5, [255, 255, 255]))).toEqual({ changed: 1 });
      // A pale tint is a change (threshold 0), with a diff image of the same size.
      const tinted = await compare.compare(white, png(4, [255, 228, 236]));
      expect(tinted.changed).toBe(1);
      expect(PNG.sync.read(tinted.diff ?? Buffer.alloc(0)).width).toBe(4);
    } finally {
      await compare.close();
    }
  });
});
