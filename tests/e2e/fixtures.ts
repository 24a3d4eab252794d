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
  return response;
}

/** Every test fails when the page logs console.error or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !/status of 404/.test(msg.text())) errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
