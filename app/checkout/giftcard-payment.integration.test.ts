/**
 * Gift cards as payment in the checkout, through the API on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set) — spec §7 add / check gift-card payment: a card checked with its pin and
 * the human check pays first, debited in the transaction that writes the order; the provider is asked
 * for the rest only; leaving checkout (the order cancelled) gives the card its money back; cards that
 * pay everything complete the order without a method; another shop's card is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiShopper,
  CART,
  readyToPay as checkoutReady,
  ERR,
  kv,
  LEAVE,
  PLACE,
  type Shopper,
} from "../../tests/fixtures/api-shopper";
import { solvedCaptcha } from "../../tests/fixtures/captcha";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "../graphql/yoga.server";
import type { Storefront } from "../storefront/storefront";

const { storefronts, registry } = await shippedRegistry();
const kadooBe = registry.get("kadoo-be");
const giftpassCh = registry.get("giftpass-ch");

describe.each(backends())("gift cards as payment on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => ["kadoo-be", "giftpass-ch"].includes(s.code)),
    );
    shop = testServices(handle.db, registry);
    api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services: shop.services,
      logErrors: (e) => console.error("API", e),
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const browser = (sf: Storefront) => apiShopper(api, handle.db, sf);
  const readyToPay = (b: Shopper) => checkoutReady(b, handle.db, kadooBe);

  const PAYMENTS =
    "payments { cards { cardId maskedNumber balance { value } used { value } } total { value } rest { value } covered }";
  const CHECK_CARD = `mutation($userData: UserDataInput!, $n: String!, $p: String!, $c: String!) {
    checkGiftCardPayment(userData: $userData, cardNumber: $n, pin: $p, captchaToken: $c) { card { maskedNumber balance { value currency } } ${ERR} } }`;
  const ADD_CARD = `mutation($userData: UserDataInput!, $n: String!, $p: String!, $c: String!) {
    addGiftCardPayment(userData: $userData, cardNumber: $n, pin: $p, captchaToken: $c) { ${PAYMENTS} ${ERR} } }`;
  const READ = `query($userData: UserDataInput!) { giftCardPayments(userData: $userData) { ${PAYMENTS} ${ERR} } }`;
  const cardVars = async (card: { number: string; pin: string }, pin = card.pin) => ({
    n: card.number,
    p: pin,
    c: await solvedCaptcha(shop.services.captcha),
  });
  const balanceOf = async (number: string) =>
    Number(
      (await handle.db.selectFrom("giftcards").select("balance").where("number", "=", number).executeTakeFirstOrThrow())
        .balance,
    );

  it("a card pays part, the rest goes to the provider in the same order; leaving checkout gives the card its money back", async () => {
    const b = browser(kadooBe);
    await readyToPay(b);
    const card = await issueTestCard(handle.db, kadooBe, 10);
    // Checking tells the card's balance without adding it; a wrong pin is the unknown-card answer.
    const wrong = await b.call(CHECK_CARD, await cardVars(card, card.pin === "000000" ? "111111" : "000000"));
    expect(wrong.checkGiftCardPayment).toEqual({ card: null, errors: [expect.objectContaining({ code: 4001 })] });
    const checked = await b.call(CHECK_CARD, await cardVars(card));
    expect(checked.checkGiftCardPayment.card.balance).toEqual({ value: 10, currency: "EUR" });
    expect((await b.call(READ)).giftCardPayments.payments.cards).toEqual([]);

    const added = (await b.call(ADD_CARD, await cardVars(card))).addGiftCardPayment;
    expect(added.errors).toEqual([]);
    const total = added.payments.total.value as number;
    expect(added.payments).toMatchObject({
      cards: [{ balance: { value: 10 }, used: { value: 10 } }],
      rest: { value: Math.round((total - 10) * 100) / 100 },
      covered: false,
    });
    // The same card twice is refused with its message.
    const again = (await b.call(ADD_CARD, await cardVars(card))).addGiftCardPayment;
    expect(again.errors[0]).toMatchObject({ code: 4006, message: "You have already added this card." });

    const placed = await b.call(PLACE, {
      fields: kv({ method: "bancontact", terms: "on", idempotencyKey: "card-and-rest-key-000000000001" }),
    });
    expect(placed.placeOrder.kind).toBe("redirect");
    const order = await handle.db
      .selectFrom("orders")
      .select(["id", "status", "payment_method"])
      .where("uuid", "=", placed.placeOrder.orderUuid)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "PENDING", payment_method: "bancontact" });
    const payments = await handle.db
      .selectFrom("payments")
      .select(["provider", "amount", "status"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute();
    // 10 euro from the card, debited with the order; the provider is asked for the rest only.
    expect(payments).toEqual([
      { provider: "giftcard", amount: 1000, status: "authorised" },
      { provider: "test", amount: Math.round((total - 10) * 100), status: "redirect" },
    ]);
    expect(await balanceOf(card.number)).toBe(0);

    expect((await b.call(LEAVE)).leaveCheckout.status).toBe(true);
    expect(await balanceOf(card.number)).toBe(10);
    // The card stays on the basket's payment for the next attempt.
    expect((await b.call(READ)).giftCardPayments.payments.cards).toHaveLength(1);
  });

  it("cards that pay everything: no method asked, the order completes at once and the cards are issued", async () => {
    const b = browser(kadooBe);
    await readyToPay(b);
    const first = await issueTestCard(handle.db, kadooBe, 5);
    const second = await issueTestCard(handle.db, kadooBe, 400);
    await b.call(ADD_CARD, await cardVars(first));
    const both = (await b.call(ADD_CARD, await cardVars(second))).addGiftCardPayment.payments;
    const total = both.total.value as number;
    expect(both).toMatchObject({
      cards: [{ used: { value: 5 } }, { used: { value: Math.round((total - 5) * 100) / 100 } }],
      rest: { value: 0 },
      covered: true,
    });
    // Without a method the order is still placed: the cards pay it all.
    const placed = await b.call(PLACE, {
      fields: kv({ terms: "on", idempotencyKey: "cards-cover-all-key-0000000001" }),
    });
    expect(placed.placeOrder).toMatchObject({ kind: "completed", errors: [] });
    const order = await handle.db
      .selectFrom("orders")
      .select(["id", "status", "payment_method"])
      .where("uuid", "=", placed.placeOrder.orderUuid)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "COMPLETED", payment_method: "giftcard" });
    expect(await balanceOf(first.number)).toBe(0);
    expect(await balanceOf(second.number)).toBe(Math.round((400 - (total - 5)) * 100) / 100);
    await shop.jobs.runDue();
    expect(
      await handle.db.selectFrom("giftcards").select("id").where("order_id", "=", order.id).execute(),
    ).toHaveLength(2);
    // The paid basket is empty and its cards are not offered again.
    expect((await b.call(CART)).cart.order.itemCount).toBe(0);
    expect((await b.call(READ)).giftCardPayments.payments.cards).toEqual([]);
  });

  it("another shop's card, and a method left out while the cards do not cover the order, are refused", async () => {
    const b = browser(kadooBe);
    await readyToPay(b);
    const swiss = await issueTestCard(handle.db, giftpassCh, 50);
    const foreign = (await b.call(ADD_CARD, await cardVars(swiss))).addGiftCardPayment;
    expect(foreign).toEqual({ payments: null, errors: [expect.objectContaining({ code: 4008 })] });
    const small = await issueTestCard(handle.db, kadooBe, 1);
    await b.call(ADD_CARD, await cardVars(small));
    const placed = await b.call(PLACE, {
      fields: kv({ terms: "on", idempotencyKey: "no-method-key-0000000000000001" }),
    });
    expect(placed.placeOrder.kind).toBe("failed");
    expect(placed.placeOrder.errors[0]).toMatchObject({ referencedRequestParameter: "method" });
    expect(await balanceOf(small.number)).toBe(1);
  });
});
