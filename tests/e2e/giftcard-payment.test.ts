/**
 * Paying with a gift card in the checkout (issue 13, spec §7 add / check gift-card payment): a card
 * bought in an earlier order pays part of a new one; the rest is paid by Bancontact at the provider;
 * the card is empty afterwards. A wrong pin is answered in the form, in Dutch.
 */
import { expect, seriousViolations, storefrontUrl, test } from "./fixtures";
import { BELGIAN, buyCard, submitCheck } from "./redeem-steps";
import { addToBasket, fillBilling, fillDetails, pay, toCheckoutAsGuest, translated } from "./shop";

// Each journey buys a card and then spends it: twice the default time, for a CI machine running two browsers.
test.describe.configure({ timeout: 120_000 });

const base = storefrontUrl("kadoo-be", "/");

test("kadoo-be: a gift card pays part of the order, Bancontact the rest", async ({ page }) => {
  const card = await buyCard(page, base, { amount: 25 });
  // Another shopper: a new session, nothing remembered from the first order.
  await page.context().clearCookies();
  await addToBasket(page, `${base}cadeaubonnen/apple-gift-card/`, {
    receivers: [{ name: "Tom", email: `tom.${Date.now().toString(36)}@example.com` }],
    amount: 50,
  });
  await toCheckoutAsGuest(page, base);
  await fillDetails(page, { phone: BELGIAN.phone });
  await fillBilling(page, BELGIAN);
  await expect(page.locator("[data-pay]")).toHaveText(/€\s?50\b/);

  const section = page.locator("[data-giftcard-payment]");
  await section.locator("[data-add-payment-card]").click();
  // A wrong pin: the card message in the form, in Dutch; nothing is added.
  await submitCheck(page, card.number, card.pin === "000000" ? "111111" : "000000");
  await expect(section.locator("[data-card-error]")).toHaveText(
    translated("nl", "We do not know this combination of card number and pin. Please check both and try again."),
  );
  await submitCheck(page, card.number, card.pin);
  await expect(section.locator("[data-payment-card]")).toHaveCount(1);
  await expect(section.locator("[data-card-used]")).toHaveText(/^−€\s?25$/);
  await expect(section.locator("[data-left-to-pay]")).toContainText(/€\s?25\b/);
  await expect(page.locator("[data-pay]")).toHaveText(/€\s?25\b/);
  await expect(page.locator("[data-summary-rest]")).toHaveText(/€\s?25\b/);
  expect(await seriousViolations(page), "payment step with a gift card").toEqual([]);

  await pay(page, "bancontact");
  // The provider is asked for the rest only.
  await expect(page.locator("dl").first()).toContainText("€25.00");
  await page.locator('[data-decision="authorise"]').click();
  await expect(page.locator("[data-order-completed]")).toBeVisible();

  // The card paid its whole balance.
  await page.goto(`${base}saldocheck/`);
  await submitCheck(page, card.number, card.pin);
  await expect(page.locator("[data-card-error]")).toHaveText(
    translated("nl", "There is no balance left on this card."),
  );
});
