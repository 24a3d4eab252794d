/**
 * Safe defaults of a production process (issue 44), against the built server: without a real payment
 * provider and without PAYMENT_PROVIDER=testpay it refuses to start, as it does for TRUST_PROXY=true;
 * the card simulator's printer is a 404 unless payments are simulated, and then answers only local
 * hosts or the preview token — a storefront's live host name in the Host header gets a 404, as do
 * TestPay's dashboard and the mail outbox; a simulated-payments deployment says so on every page, a
 * real one never; and behind TRUST_PROXY (hops or addresses) a forged X-Forwarded-For chain does not
 * change the client address the shop uses (for its limits, and for GET /ip's country, which shows it).
 * PGlite in memory: no PostgreSQL needed, only the build.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, BUILT, ROOT, startApp, tenantsDir } from "../fixtures/app-process";
import { http } from "../fixtures/http";

const STAGING_PORT = 3841;
const LIVE_PORT = 3842;
const REFUSED_PORT = 3843;
const LOCAL = "kadoo-be.localhost";
/** kadoo-be's production host (tenants/kadoo-be.ts): a live host name a client can put in Host. */
const LIVE = "www.kadoo.be";
const TOKEN = "production-bounds-preview-token-01";
const ADYEN = {
  PAYMENT_PROVIDER: "adyen",
  ADYEN_API_KEY: "test-key",
  ADYEN_MERCHANT_ACCOUNT: "TestShop",
  ADYEN_HMAC_KEY: "0123456789ABCDEF0123456789ABCDEF",
  ADYEN_CLIENT_KEY: "test_ABCDEF123456",
};

/** Runs server.ts with exactly this environment (no test default) and waits for it to exit. */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { PAYMENT_PROVIDER: _, TRUST_PROXY: __, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/lingui-hook.mjs", "server.ts"],
    {
      cwd: ROOT,
      env: { ...inherited, NODE_ENV: "production", DATA_DIR: "memory://", PORT: String(REFUSED_PORT), ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, stderr };
}

describe.skipIf(!BUILT)("production bounds", () => {
  let tenants: ReturnType<typeof tenantsDir>;
  let staging: AppProcess;
  let live: AppProcess;

  beforeAll(async () => {
    tenants = tenantsDir(["kadoo-be"]);
    const common = { DATA_DIR: "memory://", TENANTS_DIR: tenants.dir, JOB_WORKER: "false", PAGE_CACHE_SECONDS: "0" };
    [staging, live] = await Promise.all([
      // A staging deployment: payments simulated, said so; the proxies named by their addresses.
      startApp({
        port: STAGING_PORT,
        env: {
          ...common,
          PAYMENT_PROVIDER: "testpay",
          TRUST_PROXY: "loopback",
          PREVIEW_TOKEN: TOKEN,
          MAIL_OUTBOX_VIEW: "true",
        },
      }),
      // A live deployment with a real provider (never called here) and the card simulator; one proxy hop.
      startApp({ port: LIVE_PORT, env: { ...common, ...ADYEN, TRUST_PROXY: "1", PREVIEW_TOKEN: TOKEN } }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([staging?.stop(), live?.stop()]);
    tenants?.remove();
  });

  it("without a payment provider, or with TRUST_PROXY=true, production refuses to start and says what to set", async () => {
    const none = await refusedStart({});
    expect(none.code).not.toBe(0);
    expect(none.stderr).toContain("Invalid environment:\n  PAYMENT_PROVIDER: a production process needs a payment");
    expect(none.stderr).toContain("PAYMENT_PROVIDER=testpay");
    const everything = await refusedStart({ PAYMENT_PROVIDER: "testpay", TRUST_PROXY: "true" });
    expect(everything.code).not.toBe(0);
    expect(everything.stderr).toContain('TRUST_PROXY: must say which proxies to trust, not "true"');
  }, 120_000);

  it("without the test setting the card simulator's printer is a 404, even on a local host", async () => {
    for (const host of [LOCAL, LIVE]) {
      expect((await http(LIVE_PORT, { host, path: "/__cardsim/" })).status, host).toBe(404);
      expect((await http(LIVE_PORT, { host, path: `/__cardsim/?token=${TOKEN}` })).status, host).toBe(404);
      const print = await http(LIVE_PORT, {
        host,
        path: "/__cardsim/print",
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: "store=95&kind=activates",
      });
      // No printer: the storefront answers the post as any unknown one (404, or 405 for a page without a form).
      expect([404, 405], host).toContain(print.status);
      expect(print.body).not.toContain("pin");
      // TestPay is not this deployment's provider: none of its pages exist.
      expect((await http(LIVE_PORT, { host, path: "/__testpay/" })).status, host).toBe(404);
    }
  });

  it("with it, a live host gets a 404 without the preview token; a local host and the token holder get the printer", async () => {
    const form = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: "store=95&kind=activates",
    };
    expect((await http(STAGING_PORT, { host: LIVE, path: "/__cardsim/" })).status).toBe(404);
    const forged = await http(STAGING_PORT, { host: LIVE, path: "/__cardsim/print", ...form });
    expect(forged.status).toBe(404);
    expect(forged.body).not.toContain("pin");
    expect((await http(STAGING_PORT, { host: LIVE, path: "/__cardsim/?token=wrong-token-0123456789" })).status).toBe(
      404,
    );
    // The preview token opens it on the live host, once as ?token=, then by its cookie (scoped to the printer).
    const admitted = await http(STAGING_PORT, { host: LIVE, path: `/__cardsim/?token=${TOKEN}` });
    expect(admitted.status).toBe(200);
    const cookie = String(admitted.headers["set-cookie"]).split(";")[0];
    expect(String(admitted.headers["set-cookie"])).toContain("Path=/__cardsim/");
    const byCookie = await http(STAGING_PORT, {
      host: LIVE,
      path: "/__cardsim/print",
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(byCookie.status).toBe(200);
    // A local host needs no token.
    const printed = await http(STAGING_PORT, { host: LOCAL, path: "/__cardsim/print", ...form });
    expect(printed.status).toBe(200);
    expect(JSON.parse(printed.body)).toMatchObject({ store: "kadoo-be", kind: "activates", pin: expect.any(String) });
  });

  it("TestPay's dashboard and the mail outbox answer local hosts only; the shopper's payment pages every host", async () => {
    for (const path of ["/__testpay/", "/__outbox/messages.json"]) {
      expect((await http(STAGING_PORT, { host: LIVE, path })).status, path).toBe(404);
      expect((await http(STAGING_PORT, { host: LOCAL, path })).status, path).toBe(200);
    }
    // The hosted card fields a staging shopper's payment step embeds, on the storefront's own host.
    expect((await http(STAGING_PORT, { host: LIVE, path: "/__testpay/card-fields.js" })).status).toBe(200);
  });

  it("a simulated-payments deployment says so on every page; a real one never", async () => {
    for (const path of ["/", "/cadeaubonnen/", "/winkelmandje/"]) {
      const page = await http(STAGING_PORT, { host: LIVE, path });
      expect(page.status, path).toBe(200);
      expect(page.body, path).toMatch(/<aside[^>]*aria-label="Testwinkel"[^>]*data-simulated-payments/);
      expect(page.body, path).toContain("betalingen worden gesimuleerd");
      const real = await http(LIVE_PORT, { host: LIVE, path });
      expect(real.status, path).toBe(200);
      expect(real.body, path).not.toContain("data-simulated-payments");
    }
  });

  it("behind TRUST_PROXY a forged X-Forwarded-For chain does not change the client address", async () => {
    const country = async (port: number, forwardedFor: string) =>
      JSON.parse((await http(port, { host: LOCAL, path: "/ip", headers: { "x-forwarded-for": forwardedFor } })).body)
        .country_code as string | null;
    // The client sent "8.8.8.8, 1.1.1.1"; the proxy in front (this test, on loopback) appended the address
    // it saw, 193.0.6.139 (RIPE NCC, NL in the built-in country database).
    const chain = "8.8.8.8, 1.1.1.1, 193.0.6.139";
    for (const port of [LIVE_PORT, STAGING_PORT]) {
      expect(await country(port, chain), `port ${port}`).toBe("NL");
      // The forged first entry alone would have placed the client elsewhere: the chain was really ignored.
      expect(await country(port, "8.8.8.8"), `port ${port}`).not.toBe("NL");
    }
  });
});
