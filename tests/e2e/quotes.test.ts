/**
 * Business quote requests (issue 15) on kadoo-be: the business page's form (the first version) with
 * the business header and its request-a-quote link → the thank-you view with the quote number → both
 * mails in the outbox (the acknowledgement in Dutch to the requester, the notification to the sales
 * inbox); a bad VAT number gets its Dutch message with every typed value kept — with JavaScript and
 * without; the business product page form modal; the second version of the form on giftpass-uk; the
 * business header's v3 accordion on choice-uk. axe on the page, the modal and the thank-you view.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { outbox, translated } from "./shop";

const be = storefrontUrl("kadoo-be", "/");
const BAD_VAT = translated("nl", "Please enter a valid VAT number, for example {example}").replace(
  "{example}",
  "BE0123456789",
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function fill(form: Locator, email: string, vatNumber: string) {
  await form.locator('textarea[name="message"]').fill("60 digitale cadeaubonnen voor ons personeel.");
  await form.locator('textarea[name="remark"]').fill("Graag geleverd op 12 december.");
  await form.locator('input[name="companyName"]').fill("Bakkerij Peeters BV");
  await form.locator('input[name="vatNumber"]').fill(vatNumber);
  await form.locator('input[name="referenceNumber"]').fill("HR-2026-12");
  await form.locator('input[name="firstName"]').fill("Saar");
  await form.locator('input[name="lastName"]').fill("Peeters");
  await form.locator('input[name="email"]').fill(email);
}

async function submit(form: Locator) {
  await expect(form.locator('input[name="captchaToken"]')).toHaveValue(/.+/, { timeout: 20_000 });
  await form.locator("[data-quote-submit]").click();
}

async function thankYouNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/zakelijk\/\?verzonden=[0-9a-f-]{36}$/);
  await expect(page.locator("[data-quote-thanks] h1")).toHaveText(translated("nl", "Thank you for your quote request"));
  const number = (await page.locator("[data-quote-thanks] [data-quote-number]").textContent()) ?? "";
  expect(number).toMatch(/^Q95-\d{6}$/);
  return number;
}

async function mailsOf(page: Page, email: string, number: string) {
  const mails = await outbox(page);
  return {
    ack: mails.filter((m) => m.kind === "quote-acknowledgement" && m.to === email),
    sales: mails.filter((m) => m.kind === "quote-sales" && m.subject.includes(number)),
  };
}

test("kadoo-be: the business page's quote form → thank-you with the number → both mails; a bad VAT number is refused in Dutch", async ({
  page,
}) => {
  // The desktop header's business link (spec §2 main links) leads to the business page.
  await open(page, be);
  await page.locator('[data-header="default"] nav').getByRole("link", { name: "Zakelijk", exact: true }).click();
  await expect(page).toHaveURL(`${be}zakelijk/`);
  await page.waitForLoadState("networkidle");
  // The business header with the storefront's request-a-quote link (config business.requestQuoteLink).
  const header = page.locator('[data-header="business"]');
  await expect(header).toBeVisible();
  await expect(header.locator("[data-request-quote]")).toHaveAttribute("href", "/zakelijk/#offerte");
  const form = page.locator('[data-quote-form="v1"]');
  await expect(form).toBeVisible();
  await expect(form.locator('input[name="quantity"]')).toHaveCount(0);
  expect(await seriousViolations(page), "business page").toEqual([]);

  const email = `offerte.${unique()}@example.be`;
  await fill(form, email, "BE12345");
  await form.locator("[data-quote-submit]").click();
  await expect(form.getByText(BAD_VAT)).toBeVisible();
  await expect(page).toHaveURL(`${be}zakelijk/`);
  await expect(form.locator('input[name="companyName"]')).toHaveValue("Bakkerij Peeters BV");
  await expect(form.locator('textarea[name="message"]')).toHaveValue("60 digitale cadeaubonnen voor ons personeel.");

  await form.locator('input[name="vatNumber"]').fill("BE 0123.456.789");
  await submit(form);
  const number = await thankYouNumber(page);
  await expect(page.locator("[data-quote-thanks]")).toContainText(email);
  expect(await seriousViolations(page), "thank-you view").toEqual([]);

  const { ack, sales } = await mailsOf(page, email, number);
  expect(ack.map((m) => m.subject)).toEqual([
    translated("nl", "Your quote request {number}").replace("{number}", number),
  ]);
  expect(ack[0].text).toContain("Je ontvangt onze offerte binnen een uur");
  expect(sales.map((m) => m.to)).toEqual(["sales@kadoo.be"]);
  expect(sales[0].text).toContain("BE0123456789");
  expect(sales[0].text).toContain(email);
});

test("kadoo-be: the business product page form modal asks a quote for that card", async ({ page }) => {
  await open(page, `${be}zakelijk/apple-gift-card/`);
  await page.locator("[data-quote-open]").click();
  const modal = page.getByRole("dialog");
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\?offerte$/);
  const form = modal.locator('[data-quote-form="v2"]');
  await expect(form.locator('input[name="quantity"]')).toBeVisible();
  expect(await seriousViolations(page), "business product page form modal").toEqual([]);

  const email = `product.${unique()}@example.be`;
  await fill(form, email, "BE0123456789");
  await form.locator('input[name="quantity"]').fill("40");
  await form.locator('input[name="cardValue"]').fill("25");
  await submit(form);
  const number = await thankYouNumber(page);
  const { ack, sales } = await mailsOf(page, email, number);
  expect(ack).toHaveLength(1);
  expect(sales).toHaveLength(1);
  expect(sales[0].text).toContain("Apple Gift Card");
  expect(sales[0].text).toMatch(/Aantal kaarten: 40/);
});

test("giftpass-uk: the second version of the business form also asks how many cards", async ({ page }) => {
  await open(page, storefrontUrl("giftpass-uk", "/zakelijk/"));
  const form = page.locator('[data-quote-form="v2"]');
  await expect(form.locator('input[name="quantity"]')).toBeVisible();
  await expect(form.locator('input[name="cardValue"]')).toBeVisible();
  expect(await seriousViolations(page), "business page, second version").toEqual([]);
});

test("choice-uk: the business header's v3 accordion in the mobile menu; no request-a-quote link there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, storefrontUrl("choice-uk", "/zakelijk/"));
  await page.locator('[data-header="business"] button[aria-expanded]').first().click();
  const menu = page.locator("[data-mobile-menu]");
  const accordion = menu.locator("details");
  await accordion.locator("summary").click();
  await expect(accordion.getByRole("link").first()).toBeVisible();
  await expect(page.locator("[data-request-quote]")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("kadoo-be: a bad VAT number's message with the typed values kept, then the request goes through", async ({
    page,
  }) => {
    await page.goto(`${be}zakelijk/`);
    const form = page.locator('[data-quote-form="v1"]');
    const email = `nojs.${unique()}@example.be`;
    await fill(form, email, "NL123");
    // The form pass is good a few seconds after the page was served.
    await page.waitForTimeout(3_200);
    await form.locator("[data-quote-submit]").click();
    await expect(form.getByText(BAD_VAT)).toBeVisible();
    await expect(form.locator('input[name="companyName"]')).toHaveValue("Bakkerij Peeters BV");
    await expect(form.locator('input[name="vatNumber"]')).toHaveValue("NL123");
    await form.locator('input[name="vatNumber"]').fill("NL123456789B01");
    await page.waitForTimeout(3_200);
    await form.locator("[data-quote-submit]").click();
    const number = await thankYouNumber(page);
    const { ack, sales } = await mailsOf(page, email, number);
    expect(ack).toHaveLength(1);
    expect(sales).toHaveLength(1);
  });
});
