/**
 * Payment provider timeout (issue 18, faults): TestPay takes the payment and loses its answer (a
 * shopper e-mail tagged +timeout). The order stays PENDING, the shopper waits on the processing page,
 * and the reconcile job asks TestPay: a payment it authorised completes the order (cards issued once,
 * even with the webhook arriving too); one it never received is cancelled, the order still pending.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiShopper, DETAILS, kv, PLACE, readyToPay } from "../../../tests/fixtures/api-shopper";
import { backends } from "../../../tests/fixtures/db";
import { testServices } from "../../../tests/fixtures/services";
import { shippedRegistry } from "../../../tests/fixtures/storefronts";
import type { DatabaseHandle } from "../../db/db.server";
import { seedDatabase } from "../../db/seed/seed.server";
import { createApi } from "../../graphql/yoga.server";
import { queueStaleReconciles, RECONCILE_JOB, reconcilePayment } from "./reconcile.server";

const { storefronts, registry } = await shippedRegistry();
const kadooBe = registry.get("kadoo-be");

describe.each(backends())("payment provider timeout on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be"),
    );
    shop = testServices(handle.db, registry);
    api = createApi({ db: handle.db, registry, introspection: false, services: shop.services });
  });
  afterAll(async () => handle?.close());

  /** A basket of two cards paid by an (authorised) card whose answer TestPay loses. */
  async function placeWithTimeout() {
    const b = apiShopper(api, handle.db, kadooBe);
    await readyToPay(b, handle.db, kadooBe);
    const details = await b.call(DETAILS, {
      fields: kv({
        customerType: "PRIVATE",
        firstName: "An",
        lastName: "Peeters",
        email: "an+timeout@example.be",
        phoneCountry: "BE",
        phoneNumber: "0470 12 34 56",
      }),
    });
    expect(details.saveCheckoutDetails.errors).toEqual([]);
    const token = `tok${randomBytes(8).toString("hex")}`;
    await handle.db
      .insertInto("testpay_card_tokens")
      .values({ token, brand: "visa", last4: "1111", outcome: "authorised", created_at: new Date() })
      .execute();
    const placed = await b.call(PLACE, {
      fields: kv({
        method: "card",
        terms: "on",
        idempotencyKey: `timeout-${randomBytes(8).toString("hex")}-000000`,
        clientData: JSON.stringify({ cardToken: token }),
      }),
    });
    return placed.placeOrder as { kind: string; orderUuid: string; errors: unknown[] };
  }

  const orderOf = (uuid: string) =>
    handle.db
      .selectFrom("orders as o")
      .innerJoin("payments as p", "p.order_id", "o.id")
      .select(["o.id", "o.status", "p.id as paymentId", "p.status as paymentStatus", "p.merchant_reference"])
      .where("o.uuid", "=", uuid)
      .executeTakeFirstOrThrow();
  const cardsOf = async (orderId: number) =>
    Number(
      (
        await handle.db
          .selectFrom("giftcards")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("order_id", "=", orderId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("keeps the order pending, and the reconcile job completes it once", async () => {
    const placed = await placeWithTimeout();
    expect(placed).toMatchObject({ kind: "processing", errors: [] });
    const before = await orderOf(placed.orderUuid);
    expect(before).toMatchObject({ status: "PENDING", paymentStatus: "initiated" });
    const job = await handle.db
      .selectFrom("jobs")
      .select(["kind", "run_at"])
      .where("dedupe_key", "=", `reconcile:${before.paymentId}`)
      .executeTakeFirstOrThrow();
    expect(job.kind).toBe(RECONCILE_JOB);
    expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now());

    // Its time comes (the provider's webhook is lost meanwhile: only the reconcile job runs first).
    await reconcilePayment(shop.orderDeps, before.paymentId);
    const after = await orderOf(placed.orderUuid);
    expect(after).toMatchObject({ status: "COMPLETED", paymentStatus: "authorised" });
    // Everything queued runs now — the late webhook, the reconcile job itself, fulfilment: cards once.
    await handle.db.updateTable("jobs").set({ run_at: sql<Date>`now()` }).where("done_at", "is", null).execute();
    await shop.jobs.runDue();
    await reconcilePayment(shop.orderDeps, before.paymentId);
    await shop.jobs.runDue();
    expect(await cardsOf(after.id)).toBe(2);
    expect((await orderOf(placed.orderUuid)).status).toBe("COMPLETED");
  });

  it("cancels a payment the provider never received; the order stays pending", async () => {
    const placed = await placeWithTimeout();
    const order = await orderOf(placed.orderUuid);
    // As if the request had never reached TestPay.
    await handle.db.deleteFrom("testpay_payments").where("merchant_reference", "=", order.merchant_reference).execute();
    await reconcilePayment(shop.orderDeps, order.paymentId);
    expect(await orderOf(placed.orderUuid)).toMatchObject({ status: "PENDING", paymentStatus: "cancelled" });
    expect(await cardsOf(order.id)).toBe(0);
  });

  it("queues a reconcile for a payment left initiated by a process that died mid-call", async () => {
    const placed = await placeWithTimeout();
    const order = await orderOf(placed.orderUuid);
    await handle.db.deleteFrom("jobs").where("dedupe_key", "=", `reconcile:${order.paymentId}`).execute();
    await handle.db
      .updateTable("payments")
      .set({ updated_at: sql<Date>`now() - interval '1 hour'` })
      .where("id", "=", order.paymentId)
      .execute();
    expect(await queueStaleReconciles(shop.orderDeps, 15)).toBe(1);
    await shop.jobs.runDue();
    expect(await orderOf(placed.orderUuid)).toMatchObject({ status: "COMPLETED", paymentStatus: "authorised" });
  });
});
