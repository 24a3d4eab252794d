/**
 * A real purchase through the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): basket →
 * checkout steps → place order → the test provider's decision → webhooks → fulfilment. Idempotency of
 * the place-order action and of webhooks; storefront isolation of carts and orders.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verify } from "@node-rs/argon2";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADD,
  apiShopper,
  CART,
  readyToPay as checkoutReady,
  ERR,
  digitalVariation as fixtureVariation,
  kv,
  LEAVE,
  PLACE,
  type Shopper,
} from "../../../tests/fixtures/api-shopper";
import { backends } from "../../../tests/fixtures/db";
import { TESTPAY_KEY, testServices } from "../../../tests/fixtures/services";
import { shippedRegistry } from "../../../tests/fixtures/storefronts";
import type { DatabaseHandle } from "../../db/db.server";
import { seedDatabase } from "../../db/seed/seed.server";
import { createApi } from "../../graphql/yoga.server";
import { decide } from "../../payments/testpay/provider.server";
import { signItem } from "../../payments/testpay/signing.server";
import { webhookRouter } from "../../server/webhooks.server";
import type { Storefront } from "../../storefront/storefront";

const { storefronts, registry } = await shippedRegistry();
const kadooBe = registry.get("kadoo-be");
const giftpassCh = registry.get("giftpass-ch");

describe.each(backends())("orders on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let api: ReturnType<typeof createApi>;
  let server: Server;
  const received: string[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => ["kadoo-be", "giftpass-ch"].includes(s.code)),
    );
    // The shop's webhook endpoint, over real HTTP: the test provider delivers to it.
    const app = express();
    app.use((req, _res, next) => {
      if (req.method === "POST") received.push(req.url);
      next();
    });
    let router: express.Router | null = null;
    app.use("/__webhooks", (req, res, next) => (router ? router(req, res, next) : next()));
    server = createServer(app).listen(0);
    const port = (server.address() as AddressInfo).port;
    shop = testServices(handle.db, registry, { webhookUrl: `http://127.0.0.1:${port}/__webhooks/test` });
    router = webhookRouter(shop.services.payments, shop.orderDeps);
    api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services: shop.services,
      logErrors: (e) => console.error("API", e),
    });
  });
  afterAll(async () => {
    server?.close();
    await handle?.close();
  });

  const browser = (sf: Storefront) => apiShopper(api, handle.db, sf);

  const digitalVariation = (sf: Storefront, slug: string) => fixtureVariation(handle.db, sf, slug);
  const readyToPay = (b: Shopper) => checkoutReady(b, handle.db, kadooBe);

  it("a double submit places one order; ten replays of the webhook complete it once and issue one set of cards", async () => {
    const b = browser(kadooBe);
    await readyToPay(b);
    const fields = kv({ method: "bancontact", terms: "on", idempotencyKey: "double-submit-key-000000000001" });
    const [first, second] = await Promise.all([b.call(PLACE, { fields }), b.call(PLACE, { fields })]);
    expect(first.placeOrder.kind).toBe("redirect");
    expect(second.placeOrder).toEqual(first.placeOrder);
    const uuid = first.placeOrder.orderUuid as string;
    const orders = await handle.db.selectFrom("orders").select(["id", "status"]).where("uuid", "=", uuid).execute();
    expect(orders).toHaveLength(1);
    expect(
      await handle.db.selectFrom("payments").select("id").where("order_id", "=", orders[0].id).execute(),
    ).toHaveLength(1);

    // The shopper authorises on the provider's page; its webhook is delivered over HTTP, then replayed.
    const psp = new URL(first.placeOrder.url).pathname.split("/").pop() as string;
    await decide(shop.testPay, psp, "authorise");
    await shop.jobs.runDue();
    await shop.jobs.runDue();
    const delivered = await handle.db.selectFrom("webhook_events").selectAll().execute();
    expect(delivered).toHaveLength(1);
    const item = {
      pspReference: psp,
      merchantAccountCode: "TestPayShop",
      merchantReference: `${uuid}-1`,
      amount: {
        value: Math.round(2 * (await digitalVariation(kadooBe, "apple-gift-card")).amount * 100),
        currency: "EUR",
      },
      eventCode: "AUTHORISATION",
      success: "true" as const,
      paymentMethod: "bancontact",
      eventDate: new Date().toISOString(),
    };
    const body = JSON.stringify({
      live: "false",
      notificationItems: [
        { NotificationRequestItem: { ...item, additionalData: { hmacSignature: signItem(item, TESTPAY_KEY) } } },
      ],
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__webhooks/test`;
    for (let i = 0; i < 10; i++) {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
      expect(await res.text()).toBe("[accepted]");
    }
    await shop.jobs.runDue();
    const events = await handle.db.selectFrom("webhook_events").select(["deliveries", "processed_at"]).execute();
    expect(events).toHaveLength(1);
    expect(events[0].deliveries).toBe(11);
    expect(events[0].processed_at).not.toBeNull();
    const order = await handle.db
      .selectFrom("orders")
      .select(["status"])
      .where("uuid", "=", uuid)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("COMPLETED");
    const cards = await handle.db.selectFrom("giftcards").selectAll().where("order_id", "=", orders[0].id).execute();
    expect(cards).toHaveLength(2);
    expect(cards.every((c) => /^6280095\d{12}$/.test(c.number))).toBe(true);
    expect(await handle.db.selectFrom("jobs").select("id").where("kind", "=", "fulfil-order").execute()).toHaveLength(
      1,
    );

    // One mail per receiver with its card number and pin; the pin is stored only as a hash.
    const mails = await handle.db.selectFrom("mail_outbox").selectAll().where("order_id", "=", orders[0].id).execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(["giftcards", "giftcards", "order-confirmation"]);
    for (const card of cards) {
      const mail = mails.find((m) => m.to_address === card.receiver_email);
      const grouped = card.number.replace(/(\d{4})(?=\d)/g, "$1 ");
      expect(mail?.text_body).toContain(grouped);
      // "…number 6280 …, pin 123456, …" in the page language: the six digits after the number.
      const pin = new RegExp(`${grouped}\\D+(\\d{6})\\b`).exec(mail?.text_body ?? "")?.[1] as string;
      expect(card.pin_hash).not.toContain(pin);
      expect(await verify(card.pin_hash, pin)).toBe(true);
    }
    const confirmation = mails.find((m) => m.kind === "order-confirmation");
    expect(confirmation?.attachments[0]?.contentType).toBe("application/pdf");
    // The basket is empty after payment.
    expect((await b.call(CART)).cart.order.itemCount).toBe(0);
  });

  it("leaving checkout before paying deletes the pending order and keeps the basket; a transfer on its way stays", async () => {
    const b = browser(kadooBe);
    await readyToPay(b);
    const placed = await b.call(PLACE, {
      fields: kv({ method: "bancontact", terms: "on", idempotencyKey: "leave-checkout-key-00000000001" }),
    });
    const uuid = placed.placeOrder.orderUuid as string;
    const order = await handle.db.selectFrom("orders").select("id").where("uuid", "=", uuid).executeTakeFirstOrThrow();
    // What the basket page reads to know there is a checkout to leave.
    expect((await b.call(CART)).cart.order.pendingCheckout).toBe(true);
    expect((await b.call(LEAVE)).leaveCheckout).toEqual({ status: true, errors: [] });
    // The order is no longer the current one: cancelled (kept as the record of a payment that was
    // started), its payment cancelled here and at the provider; the basket is as it was.
    const left = await handle.db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(left.status).toBe("CANCELED");
    const payment = await handle.db
      .selectFrom("payments")
      .select("status")
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("cancelled");
    const psp = new URL(placed.placeOrder.url).pathname.split("/").pop() as string;
    const atProvider = await handle.db
      .selectFrom("testpay_payments")
      .select("status")
      .where("psp_reference", "=", psp)
      .executeTakeFirstOrThrow();
    expect(atProvider.status).toBe("cancelled");
    expect((await b.call(CART)).cart.order).toMatchObject({ status: null, itemCount: 2, pendingCheckout: false });
    // Nothing to leave a second time.
    expect((await b.call(LEAVE)).leaveCheckout.status).toBe(false);

    // A bank transfer on its way is not thrown away by leaving.
    const transfer = await b.call(PLACE, {
      fields: kv({ method: "banktransfer", terms: "on", idempotencyKey: "leave-checkout-key-00000000002" }),
    });
    expect(transfer.placeOrder.kind).not.toBe("error");
    expect((await b.call(LEAVE)).leaveCheckout.status).toBe(false);
    expect((await b.call(CART)).cart.order.pendingCheckout).toBe(true);
    // An edit's answer says so too (asked of the database after the edit, which kept the transfer).
    const v = await digitalVariation(kadooBe, "apple-gift-card");
    const edited = await b.call(ADD.replace("order { id", "order { pendingCheckout id"), {
      input: { variationId: v.id, amount: v.amount, quantity: 1 },
    });
    expect(edited.addGiftcardPackage.order.pendingCheckout).toBe(true);
    const kept = await handle.db
      .selectFrom("orders")
      .select("status")
      .where("uuid", "=", transfer.placeOrder.orderUuid)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe("PENDING");
  });

  it("a webhook with a bad signature is refused and changes nothing", async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__webhooks/test`;
    const item = {
      pspReference: "TPAAAAAAAAAAAAAA",
      merchantAccountCode: "TestPayShop",
      merchantReference: "x-1",
      amount: { value: 1, currency: "EUR" },
      eventCode: "AUTHORISATION",
      success: "true",
      paymentMethod: "card",
      eventDate: new Date().toISOString(),
      additionalData: { hmacSignature: "forged" },
    };
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] }),
    });
    expect(res.status).toBe(401);
    expect(
      await handle.db.selectFrom("webhook_events").select("id").where("event_key", "like", "TPAAAA%").execute(),
    ).toEqual([]);
  });

  it("a cart or order of one storefront cannot be read or changed from another", async () => {
    const b = browser(kadooBe);
    const v = await digitalVariation(kadooBe, "apple-gift-card");
    await b.call(ADD, { input: { variationId: v.id, amount: v.amount, quantity: 1 } });
    expect((await b.call(CART)).cart.order.itemCount).toBe(1);
    // The same session token sent to another storefront finds nothing there.
    expect((await b.call(CART, {}, giftpassCh)).cart.order.itemCount).toBe(0);
    // A variation of kadoo-be cannot be added on giftpass-ch.
    const foreign = await b.call(ADD, { input: { variationId: v.id, amount: v.amount, quantity: 1 } }, giftpassCh);
    expect(foreign.addGiftcardPackage.errors[0].code).toBe(1003);
    // A placed order is invisible by uuid on another storefront.
    const order = await handle.db
      .selectFrom("orders")
      .select("uuid")
      .where("store_id", "=", kadooBe.storeId)
      .executeTakeFirstOrThrow();
    // (Read as the holder of its confirmation mail: the uuid alone shows no one the order, issue 44.)
    const orderKey = shop.services.orderLinks.sign(order.uuid);
    expect((await b.call(CART, { orderUuid: order.uuid, orderKey })).cart.order.id).toBe(order.uuid);
    const other = await b.call(CART, { orderUuid: order.uuid, orderKey }, giftpassCh);
    expect(other.cart).toEqual({ order: null, errors: [expect.objectContaining({ code: 1003 })] });
    // Deleting another storefront's package group finds nothing.
    const cart = await handle.db
      .selectFrom("carts")
      .select("doc")
      .where("store_id", "=", kadooBe.storeId)
      .orderBy("updated_at", "desc")
      .executeTakeFirstOrThrow();
    const tag = (cart.doc as { shipments: { tag: string }[] }).shipments[0].tag;
    const del = await b.call(
      `mutation($userData: UserDataInput!, $tag: String!) { deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $tag) { order { id } ${ERR} } }`,
      { tag },
      giftpassCh,
    );
    expect(del.deleteGiftcardPackageGroup.order).toBeNull();
    expect((await b.call(CART)).cart.order.itemCount).toBe(1);
  });

  it("basket rules of spec §8: test card, Apple limit, stock", async () => {
    const b = browser(kadooBe);
    const test = await digitalVariation(kadooBe, "test-cadeaubon");
    const refused = await b.call(ADD, { input: { variationId: test.id, amount: test.amount, quantity: 1 } });
    expect(refused.addGiftcardPackage.errors[0]).toMatchObject({
      code: 2040,
      message: "A test gift card cannot be added to the basket.",
    });
    const apple = await digitalVariation(kadooBe, "apple-gift-card");
    const over = await b.call(ADD, { input: { variationId: apple.id, amount: 100, quantity: 6 } });
    expect(over.addGiftcardPackage.errors[0]).toMatchObject({
      code: 2015,
      message: "Exceeded the Apple gift card sum limit in the order. The limit is 500 euro per order.",
    });
    const low = await handle.db
      .selectFrom("product_variations as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["v.id", "v.fixed_values", "v.min_price"])
      .where("p.store_id", "=", kadooBe.storeId)
      .where("v.stock", "=", 3)
      .executeTakeFirstOrThrow();
    const amount = (low.fixed_values as number[])[0] ?? Number(low.min_price);
    const stock = await b.call(ADD, { input: { variationId: String(low.id), amount, quantity: 4 } });
    expect(stock.addGiftcardPackage.errors[0]).toMatchObject({
      code: 2031,
      message: "Not possible to continue with this gift card because currently it is out the stock.",
    });
  });
});
