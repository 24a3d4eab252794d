import type { Page } from "@playwright/test";
import { expect, open, PORT, seriousViolations, storefrontUrl, test } from "./fixtures";

/** Visible product cards of the list grid, top products included. */
const visibleCards = (page: Page) => page.locator("[data-testid=product-grid] > li:visible");

test.describe("product list", () => {
  test("16 cards per page plus 4 top products on large desktop, 17 + 2 on desktop small, 16 + 2 on mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, storefrontUrl("kadoo-be", "/cadeaubonnen/"));
    await expect(page.locator("[data-testid=product-grid] > li[data-featured]:visible")).toHaveCount(4);
    await expect(visibleCards(page)).toHaveCount(20);
    // On the largest layout all top products lead.
    const firstFour = await visibleCards(page).evaluateAll((els) =>
      [...els]
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
        .slice(0, 4)
        .map((el) => el.hasAttribute("data-featured")),
    );
    expect(firstFour).toEqual([true, true, true, true]);

    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(page.locator("[data-testid=product-grid] > li[data-featured]:visible")).toHaveCount(2);
    await expect(visibleCards(page)).toHaveCount(19);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(visibleCards(page)).toHaveCount(18);
    // Otherwise one top product opens the page and one closes it.
    await expect(visibleCards(page).first()).toHaveAttribute("data-featured", "true");
    await expect(visibleCards(page).last()).toHaveAttribute("data-featured", "true");
  });

  test("filter modal → filtered list with removable chips; page links carry the filters", async ({ page }) => {
    await open(page, storefrontUrl("choice-uk", "/cadeaukaarten/"));
    const total = Number(
      ((await page.locator("[data-listing] header p").last().textContent()) ?? "").match(/\d+/)?.[0],
    );
    await page.locator("[data-open-filters]").click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Restaurants" }).check();
    await dialog.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/cadeaukaarten\/\?cb_api_giftcard_categories=restaurants$/);
    await expect(dialog).toBeHidden();
    // The address changes first, the filtered list follows: wait for its count.
    await expect(page.getByRole("button", { name: "Filter (1)" })).toBeVisible();
    const count = async () =>
      Number(((await page.locator("[data-listing] header p").last().textContent()) ?? "").match(/\d+/)?.[0]);
    await expect.poll(count).toBeLessThan(total);
    expect(await count()).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
    await page.getByRole("link", { name: "Remove filter Restaurants" }).click();
    await expect(page).toHaveURL(storefrontUrl("choice-uk", "/cadeaukaarten/"));
  });

  test("page 2 by its link, canonical and prev/next per page; page 1 and out-of-range pages", async ({
    page,
    request,
  }) => {
    await open(page, storefrontUrl("giftpass-de", "/cadeaukaarten/"));
    const pageItems = "[data-testid=product-grid] > li:not([data-featured]):not([data-desktop-small-only])";
    const firstIds = await page
      .locator(pageItems)
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-product-card")));
    expect(firstIds).toHaveLength(16);
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", /\/cadeaukaarten\/2\/$/);
    await page.getByRole("navigation", { name: /./ }).locator('a[rel="next"]').click();
    await expect(page).toHaveURL(storefrontUrl("giftpass-de", "/cadeaukaarten/2/"));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cadeaukaarten\/2\/$/);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/cadeaukaarten\/$/);
    const secondIds = await page
      .locator(pageItems)
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-product-card")));
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);

    const get = (path: string) =>
      request.get(`http://127.0.0.1:${PORT}${path}`, {
        headers: { host: `giftpass-de.localhost:${PORT}` },
        maxRedirects: 0,
      });
    const one = await get("/cadeaukaarten/1/");
    expect(one.status()).toBe(301);
    expect(one.headers().location).toBe("/cadeaukaarten/");
    expect((await get("/cadeaukaarten/999/")).status()).toBe(404);
    expect((await get("/cadeaukaarten/0/")).status()).toBe(404);
  });

  test("load more merges the next page without duplicates and moves the address along", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await open(page, storefrontUrl("kadoo-be", "/cadeaubonnen/"));
    await expect(visibleCards(page)).toHaveCount(19);
    await page.locator("[data-load-more]").click();
    await expect(page).toHaveURL(storefrontUrl("kadoo-be", "/cadeaubonnen/2/"));
    const ids = await page
      .locator("[data-testid=product-grid] > li:not([data-featured])")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-product-card")));
    // 16 + 16 merged, plus page 3's first product as the 17th card on desktop small.
    expect(ids).toHaveLength(33);
    expect(new Set(ids).size).toBe(33);
  });

  test("all categories → a category with its own products and pages", async ({ page }) => {
    await open(page, storefrontUrl("giftpass-ch", "/fr/categorie/alle-cadeaubonnen/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    const tiles = page.locator("[data-all-categories] li a");
    expect(await tiles.count()).toBeGreaterThanOrEqual(8);
    await tiles.first().click();
    await expect(page).toHaveURL(/\/fr\/categorie\/[a-z-]+\/$/);
    await expect(page.locator("[data-listing=category] h1")).not.toBeEmpty();
    await expect(page.locator("[data-testid=product-grid]")).toContainText("CHF");
  });

  test("an unknown category, another storefront's category and a non-numeric page are 404s", async ({ request }) => {
    const get = (code: string, path: string) =>
      request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${code}.localhost:${PORT}` } });
    expect((await get("kadoo-be", "/categorie/bestaat-niet/")).status()).toBe(404);
    expect((await get("kadoo-be", "/categorie/restaurants/abc/")).status()).toBe(404);
    expect((await get("kadoo-be", "/categorie/alle-cadeaubonnen/2/")).status()).toBe(404);
    // Category URLs are in the storefront's language: kadoo-be's 'belevenissen' is giftpass-de's 'erlebnisse'.
    expect((await get("kadoo-be", "/categorie/belevenissen/")).status()).toBe(200);
    expect((await get("giftpass-de", "/categorie/belevenissen/")).status()).toBe(404);
    expect((await get("giftpass-de", "/categorie/erlebnisse/")).status()).toBe(200);
  });

  for (const [name, code, path] of [
    ["the list", "kadoo-be", "/cadeaubonnen/"],
    ["the all-categories page", "giftpass-de", "/categorie/alle-cadeaubonnen/"],
    ["a category page", "choice-uk", "/categorie/restaurants/"],
  ] as const) {
    test(`axe: no serious or critical violations on ${name}`, async ({ page }) => {
      await open(page, storefrontUrl(code, path));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("axe: no serious or critical violations with the filter modal open", async ({ page }) => {
    await open(page, storefrontUrl("giftpass-ch", "/fr/cadeaukaarten/"));
    await page.locator("[data-open-filters]").click();
    await expect(page.locator("[data-filter-form]")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a phone's first screen: the first cards' art loads at once and first, the rest lazily; titles under the h1 are h2; a meta description", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, storefrontUrl("kadoo-be", "/cadeaubonnen/"));
    const eager = page.locator("[data-testid=product-grid] img[fetchpriority=high]");
    // The leading top product and the first row of two cards.
    await expect(eager).toHaveCount(3);
    for (const img of await eager.all()) {
      await expect(img).toHaveAttribute("loading", "eager");
      await expect(img).toBeInViewport();
    }
    const lazy = page.locator("[data-testid=product-grid] img[loading=lazy]");
    expect(await lazy.count()).toBeGreaterThan(10);
    await expect(page.locator("[data-testid=product-grid] h3")).toHaveCount(0);
    await expect(page.locator("[data-testid=product-grid] h2").first()).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Kies uit \d+ cadeaubonnen bij .+, voor elke gelegenheid\.$/,
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("page links and filter chips work as plain links", async ({ page }) => {
    await page.goto(storefrontUrl("kadoo-be", "/cadeaubonnen/?cb_api_giftcard_types=digital"));
    await page.locator('nav a[rel="next"]').click();
    await expect(page).toHaveURL(storefrontUrl("kadoo-be", "/cadeaubonnen/2/?cb_api_giftcard_types=digital"));
    await expect(page.locator("[data-testid=product-grid] > li").first()).toBeVisible();
  });
});
