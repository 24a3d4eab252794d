import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** URL of a storefront page on its local host: storefront("giftpass-ch", "/fr/"). */
export function storefrontUrl(code: string | null, path = "/"): string {
  return `http://${code ? `${code}.localhost` : "localhost"}:${PORT}${path}`;
}

/** Open a page and wait until its scripts have loaded and hydrated (no requests in flight). */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  return response;
}

/**
 * Wait until React has hydrated the page (app/root.tsx marks `<html data-hydrated>`) and its footer, which
 * hydrates on its own once its code has loaded (FooterBody.tsx marks `<footer data-hydrated>`): network
 * idle alone lets a test type into an input React does not listen to yet, or click a footer button
 * before it has a handler, on a busy machine. A page whose scripts do not run (a context without
 * JavaScript, a response that is not the shop's) has nothing to wait for.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !("__remixContext" in window) ||
      (document.documentElement.hasAttribute("data-hydrated") &&
        [...document.querySelectorAll("footer[data-footer]")].every((f) => f.hasAttribute("data-hydrated"))),
  );
}

/** axe's serious and critical violations on the page as it is now (issue acceptance: none). */
export async function seriousViolations(page: Page, options: { disable?: string[] } = {}) {
  // Colours are checked as they end up: let opening animations (modals fade in) finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // axe runs in the page itself (legacy mode: same-origin frames included, a third party's cross-origin
  // frame is not ours to check) and gathers violations only. The default opens a blank page per analysis
  // to merge every frame's results, passes included: 3.5× the time for the same violations.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .disableRules(options.disable ?? [])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Map tiles come from the internet in production; the tests' shop takes them from tests/e2e/tile-server.mjs
 * (playwright.config.ts sets MAP_TILE_URL), as plain images: no request interception, which would turn the
 * browser's cache off. A test that wants failing tiles routes this host itself.
 */
export const TILE_HOST = `127.0.0.1:${Number(process.env.E2E_TILE_PORT ?? PORT + 1)}`;

/**
 * Remix 2's single fetch logs (console.error) a data request's decoding failure before rethrowing it,
 * also when the router itself aborted the request because the next navigation overtook it and the
 * abort landed between the response's headers and its first line: the abort's reason, logged as it is.
 * A cancellation the test's own clicks caused, not an error of the page (ADR 066; React Router 7's
 * single fetch no longer logs it).
 */
const ABORTED_DATA_REQUEST = /^AbortError: signal is aborted without reason/;

/** Every test fails when the page logs console.error or throws (failed map tiles, aborted data requests aside). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      // One client address per test (the server trusts the proxy header in e2e): rate limits per address
      // see one shopper, as in production, instead of every test of the suite behind 127.0.0.1.
      const id = createHash("sha1").update(`${testInfo.testId}:${testInfo.retry}:${process.pid}`).digest();
      await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${id[0]}.${id[1]}.${(id[2] % 254) + 1}` });
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error" || /status of 404/.test(msg.text())) return;
        if (msg.location().url.includes(TILE_HOST)) return;
        if (ABORTED_DATA_REQUEST.test(msg.text())) return;
        errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
