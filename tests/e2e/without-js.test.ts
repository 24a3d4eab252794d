/**
 * A purchase without JavaScript (issue 5: the basket's core actions work without it; checkout's steps are
 * plain forms): product page → basket (quantity, delete confirmation as a plain form) → identify page →
 * checkout steps → the provider's hosted page → confirmation.
 */
import { expect, storefrontUrl, test } from "./fixtures";
import { fillBilling, fillDetailsFields, pay, translated } from "./shop";

test.use({ javaScriptEnabled: false });

test("kadoo-be: buy a digital card with Bancontact without JavaScript", async ({ page }) => {
  const base = storefrontUrl("kadoo-be", "/");
  await page.goto(`${base}cadeaubonnen/apple-gift-card/`);
  const fixed = page.locator('[data-add-form] input[name="amount"][type="radio"]');
  await fixed.first().check({ force: true });
  await page.locator("[data-add-to-basket]").click();
  await expect(page.locator("[data-basket-count]")).toHaveText("1");

  await page.goto(`${base}winkelmandje/`);
  // Quantity: the select and its submit button.
  await page.locator("[data-quantity-select]").first().selectOption("2");
  await page.locator('form:has([data-quantity-select]) button[type="submit"]').first().click();
  await expect(page.locator("[data-basket-count]")).toHaveText("2");

  // Order → the identify page (no modal without JavaScript) → order as guest without checking.
  await page.locator("[data-order]").click();
  await expect(page).toHaveURL(/\/account\/\?next=checkout$/);
  await page.locator("[data-skip-identify]").click();
  await expect(page.locator("[data-details-form]")).toBeVisible();
  await fillDetailsFields(page, { phone: "12" });
  await page.locator("[data-next]").click();
  // The server's answer: the same message, the typed values kept.
  await expect(
    page.locator('[id$="-error"]').filter({ hasText: translated("nl", "Please enter valid phone number") }),
  ).toBeVisible();
  await expect(page.locator('input[name="lastName"]')).toHaveValue("Peeters");
  await page.locator('input[name="phoneNumber"]').fill("0470 12 34 56");
  await page.locator("[data-next]").click();
  await expect(page.locator("[data-shipping-form]")).toBeVisible();
  await fillBilling(page, { postCode: "9000", street: "Veldstraat", city: "Gent" });
  await pay(page, "bancontact");
  await expect(page).toHaveURL(/__testpay\/pay\//);
  await page.locator('[data-decision="authorise"]').click();
  await expect(page.locator("[data-order-completed]")).toBeVisible({ timeout: 20_000 });
});
