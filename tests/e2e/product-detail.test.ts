import type { Page } from "@playwright/test";
import { expect, open, PORT, seriousViolations, storefrontUrl, test } from "./fixtures";

interface Found {
  path: string;
  min?: number;
  max?: number;
}

/** Products of a storefront through its API, to pick one with a property the test needs. */
async function findProduct(
  page: Page,
  code: string,
  userData: { language: string; storeID: number; countryCode: string },
  pick: (p: {
    path: string;
    media: { __typename: string }[];
    digitalVariationConfig: {
      hasFixedPrices: boolean;
      minPrice: { value: number };
      maxPrice: { value: number };
    } | null;
  }) => boolean,
): Promise<Found> {
  for (const pageNumber of [1, 2, 3]) {
    const response = await page.request.post(`http://127.0.0.1:${PORT}/graphql`, {
      headers: { host: `${code}.localhost:${PORT}`, "content-type": "application/json" },
      data: {
        query: `query($userData: UserDataInput!) { products(userData: $userData, paging: { itemsPerPage: 100, pageNumber: ${pageNumber} }) {
          items { path ... on GiftcardProduct { media { __typename } digitalVariationConfig { hasFixedPrices minPrice { value } maxPrice { value } } } } } }`,
        variables: { userData },
      },
    });
    const items = (await response.json()).data.products.items;
    const hit = items.find(pick);
    if (hit) {
      return {
        path: hit.path,
        min: hit.digitalVariationConfig?.minPrice.value,
        max: hit.digitalVariationConfig?.maxPrice.value,
      };
    }
  }
  throw new Error("no such product");
}

const UK = { language: "en", storeID: 144, countryCode: "GB" };

test.describe("product page", () => {
  test("title, price in the storefront currency, breadcrumb, Product and BreadcrumbList JSON-LD", async ({ page }) => {
    await open(page, storefrontUrl("choice-uk", "/cadeaukaarten/sushi-sakura/"));
    await expect(page.locator("h1")).toHaveText("Sushi Sakura gift card");
    await expect(page.locator("[data-product]")).toContainText("£");
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")));
    const product = ld.find((x) => x["@type"] === "Product");
    expect(product.offers.priceCurrency).toBe("GBP");
    expect(product.image).toMatch(/^http:\/\/choice-uk\.localhost:\d+\/media\/card\//);
    const crumbs = ld.find((x) => x["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.at(-1).name).toBe("Sushi Sakura gift card");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Gift cards");
  });

  test("the brands modal opens and closes with Escape; axe with the modal open", async ({ page }) => {
    await open(page, storefrontUrl("choice-uk", "/cadeaukaarten/sushi-sakura/"));
    await page.locator("[data-open-brands]").click();
    const dialog = page.getByRole("dialog", { name: "Where can I use this card?" });
    await expect(dialog).toContainText("Sushi Sakura");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a custom amount outside the bounds gets a message with the bounds; a valid choice goes into the basket", async ({
    page,
  }) => {
    const found = await findProduct(page, "choice-uk", UK, (p) => p.digitalVariationConfig?.hasFixedPrices === false);
    const url = storefrontUrl("choice-uk", found.path);
    // Rendered once before: the browser gets the form printed from memory (ADR 043) and hydrates it.
    await page.setExtraHTTPHeaders({ "cache-control": "no-cache" });
    await page.goto(url);
    await open(page, url);
    await page.getByLabel(/^Digital/).check();
    const amount = page.locator("[data-amount]");
    await amount.fill(String((found.min ?? 10) - 1));
    await amount.blur();
    const bounds = `Choose an amount between £${found.min} and £${found.max}, without decimals.`;
    await expect(page.locator("[data-add-form]")).toContainText(bounds);
    // The field names its message by the id the browser's React gave it: the printed ids are its own.
    const describedBy = await amount.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(bounds);
    await amount.fill(`${found.min}.5`);
    await expect(page.locator("[data-add-form]")).toContainText(bounds);
    await amount.fill(String(found.min));
    await page.locator("[data-quantity]").fill("2");
    await page.locator("[data-add-to-basket]").click();
    await expect(page.locator("[data-added-modal]")).toContainText("2 products were added to your basket.");
    await expect(page.locator("[data-basket-count]")).toHaveText("2");
  });

  test("a donation card has its own page too: choose an amount within the bounds and it goes into the basket", async ({
    page,
  }) => {
    const response = await page.request.post(`http://127.0.0.1:${PORT}/graphql`, {
      headers: { host: `kadoo-be.localhost:${PORT}`, "content-type": "application/json" },
      data: {
        query: `query($userData: UserDataInput!) { products(userData: $userData, filters: { filterByProductType: [DONATION] }, paging: { itemsPerPage: 5, pageNumber: 1 }) {
          items { path title ... on DonationProduct { digitalVariationConfig { minPrice { value } maxPrice { value } } } } } }`,
        variables: { userData: { language: "nl", storeID: 95, countryCode: "BE" } },
      },
    });
    const donation = (await response.json()).data.products.items[0];
    expect(donation.digitalVariationConfig.minPrice.value).toBeGreaterThan(0);
    await open(page, storefrontUrl("kadoo-be", donation.path));
    await expect(page.locator("h1")).toHaveText(donation.title);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator("[data-amount]").fill(String(donation.digitalVariationConfig.minPrice.value));
    await page.locator("[data-add-to-basket]").click();
    await expect(page.locator("[data-added-modal]")).toBeVisible();
    await expect(page.locator("[data-basket-count]")).toHaveText("1");
    await open(page, storefrontUrl("kadoo-be", "/winkelmandje/"));
    await expect(page.locator("[data-package]")).toContainText(donation.title);
  });

  test("videos load only when the shopper presses play", async ({ page }) => {
    const frames: string[] = [];
    await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) => {
      frames.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<title>video</title>" });
    });
    const found = await findProduct(page, "choice-uk", UK, (p) => p.media?.some((m) => m.__typename === "EmbedVideo"));
    await open(page, storefrontUrl("choice-uk", found.path));
    await page.locator('[data-media="EmbedVideo"]').click();
    await expect(page.locator("[data-play-video]")).toBeVisible();
    expect(frames).toEqual([]);
    await expect(page.locator("[data-video-frame]")).toHaveCount(0);
    await page.locator("[data-play-video]").click();
    await expect(page.locator("[data-video-frame]")).toHaveAttribute("src", /youtube-nocookie\.com|player\.vimeo\.com/);
  });

  for (const [code, path, lang, currency] of [
    ["kadoo-be", "/cadeaubonnen/", "nl-BE", "€"],
    ["giftpass-ch", "/fr/cadeaukaarten/", "fr-CH", "CHF"],
  ] as const) {
    test(`${code} ${lang}: the page language and currency; axe`, async ({ page }) => {
      await open(page, storefrontUrl(code, path));
      await page.locator("[data-testid=product-grid] > li:not([data-featured]) a").first().click();
      await expect(page.locator("[data-add-form]")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("[data-product]")).toContainText(currency);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("a product of another storefront is a 404", async ({ request }) => {
    const get = (code: string, path: string) =>
      request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${code}.localhost:${PORT}` } });
    expect((await get("kadoo-be", "/cadeaubonnen/bestaat-niet/")).status()).toBe(404);
  });
});

test.describe("product page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the page: errors come back with the typed values, a valid choice goes into the basket", async ({
    page,
  }) => {
    const found = await findProduct(page, "choice-uk", UK, (p) => p.digitalVariationConfig?.hasFixedPrices === false);
    await page.goto(storefrontUrl("choice-uk", found.path));
    await page.getByLabel(/^Digital/).check();
    await page.locator("[data-amount]").fill(String((found.max ?? 100) + 1));
    await page.locator("[data-add-to-basket]").click();
    await expect(page.locator("[data-add-form]")).toContainText("without decimals.");
    await expect(page.locator("[data-amount]")).toHaveValue(String((found.max ?? 100) + 1));
    await page.locator("[data-amount]").fill(String(found.max));
    await page.locator("[data-add-to-basket]").click();
    await expect(page.locator("[data-add-form]")).toContainText("1 product was added to your basket.");
    await expect(page.locator("[data-basket-count]")).toHaveText("1");
  });
});
