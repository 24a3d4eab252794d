/**
 * The catalogue journey of issue 4 on four storefronts: list → filter → page 2 → product → locations
 * map → back, in the page language and the storefront currency.
 */
import { expect, open, PORT, storefrontUrl, test } from "./fixtures";

const JOURNEYS = [
  { code: "kadoo-be", prefix: "", list: "/cadeaubonnen/", lang: "nl-BE", currency: "€" },
  { code: "giftpass-de", prefix: "", list: "/cadeaukaarten/", lang: "de-DE", currency: "€" },
  { code: "giftpass-ch", prefix: "/fr", list: "/cadeaukaarten/", lang: "fr-CH", currency: "CHF" },
  { code: "choice-uk", prefix: "", list: "/cadeaukaarten/", lang: "en-GB", currency: "£" },
] as const;

for (const j of JOURNEYS) {
  test(`${j.code} ${j.lang}: list → filter → page 2 → product → locations map → back`, async ({ page }) => {
    await open(page, storefrontUrl(j.code, `${j.prefix}${j.list}`));
    await expect(page.locator("html")).toHaveAttribute("lang", j.lang);

    // Filter on digital cards in the filter modal.
    await page.locator("[data-open-filters]").click();
    await page.locator('[data-filter-form] input[value="digital"]').check();
    await page.locator('[data-filter-form] button[type="submit"]').click();
    await expect(page).toHaveURL(/cb_api_giftcard_types=digital$/);
    // The address changes before the new page renders (a transition): wait for the filtered list itself.
    await expect(page.locator("[data-open-filters]")).toContainText("(1)");

    // Page 2 of the filtered list.
    await page.locator('nav a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`${j.list}2/\\?cb_api_giftcard_types=digital$`));
    await expect(page.locator('nav a[aria-current="page"]')).toHaveText("2");
    const cards = page.locator("[data-testid=product-grid] > li:not([data-featured]) a");
    await expect(page.locator("[data-testid=product-grid]")).toContainText(j.currency);

    // A product of this page that has locations (asked from the server, as a shopper would see it).
    const hrefs = await cards.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
    let target = "";
    for (const href of hrefs) {
      const html = await (
        await page.request.get(`http://127.0.0.1:${PORT}${href}`, { headers: { host: `${j.code}.localhost:${PORT}` } })
      ).text();
      if (html.includes("data-locations-link")) {
        target = href;
        break;
      }
    }
    expect(target, "a product with locations on page 2").not.toBe("");
    await page.locator(`[data-testid=product-grid] a[href="${target}"]`).first().click();
    await expect(page.locator("[data-add-form]")).toBeVisible();
    await expect(page.locator("[data-product]")).toContainText(j.currency);

    await page.locator("[data-locations-link]").click();
    await expect(page).toHaveURL(/\/locaties\/$/);
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.locator("[data-location-list] li").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", j.lang);

    await page.goBack();
    await expect(page.locator("[data-add-form]")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, "\\/")}$`));
  });
}
