/**
 * Catalogue and content pages are the same for every visitor (ADR 027): rendered without cookies,
 * served from the page cache to shoppers with a basket too, cacheable by a CDN; the header's basket
 * count comes from the browser's own API call. Personal pages never are.
 */
import type { Browser, Page, Response } from "@playwright/test";
import { expect, open, PORT, storefrontUrl, test } from "./fixtures";
import { addShownProduct, addToBasket } from "./shop";

const base = storefrontUrl("kadoo-be", "/");
const category = `${base}categorie/alle-cadeaubonnen/`;

/** A shopper of their own (own cookies) with `items` products in the basket. */
async function shopperWith(browser: Browser, items: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await addToBasket(page, `${base}cadeaubonnen/apple-gift-card/`, { quantity: items });
  await expect(page.locator("[data-basket-count]")).toHaveText(String(items));
  return page;
}

const bodyOf = async (response: Response | null) => {
  if (!response) throw new Error("no response");
  return response.text();
};

test("two shoppers' baskets, one cache: the same catalogue page for both, each one's own count in the header", async ({
  browser,
}) => {
  // Two shoppers fill their baskets through the product page first.
  test.slow();
  const [a, b] = [await shopperWith(browser, 1), await shopperWith(browser, 3)];
  const first = await a.goto(category);
  const second = await b.goto(category);
  expect(first?.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
  expect(first?.headers()["set-cookie"]).toBeUndefined();
  // Served from the cache to the second shopper, cookies and all: the very same HTML.
  expect(second?.headers()["x-page-cache"]).toBe("hit");
  const [htmlA, htmlB] = [await bodyOf(first), await bodyOf(second)];
  expect(htmlB).toBe(htmlA);
  // Nothing personal in it: no basket count, no session, no nonce of a request.
  expect(htmlA).not.toContain("data-basket-count");
  expect(htmlA).not.toMatch(/nonce="[^"]+"/);
  // Each one's header learns its own basket after hydration.
  await expect(a.locator("[data-basket-count]")).toHaveText("1");
  await expect(b.locator("[data-basket-count]")).toHaveText("3");
  // The scripts run under the page's CSP, which names them by hash.
  expect(first?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await a.context().close();
  await b.context().close();
});

test("a client navigation and a form post on shared pages keep the header's count right", async ({ browser }) => {
  const page = await shopperWith(browser, 1);
  await open(page, `${base}cadeaubonnen/`);
  await expect(page.locator("[data-basket-count]")).toHaveText("1");
  // Into a product page without a document load, and another product added there.
  await page.locator('[data-testid=product-grid] a[href^="/cadeaubonnen/"]').first().click();
  await expect(page.locator("[data-add-form]")).toBeVisible();
  await expect(page.locator("[data-basket-count]")).toHaveText("1");
  await addShownProduct(page);
  await expect(page.locator("[data-basket-count]")).toHaveText("2");
  await page.context().close();
});

test("personal pages are rendered for their visitor and never shared", async ({ browser, request }) => {
  const page = await shopperWith(browser, 2);
  const basket = await page.goto(`${base}winkelmandje/`);
  expect(basket?.headers()["cache-control"] ?? "").not.toContain("public");
  expect(basket?.headers()["x-page-cache"]).toBeUndefined();
  expect(basket?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  await expect(page.locator("[data-basket-count]")).toHaveText("2");
  // Another visitor's copy of the basket page is empty: nothing of the first shopper's was kept for it.
  const other = await request.get(`http://127.0.0.1:${PORT}/winkelmandje/`, {
    headers: { host: `kadoo-be.localhost:${PORT}` },
  });
  expect(await other.text()).not.toContain("data-basket-count");
  await page.context().close();
});

test("a fresh copy asked for (no-cache) is rendered, not served from the cache", async ({ request }) => {
  const get = (headers: Record<string, string> = {}) =>
    request.get(`http://127.0.0.1:${PORT}/categorie/alle-cadeaubonnen/`, {
      headers: { host: `giftpass-se.localhost:${PORT}`, ...headers },
    });
  await get();
  expect((await get()).headers()["x-page-cache"]).toBe("hit");
  expect((await get({ "cache-control": "no-cache" })).headers()["x-page-cache"]).toBeUndefined();
});

test("route discovery (/__manifest) answers with Remix's own caching alone: immutable for its build version", async ({
  request,
}) => {
  const headers = { host: `kadoo-be.localhost:${PORT}` };
  const home = await (await request.get(`http://127.0.0.1:${PORT}/`, { headers })).text();
  const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(home)?.[1];
  expect(version, "the page names its build's manifest").toBeTruthy();
  const response = await request.get(
    `http://127.0.0.1:${PORT}/__manifest?p=%2F&p=%2Fsaldocheck%2F&version=${version}`,
    { headers },
  );
  expect(response.status()).toBe(200);
  // One Cache-Control: a shared page's "max-age=0 … stale-while-revalidate" beside Remix's made Chromium hold
  // a repeated discovery request for up to 30 s.
  const cacheControl = response.headersArray().filter((h) => h.name.toLowerCase() === "cache-control");
  expect(cacheControl.map((h) => h.value)).toEqual(["public, max-age=31536000, immutable"]);
});
