/**
 * The account's address book and data (issue 15, part BOOK) on kadoo-be: an account made while
 * ordering; addresses added, edited, made default and deleted; the default and a picked address fill
 * the checkout; profile and newsletter saved; the JSON export. axe on every page and modal (with
 * JavaScript: axe runs in the page); the address and delete modals also without JavaScript. Deleting
 * with its messages is in the account journey (account-journey.test.ts).
 */
import type { Page } from "@playwright/test";
import { fillAddress, logIn } from "./account-steps";
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { addToBasket, fillDetailsFields, toCheckoutAsGuest, translated } from "./shop";

test.describe.configure({ mode: "serial" });

const base = storefrontUrl("kadoo-be", "/");
const PASSWORD = "Adres!boek-2026";
const email = `boek.${Date.now().toString(36)}@example.be`;
const nl = (id: string) => translated("nl", id);

/** An account created with the checkout's "create an account" (it logs the shopper in). */
async function createAccount(page: Page, address: string) {
  await addToBasket(page, `${base}cadeaubonnen/apple-gift-card/`);
  await toCheckoutAsGuest(page, base);
  await page.locator("[data-create-account]").check();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await fillDetailsFields(page, { phone: "0470 12 34 56", email: address });
  await page.locator("[data-next]").click();
  await expect(page.locator("[data-shipping-form]")).toBeVisible();
}

test("kadoo-be: anonymous visitors of the account pages go to identify", async ({ page }) => {
  // `next` names the account page to come back to after login (the export comes back to the data page).
  for (const [path, next] of [
    ["account/adresboek/", "address-book"],
    ["account/gegevens/", "account-data"],
    ["account/gegevens/export.json", "account-data"],
  ]) {
    await open(page, `${base}${path}`);
    await expect(page).toHaveURL(`${base}account/?next=${next}`);
    await expect(page.locator("[data-identify-form]")).toBeVisible();
  }
});

test("kadoo-be: address book — add, edit, default, delete; the addresses fill the checkout", async ({ page }) => {
  test.slow(); // an account, two addresses, two checkout visits, edit, default and delete: a long journey
  await createAccount(page, email);
  const book = `${base}account/adresboek/`;
  const response = await open(page, book);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("h1")).toHaveText(nl("Address book"));
  await expect(page.locator("[data-no-addresses]")).toHaveText(nl("You have not saved an address yet."));
  expect(await seriousViolations(page), "address book").toEqual([]);

  await page.locator("[data-add-address]").click();
  await expect(page.locator("[data-address-form]")).toBeVisible();
  expect(await seriousViolations(page), "address modal").toEqual([]);
  // The checkout's rules: a Belgian postcode has 4 digits.
  await fillAddress(page, {
    first: "Zoë",
    last: "Maes",
    postCode: "90",
    no: "77",
    street: "Kouterstraat",
    city: "Gent",
  });
  await page.locator("[data-save-address]").click();
  await expect(page.locator("[data-address-form]")).toContainText(nl("Please enter a valid postcode"));
  await page.locator('[data-address-form] input[name="postCode"]').fill("9000");
  await page.locator("[data-save-address]").click();
  await expect(page.locator("[data-saved-address]")).toHaveCount(1);
  await expect(page.locator("[data-saved-address][data-default]")).toContainText("Kouterstraat 77");
  await expect(page.locator("[data-default-badge]")).toHaveText(nl("Default address"));

  await page.locator("[data-add-address]").click();
  await fillAddress(page, {
    first: "Zoë",
    last: "Maes",
    postCode: "1000",
    no: "5",
    street: "Wetstraat",
    city: "Brussel",
  });
  await page.locator("[data-save-address]").click();
  await expect(page.locator("[data-saved-address]")).toHaveCount(2);
  const office = page.locator("[data-saved-address]").filter({ hasText: "Wetstraat" });

  // The checkout (a digital card: billing only) starts from the default address; a picked one replaces it.
  await open(page, `${base}bestellen/?step=shipping`);
  await expect(page.locator('input[name="billing.street"]')).toHaveValue("Kouterstraat");
  await expect(page.locator('input[name="billing.postCode"]')).toHaveValue("9000");
  expect(await seriousViolations(page), "checkout with the address book").toEqual([]);
  await page.locator("[data-address-choice] a", { hasText: "Wetstraat" }).click();
  await expect(page.locator('input[name="billing.street"]')).toHaveValue("Wetstraat");
  await expect(page.locator('input[name="billing.houseNumber"]')).toHaveValue("5");

  // Edit the second address, make it the default, delete the first.
  await open(page, book);
  await office.locator("[data-edit-address]").click();
  await expect(page.locator('[data-address-form] input[name="street"]')).toHaveValue("Wetstraat");
  await page.locator('[data-address-form] input[name="houseNumber"]').fill("16");
  await page.locator("[data-save-address]").click();
  await expect(page.locator("[data-address-form]")).toHaveCount(0);
  await expect(office).toContainText("Wetstraat 16");
  await office.locator("[data-make-default]").click();
  await expect(page.locator("[data-saved-address]").first()).toContainText("Wetstraat 16");
  await expect(page.locator("[data-saved-address][data-default]")).toContainText("Wetstraat 16");
  await page
    .locator("[data-saved-address]")
    .filter({ hasText: "Kouterstraat" })
    .locator("[data-delete-address]")
    .click();
  await expect(page.locator("[data-saved-address]")).toHaveCount(1);
  await open(page, `${base}bestellen/?step=shipping`);
  await expect(page.locator('input[name="billing.street"]')).toHaveValue("Wetstraat");
  await expect(page.locator('input[name="billing.houseNumber"]')).toHaveValue("16");
});

test("kadoo-be: account data and newsletter saved with validation; the JSON export", async ({ page }) => {
  await loginAgain(page);
  const data = `${base}account/gegevens/`;
  const response = await open(page, data);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("[data-account-email]")).toHaveText(email);
  expect(await seriousViolations(page), "account data").toEqual([]);
  const form = page.locator("[data-profile-form]");
  await expect(form.locator('input[name="firstName"]')).toHaveValue("An");
  // A business customer needs a VAT number (spec §5 required fields).
  await form.locator('[data-customer-type="BUSINESS"]').check();
  await form.locator('input[name="companyName"]').fill("Bloemen Maes BV");
  await form.locator('input[name="referenceNumber"]').fill("KOST-7");
  await form.locator('input[name="firstName"]').fill("Zoë");
  await form.locator("[data-subscribed]").check();
  await form.locator("[data-save-profile]").click();
  await expect(form).toContainText(nl("VAT number is a required field"));
  await form.locator('input[name="vatNumber"]').fill("BE0123456749");
  await form.locator("[data-save-profile]").click();
  await expect(page.locator("[data-saved]")).toHaveText(nl("Your details have been saved."));
  await open(page, data);
  await expect(form.locator('input[name="firstName"]')).toHaveValue("Zoë");
  await expect(form.locator('input[name="vatNumber"]')).toHaveValue("BE0123456749");
  await expect(form.locator("[data-subscribed]")).toBeChecked();

  // The download, fetched as the browser does (with the session cookie).
  const exported = await page.evaluate(async (url) => {
    const r = await fetch(url);
    return {
      disposition: r.headers.get("content-disposition"),
      cache: r.headers.get("cache-control"),
      json: await r.json(),
    };
  }, `${base}account/gegevens/export.json`);
  expect(exported.disposition).toMatch(/^attachment; filename="account-kadoo-be-/);
  expect(exported.cache).toBe("private, no-store");
  const json = exported.json;
  expect(json.account).toMatchObject({
    email,
    profile: { firstName: "Zoë", customerType: "BUSINESS", vatNumber: "BE0123456749" },
  });
  expect(json.newsletter).toEqual({ subscribed: true });
  expect(json.addresses).toEqual([
    expect.objectContaining({ street: "Wetstraat", houseNumber: "16", isDefault: true }),
  ]);
  expect(Array.isArray(json.orders)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("kadoo-be: the address modal and the delete-account modal work as page sections", async ({ page }) => {
    const address = `zonderjs.${Date.now().toString(36)}@example.be`;
    // An account made while ordering, as without JavaScript the checkout's plain forms do.
    await page.goto(`${base}cadeaubonnen/apple-gift-card/`);
    await page.locator('[data-add-form] input[name="amount"][type="radio"]').first().check({ force: true });
    await page.locator("[data-add-to-basket]").click();
    await expect(page.locator("[data-basket-count]")).toHaveText("1");
    await page.goto(`${base}winkelmandje/`);
    await page.locator("[data-order]").click();
    await page.locator("[data-skip-identify]").click();
    await page.locator("[data-create-account]").check();
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await fillDetailsFields(page, { phone: "0470 12 34 56", email: address });
    await page.locator("[data-next]").click();
    await expect(page.locator("[data-shipping-form]")).toBeVisible();

    await page.goto(`${base}account/adresboek/?adres=nieuw`);
    await fillAddress(page, {
      first: "Jan",
      last: "Peeters",
      postCode: "2000",
      no: "1",
      street: "Meir",
      city: "Antwerpen",
    });
    await page.locator("[data-save-address]").click();
    await expect(page.locator("[data-saved-address]")).toContainText("Meir 1");

    await page.goto(`${base}account/gegevens/?modal=delete-account`);
    const modal = page.locator("[data-delete-form]");
    await modal.locator('input[name="email"]').fill(address);
    await modal.locator('input[name="password"]').fill(PASSWORD);
    await modal.locator("[data-confirm-delete]").check();
    await modal.locator("[data-delete-account]").click();
    await expect(page).toHaveURL(base);
    await page.goto(`${base}account/adresboek/`);
    await expect(page).toHaveURL(/\/account\/\?next=/);
  });
});

async function loginAgain(page: Page) {
  await logIn(page, base, email, PASSWORD);
  await expect(page.locator("[data-logged-in]")).toContainText(email);
}
