/**
 * Client-side navigation across the route subsets of ADR 066: the server renders each document with
 * only the routes under its first path segment, and the browser learns the others from route
 * discovery (`/__manifest`, the whole build). Home → a list → a product → the basket → checkout, each
 * by clicking the page's own links, without one further document load and without a console error.
 */
import { expect, open, storefrontUrl, test } from "./fixtures";
import { addShownProduct } from "./shop";

test("kadoo-be: home → list → product → basket → checkout and back home, all client-side", async ({ page }) => {
  const documents: string[] = [];
  const discovery: number[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith("/__manifest")) discovery.push(response.status());
  });
  const base = storefrontUrl("kadoo-be", "/");
  await open(page, base);

  await page.locator('main a[href="/cadeaubonnen/"]').first().click();
  await expect(page).toHaveURL(`${base}cadeaubonnen/`);
  await expect(page.locator("[data-testid=product-grid]")).toBeVisible();

  const product = page.locator("[data-testid=product-grid] a[href^='/cadeaubonnen/']").first();
  const href = await product.getAttribute("href");
  await product.click();
  await expect(page).toHaveURL(`${base}${href?.slice(1)}`);
  await addShownProduct(page);

  await page.locator("[data-go-to-basket]").click();
  await expect(page).toHaveURL(`${base}winkelmandje/`);
  await expect(page.locator("[data-shipment]")).toHaveCount(1);

  await page.locator("[data-order]").click();
  await page
    .locator("[data-guest-order-modal] [data-order-as-guest], [data-identify-modal] [data-skip-identify]")
    .click();
  await expect(page).toHaveURL(/\/bestellen\/$/);
  await expect(page.locator("[data-details-form]")).toBeVisible();

  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(base);
  await expect(page.locator('main a[href="/cadeaubonnen/"]').first()).toBeVisible();

  // One document (the home page opened); every other page came from the client router.
  expect(documents).toEqual([base]);
  expect(discovery.length).toBeGreaterThan(0);
  expect(discovery.every((status) => status === 200)).toBe(true);
});
