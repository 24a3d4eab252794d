/**
 * Killing the server right after the provider's redirect loses no paid order (issue 5 acceptance):
 * a second server on a data directory of its own is killed (SIGKILL) the moment the shopper comes back
 * from the bank, before the shop has seen the return or the webhook; after a restart on the same data,
 * the provider's durable webhook completes the order and the cards are mailed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, PORT, test } from "./fixtures";

const CRASH_PORT = PORT + 7;
const ROOT = path.resolve(import.meta.dirname, "../..");

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/lingui-hook.mjs", "server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOCAL_HOSTS: "true",
      PAYMENT_PROVIDER: "testpay",
      PORT: String(CRASH_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      MAIL_OUTBOX_VIEW: "true",
      // Long enough that the webhook is still queued when the server dies.
      TESTPAY_WEBHOOK_DELAY_MS: "4000",
      // The same key after the restart, as a real provider's would be.
      TESTPAY_HMAC_KEY: "crash-test-key-0123456789abcdef",
    },
    stdio: "ignore",
  });
}

/** Waits until this test's own server answers (a stale one on the port would make the test lie). */
async function ready(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}): is port ${CRASH_PORT} taken?`);
    try {
      const response = await fetch(`http://127.0.0.1:${CRASH_PORT}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

test("a paid order survives a server kill right after the provider's redirect", async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-crash-"));
  let server = startServer(dataDir);
  try {
    await ready(server);
    const base = `http://kadoo-be.localhost:${CRASH_PORT}/`;
    await page.goto(`${base}cadeaubonnen/apple-gift-card/`);
    await page.waitForLoadState("networkidle");
    await page.locator('[data-add-form] input[name="amount"][type="radio"]').first().check({ force: true });
    await page.locator("[data-add-to-basket]").click();
    await expect(page.locator("[data-added-modal]")).toBeVisible();
    await page.goto(`${base}bestellen/`);
    await page.locator('input[name="firstName"]').fill("An");
    await page.locator('input[name="lastName"]').fill("Peeters");
    await page.locator('input[name="email"]').fill("crash@example.be");
    await page.locator('input[name="phoneNumber"]').fill("0470 12 34 56");
    await page.locator("[data-next]").click();
    await page.locator('input[name="billing.postCode"]').fill("9000");
    await page.locator('input[name="billing.houseNumber"]').fill("1");
    await page.locator('input[name="billing.street"]').fill("Veldstraat");
    await page.locator('input[name="billing.city"]').fill("Gent");
    await page.locator("[data-next]").click();
    await page.locator('[data-method="bancontact"]').check();
    await page.locator("[data-terms]").check();
    await page.locator("[data-pay]").click();
    await expect(page).toHaveURL(/__testpay\/pay\//);
    // The provider records the decision and redirects the shopper back; the shop dies at that moment,
    // before it sees the return (redirects are not interceptable, so the provider's answer is).
    let returnUrl = "";
    await page.route("**/__testpay/pay/**", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      // The provider's pages answer on any host: post the decision to the loopback directly.
      const request = route.request();
      const response = await fetch(`http://127.0.0.1:${CRASH_PORT}${new URL(request.url()).pathname}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: request.postData() ?? "",
        redirect: "manual",
      });
      returnUrl = response.headers.get("location") ?? "";
      server.kill("SIGKILL");
      await route.fulfill({ status: 200, contentType: "text/plain", body: "The shop is down." });
    });
    await page.locator('[data-decision="authorise"]').click();
    await expect.poll(() => returnUrl).toContain("redirectResult=");
    await new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) resolve(null);
      else server.once("exit", resolve);
    });
    await page.unroute("**/__testpay/pay/**");

    server = startServer(dataDir);
    await ready(server);
    const order = new URL(returnUrl).searchParams.get("order");
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`http://127.0.0.1:${CRASH_PORT}/__outbox/messages.json`)).json()) as {
            kind: string;
            to: string;
          }[];
          return mails
            .filter((m) => m.to === "crash@example.be")
            .map((m) => m.kind)
            .sort();
        },
        { timeout: 60_000 },
      )
      .toEqual(["giftcards", "order-confirmation"]);
    await page.goto(`${base}bestellen/${order}/`);
    await expect(page.locator("[data-confirmation]")).toHaveAttribute("data-status", "COMPLETED");
  } finally {
    server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
