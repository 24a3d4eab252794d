/**
 * The account area on kadoo-be (issue 15): anonymous visitors of account pages go to identify; an
 * account made while ordering (TestPay) finds the order in its orders, opens the details modal,
 * downloads the invoice PDF and orders the cards again into the basket; another order's invoice is
 * refused; the account dropdown works by keyboard; logout goes home with an empty basket. axe on each page.
 */
import { downloadInvoice } from "./account-steps";
import { expect, open, PORT, seriousViolations, storefrontUrl, test } from "./fixtures";
import { addToBasket, fillBilling, fillDetailsFields, pay, toCheckoutAsGuest, translated } from "./shop";

test.describe.configure({ mode: "serial" });

const base = storefrontUrl("kadoo-be", "/");
const PASSWORD = "Kado!2026-area";

test("kadoo-be: account pages ask anonymous visitors to identify and bring them back after login", async ({ page }) => {
  for (const [path, next] of [
    ["account/overzicht/", "account-overview"],
    ["account/bestellingen/", "account-orders"],
    ["account/factuur.pdf?order=00000000-0000-0000-0000-000000000000", "account-orders"],
  ]) {
    const response = await page.request.get(`http://127.0.0.1:${PORT}/${path}`, {
      headers: { host: `kadoo-be.localhost:${PORT}` },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`/account/?next=${next}`);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  }
  await open(page, `${base}account/bestellingen/`);
  await expect(page.locator("[data-identify-form]")).toBeVisible();
  await expect(page.locator('[data-identify-form] input[name="next"]')).toHaveValue("account-orders");
  // Anonymous: the account icon is a link to identify.
  await expect(page.locator("header [data-account-link]")).toHaveAttribute("href", "/account/");
});

test("kadoo-be: orders, details modal, invoice, reorder, the account dropdown by keyboard and logout", async ({
  page,
}) => {
  test.slow();
  const email = `area.${Date.now().toString(36)}@example.be`;
  // An account made while ordering, paid with TestPay.
  await addToBasket(page, `${base}cadeaubonnen/apple-gift-card/`);
  await toCheckoutAsGuest(page, base);
  await page.locator("[data-create-account]").check();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await fillDetailsFields(page, { phone: "0470 12 34 56", email });
  await page.locator("[data-next]").click();
  await expect(page.locator("[data-shipping-form]")).toBeVisible();
  await fillBilling(page, { postCode: "9000", street: "Veldstraat", city: "Gent" });
  await pay(page, "bancontact");
  await page.locator('[data-decision="authorise"]').click();
  await expect(page.locator("[data-order-completed]")).toBeVisible();

  // The overview: greeting, the latest order, the other account pages.
  await open(page, `${base}account/`);
  await expect(page).toHaveURL(`${base}account/overzicht/`);
  await expect(page.locator("h1")).toHaveText(translated("nl", "Hello {0}").replace("{0}", "An"));
  await expect(page.locator("[data-logged-in]")).toContainText(email);
  await expect(page.locator("[data-order-row]")).toHaveCount(1);
  await expect(page.locator('[data-account-link="account-orders"]')).toBeVisible();
  expect(await seriousViolations(page), "overview").toEqual([]);

  // The account dropdown by keyboard: open, arrows move (wrapping), Escape closes back on the button.
  const toggle = page.locator("[data-account-toggle]");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const items = page.locator("[data-account-list] [data-account-item]");
  await expect(items.last()).toHaveText(translated("nl", "Log out"));
  expect(await seriousViolations(page), "account dropdown").toEqual([]);
  await page.keyboard.press("ArrowDown");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-account-list]")).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator('[data-account-item="account-orders"]')).toBeFocused();
  await page.keyboard.press("Enter");

  // The orders page: the order with its type, method, contact person and status.
  await expect(page).toHaveURL(`${base}account/bestellingen/`);
  const row = page.locator("[data-order-row]");
  await expect(row).toHaveCount(1);
  await expect(row.locator("[data-order-contact]")).toHaveText("An Peeters");
  await expect(row.locator("[data-order-method]")).toHaveText("Bancontact");
  await expect(row.locator('[data-order-status="COMPLETED"]')).toHaveText(translated("nl", "Completed"));
  expect(await seriousViolations(page), "orders").toEqual([]);
  const number = (await row.locator("[data-order-number]").textContent()) ?? "";

  // The details modal (a URL modal).
  await row.locator("[data-order-details-link]").click();
  const modal = page.locator('[role="dialog"][data-modal^="account-order-"]');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/account\/bestellingen\/\?order=[0-9a-f-]{36}$/);
  await expect(modal.locator("[data-details-number]")).toHaveText(number);
  await expect(modal.locator("[data-details-line]")).toHaveCount(1);
  expect(await seriousViolations(page), "order details modal").toEqual([]);

  // The invoice PDF.
  expect(await downloadInvoice(page, modal.locator("[data-invoice-download]"))).toBe(`${number}.pdf`);

  // Order again: the same card in the (emptied) basket.
  await modal.locator("[data-reorder]").click();
  await expect(page).toHaveURL(`${base}winkelmandje/`);
  await expect(page.locator("[data-package]")).toHaveCount(1);
  await expect(page.locator("[data-basket-count]")).toHaveText("1");

  // An order that is not the account's: no invoice, the spec §8-style message in the page language.
  await open(page, `${base}account/factuur.pdf?order=00000000-0000-4000-8000-000000000000`);
  await expect(page).toHaveURL(`${base}account/bestellingen/?invoiceError=3040`);
  await expect(page.locator("[data-invoice-error]")).toHaveText(
    translated("nl", "We cannot find this order in your account."),
  );

  // Logout from an account page: home, logged out, a new empty basket.
  await page.locator("[data-account-toggle]").click();
  await page.locator("[data-account-logout]").click();
  await expect(page).toHaveURL(base);
  await expect(page.locator("header [data-account-link]")).toHaveAttribute("href", "/account/");
  await expect(page.locator("[data-basket-count]")).toHaveCount(0);
  await open(page, `${base}account/overzicht/`);
  await expect(page).toHaveURL(`${base}account/?next=account-overview`);
});
