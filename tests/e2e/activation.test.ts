/**
 * Choice-card activation (issue 14): on kadoo-be a card from the shelf (printed by the card
 * simulator) is activated — number, amount, e-mail, the human check — and paid with TestPay; the
 * activation job runs and `/activeren/gelukt/` follows it until the card is active, from where
 * `/kaartgegevens/` shows it with its balance. A card the provider refuses after payment shows the
 * provider's message and its payment comes back (TestPay's refund webhook). Field messages in Dutch,
 * typed values kept; axe on every new page. The payer's e-mail and the card's opening are the payer's
 * session's only (issue 44): the provider's return lands in it; the same URL without its cookie shows the
 * state, no e-mail, and "See card details" opens nothing.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, open, PORT, seriousViolations, storefrontUrl, test } from "./fixtures";
import { translated } from "./shop";

test.describe.configure({ timeout: 120_000 });

const base = storefrontUrl("kadoo-be", "/");

async function shelfCard(request: APIRequestContext, kind: string): Promise<{ number: string; pin: string }> {
  const response = await request.post(`http://localhost:${PORT}/__cardsim/print`, {
    form: { store: "95", kind },
    headers: { accept: "application/json" },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Fills the activation form, waits for the human check, pays with Bancontact at TestPay. */
async function activateAndPay(page: Page, number: string, amount: string, email = "houder@example.be") {
  const form = page.locator("[data-activation-form]");
  await form.locator('input[name="cardNumber"]').fill(number);
  await form.locator('input[name="amount"]').fill(amount);
  await form.locator('input[name="email"]').fill(email);
  await form.locator("[data-terms]").check();
  await expect(form.locator('input[name="captchaToken"]')).toHaveValue(/.+/, { timeout: 20_000 });
  await form.locator("[data-activation-submit]").click();
  await page.locator('[data-decision="authorise"]').click();
  await expect(page).toHaveURL(/\/activeren\/gelukt\/\?order=/, { timeout: 20_000 });
}

test("kadoo-be: a choice card is activated, paid with TestPay, and its details show the balance", async ({
  page,
  request,
  playwright,
}) => {
  const card = await shelfCard(request, "activates");
  await open(page, `${base}activeren/`);
  await expect(page.locator("h1")).toHaveText(translated("nl", "Activate your choice card"));
  expect(await seriousViolations(page), "activation page").toEqual([]);

  // A number of another shop's cards: its own message; nothing typed is lost.
  const form = page.locator("[data-activation-form]");
  await form.locator('input[name="cardNumber"]').fill(`9999${card.number.slice(4)}`);
  await form.locator('input[name="email"]').fill("houder@example.be");
  await form.locator('input[name="email"]').blur();
  await form.locator('input[name="cardNumber"]').blur();
  await expect(
    page.getByText(
      translated("nl", "This card number does not match our choice cards. Please check the number on your card."),
    ),
  ).toBeVisible();
  await expect(form.locator('input[name="email"]')).toHaveValue("houder@example.be");

  const email = `houder.${Date.now().toString(36)}@example.be`;
  await activateAndPay(page, card.number, "40", email);
  const done = page.locator("[data-activation-done]");
  await expect(done).toHaveAttribute("data-activation-state", "active", { timeout: 30_000 });
  await expect(done).toContainText(card.number.slice(-4));
  // Back from TestPay in the payer's own session: the e-mail is shown to the payer.
  await expect(done).toContainText(email);
  expect(await seriousViolations(page), "activation done page").toEqual([]);

  // The same URL without the payer's cookie (Node resolves no *.localhost: the Host header names the
  // storefront): the state, no e-mail — in the document nor its route data — and no card details.
  const uuid = new URL(page.url()).searchParams.get("order") ?? "";
  const stranger = await playwright.request.newContext();
  const headers = { host: `kadoo-be.localhost:${PORT}` };
  for (const path of [`/activeren/gelukt/?order=${uuid}`, `/activeren/gelukt.data?order=${uuid}`]) {
    const answer = await stranger.get(`http://127.0.0.1:${PORT}${path}`, { headers });
    expect(answer.status(), path).toBe(200);
    const text = await answer.text();
    expect(text, path).toContain(card.number.slice(-4));
    expect(text, `${path} shows the payer's e-mail`).not.toContain(email);
    if (!path.includes(".data")) {
      expect(text).toContain('data-activation-state="active"');
      expect(text).not.toContain("data-card-details");
    }
  }
  const opened = await stranger.post(`http://127.0.0.1:${PORT}/activeren/gelukt/?order=${uuid}`, {
    headers: { ...headers, origin: `http://kadoo-be.localhost:${PORT}` },
    form: {},
    maxRedirects: 0,
  });
  expect(opened.headers().location ?? "").not.toContain("kaartgegevens");
  expect(opened.headers()["set-cookie"] ?? "").not.toContain("rdm_");
  await stranger.dispose();

  await done.locator("[data-card-details]").click();
  await expect(page).toHaveURL(/\/kaartgegevens\/$/);
  await expect(page.locator("main")).toContainText(card.number.slice(-4));
  await expect(page.locator("main")).toContainText(/€\s?40/);
  await expect(page.locator("main")).not.toContainText(card.number);
  expect(await seriousViolations(page), "card details after activation").toEqual([]);
});

test("a card the provider refuses after payment shows its message, and the payment is refunded", async ({
  page,
  request,
}) => {
  const card = await shelfCard(request, "refusedAtActivation");
  await open(page, `${base}activeren/`);
  await activateAndPay(page, card.number, "25");
  const done = page.locator("[data-activation-done]");
  await expect(done).toHaveAttribute("data-activation-state", "refused", { timeout: 30_000 });
  await expect(page.locator("[data-activation-refused]")).toHaveText(
    translated(
      "nl",
      "The card provider could not activate this card (simulation failed). Please check the card number or contact our customer service.",
    ),
  );
  // TestPay's REFUND notification reaches the shop: the page says the money is back (it looks again by itself).
  const refunded = translated(
    "nl",
    "We have refunded {amount}: it can take a few working days to appear on your account.",
  ).split("{")[0];
  await expect(page.locator("[data-refund]")).toContainText(refunded.trim(), { timeout: 30_000 });
  expect(await seriousViolations(page), "refused activation page").toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the activation form, TestPay and the follow-up page work with plain forms and links", async ({
    page,
    request,
  }) => {
    const card = await shelfCard(request, "activates");
    await page.goto(`${base}activeren/`);
    const form = page.locator("[data-activation-form]");
    // An amount above the bounds: the server's message, the typed values kept.
    await form.locator('input[name="cardNumber"]').fill(card.number);
    await form.locator('input[name="amount"]').fill("5000");
    await form.locator('input[name="email"]').fill("houder@example.be");
    await form.locator("[data-terms]").check();
    await form.locator("[data-activation-submit]").click();
    await expect(page.locator('[id$="-error"]').filter({ hasText: /150/ })).toBeVisible();
    await expect(form.locator('input[name="cardNumber"]')).toHaveValue(card.number);
    await form.locator('input[name="amount"]').fill("30");
    await form.locator("[data-terms]").check();
    // The form pass of the human check without JavaScript is good from 3 s after the page was served.
    await page.waitForTimeout(3100);
    await form.locator("[data-activation-submit]").click();
    await page.locator('[data-decision="authorise"]').click();
    // The processing page waits for TestPay's notification; reloading it moves on.
    await expect
      .poll(
        async () => {
          if (!/\/activeren\/gelukt\//.test(page.url())) await page.reload();
          else {
            const state = await page.locator("[data-activation-done]").getAttribute("data-activation-state");
            if (state === "active") return state;
            await page.locator("[data-refresh]").click();
          }
          return page
            .locator("[data-activation-done]")
            .getAttribute("data-activation-state")
            .catch(() => null);
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe("active");
    await page.locator("[data-card-details]").click();
    await expect(page).toHaveURL(/\/kaartgegevens\/$/);
    await expect(page.locator("main")).toContainText(card.number.slice(-4));
  });
});
