/**
 * The phone rules in the browser (ADR 029): libphonenumber and its metadata load after the checkout page,
 * then the details step checks the phone as the server does — a wrong number gets the spec's message when
 * the field is left, before anything is posted; a Belgian mobile number is accepted and the order goes on.
 */
import { expect, storefrontUrl, test } from "./fixtures";
import { addToBasket, fillBilling, fillDetailsFields, findProduct, toCheckoutAsGuest, translated } from "./shop";

test("kadoo-be: the details step checks the phone in the browser; a Belgian mobile number passes", async ({ page }) => {
  const base = storefrontUrl("kadoo-be", "/");
  const product = await findProduct(page, "kadoo-be", { language: "nl", storeID: 95, countryCode: "BE" }, "digital");
  await addToBasket(page, `${base}${product.slice(1)}`);
  await toCheckoutAsGuest(page, base);
  // A form that asks a phone starts loading the phone rules as it appears (ADR 029), not at the first blur.
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((e) => /\/phone-check-[\w-]+\.js$/.test(e.name)),
  );
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.postData()?.includes("details")) posts++;
  });
  await fillDetailsFields(page, { phone: "0740" });
  await page.locator('input[name="firstName"]').focus();
  const error = page.locator('[id$="-error"]').filter({ hasText: translated("nl", "Please enter valid phone number") });
  await expect(error).toBeVisible();
  expect(posts).toBe(0);
  await page.locator('input[name="phoneNumber"]').fill("0470 12 34 56");
  await expect(error).toHaveCount(0);
  await page.locator("[data-next]").click();
  await expect(page.locator("[data-shipping-form]")).toBeVisible();
  await fillBilling(page, { postCode: "9000", street: "Veldstraat", city: "Gent" });
  await expect(page.locator("[data-grand-total]")).toContainText("€");
});
