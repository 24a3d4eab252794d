/** Steps of the recipient's journey shared by the redeem e2e tests: a bought card, the check, a package. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { addToBasket, fillBilling, fillDetails, outbox, pay, toCheckoutAsGuest } from "./shop";

export interface BoughtCard {
  /** As the mail writes it ("€ 25", "CHF 50"). */
  value: string;
  /** Its number as a value. */
  amount: number;
  number: string;
  pin: string;
}

export interface Buyer {
  phone: string;
  postCode: string;
  street: string;
  city: string;
  method: string;
}

export const BELGIAN: Buyer = {
  phone: "0470 12 34 56",
  postCode: "9000",
  street: "Veldstraat",
  city: "Gent",
  method: "bancontact",
};

/** Buys one digital Apple card of `amount` on the storefront at `base` and reads its number and pin from the mail. */
export async function buyCard(
  page: Page,
  base: string,
  options: { amount?: number; buyer?: Buyer; productList?: string } = {},
) {
  const buyer = options.buyer ?? BELGIAN;
  const email = `saldo.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
  await addToBasket(page, `${base}${options.productList ?? "cadeaubonnen"}/apple-gift-card/`, {
    receivers: [{ name: "Saar", email }],
    amount: options.amount,
  });
  await toCheckoutAsGuest(page, base);
  await fillDetails(page, { phone: buyer.phone });
  await fillBilling(page, { postCode: buyer.postCode, street: buyer.street, city: buyer.city });
  await pay(page, buyer.method);
  await page.locator('[data-decision="authorise"]').click();
  await expect(page.locator("[data-order-completed]")).toBeVisible();
  return cardFromMail(page, email);
}

/** The card mailed to `email` (its value, number and pin), once the mail is in the outbox. */
export async function cardFromMail(page: Page, email: string): Promise<BoughtCard> {
  const withCard = (m: { to: string; text: string }) => m.to === email && /(\d{4} ){4}\d{3}/.test(m.text);
  await expect.poll(async () => (await outbox(page)).some(withCard), { timeout: 15_000 }).toBe(true);
  const mail = (await outbox(page)).find(withCard);
  // "<title>: € 25 — kaartnummer 6280 0950 …, pincode 123456, geldig tot …"
  const match = /((?:€|CHF|£)\s?[\d.,']+|[\d.,']+\s?(?:€|CHF|zł|kr))\D+((?:\d{4} ){4}\d{3})\D+(\d{6})\b/.exec(
    mail?.text ?? "",
  );
  if (!match) throw new Error(`no card in the mail: ${mail?.text}`);
  const amount = Number(match[1].replace(/[^\d,.]/g, "").replace(",", "."));
  return { value: match[1], amount, number: match[2].replaceAll(" ", ""), pin: match[3] };
}

/** Solutions used so far: after an answer the widget solves a fresh challenge, which must be waited for. */
const usedSolutions = new Set<string>();

export async function submitCheck(page: Page, number: string, pin: string) {
  await page.locator('input[name="cardNumber"]').fill(number);
  await page.locator('input[name="pin"]').fill(pin);
  const solution = page.locator('[data-card-check-form] input[name="captchaToken"]');
  await expect
    .poll(
      async () => {
        const value = await solution.inputValue();
        return value !== "" && !usedSolutions.has(value);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  usedSolutions.add(await solution.inputValue());
  await page.locator("[data-card-check-submit]").click();
}

/** Opens the gift card modal of the first product on the page whose range holds `amount` and that has `type`. */
export async function chooseProduct(page: Page, amount: number, type: "digital" | "physical" = "digital") {
  const tiles = page.locator("[data-redeem-product]");
  await expect(tiles.first()).toBeVisible();
  const offers = await tiles.evaluateAll((els) =>
    els.map((el) => ({
      min: Number(el.getAttribute("data-min")),
      max: Number(el.getAttribute("data-max")),
      types: el.getAttribute("data-types") ?? "",
    })),
  );
  const index = offers.findIndex((o) => o.min <= amount && o.max >= amount && o.types.includes(type));
  expect(index, "a product whose range holds the amount").toBeGreaterThanOrEqual(0);
  await tiles.nth(index).locator("[data-choose-product]").click();
}
