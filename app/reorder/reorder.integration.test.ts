/**
 * Ordering again through the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set; issue 14):
 * a completed order's packages go into another basket (the mail's signed key's holder: never by the uuid
 * alone, issue 44) at today's prices through the basket's add rules; out of stock is 2031 and nothing is
 * added; another storefront's (or an unpaid) order is not found; a card only within its redeem session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD, apiShopper, checkoutSteps, ERR, kv, PLACE, type Shopper } from "../../tests/fixtures/api-shopper";
import { solvedCaptcha } from "../../tests/fixtures/captcha";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { ErrorCode } from "../api/errors";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "../graphql/yoga.server";
import { checkIntoSession } from "../redeem/session.server";
import type { Storefront } from "../storefront/storefront";

const { storefronts, registry } = await shippedRegistry();
const be = registry.get("kadoo-be");
const ch = registry.get("giftpass-ch");

const PACKAGE = `id deliveryType receiver { name email } title quantity amount { value } total { value }
  available unavailableReason wrapper { title price { value } } message { text price { value } }
  product { id title shortDescription fixedValues { value } minPrice { value } maxPrice { value } }`;
const VIEW = `query($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID) {
  reorderView(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId) { source packages { ${PACKAGE} } ${ERR} } }`;
const REORDER = `mutation($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID, $packageIds: [ID!]) {
  reorder(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId, packageIds: $packageIds) {
    order { itemCount shipments { receiver { name email } packages { giftcardItem { variationId qty price { value } }
      wrapper { price { value } } message { text } total { value } } } }
    unavailable ${ERR} } }`;
const BASKET = `query($userData: UserDataInput!) { cart(userData: $userData) { order { itemCount } ${ERR} } }`;
const ADD_CARD = `mutation($userData: UserDataInput!, $n: String!, $p: String!, $c: String!) {
  addGiftCardPayment(userData: $userData, cardNumber: $n, pin: $p, captchaToken: $c) { payments { covered } ${ERR} } }`;

describe.each(backends())("reorder on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let api: ReturnType<typeof createApi>;
  let serial = 0;
  /** The Apple card (digital, with a receiver, wrapper and message) and a second digital product. */
  const variations: { id: number; productId: number; amount: number }[] = [];
  let wrapper: { id: number; price: number };
  let orderUuid: string;
  let source: { orderUuid: string; orderKey: string };

  const browser = (sf: Storefront = be) => apiShopper(api, handle.db, sf);

  async function digital(slug: string | null) {
    let q = handle.db
      .selectFrom("product_variations as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["v.id", "v.product_id", "v.fixed_values", "v.min_price"])
      .where("p.store_id", "=", be.storeId)
      .where("p.is_test", "=", false)
      .where("p.product_type", "=", "GIFTCARD_DIGITAL")
      .where("v.variation_type", "=", "digital");
    q = slug ? q.where("p.slug", "=", slug) : q.where("p.slug", "!=", "apple-gift-card").orderBy("p.id");
    const row = await q.executeTakeFirstOrThrow();
    const amount = (row.fixed_values as number[])[0] ?? Number(row.min_price);
    return { id: row.id, productId: row.product_id, amount };
  }

  /** A completed order of kadoo-be, paid with a gift card: the two packages above. */
  async function placeOrder(b: Shopper): Promise<string> {
    const [apple, other] = variations;
    const first = await b.call(ADD, {
      input: {
        variationId: String(apple.id),
        amount: apple.amount,
        quantity: 2,
        wrapperId: String(wrapper.id),
        message: "Gelukkige verjaardag!",
        receivers: [{ name: "Jan", email: "jan@example.be" }],
      },
    });
    expect(first.addGiftcardPackage.errors).toEqual([]);
    const second = await b.call(ADD, { input: { variationId: String(other.id), amount: other.amount, quantity: 1 } });
    expect(second.addGiftcardPackage.errors).toEqual([]);
    await checkoutSteps(b);
    const card = await issueTestCard(handle.db, be, 1000);
    const c = await solvedCaptcha(shop.services.captcha);
    const paid = await b.call(ADD_CARD, { n: card.number, p: card.pin, c });
    expect(paid.addGiftCardPayment.payments.covered).toBe(true);
    serial += 1;
    const placed = await b.call(PLACE, {
      fields: kv({ terms: "on", idempotencyKey: `reorder-order-key-${serial}-000000` }),
    });
    expect(placed.placeOrder).toMatchObject({ kind: "completed", errors: [] });
    return placed.placeOrder.orderUuid;
  }

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be" || s.code === "giftpass-ch"),
    );
    shop = testServices(handle.db, registry);
    api = createApi({ db: handle.db, registry, introspection: false, services: shop.services });
    variations.push(await digital("apple-gift-card"), await digital(null));
    const w = await handle.db
      .selectFrom("extras")
      .select(["id", "price"])
      .where("store_id", "=", be.storeId)
      .where("kind", "=", "DIGITAL_WRAPPER")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    wrapper = { id: w.id, price: Number(w.price) };
    orderUuid = await placeOrder(browser());
    source = { orderUuid, orderKey: shop.services.orderLinks.sign(orderUuid) };
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("the confirmation mail offers the order again on the storefront's own address, with its key (issue 44)", async () => {
    await shop.jobs.runDue();
    const mail = await handle.db
      .selectFrom("mail_outbox as m")
      .innerJoin("orders as o", "o.id", "m.order_id")
      .select(["m.text_body", "m.html_body"])
      .where("o.uuid", "=", orderUuid)
      .where("m.kind", "=", "order-confirmation")
      .executeTakeFirstOrThrow();
    const { origin } = registry.originOf(be, null);
    const key = new RegExp(`${origin}/nabestellen/\\?order=${orderUuid}&key=([\\w.-]+)`).exec(mail.text_body)?.[1];
    expect(mail.html_body).toContain(`href="${origin}/nabestellen/?order=${orderUuid}&#38;key=${key}"`);
    expect(mail.text_body).toContain(`${origin}/bestellen/${orderUuid}/?key=${key}`);
  });

  it("puts the same packages in another basket at today's prices, recorded as a reorder journey", async () => {
    // Today the wrapper costs one more: the reorder is at today's price, not the order's.
    const today = wrapper.price + 1;
    await handle.db
      .updateTable("extras")
      .set({ price: String(today) })
      .where("id", "=", wrapper.id)
      .execute();
    const b = browser();
    const view = (await b.call(VIEW, source)).reorderView;
    expect(view.errors).toEqual([]);
    expect(view.source).toBe("order");
    const [apple, other] = view.packages;
    expect(apple).toMatchObject({
      deliveryType: "DIGITAL",
      receiver: { name: "Jan", email: "jan@example.be" },
      quantity: 2,
      amount: { value: variations[0].amount },
      wrapper: { price: { value: today } },
      message: { text: "Gelukkige verjaardag!" },
      available: true,
      unavailableReason: null,
    });
    expect(apple.product.shortDescription).not.toBe("");
    expect(apple.total.value).toBeCloseTo(2 * variations[0].amount + 2 * today + apple.message.price.value, 2);
    expect(other).toMatchObject({ quantity: 1, receiver: null, available: true });

    const done = (await b.call(REORDER, source)).reorder;
    expect(done.errors).toEqual([]);
    expect(done.order.itemCount).toBe(3);
    const packages = done.order.shipments.flatMap((s: { receiver: unknown; packages: unknown[] }) =>
      s.packages.map((p) => ({ receiver: s.receiver, p })),
    );
    expect(packages).toEqual([
      {
        receiver: { name: "Jan", email: "jan@example.be" },
        p: {
          giftcardItem: { variationId: String(variations[0].id), qty: 2, price: { value: variations[0].amount } },
          wrapper: { price: { value: today } },
          message: { text: "Gelukkige verjaardag!" },
          total: { value: apple.total.value },
        },
      },
      {
        receiver: null,
        p: expect.objectContaining({
          giftcardItem: { variationId: String(variations[1].id), qty: 1, price: { value: variations[1].amount } },
        }),
      },
    ]);
    const events = await handle.db
      .selectFrom("analytics_events")
      .select("payload")
      .where("store_id", "=", be.storeId)
      .where("type", "=", "basket_add")
      .execute();
    expect(events.map((e) => (e.payload as { journey: string }).journey)).toContain("reorder");
    expect(events.map((e) => (e.payload as { journey: string }).journey)).toContain("regular");
    await handle.db
      .updateTable("extras")
      .set({ price: String(wrapper.price) })
      .where("id", "=", wrapper.id)
      .execute();
  });

  it("an amount outside today's bounds: the package is marked and nothing is added", async () => {
    const apple = variations[0];
    const row = await handle.db
      .selectFrom("product_variations")
      .select(["fixed_values", "min_price", "max_price"])
      .where("id", "=", apple.id)
      .executeTakeFirstOrThrow();
    // Today the Apple card is sold from one euro above the amount ordered.
    await handle.db
      .updateTable("product_variations")
      .set({
        fixed_values: JSON.stringify([]),
        min_price: String(apple.amount + 1),
        max_price: String(apple.amount + 100),
      })
      .where("id", "=", apple.id)
      .execute();
    const b = browser();
    const view = (await b.call(VIEW, source)).reorderView;
    expect(view.packages[0]).toMatchObject({
      available: false,
      unavailableReason: "amount",
      product: { minPrice: { value: apple.amount + 1 }, fixedValues: [] },
    });
    const refused = (await b.call(REORDER, source)).reorder;
    expect(refused).toMatchObject({ order: null, unavailable: [view.packages[0].id] });
    expect(refused.errors[0].code).toBe(ErrorCode.NotReorderable);
    expect((await b.call(BASKET)).cart.order.itemCount).toBe(0);
    // The other package alone can still be ordered again.
    const one = (await b.call(REORDER, { ...source, packageIds: [view.packages[1].id] })).reorder;
    expect(one.errors).toEqual([]);
    expect(one.order.itemCount).toBe(1);
    await handle.db
      .updateTable("product_variations")
      .set({ fixed_values: JSON.stringify(row.fixed_values), min_price: row.min_price, max_price: row.max_price })
      .where("id", "=", apple.id)
      .execute();
  });

  it("out of stock is 2031 without a referenced parameter, and nothing is half added", async () => {
    const other = variations[1];
    const b = browser();
    const [, second] = (await b.call(VIEW, source)).reorderView.packages;
    await handle.db.updateTable("product_variations").set({ stock: 0 }).where("id", "=", other.id).execute();
    const view = (await b.call(VIEW, source)).reorderView;
    expect(view.packages.map((p: { unavailableReason: string | null }) => p.unavailableReason)).toEqual([
      null,
      "outOfStock",
    ]);
    const refused = (await b.call(REORDER, source)).reorder;
    expect(refused).toEqual({
      order: null,
      unavailable: [second.id],
      errors: [
        {
          code: 2031,
          message: "Not possible to continue with this gift card because currently it is out the stock.",
          referencedRequestParameter: null,
        },
      ],
    });
    expect((await b.call(BASKET)).cart.order.itemCount).toBe(0);

    // One left, and the basket already holds it: the view shows it in stock, the basket's rule refuses.
    await handle.db.updateTable("product_variations").set({ stock: 1 }).where("id", "=", other.id).execute();
    const added = await b.call(ADD, { input: { variationId: String(other.id), amount: other.amount, quantity: 1 } });
    expect(added.addGiftcardPackage.errors).toEqual([]);
    const raced = (await b.call(REORDER, source)).reorder;
    expect(raced).toMatchObject({ order: null, unavailable: [second.id], errors: [{ code: 2031 }] });
    expect((await b.call(BASKET)).cart.order.itemCount).toBe(1);
    await handle.db.updateTable("product_variations").set({ stock: null }).where("id", "=", other.id).execute();
  });

  it("another storefront's order, an unpaid or made-up one, a uuid alone or with a bad key: not found", async () => {
    const swiss = browser(ch);
    const foreign = (await swiss.call(VIEW, source)).reorderView;
    expect(foreign).toEqual({
      source: null,
      packages: [],
      errors: [expect.objectContaining({ code: ErrorCode.NotFound, referencedRequestParameter: "orderUuid" })],
    });
    const refused = (await swiss.call(REORDER, source)).reorder;
    expect(refused.errors[0].code).toBe(ErrorCode.NotFound);
    expect((await swiss.call(BASKET)).cart.order.itemCount).toBe(0);
    // A storeID that is not the request's storefront is refused before anything is looked up.
    const mismatch = await swiss.call(VIEW, {
      userData: { language: "nl", storeID: be.storeId, countryCode: "BE" },
      orderUuid,
    });
    expect(mismatch.reorderView.errors[0].code).toBe(ErrorCode.StoreMismatch);

    const b = browser();
    const added = await b.call(ADD, {
      input: { variationId: String(variations[1].id), amount: variations[1].amount, quantity: 1 },
    });
    expect(added.addGiftcardPackage.errors).toEqual([]);
    // The same packages as the paid order, but never paid.
    const paid = await handle.db
      .selectFrom("orders")
      .select("doc")
      .where("uuid", "=", orderUuid)
      .executeTakeFirstOrThrow();
    const unpaid = await handle.db
      .insertInto("orders")
      .values({
        uuid: "00000000-0000-4000-8000-000000000014",
        store_id: be.storeId,
        status: "PENDING",
        language: "nl",
        currency: "EUR",
        email: "an@example.be",
        customer_type: "PRIVATE",
        doc: JSON.stringify(paid.doc),
        checkout: JSON.stringify({}),
        totals: JSON.stringify({}),
        grand_total: "0",
        payment_method: "bancontact",
        idempotency_key: "reorder-unpaid-0000000000000001",
      })
      .returning("uuid")
      .executeTakeFirstOrThrow();
    const expired = shop.services.orderLinks.sign(orderUuid, Date.now() - 31 * 86_400_000);
    for (const orderKey of [expired, source.orderKey.replace(/.$/, (c) => (c === "A" ? "B" : "A"))]) {
      expect((await b.call(REORDER, { orderUuid, orderKey })).reorder.errors[0].code).toBe(ErrorCode.NotFound);
    }
    for (const uuid of [orderUuid, unpaid.uuid, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await b.call(VIEW, { orderUuid: uuid })).reorderView.errors[0].code).toBe(ErrorCode.NotFound);
    }
    // Neither a source nor both: the input is refused.
    expect((await b.call(VIEW, {})).reorderView.errors[0].code).toBe(ErrorCode.InvalidInput);
  });

  it("a card is a source only within its redeem session: its product at its initial value", async () => {
    const apple = variations[0];
    const value = apple.amount;
    const card = await issueTestCard(handle.db, be, value);
    const stranger = await issueTestCard(handle.db, be, value);
    await handle.db
      .updateTable("giftcards")
      .set({ product_id: apple.productId })
      .where("number", "in", [card.number, stranger.number])
      .execute();
    // Spent in part: still its initial value is ordered again.
    await handle.db.updateTable("giftcards").set({ balance: "1" }).where("number", "=", card.number).execute();
    const ids = await handle.db
      .selectFrom("giftcards")
      .select(["id", "number"])
      .where("number", "in", [card.number, stranger.number])
      .execute();
    const cardId = String(ids.find((r) => r.number === card.number)?.id);
    const strangerId = String(ids.find((r) => r.number === stranger.number)?.id);
    const opened = await checkIntoSession(
      { db: handle.db, limits: shop.services.limits, tokens: shop.services.redeemTokens },
      be,
      { number: card.number, pin: card.pin, address: "10.14.0.1" },
    );
    if (!opened.ok) throw new Error(JSON.stringify(opened.error));
    const withSession = { language: "nl", storeID: be.storeId, countryCode: "BE", redeemToken: opened.token };

    const b = browser();
    const none = (await b.call(VIEW, { cardId })).reorderView;
    expect(none.errors[0]).toMatchObject({ code: ErrorCode.NotFound, referencedRequestParameter: "cardId" });
    const other = (await b.call(VIEW, { userData: withSession, cardId: strangerId })).reorderView;
    expect(other.errors[0].code).toBe(ErrorCode.NotFound);
    expect((await b.call(REORDER, { userData: withSession, cardId: strangerId })).reorder.errors[0].code).toBe(
      ErrorCode.NotFound,
    );
    // The token of one storefront opens nothing in another.
    const swiss = (
      await browser(ch).call(VIEW, {
        userData: { ...withSession, storeID: ch.storeId, countryCode: "CH", language: "de" },
        cardId,
      })
    ).reorderView;
    expect(swiss.errors[0].code).toBe(ErrorCode.NotFound);

    const view = (await b.call(VIEW, { userData: withSession, cardId })).reorderView;
    expect(view).toMatchObject({
      source: "card",
      errors: [],
      packages: [
        {
          id: `card-${cardId}`,
          quantity: 1,
          amount: { value },
          available: true,
          product: { id: String(apple.productId) },
        },
      ],
    });
    const done = (await b.call(REORDER, { userData: withSession, cardId })).reorder;
    expect(done.errors).toEqual([]);
    expect(done.order.itemCount).toBe(1);
    expect(done.order.shipments[0].packages[0].giftcardItem).toEqual({
      variationId: String(apple.id),
      qty: 1,
      price: { value },
    });
  });
});
