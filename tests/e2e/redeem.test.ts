/**
 * The balance check (issue 13): a card bought in an earlier order on kadoo-be is checked with the human
 * check (balance, expiry, the redeem header and footer, the token kept for the session), its card
 * messages appear word for word in the page language, and the same check works without JavaScript.
 */
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { type BoughtCard, buyCard, chooseProduct, submitCheck } from "./redeem-steps";
import { outbox, translated } from "./shop";

// Each journey buys a card and then spends it: twice the default time, for a CI machine running two browsers.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const base = storefrontUrl("kadoo-be", "/");
let card: BoughtCard | null = null;

async function boughtCard(page: import("@playwright/test").Page, amount?: number) {
  card ??= await buyCard(page, base, { amount });
  return card;
}

/** The amount of the mail, however the page spaces it ("€ 25" / "€\u00a025"). */
const sameAmount = (mailed: string) => new RegExp(`^€\\s?${mailed.replace(/^€\s?/, "").replace(/[.,]/g, "\\$&")}$`);

test("kadoo-be: a bought card's balance with the human check; card messages in Dutch", async ({ page }) => {
  const bought = await boughtCard(page);
  // Leaving with a token set asks first (spec §2): accept it whenever it comes.
  page.on("dialog", (dialog) => void dialog.accept());
  await open(page, base);
  await page.locator("[data-header] a", { hasText: "Cadeaukaart inwisselen" }).first().click();
  await expect(page).toHaveURL(/\/saldocheck\/$/);
  await expect(page.locator('[data-header="redeem"]')).toBeVisible();
  await expect(page.locator('[data-footer="redeem"]')).toBeVisible();
  // The redeem footer's own links (the storefront's redeem terms, privacy and support).
  await expect(page.locator('[data-footer="redeem"] nav a', { hasText: "Klantenservice" })).toHaveAttribute(
    "href",
    "/helpdesk/",
  );
  await expect(page.locator('[data-header="redeem"] a', { hasText: "Klantenservice" })).toHaveAttribute(
    "href",
    "/helpdesk/",
  );
  expect(await seriousViolations(page), "balance check").toEqual([]);

  // A wrong pin: the unknown-card message, in Dutch, word for word.
  const wrong = bought.pin === "000000" ? "111111" : "000000";
  await submitCheck(page, bought.number, wrong);
  await expect(page.locator("[data-card-error]")).toHaveText(
    translated("nl", "We do not know this combination of card number and pin. Please check both and try again."),
  );
  // The form's own rules: 19 digits.
  await page.locator('input[name="cardNumber"]').fill("6280095");
  await page.locator('input[name="pin"]').focus();
  await expect(page.getByText(translated("nl", "The card number has 19 digits"))).toBeVisible();
  // Digits no storefront's cards start with: the server's prefix rule answers on the field. The page
  // carries no list of every storefront's prefixes (it would grow with the storefronts, issue 17).
  await submitCheck(page, "1234567890123456789", wrong);
  await expect(
    page.getByText(translated("nl", "We do not know cards starting with these digits. Please check the card number.")),
  ).toBeVisible();
  expect(await page.content()).not.toContain('"prefixes"');

  await submitCheck(page, bought.number, bought.pin);
  await expect(page.locator("[data-redeem-card]")).toHaveCount(1);
  await expect(page.locator("[data-card-balance]")).toHaveText(sameAmount(bought.value));
  await expect(page.locator("[data-card-number]")).toContainText(bought.number.slice(-3));
  await expect(page.locator("[data-card-expiry]")).toContainText("Geldig tot");
  const stored = await page.evaluate(() => window.localStorage.getItem("giftshop.redeemToken.95"));
  expect(stored).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(await seriousViolations(page), "balance shown").toEqual([]);

  // The same card again: already added.
  await submitCheck(page, bought.number, bought.pin);
  await expect(page.locator("[data-card-error]")).toHaveText(translated("nl", "You have already added this card."));

  // Leaving the redeem flow asks first (spec §2 leave guard): staying keeps everything…
  const home = page.locator('[data-header="redeem"] a[href="/"]').first();
  await home.click();
  await expect(page.locator("[data-leave-guard]")).toBeVisible();
  expect(await seriousViolations(page), "leave guard").toEqual([]);
  await page.locator("[data-leave-guard] [data-stay]").click();
  await expect(page).toHaveURL(/\/saldocheck\/$/);
  await expect(page.locator("[data-redeem-card]")).toHaveCount(1);
  // …leaving resets all steps: the session ends.
  await home.click();
  await page.locator("[data-leave-guard] [data-leave]").click();
  await expect(page).toHaveURL(`${base}`);
  await open(page, `${base}saldocheck/`);
  await expect(page.locator("[data-redeem-card]")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("giftshop.redeemToken.95"))).toBeNull();
});

test("kadoo-be: the balance check → redeem shop → a brand card with a custom amount and a note → checkout as a guest → confirmation → the new card mailed", async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const email = `inwissel.${run}@example.be`;
  // A card of its own: the other tests keep checking theirs.
  const bought = await buyCard(page, base, { amount: 50 });
  await open(page, `${base}saldocheck/`);
  await submitCheck(page, bought.number, bought.pin);
  await page.locator("[data-to-redeem-shop]").click();
  await expect(page).toHaveURL(/\/saldocheck\/inwisselen\/$/);
  await expect(page.locator("[data-redeem-product]").first()).toBeVisible();
  expect(await seriousViolations(page), "redeem shop").toEqual([]);

  // The gift card modal: a custom amount and a note (all but 5.50: a card not spent in full keeps € 5).
  const spend = bought.amount - 5.5;
  await chooseProduct(page, spend);
  const modal = page.locator('[role="dialog"][data-modal^="gift-card-"]');
  await expect(modal).toBeVisible();
  expect(await seriousViolations(page), "gift card modal").toEqual([]);
  const digital = modal.locator('[data-delivery-type="digital"]');
  if (await digital.count()) await digital.check();
  await modal.locator("[data-redeem-amount]").fill(spend.toFixed(2));
  await modal.locator("[data-add-note]").check();
  await modal.locator("[data-note]").fill("Geniet ervan!");
  await modal.locator("[data-add-package]").click();
  await expect(page.locator("[data-package-added]")).toBeVisible();
  await expect(page.locator("[data-redeem-basket] [data-redeem-package]")).toHaveCount(1);
  await expect(page.locator("[data-redeem-basket] [data-package-note]")).toHaveText("Geniet ervan!");

  // Identify (spec §4, redeem): the guest order form asks the e-mail; no account → checkout as a guest.
  await page.locator("[data-redeem-basket] [data-redeem-to-checkout]").click();
  const identify = page.locator('[data-redeem-identify="identify"]');
  await expect(identify).toBeVisible();
  expect(await seriousViolations(page), "redeem guest order form").toEqual([]);
  await identify.locator('input[name="email"]').fill(email);
  await expect(identify.locator('input[name="captchaToken"]')).toHaveValue(/.+/, { timeout: 20_000 });
  await identify.locator("[data-identify-submit]").click();
  await expect(page).toHaveURL(/\/saldocheck\/checkout\/\?email=/);
  // The URL changes before the checkout has rendered: axe looks once the identify form has gone.
  await expect(page.locator("[data-redeem-checkout-form]")).toBeVisible();
  await expect(page.locator("#identify-form")).toHaveCount(0);
  expect(await seriousViolations(page), "redeem checkout").toEqual([]);

  const form = page.locator("[data-redeem-checkout-form]");
  await expect(form.locator('input[name="email"]')).toHaveValue(email);
  await form.locator('input[name="firstName"]').fill("Saar");
  await form.locator('input[name="lastName"]').fill("Peeters");
  await form.locator("[data-terms]").check();
  await form.locator("[data-place-redeem-order]").click();
  await expect(page.locator("[data-redeem-confirmation]")).toBeVisible();
  await expect(page.locator("[data-remaining-balance]")).toHaveText(/^€\s?5,50$/);
  expect(await seriousViolations(page), "redeem confirmation").toEqual([]);
  await expect
    .poll(async () => (await outbox(page)).some((m) => m.to === email && /(\d{4} ){4}\d{3}/.test(m.text)), {
      timeout: 15_000,
    })
    .toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("kadoo-be: the balance check works with plain forms", async ({ page, browser }) => {
    const setup = await browser.newPage({ javaScriptEnabled: true });
    const bought = await boughtCard(setup);
    await setup.close();
    await page.goto(`${base}saldocheck/`);
    await page.locator('input[name="cardNumber"]').fill(bought.number);
    await page.locator('input[name="pin"]').fill(bought.pin);
    // The form pass is good a few seconds after the page was served (a person reads and types first).
    await page.waitForTimeout(3_200);
    await page.locator("[data-card-check-submit]").click();
    await expect(page.locator("[data-redeem-card]")).toHaveCount(1);
    await expect(page.locator("[data-card-balance]")).toHaveText(sameAmount(bought.value));
    // A reload keeps the session (the redeem-path cookie) and does not check the card again.
    await page.reload();
    await expect(page.locator("[data-redeem-card]")).toHaveCount(1);
    // Start again: the session ends.
    await page.locator("[data-redeem-reset]").click();
    await expect(page.locator("[data-redeem-card]")).toHaveCount(0);
  });
});
