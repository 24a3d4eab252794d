/**
 * `npm run previews` and the gallery over HTTP, on the production build (npm test builds before vitest).
 * One storefront and one template keep it short: the script's own server, then a run against a running
 * shop (nothing changed: 0 %), then the script's own server with another theme colour (THEME_COLORS).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedServer, startServer } from "./previews/server";

const root = path.resolve(import.meta.dirname, "..");
const out = mkdtempSync(path.join(tmpdir(), "previews-"));

function previews(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/previews.ts", "--out", out, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 300_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
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

  it("shoots both sizes, reports 0 % on a rerun and a changed theme colour as changed shots", () => {
    const first = previews(["--only", "kadoo-be,home"]);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain("2 shots");
    expect(width("kadoo-be/nl/home-mobile.png")).toBe(375);
    expect(width("kadoo-be/nl/home-desktop.png")).toBe(1440);
    expect(existsSync(path.join(out, "index.html"))).toBe(true);

    const again = previews(["--only", "kadoo-be,home", "--base-url", shop.baseUrl], { PREVIEW_TOKEN: shop.token });
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain("0 changed, 0 new, 2 unchanged");

    const recoloured = previews(["--only", "kadoo-be,home"], { THEME_COLORS: '{"kadoo":{"headerBg":"#ffe4ec"}}' });
    expect(recoloured.status, recoloured.output).toBe(0);
    expect(recoloured.output).toContain("2 changed");
    expect(recoloured.output).toMatch(/changed \d+(\.\d+)? % {2}kadoo-be\/nl\/home-(mobile|desktop)\.png/);
    const index = readFileSync(path.join(out, "index.html"), "utf8");
    expect(index.indexOf("<h2>Changed (2)</h2>")).toBeGreaterThan(-1);
    expect(existsSync(path.join(out, "diff/kadoo-be/nl/home-mobile.png"))).toBe(true);
  });
});
