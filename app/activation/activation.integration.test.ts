/**
 * Choice-card activation on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): a shelf card is
 * paid for and activated by the job (value on the ledger, mail); a card the simulation refuses costs
 * nothing; one refused after payment is refunded at the provider and its order cancelled; a busy provider
 * is tried again; one activation per card; the 24-hour alert is raised once; another storefront's
 * card is unknown here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { ErrorCode } from "../api/errors";
import { applyOutcome } from "../checkout/orders/transitions.server";
import type { DatabaseHandle } from "../db/db.server";
import { registerStockCards } from "../giftcards/cards.server";
import { ledgerOf } from "../giftcards/ledger.server";
import { decide } from "../payments/testpay/provider.server";
import { ACTIVATION_PROMISE_MS, alertOverdueActivations } from "./activate.server";
import { createActivationOrder } from "./order.server";
import { SIMULATOR_CARDS } from "./simulator.server";
import { activationView, openActivatedCard } from "./status.server";

const { registry } = await shippedRegistry();
const be = registry.get("kadoo-be");
const nl = registry.get("kadoo-nl");
const PAYER = { id: "payer-session-hash", storeId: be.storeId, customerId: null, cartId: null };

describe.each(backends())("choice-card activation on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let serial = 0;

  beforeAll(async () => {
    handle = await backend.open();
    shop = testServices(handle.db, registry);
  });
  afterAll(() => handle?.close());

  const shelfCard = async (sf = be, ending = "") => {
    const [card] = await handle.db
      .transaction()
      .execute((trx) =>
        registerStockCards(
          trx,
          { storeId: sf.storeId, currency: sf.currency, prefix: sf.giftcards.prefixes[0], validityMonths: 24 },
          1,
          { ending, batch: "test" },
        ),
      );
    return card;
  };

  const deps = () => ({ ...shop.orderDeps, cards: shop.services.cards, limits: shop.services.limits });
  const request = (cardNumber: string, amount = 50) => ({
    cardNumber,
    amount,
    email: "houder@example.com",
    method: "bancontact" as const,
    idempotencyKey: `activation-test-${++serial}-${Date.now()}`,
    language: "nl" as const,
    baseUrl: "http://kadoo-be.localhost",
    ip: `10.1.0.${serial % 250}`,
    sessionId: PAYER.id,
  });
  /** The payer's session (the activation is bound to it) and anyone else with the uuid (issue 44). */
  const payer = () => ({ session: PAYER, links: shop.services.orderLinks });
  const stranger = () => ({ session: null, links: shop.services.orderLinks });

  /** The bank says yes, as TestPay's webhook would tell the shop. */
  const pay = async (orderUuid: string) => {
    const payment = await handle.db
      .selectFrom("payments as p")
      .innerJoin("orders as o", "o.id", "p.order_id")
      .select(["p.id", "p.order_id", "p.psp_reference"])
      .where("o.uuid", "=", orderUuid)
      .executeTakeFirstOrThrow();
    await decide(shop.testPay, payment.psp_reference!, "authorise");
    await applyOutcome(
      shop.orderDeps,
      { id: payment.id, orderId: payment.order_id, orderUuid },
      { status: "authorised", pspReference: payment.psp_reference! },
    );
    return payment;
  };

  const runJobs = async () => {
    for (let i = 0; i < 4; i++) await shop.jobs.runDue();
  };

  it("a paid shelf card is activated by the job: its value on the ledger, a mail, its details within reach", async () => {
    const card = await shelfCard();
    const next = await createActivationOrder(deps(), be, request(card.number, 40));
    expect(next.kind).toBe("redirect");
    expect((await activationView(handle.db, be.storeId, next.orderUuid!, stranger()))?.state).toBe("paying");
    await pay(next.orderUuid!);
    expect((await activationView(handle.db, be.storeId, next.orderUuid!, stranger()))?.state).toBe("activating");
    await runJobs();
    const view = await activationView(handle.db, be.storeId, next.orderUuid!, stranger());
    expect(view).toMatchObject({ state: "active", last4: card.number.slice(-4), amount: 40 });
    const row = await handle.db
      .selectFrom("giftcards")
      .select(["id", "balance", "activated_at"])
      .where("number", "=", card.number)
      .executeTakeFirstOrThrow();
    expect(Number(row.balance)).toBe(40);
    expect(row.activated_at).not.toBeNull();
    expect((await ledgerOf(handle.db, be.storeId, row.id)).map((e) => [e.kind, e.amount])).toEqual([
      ["activation", 40],
    ]);
    const mail = await handle.db
      .selectFrom("mail_outbox as m")
      .innerJoin("orders as o", "o.id", "m.order_id")
      .select(["m.kind", "m.to_address", "m.text_body"])
      .where("o.uuid", "=", next.orderUuid!)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: "activation-done", to_address: "houder@example.com" });
    expect(mail.text_body).toContain(card.number.slice(-4));
    expect(mail.text_body).toContain("http://kadoo-be.localhost/saldocheck/");
    // The page it was paid on opens the card as a redeem session; another storefront cannot.
    expect(
      await openActivatedCard(
        { db: handle.db, tokens: shop.services.redeemTokens },
        nl.storeId,
        next.orderUuid!,
        payer(),
      ),
    ).toBeNull();
    const token = await openActivatedCard(
      { db: handle.db, tokens: shop.services.redeemTokens },
      be.storeId,
      next.orderUuid!,
      payer(),
    );
    expect(shop.services.redeemTokens.verify(token, be.storeId)).toMatchObject({
      ok: true,
      claims: { cardIds: [row.id] },
    });
    // Active now: a second activation is refused with its message.
    const again = await createActivationOrder(deps(), be, request(card.number));
    expect(again).toMatchObject({
      kind: "failed",
      errors: [expect.objectContaining({ code: ErrorCode.ActivationAlreadyActive })],
    });
  });

  it("a card the simulation refuses costs nothing: no order, the 'simulation failed' message", async () => {
    const card = await shelfCard(be, SIMULATOR_CARDS.refusedAtSimulation);
    const next = await createActivationOrder(deps(), be, request(card.number));
    expect(next).toMatchObject({
      kind: "failed",
      orderUuid: null,
      errors: [
        expect.objectContaining({
          code: ErrorCode.ActivationSimulationFailed,
          referencedRequestParameter: "cardNumber",
        }),
      ],
    });
    const activations = await handle.db
      .selectFrom("activations as a")
      .innerJoin("giftcards as g", "g.id", "a.giftcard_id")
      .select("a.id")
      .where("g.number", "=", card.number)
      .execute();
    expect(activations).toEqual([]);
  });

  it("a card refused after payment: the order is cancelled, the payment refunded at the provider, the holder told", async () => {
    const card = await shelfCard(be, SIMULATOR_CARDS.refusedAtActivation);
    const next = await createActivationOrder(deps(), be, request(card.number, 25));
    expect(next.kind).toBe("redirect");
    const payment = await pay(next.orderUuid!);
    await runJobs();
    expect(await activationView(handle.db, be.storeId, next.orderUuid!, stranger())).toMatchObject({
      state: "refused",
    });
    const order = await handle.db
      .selectFrom("orders")
      .select(["status", "cancel_reason"])
      .where("uuid", "=", next.orderUuid!)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: "CANCELED", cancel_reason: "activation-refused" });
    const atProvider = await handle.db
      .selectFrom("testpay_payments")
      .select("status")
      .where("psp_reference", "=", payment.psp_reference!)
      .executeTakeFirstOrThrow();
    expect(atProvider.status).toBe("refunded");
    const stillShelf = await handle.db
      .selectFrom("giftcards")
      .select(["balance", "activated_at"])
      .where("number", "=", card.number)
      .executeTakeFirstOrThrow();
    expect(stillShelf).toEqual({ balance: "0.00", activated_at: null });
    const kinds = await handle.db
      .selectFrom("mail_outbox")
      .select("kind")
      .where("order_id", "=", payment.order_id)
      .execute();
    expect(kinds.map((k) => k.kind)).toContain("activation-refused");
  });

  it("a busy provider is asked again until it activates the card", async () => {
    const card = await shelfCard(be, SIMULATOR_CARDS.unavailableTwice);
    const next = await createActivationOrder(deps(), be, request(card.number, 30));
    await pay(next.orderUuid!);
    await shop.jobs.runDue();
    expect((await activationView(handle.db, be.storeId, next.orderUuid!, stranger()))?.state).toBe("activating");
    // The queue's backoff: let the retries come due.
    await handle.db
      .updateTable("jobs")
      .set({ run_at: new Date(0) })
      .where("kind", "=", "activate-card")
      .where("done_at", "is", null)
      .execute();
    await shop.jobs.runDue();
    await handle.db
      .updateTable("jobs")
      .set({ run_at: new Date(0) })
      .where("kind", "=", "activate-card")
      .where("done_at", "is", null)
      .execute();
    await runJobs();
    expect((await activationView(handle.db, be.storeId, next.orderUuid!, stranger()))?.state).toBe("active");
  });

  it("one activation per card at a time; another storefront's card is unknown here", async () => {
    const card = await shelfCard();
    const first = await createActivationOrder(deps(), be, request(card.number));
    expect(first.kind).toBe("redirect");
    const second = await createActivationOrder(deps(), be, request(card.number));
    expect(second).toMatchObject({
      kind: "failed",
      errors: [expect.objectContaining({ code: ErrorCode.ActivationInProgress })],
    });
    const dutch = await shelfCard(nl);
    const elsewhere = await createActivationOrder(deps(), be, request(dutch.number));
    expect(elsewhere).toMatchObject({
      kind: "failed",
      errors: [expect.objectContaining({ code: ErrorCode.ActivationCardUnknown })],
    });
  });

  it("an activation still not done 24 hours after payment raises one alert: the log and the operator's outbox", async () => {
    const errors: unknown[] = [];
    const alerting = {
      ...shop.activationDeps,
      log: { ...shop.activationDeps.log, error: (o: unknown) => errors.push(o) },
      operatorEmail: "ops@example.com",
    };
    const card = await shelfCard(be, SIMULATOR_CARDS.unavailableTwice);
    const next = await createActivationOrder(deps(), be, request(card.number, 20));
    const payment = await pay(next.orderUuid!);
    const later = new Date(Date.now() + ACTIVATION_PROMISE_MS + 60_000);
    expect(await alertOverdueActivations(alerting, new Date())).toBe(0);
    expect(await alertOverdueActivations(alerting, later)).toBeGreaterThanOrEqual(1);
    expect(await alertOverdueActivations(alerting, later)).toBe(0);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    const alert = await handle.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject"])
      .where("order_id", "=", payment.order_id)
      .where("kind", "=", "activation-overdue")
      .executeTakeFirstOrThrow();
    expect(alert.to_address).toBe("ops@example.com");
    expect(alert.subject).toContain("24 hours");
  });
});
