/**
 * Issue 16's acceptance for operators: storefront #34 without code. `tenants:new` scaffolds xx-yy from
 * kadoo-be into a copy of tenants/, `tenants:check` names every placeholder by file and path and
 * passes once they are filled, and the built server, pointed at that folder (TENANTS_DIR), seeds the
 * new storefront and serves its home on its production host. Needs the production build (`npm test`
 * builds before vitest; alone: `npx remix vite:build`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScript } from "./run-script";
import { ScaffoldError, scaffoldTenant } from "./tenant-scaffold";

const root = path.resolve(import.meta.dirname, "..");
// A sibling of tenants/ so the files' relative imports (../app/…, ./_shared/…) resolve as in tenants/.
// Two storefronts besides the new one keep the server's first seed short.
const dir = mkdtempSync(path.join(root, ".tenants-new-"));
const rel = path.relative(root, dir);
const publicDir = mkdtempSync(path.join(os.tmpdir(), "tenants-new-public-"));
let server: ChildProcess | undefined;

beforeAll(() => {
  cpSync(path.join(root, "tenants/_shared"), path.join(dir, "_shared"), { recursive: true });
  for (const code of ["kadoo-be", "kadoo-nl"])
    cpSync(path.join(root, `tenants/${code}.ts`), path.join(dir, `${code}.ts`));
  cpSync(path.join(root, "public"), publicDir, { recursive: true });
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
  rmSync(publicDir, { recursive: true, force: true });
});

const run = runScript;

const scaffold = (...args: string[]) =>
  run("scripts/tenants-new.ts", [...args, "--tenants", dir, "--public", publicDir]);
const check = () => run("scripts/tenants-check.ts", [dir, "--public", publicDir]);
const file = path.join(dir, "xx-yy.ts");

/** Replaces each placeholder("hint") whose hint starts with a key by that key's value (as TypeScript). */
function fill(values: Record<string, string>) {
  const text = readFileSync(file, "utf8").replace(/placeholder(?:<number>)?\("([^"]*)"\)/g, (whole, hint: string) => {
    const key = Object.keys(values).find((k) => hint.startsWith(k));
    return key === undefined ? whole : values[key];
  });
  writeFileSync(file, text);
}

const FILLED = {
  "a store id": "150",
  "the brand name": '"Kado Test"',
  "the production host": '"www.xx-yy.test"',
  "the staging host": '"staging.xx-yy.test"',
  "the company's name": '"Kado Test BV"',
  "the customer-service e-mail": '"service@xx-yy.test"',
  "the customer-service phone": '"+32 9 123 45 67"',
  "the company's street": '"Veldstraat 1"',
  "the company's postcode": '"9000"',
  "the company's town": '"Gent"',
  "one sentence about the shop in nl": '"Kado Test verkoopt cadeaubonnen."',
  "the page name": '"kadotest"',
  "the company name of the LinkedIn": '"kadotest"',
};

describe("adding storefront #34 without code", () => {
  it("scaffolds xx-yy from kadoo-be: its config and its own asset folder", () => {
    const result = scaffold("--code", "xx-yy", "--from", "kadoo-be");
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("13 placeholders to fill in");
    const text = readFileSync(file, "utf8");
    expect(text).toContain('code: "xx-yy"');
    expect(text).toContain('assets: "xx-yy"');
    expect(existsSync(path.join(publicDir, "brand/xx-yy/logo.svg"))).toBe(true);
  });

  it("refuses a code that exists and a code that does not look like one", async () => {
    const options = { from: "kadoo-be", tenantsDir: dir, publicDir };
    await expect(scaffoldTenant({ ...options, code: "xx-yy" })).rejects.toThrow(/xx-yy exists already/);
    await expect(scaffoldTenant({ ...options, code: "XX_yy" })).rejects.toThrow(/'XX_yy' is not a storefront code/);
    await expect(scaffoldTenant({ ...options, code: "xx-yyy" })).rejects.toThrow(ScaffoldError);
    expect(existsSync(path.join(dir, "XX_yy.ts"))).toBe(false);
    expect(existsSync(path.join(dir, "xx-yyy.ts"))).toBe(false);
  });

  it("tenants:check names every unfilled placeholder by file and field path", () => {
    const result = check();
    expect(result.code).toBe(1);
    for (const field of [
      "storeId",
      "brandName",
      "origins.production.0.host",
      "origins.staging.0.host",
      "contact.email",
      "contact.phone",
      "payments.bankAccount.beneficiary",
      "organization.description.nl",
      "organization.address.streetAddress",
      "organization.address.postalCode",
      "organization.address.addressLocality",
      "theme.socialLinks.0.url",
      "theme.socialLinks.3.url",
    ]) {
      expect(result.output).toContain(`${rel}/xx-yy.ts: ${field} is a placeholder`);
    }
  });

  it("a store id or host another storefront uses is an error once filled", () => {
    const pristine = readFileSync(file, "utf8");
    fill({ ...FILLED, "a store id": "95", "the production host": '"www.kadoo.be"' });
    const result = check();
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${rel}/xx-yy.ts: storeId 95 is already used by ${rel}/kadoo-be.ts`);
    expect(result.output).toMatch(/xx-yy\.ts: origins\.production\.0 www\.kadoo\.be\/ is already used by/);
    writeFileSync(file, pristine);
  });

  it("passes once the placeholders are filled", () => {
    fill(FILLED);
    expect(readFileSync(file, "utf8")).not.toMatch(/placeholder(<number>)?\("/);
    const result = check();
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("3 storefronts OK");
  });

  it("a started server seeds the new storefront and serves its home on its host", async () => {
    if (!existsSync(path.join(root, "build/server/index.js"))) {
      throw new Error("No production build: run `npx remix vite:build` first (npm test builds before vitest).");
    }
    const port = await freePort();
    server = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/lingui-hook.mjs", "server.ts"], {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOCAL_HOSTS: "true",
        PAYMENT_PROVIDER: "testpay",
        TENANTS_DIR: dir,
        DATA_DIR: "memory://",
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        JOB_WORKER: "false",
        PAGE_CACHE_SECONDS: "0",
      },
    });
    let stderr = "";
    server.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    const home = await getWhenUp(
      port,
      "www.xx-yy.test",
      () => server?.exitCode !== null,
      () => stderr,
    );
    expect(home.status).toBe(200);
    expect(home.body).toContain('lang="nl');
    expect(home.body).toContain("Kado Test");
    // Its own asset folder (served once the build has copied public/: docs/operators.md).
    expect(home.body).toContain("/brand/xx-yy/logo.svg");
    // Its catalogue was seeded: the home page links its products under the copied list slug.
    expect(home.body).toMatch(/href="\/cadeaubonnen\/[a-z0-9-]+\/"/);
  }, 240_000); // start-up builds nothing but migrates and seeds an in-memory database: seconds, more on a busy machine
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function get(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/", headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

/** The page once the server listens (it migrates and seeds first); fails early when the server exits. */
async function getWhenUp(
  port: number,
  host: string,
  exited: () => boolean,
  log: () => string,
): Promise<{ status: number; body: string }> {
  for (;;) {
    if (exited()) throw new Error(`the server stopped:\n${log()}`);
    try {
      return await get(port, host);
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
