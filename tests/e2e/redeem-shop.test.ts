/**
 * The redeem shop beyond the first journey (issue 13): giftpass-ch in French with Swiss francs; a
 * choice worth more than the card, the rest paid by Bancontact in the same order; and check → shop →
 * checkout without JavaScript. Every redeem modal passes axe.
 */
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { BELGIAN, buyCard, chooseProduct, submitCheck } from "./redeem-steps";
import { outbox } from "./shop";

// Each journey buys a card and then spends it: twice the default time, for a CI machine running two browsers.
test.describe.configure({ timeout: 120_000 });

const be = storefrontUrl("kadoo-be", "/");

test("giftpass-ch in French: check, spend in CHF, confirmation with the remaining balance", async ({ page }) => {
  const base = storefrontUrl("giftpass-ch", "/fr/");
  const bought = await buyCard(page, base, {
    amount: 50,
    productList: "cadeaukaarten",
    buyer: { phone: "078 123 45 67", postCode: "1201", street: "Rue du Rhône", city: "Genève", method: "paypal" },
  });
  await open(page, `${base}saldocheck/`);
  await submitCheck(page, bought.number, bought.pin);
  await page.locator("[data-to-redeem-shop]").click();
  await expect(page.locator("h1")).toHaveText("Dépensez votre solde");
  await expect(page.locator("[data-redeem-balance]")).toContainText("CHF");
  // The doubler modal (spec §2 redeem modals): the session's card enters the coming draw in French.
  await page.locator("[data-open-doubler]").click();
  const doubler = page.locator('[role="dialog"] [data-doubler-modal]');
  await doubler.locator('input[name="firstName"]').fill("Léa");
  await doubler.locator('input[name="lastName"]').fill("Favre");
  await doubler.locator('input[name="email"]').fill("lea.favre@example.ch");
  await doubler.locator("[data-doubler-submit]").click();
  await expect(page.locator('[role="dialog"] [data-doubler-entered]')).toContainText("lundi");
  await page.keyboard.press("Escape");
  const spend = bought.amount - 10;
  await chooseProduct(page, spend);
  const modal = page.locator('[role="dialog"][data-modal^="gift-card-"]');
  await modal.locator("[data-redeem-amount]").fill(String(spend));
  await modal.locator("[data-add-package]").click();
  await expect(page.locator("[data-package-added]")).toBeVisible();
  await page.locator("[data-redeem-basket] [data-redeem-to-checkout]").click();
  await page.locator('[data-redeem-identify="identify"] [data-redeem-as-guest]').click();
  const email = `ch.${Date.now().toString(36)}@example.ch`;
  const form = page.locator("[data-redeem-checkout-form]");
  await form.locator('input[name="firstName"]').fill("Léa");
  await form.locator('input[name="lastName"]').fill("Favre");
  await form.locator('input[name="email"]').fill(email);
  await form.locator("[data-terms]").check();
  await form.locator("[data-place-redeem-order]").click();
  await expect(page.locator("[data-redeem-confirmation] h1")).toHaveText("Merci pour votre commande");
  await expect(page.locator("[data-remaining-balance]")).toHaveText(/^CHF\s?10(\.00)?$|^10(\.00)?\s?CHF$/);
  await expect.poll(async () => (await outbox(page)).some((m) => m.to === email), { timeout: 15_000 }).toBe(true);
});

test("kadoo-be: a choice worth more than the card — the rest paid by Bancontact in the same order", async ({
  page,
}) => {
  const bought = await buyCard(page, be, { amount: 15, buyer: BELGIAN });
  await open(page, `${be}saldocheck/`);
  await submitCheck(page, bought.number, bought.pin);
  await page.locator("[data-to-redeem-shop]").click();
  // The redeem modals, each with axe.
  for (const view of ["cards", "extra-card", "nice-to-know", "doubler", "reset"]) {
    await page.locator(`[data-open-${view}]`).click();
    const dialog = page.locator('[role="dialog"]');
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page), `${view} modal`).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  // The shop iframe (a brand's shop: where to spend it) and the basket modal (small screens' basket).
  await page
    .locator("[data-redeem-product]")
    .getByRole("link", { name: /Waar te besteden/ })
    .first()
    .click();
  await expect(page.locator('[role="dialog"] [data-shop-frame] iframe')).toBeVisible();
  expect(await seriousViolations(page), "shop iframe modal").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  await open(page, `${be}saldocheck/inwisselen/?view=basket`);
  await expect(page.locator('[role="dialog"] [data-redeem-basket]')).toBeVisible();
  expect(await seriousViolations(page), "basket modal").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/saldocheck\/inwisselen\/$/);
  const amount = bought.amount + 10;
  const tile = page.locator("[data-redeem-product]").first();
  await tile.getByRole("link", { name: /Meer informatie/ }).click();
  await expect(page.locator('[role="dialog"] [data-more-info]')).toBeVisible();
  expect(await seriousViolations(page), "shop more information modal").toEqual([]);
  await page.keyboard.press("Escape");
  await chooseProduct(page, amount);
  const modal = page.locator('[role="dialog"][data-modal^="gift-card-"]');
  await modal.locator("[data-redeem-amount]").fill(String(amount));
  await modal.locator("[data-add-package]").click();
  await expect(page.locator("[data-redeem-basket] [data-redeem-to-pay]")).toHaveText(/^€\s?10$/);
  await page.locator("[data-redeem-basket] [data-redeem-to-checkout]").click();
  await page.locator('[data-redeem-identify="identify"] [data-redeem-as-guest]').click();
  const email = `rest.${Date.now().toString(36)}@example.be`;
  const form = page.locator("[data-redeem-checkout-form]");
  await form.locator('input[name="firstName"]').fill("Saar");
  await form.locator('input[name="lastName"]').fill("Peeters");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('[data-method="bancontact"]').check();
  await form.locator("[data-terms]").check();
  await form.locator("[data-place-redeem-order]").click();
  await page.locator('[data-decision="authorise"]').click();
  await expect(page.locator("[data-redeem-confirmation]")).toBeVisible();
  await expect(page.locator("[data-remaining-balance]")).toHaveText(/^€\s?0$/);
  await expect(page.locator("[data-redeem-confirmation]")).toContainText(/€\s?10/);
  await expect
    .poll(async () => (await outbox(page)).some((m) => m.to === email && /(\d{4} ){4}\d{3}/.test(m.text)), {
      timeout: 15_000,
    })
    .toBe(true);
});

test("kadoo-be: a card by post — identify, then the guest delivery modal asks the address before checkout", async ({
  page,
}) => {
  const bought = await buyCard(page, be, { amount: 50, buyer: BELGIAN });
  await open(page, `${be}saldocheck/`);
  await submitCheck(page, bought.number, bought.pin);
  await page.locator("[data-to-redeem-shop]").click();
  await chooseProduct(page, 20, "physical");
  const modal = page.locator('[role="dialog"][data-modal^="gift-card-"]');
  const physical = modal.locator('[data-delivery-type="physical"]');
  if (await physical.count()) await physical.check();
  await modal.locator("[data-redeem-amount]").fill("20");
  await modal.locator("[data-add-package]").click();
  await expect(page.locator("[data-package-added]")).toBeVisible();

  // spec §4: no account → guest; a card goes by post and no postcode is known → the guest delivery modal.
  const email = `post.${Date.now().toString(36)}@example.be`;
  await page.locator("[data-redeem-basket] [data-redeem-to-checkout]").click();
  const identify = page.locator('[data-redeem-identify="identify"]');
  await identify.locator('input[name="email"]').fill(email);
  await expect(identify.locator('input[name="captchaToken"]')).toHaveValue(/.+/, { timeout: 20_000 });
  await identify.locator("[data-identify-submit]").click();
  const delivery = page.locator('[role="dialog"] [data-redeem-delivery]');
  await expect(delivery).toBeVisible();
  await expect(delivery.locator('input[name="email"]')).toHaveValue(email);
  expect(await seriousViolations(page), "guest delivery modal").toEqual([]);
  // A wrong postcode is refused in Dutch and nothing typed is lost.
  await delivery.locator('input[name="firstName"]').fill("Saar");
  await delivery.locator('input[name="lastName"]').fill("Peeters");
  await delivery.locator('input[name="address.postCode"]').fill("90");
  await delivery.locator("[data-redeem-delivery-submit]").click();
  await expect(delivery).toContainText("Vul een geldige postcode in");
  await expect(delivery.locator('input[name="firstName"]')).toHaveValue("Saar");
  await delivery.locator('input[name="address.postCode"]').fill("9000");
  await delivery.locator('input[name="address.houseNumber"]').fill("12");
  await delivery.locator('input[name="address.street"]').fill("Veldstraat");
  await delivery.locator('input[name="address.city"]').fill("Gent");
  await delivery.locator("[data-redeem-delivery-submit]").click();

  // Redeem checkout starts from what the modal saved.
  await expect(page).toHaveURL(/\/saldocheck\/checkout\/$/);
  const form = page.locator("[data-redeem-checkout-form]");
  await expect(form.locator('input[name="firstName"]')).toHaveValue("Saar");
  await expect(form.locator('input[name="address.postCode"]')).toHaveValue("9000");
  await expect(form.locator('input[name="address.street"]')).toHaveValue("Veldstraat");
  await form.locator("[data-terms]").check();
  await form.locator("[data-place-redeem-order]").click();
  await expect(page.locator("[data-redeem-confirmation]")).toBeVisible();
  await expect(page.locator("[data-remaining-balance]")).toHaveText(/^€\s?30$/);
});

test("a business redeem page's information: its words, what is good to know, its gift cards", async ({ page }) => {
  await open(page, `${be}saldocheck/info/northwind/`);
  await expect(page.locator("[data-redeem-info] h1")).toHaveText("Een cadeau van Northwind Logistics");
  await expect(page.locator('[data-redeem-header], [data-header="redeem"]')).toBeVisible();
  await expect(page.locator("[data-redeem-info] li img").first()).toBeVisible();
  expect(await seriousViolations(page), "redeem info page").toEqual([]);
  await page.locator("[data-to-balance-check]").click();
  await expect(page).toHaveURL(/\/saldocheck\/$/);
  const missing = await page.goto(`${be}saldocheck/info/does-not-exist/`);
  expect(missing?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("kadoo-be: check → shop → gift card → checkout → confirmation with plain forms", async ({ page, browser }) => {
    const setup = await browser.newPage({ javaScriptEnabled: true });
    const bought = await buyCard(setup, be, { amount: 50 });
    await setup.close();
    await page.goto(`${be}saldocheck/`);
    await page.locator('input[name="cardNumber"]').fill(bought.number);
    await page.locator('input[name="pin"]').fill(bought.pin);
    // The form pass is good a few seconds after the page was served.
    await page.waitForTimeout(3_200);
    await page.locator("[data-card-check-submit]").click();
    await page.locator("[data-to-redeem-shop]").click();
    const spend = bought.amount - 20;
    await chooseProduct(page, spend);
    // Without JavaScript the gift card "modal" is a section at the top of the page.
    const section = page.locator('[data-inline-modal][data-modal^="gift-card-"]');
    await expect(section).toBeVisible();
    await section.locator("[data-redeem-amount]").fill(String(spend));
    await section.locator("[data-add-package]").click();
    await expect(page.locator("[data-package-added]")).toBeVisible();
    await page.locator("[data-redeem-basket] [data-redeem-to-checkout]").click();
    // The guest order form is a section at the top of the page; ordering as a guest goes on to checkout.
    await page.locator('[data-redeem-identify="identify"] [data-redeem-as-guest]').click();
    const form = page.locator("[data-redeem-checkout-form]");
    await form.locator('input[name="firstName"]').fill("Saar");
    await form.locator('input[name="lastName"]').fill("Peeters");
    await form.locator('input[name="email"]').fill(`nojs.${Date.now().toString(36)}@example.be`);
    await form.locator("[data-terms]").check();
    await form.locator("[data-place-redeem-order]").click();
    await expect(page.locator("[data-redeem-confirmation]")).toBeVisible();
    await expect(page.locator("[data-remaining-balance]")).toHaveText(/^€\s?20$/);
  });
});
