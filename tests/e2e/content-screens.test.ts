import type { Page } from "@playwright/test";
import { expect, open, PORT, seriousViolations, storefrontUrl, test } from "./fixtures";

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}") as Record<string, unknown>));

test.describe("content screens", () => {
  test("giving moments: list → moment with suggested gift cards in the storefront currency", async ({ page }) => {
    await open(page, storefrontUrl("giftpass-ch", "/fr/geefmomenten/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    const tiles = page.locator("[data-giving-moments] li a");
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    await tiles.first().click();
    await expect(page).toHaveURL(/\/fr\/geefmomenten\/[a-z-]+\/$/);
    await expect(page.locator("[data-giving-moment] h1")).not.toBeEmpty();
    await expect(page.locator("[data-giving-moment] [data-product-card]").first()).toContainText("CHF");
    expect((await jsonLd(page)).some((x) => x["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("blog: list, page 2 with prev/next, a post with BlogPosting JSON-LD; page 1 and out-of-range pages", async ({
    page,
    request,
  }) => {
    await open(page, storefrontUrl("choice-uk", "/blog/"));
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", /\/blog\/2\/$/);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(storefrontUrl("choice-uk", "/blog/2/"));
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/blog\/$/);
    await page.locator("[data-blog] li a").first().click();
    await expect(page.locator("[data-blog-post] h1")).not.toBeEmpty();
    const posting = (await jsonLd(page)).find((x) => x["@type"] === "BlogPosting");
    expect(posting?.headline).toBe(await page.locator("[data-blog-post] h1").textContent());
    expect(String(posting?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByRole("heading", { name: "Read more" })).toBeVisible();

    const get = (path: string) =>
      request.get(`http://127.0.0.1:${PORT}${path}`, {
        headers: { host: `choice-uk.localhost:${PORT}` },
        maxRedirects: 0,
      });
    expect((await get("/blog/1/")).status()).toBe(301);
    expect((await get("/blog/9/")).status()).toBe(404);
    expect((await get("/blog/not-a-post/")).status()).toBe(404);
  });

  test("business page with its promises and products; a product's business view; another store's product is a 404", async ({
    page,
    request,
  }) => {
    await open(page, storefrontUrl("choice-uk", "/zakelijk/"));
    await expect(page.locator("[data-business-promises]")).toContainText("A quote within one hour");
    await expect(page.locator("[data-business] [data-product-card]").first()).toContainText("£");
    await open(page, storefrontUrl("choice-uk", "/zakelijk/sushi-sakura/"));
    await expect(page.locator("[data-business-product] h1")).toHaveText("Sushi Sakura gift card");
    await page.getByRole("link", { name: "View the gift card" }).click();
    await expect(page).toHaveURL(storefrontUrl("choice-uk", "/cadeaukaarten/sushi-sakura/"));
    const status = (code: string, path: string) =>
      request
        .get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${code}.localhost:${PORT}` } })
        .then((r) => r.status());
    expect(await status("choice-uk", "/zakelijk/bestaat-niet/")).toBe(404);
  });

  test("the choice gift card page at the storefront's own slug", async ({ page, request }) => {
    await open(page, storefrontUrl("giftpass-de", "/choice-giftcard/"));
    await expect(page.locator("[data-page-type=choice-card] h1")).not.toBeEmpty();
    await expect(page.locator("[data-page-type=choice-card] [data-product-card]").first()).toContainText("€");
    const other = await request.get(`http://127.0.0.1:${PORT}/choice-card/`, {
      headers: { host: `giftpass-de.localhost:${PORT}` },
    });
    expect(other.status()).toBe(404);
  });

  for (const [name, code, path] of [
    ["giving moments", "kadoo-be", "/geefmomenten/"],
    ["a giving moment", "giftpass-de", "/geefmomenten/verjaardag/"],
    ["the blog", "giftpass-ch", "/fr/blog/"],
    ["a blog post", "choice-uk", "/blog/digitaal-cadeau-geven/"],
    ["the business page", "kadoo-be", "/zakelijk/"],
    ["the choice card page", "choice-uk", "/choice-card/"],
  ] as const) {
    test(`axe: no serious or critical violations on ${name}`, async ({ page }) => {
      await open(page, storefrontUrl(code, path));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
