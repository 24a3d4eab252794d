import type { Page } from "@playwright/test";
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";

const searchInput = (page: Page) => page.locator("[data-search] input[name=s]");

test.describe("search", () => {
  test("empty input shows popular terms and 'Popular coupons'; typing shows results, one result and none", async ({
    page,
  }) => {
    await open(page, storefrontUrl("choice-uk", "/"));
    await expect(searchInput(page)).toHaveAttribute("placeholder", "What are you looking for?");
    await searchInput(page).focus();
    const panel = page.locator("[data-search-panel]");
    await expect(panel.getByRole("heading", { name: "Popular coupons" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Popular searches" })).toBeVisible();
    await expect(page.locator("[data-search-back]")).toBeVisible();

    await searchInput(page).fill("gift");
    await expect(panel.locator("[data-result-count]")).toHaveText(/^\d+ results$/);
    expect(await panel.locator("[data-search-result]").count()).toBeGreaterThan(1);

    await searchInput(page).fill("sushi");
    await expect(panel.locator("[data-result-count]")).toHaveText("1 result");
    await expect(panel.locator("[data-search-result]")).toHaveCount(1);
    await expect(panel.locator("[data-search-result]")).toContainText("Sushi Sakura");
    await expect(panel.locator("[data-search-result]")).toContainText("£");

    await searchInput(page).fill("zzqxv");
    await expect(panel.locator("[data-no-results]")).toHaveText(
      "Oh no! No results found. Check the spelling or try a different search term.",
    );

    await page.locator("[data-search-clear]").click();
    await expect(searchInput(page)).toHaveValue("");
    await expect(panel.getByRole("heading", { name: "Popular coupons" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("finds accented titles without the accents, in the page language and currency", async ({ page }) => {
    await open(page, storefrontUrl("giftpass-ch", "/fr/"));
    // The panel opens on focus once the page is interactive; text typed before that is not searched.
    await searchInput(page).focus();
    await expect(page.locator("[data-search-panel]")).toBeVisible();
    await searchInput(page).fill("cafe central");
    const result = page.locator("[data-search-panel] [data-search-result]").first();
    await expect(result).toContainText("Café Central Plaza");
    await expect(result).toContainText("CHF");
    // Outside click closes the panel.
    await page.mouse.click(5, 600);
    await expect(page.locator("[data-search-panel]")).toBeHidden();
  });

  test("Enter opens the ranked results on the product list; the first opening is recorded once", async ({ page }) => {
    const events: string[] = [];
    await page.route("**/graphql", async (route) => {
      const body = route.request().postData() ?? "";
      if (body.includes("trackEvents")) events.push(body);
      await route.continue();
    });
    await open(page, storefrontUrl("kadoo-be", "/"));
    await searchInput(page).focus();
    await page.keyboard.press("Escape");
    await searchInput(page).focus();
    await searchInput(page).fill("spa");
    await searchInput(page).press("Enter");
    await expect(page).toHaveURL(storefrontUrl("kadoo-be", "/cadeaubonnen/?s=spa"));
    await expect(page.locator("h1")).toContainText("spa");
    await expect(page.locator("[data-testid=product-grid] > li").first()).toContainText(/spa/i);
    await expect.poll(() => events.filter((e) => e.includes("search_open")).length).toBeGreaterThan(0);
    const opens = events.join("").match(/search_open/g) ?? [];
    expect(opens).toHaveLength(1);
  });

  test("axe: no serious or critical violations with the search panel open", async ({ page }) => {
    await open(page, storefrontUrl("giftpass-de", "/"));
    await searchInput(page).fill("well");
    await expect(page.locator("[data-result-count]")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box is a form to the product list", async ({ page }) => {
    await page.goto(storefrontUrl("choice-uk", "/"));
    await searchInput(page).fill("sushi");
    await searchInput(page).press("Enter");
    await expect(page).toHaveURL(storefrontUrl("choice-uk", "/cadeaukaarten/?s=sushi"));
    await expect(page.locator("[data-listing] header p")).toHaveText("1 result");
  });
});

test.describe("header menu", () => {
  test("desktop: hovering the product link shows category tabs and top products; Escape and outside click close", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, storefrontUrl("choice-uk", "/"));
    await page.locator("[data-menu-products]").hover();
    const menu = page.locator("[data-category-menu]");
    await expect(menu.getByRole("link", { name: "View all gift vouchers in this category" })).toBeVisible();
    const second = menu.locator("ul").first().getByRole("link").nth(1);
    await second.hover();
    await expect(menu.locator("h2")).toHaveText(((await second.textContent()) ?? "").trim());
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    await page.locator("[data-menu-toggle]").click();
    await expect(menu).toBeVisible();
    await page.mouse.click(640, 880);
    await expect(menu).toBeHidden();
  });

  test("desktop: keyboard opens the menu, arrows move between tabs, a tab leads to its category", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, storefrontUrl("giftpass-de", "/"));
    await page.locator("[data-menu-toggle]").focus();
    await page.keyboard.press("Enter");
    const tabs = page.locator("[data-category-menu] ul").first().getByRole("link");
    await tabs.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    // The arrows wrap around the category tabs (the list ends with the 'All categories' link).
    await expect(tabs.nth((await tabs.count()) - 2)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.locator("[data-view-all-category]").click();
    await expect(page).toHaveURL(/\/categorie\/[a-z-]+\/$/);
    await expect(page.locator("[data-category-menu]")).toBeHidden();
    await expect(page.locator("[data-testid=product-grid]")).toContainText("€");
  });

  test("mobile: the menu shows the first 6 categories until 'View all categories'", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, storefrontUrl("choice-uk", "/"));
    await page.getByRole("button", { name: "Menu" }).click();
    const list = page.locator("[data-mobile-categories] li");
    await expect(list).toHaveCount(6);
    await page.getByRole("button", { name: "View all categories" }).click();
    expect(await list.count()).toBeGreaterThan(6);
  });

  test("axe: no serious or critical violations with the category menu open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, storefrontUrl("kadoo-be", "/"));
    await page.locator("[data-menu-products]").hover();
    await expect(page.locator("[data-view-all-category]")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
