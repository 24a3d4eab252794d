/**
 * Accounts around a purchase (issue 5): create an account while ordering, identify (with the human
 * check) → login keeps the guest basket, the identify modal of the order-modal auth mode, and axe on
 * the basket, checkout and confirmation pages.
 */
import { humanCheckSolved } from "./account-steps";
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { cardFromMail, chooseProduct, submitCheck } from "./redeem-steps";
import { addToBasket, fillBilling, fillDetailsFields, findProduct, pay, toCheckoutAsGuest, translated } from "./shop";

test.describe.configure({ mode: "serial" });

const PASSWORD = "Kado!2026-test";
/** The account of the first test (its first order's card was mailed to it). */
const accountEmail = `klant.${Date.now().toString(36)}@example.be`;

test("kadoo-be: an account created while ordering; a guest basket survives identify and login", async ({ page }) => {
  test.slow(); // two orders, a logout and a login: the longest journey of the suite
  const base = storefrontUrl("kadoo-be", "/");
  const email = accountEmail;
  await addToBasket(page, `${base}cadeaubonnen/apple-gift-card/`);
  await toCheckoutAsGuest(page, base);
  expect(await seriousViolations(page), "checkout details").toEqual([]);
  // Ticking "create an account" shows the password fields; they must match.
  await expect(page.locator('input[name="password"]')).toBeHidden();
  await page.locator("[data-create-account]").check();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(`${PASSWORD}x`);
  await fillDetailsFields(page, { phone: "0470 12 34 56", email });
  await page.locator("[data-next]").click();
  await expect(
    page.locator('[id$="-error"]').filter({ hasText: translated("nl", "The passwords do not match") }),
  ).toBeVisible();
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.locator("[data-next]").click();
  await expect(page.locator("[data-shipping-form]")).toBeVisible();
  expect(await seriousViolations(page), "checkout shipping").toEqual([]);
  await fillBilling(page, { postCode: "9000", street: "Veldstraat", city: "Gent" });
  expect(await seriousViolations(page), "checkout payment").toEqual([]);
  await pay(page, "bancontact");
  await page.locator('[data-decision="authorise"]').click();
  await expect(page.locator("[data-order-completed]")).toBeVisible();
  expect(await seriousViolations(page), "order completed").toEqual([]);

  // The new account is logged in; log out.
  await open(page, `${base}account/`);
  await expect(page.locator("[data-logged-in]")).toContainText(email);
  await page.locator("[data-logout]").click();
  // spec §4 Logout success: home when on an account page.
  await expect(page).toHaveURL(base);

  // As a guest again: a card in the basket, then identify → login with the new account.
  await addToBasket(page, `${base}cadeaubonnen/apple-gift-card/`);
  await expect(page.locator("[data-basket-count]")).toHaveText("1");
  await open(page, `${base}winkelmandje/`);
  expect(await seriousViolations(page), "basket").toEqual([]);
  await open(page, `${base}account/`);
  await page.locator('[data-identify-form] input[name="email"]').fill(email);
  await humanCheckSolved(page, "[data-identify-form]");
  await page.locator("[data-identify-submit]").click();
  // The account exists: the login page, e-mail filled in.
  await expect(page.locator("[data-login-form]")).toBeVisible();
  await expect(page.locator('[data-login-form] input[name="email"]')).toHaveValue(email);
  await page.locator('[data-login-form] input[name="password"]').fill("wrong-password");
  await humanCheckSolved(page, "[data-login-form]");
  await page.locator("[data-login-submit]").click();
  await expect(page.locator("[data-login-error]")).toBeVisible();
  await expect(page.locator('[data-login-form] input[name="password"]')).toHaveValue("");
  await page.locator('[data-login-form] input[name="password"]').fill(PASSWORD);
  await humanCheckSolved(page, "[data-login-form]");
  await page.locator("[data-login-submit]").click();
  await expect(page.locator("[data-logged-in]")).toContainText(email);
  // The guest basket is now the account's.
  await expect(page.locator("[data-basket-count]")).toHaveText("1");
  await open(page, `${base}winkelmandje/`);
  await expect(page.locator("[data-package]")).toHaveCount(1);
  // Logged in, Order goes straight to checkout (no identify step), with the account's details.
  await page.locator("[data-order]").click();
  await expect(page).toHaveURL(/\/bestellen\//);
  await open(page, `${base}bestellen/?step=details`);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await expect(page.locator("[data-create-account]")).toHaveCount(0);
});

test("choice-be: the identify modal (order-modal auth) → no account → order as guest", async ({ page }) => {
  const base = storefrontUrl("choice-be", "/");
  const product = await findProduct(page, "choice-be", { language: "nl", storeID: 140, countryCode: "BE" }, "digital");
  await addToBasket(page, `${base}${product.slice(1)}`);
  await open(page, `${base}winkelmandje/`);
  await page.locator("[data-order]").click();
  const modal = page.locator("[data-identify-modal]");
  await expect(modal).toBeVisible();
  expect(await seriousViolations(page), "identify modal").toEqual([]);
  // Bad input is refused in the modal, with the spec's message.
  await modal.locator('input[name="email"]').fill("not-an-address");
  await modal.locator('input[name="email"]').blur();
  await expect(modal.locator('[id$="-error"]').first()).not.toBeEmpty();
  const email = `nieuw.${Date.now().toString(36)}@example.be`;
  await modal.locator('input[name="email"]').fill(email);
  await humanCheckSolved(page, "[data-identify-modal]");
  await modal.locator("[data-identify-submit]").click();
  await expect(modal.locator("[data-guest-order]")).toBeVisible();
  await modal.locator("[data-order-as-guest]").click();
  await expect(page.locator("[data-details-form]")).toBeVisible();
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await expect(page.locator("[data-identify-modal]")).toHaveCount(0);
});

test("kadoo-be: in the redeem flow an existing account logs in inside the flow and checkout starts from its details", async ({
  page,
}) => {
  const base = storefrontUrl("kadoo-be", "/");
  // The first test's order sent its card to the orderer.
  const card = await cardFromMail(page, accountEmail);
  await page.context().clearCookies();
  await open(page, `${base}saldocheck/`);
  await submitCheck(page, card.number, card.pin);
  await page.locator("[data-to-redeem-shop]").click();
  await chooseProduct(page, 10);
  const modal = page.locator('[role="dialog"][data-modal^="gift-card-"]');
  await modal.locator("[data-redeem-amount]").fill("10");
  await modal.locator("[data-add-package]").click();
  await expect(page.locator("[data-package-added]")).toBeVisible();
  await page.locator("[data-redeem-basket] [data-redeem-to-checkout]").click();
  // spec §4: the account exists → the login modal (redeem), still inside the redeem flow.
  const identify = page.locator('[data-redeem-identify="identify"]');
  await identify.locator('input[name="email"]').fill(accountEmail);
  await humanCheckSolved(page, '[data-redeem-identify="identify"]');
  await identify.locator("[data-identify-submit]").click();
  const login = page.locator('[data-redeem-identify="login"]');
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/saldocheck\/inwisselen\/\?view=login/);
  await expect(login.locator('input[name="email"]')).toHaveValue(accountEmail);
  expect(await seriousViolations(page), "redeem login modal").toEqual([]);
  await login.locator('input[name="password"]').fill("wrong-password");
  await humanCheckSolved(page, '[data-redeem-identify="login"]');
  await login.locator("[data-login-submit]").click();
  await expect(login.locator("[data-login-error]")).toBeVisible();
  await login.locator('input[name="password"]').fill(PASSWORD);
  await humanCheckSolved(page, '[data-redeem-identify="login"]');
  await login.locator("[data-login-submit]").click();
  // Logged in: the redeem checkout, filled in from the account.
  await expect(page).toHaveURL(/\/saldocheck\/checkout\/$/);
  const form = page.locator("[data-redeem-checkout-form]");
  await expect(form.locator('input[name="firstName"]')).toHaveValue("An");
  await expect(form.locator('input[name="email"]')).toHaveValue(accountEmail);
});
