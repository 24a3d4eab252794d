/**
 * The balance doubler (issue 14): a bought card entered on kadoo-be with the human check → the
 * thank-you page with the draw's day and the card's product; the same card again and an unknown
 * number are refused with their messages in Dutch, typed values kept; axe on both pages. The draw
 * itself is tested with a fixed clock in app/doubler/doubler.integration.test.ts.
 */
import { expect, open, seriousViolations, storefrontUrl, test } from "./fixtures";
import { buyCard } from "./redeem-steps";
import { translated } from "./shop";

// The journey buys a card first: twice the default time, for a CI machine running two browsers.
test.describe.configure({ timeout: 120_000 });

const base = storefrontUrl("kadoo-be", "/");

async function enter(page: import("@playwright/test").Page, number: string) {
  const form = page.locator("[data-doubler-form]");
  await form.locator('input[name="firstName"]').fill("Saar");
  await form.locator('input[name="lastName"]').fill("Peeters");
  await form.locator('input[name="email"]').fill("saar.doubler@example.be");
  await form.locator('input[name="cardNumber"]').fill(number);
  await expect(form.locator('input[name="captchaToken"]')).toHaveValue(/.+/, { timeout: 20_000 });
  await form.locator("[data-doubler-submit]").click();
}

test("kadoo-be: a bought card enters the doubler; the same card twice and an unknown number are refused", async ({
  page,
}) => {
  const bought = await buyCard(page, base, { amount: 25 });
  await open(page, `${base}verdubbelaar/`);
  await expect(page.locator("h1")).toHaveText("Saldoverdubbelaar");
  await expect(page.locator("[data-draw-day]").first()).toContainText(/maandag/);
  expect(await seriousViolations(page), "doubler page").toEqual([]);

  // An unknown number of this shop: its own message, and nothing typed is lost.
  const unknown = `${bought.number.slice(0, 12)}${bought.number.slice(12) === "0000000" ? "1111111" : "0000000"}`;
  await enter(page, unknown);
  await expect(page.locator("[data-doubler-error]")).toHaveText(
    translated("nl", "We do not know this card number. Please check it and try again."),
  );
  await expect(page.locator('[data-doubler-form] input[name="email"]')).toHaveValue("saar.doubler@example.be");

  await enter(page, bought.number);
  await expect(page).toHaveURL(/\/verdubbelaar\/bedankt\/apple-gift-card\/$/);
  await expect(page.locator("[data-doubler-thanks] h1")).toHaveText("Bedankt voor je deelname");
  await expect(page.locator("[data-doubler-thanks] [data-draw-day]")).toContainText(/maandag/);
  await expect(page.locator("[data-doubler-thanks]").getByText("Apple Gift Card")).toBeVisible();
  expect(await seriousViolations(page), "doubler thank-you page").toEqual([]);

  await open(page, `${base}verdubbelaar/`);
  await enter(page, bought.number);
  await expect(page.locator("[data-doubler-error]")).toHaveText(
    translated("nl", "This card already takes part in this month's draw."),
  );
});

test("a thank-you page for a product this shop does not have is a 404", async ({ page }) => {
  const response = await page.goto(`${base}verdubbelaar/bedankt/geen-product/`);
  expect(response?.status()).toBe(404);
});
