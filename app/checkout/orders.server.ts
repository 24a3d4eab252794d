/**
 * Orders and their payments (spec §4 Checkout; docs/decisions/011-orders-and-fulfilment.md).
 *
 * PENDING → COMPLETED when a payment is authorised (or an invoice order is accepted), PENDING → CANCELED
 * when the shopper leaves or gives up; every transition is one conditional UPDATE in a transaction, so
 * the same webhook twice, a double submit or a crash in between never completes, issues or cancels
 * anything twice. Completing enqueues the fulfilment jobs in the same transaction.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { SessionScope } from "../accounts/session.server";
import { type CartDoc, computeTotals, limitViolations, type Totals } from "../basket/cart";
import { cartRules, findCart, saveCart } from "../basket/cart.server";
import type { DB } from "../db/db.server";
import type { Database, OrderStatus, PaymentStatus } from "../db/types";
import type { JobQueue } from "../fulfilment/jobs.server";
import { type ApiError, apiError, ErrorCode } from "../graphql/errors";
import { METHOD_INFO, type PaymentMethodId } from "../payments/methods";
import type { PaymentOutcome, PaymentProvider, WebhookEvent } from "../payments/provider";
import type { Language } from "../storefront/schema";
import { localeOf, type Storefront } from "../storefront/storefront";
import type { CheckoutData } from "./checkout-data";

type Trx = Transaction<Database>;

/** Failed attempts with one method before spec §8 2036 asks for another method or patience. */
export const MAX_ATTEMPTS_PER_METHOD = 3;

export interface OrderDeps {
  db: DB;
  payments: PaymentProvider;
  jobs: JobQueue;
}

export interface PlaceOrderInput {
  method: PaymentMethodId;
  issuer?: string;
  phone?: string;
  blikCode?: string;
  clientData?: Record<string, unknown>;
  idempotencyKey: string;
  language: Language;
  /** Absolute storefront URL (+ language) without trailing slash: return URLs are built on it. */
  baseUrl: string;
  ip: string;
}

/** What the browser does next after placing an order. */
export type NextStep =
  | { kind: "redirect"; url: string; orderUuid: string }
  | { kind: "processing"; orderUuid: string }
  | { kind: "completed"; orderUuid: string }
  | { kind: "pending"; orderUuid: string }
  | { kind: "failed"; orderUuid: string | null; errors: ApiError[] };

export const toMinor = (value: number) => Math.round(value * 100);

export function processingUrl(baseUrl: string, orderUuid: string): string {
  return `${baseUrl}/bestellen/betaling-verwerken/?order=${orderUuid}`;
}

interface OrderRow {
  id: number;
  idempotency_key: string;
  uuid: string;
  store_id: number;
  cart_id: string | null;
  status: OrderStatus;
  email: string;
  customer_type: "PRIVATE" | "BUSINESS";
  grand_total: string;
  currency: string;
  payment_method: string;
  attempts: number;
  doc: unknown;
  checkout: unknown;
  language: string;
}

const ORDER_COLUMNS = [
  "id",
  "idempotency_key",
  "uuid",
  "store_id",
  "cart_id",
  "status",
  "email",
  "customer_type",
  "grand_total",
  "currency",
  "payment_method",
  "attempts",
  "doc",
  "checkout",
  "language",
] as const;

/** Whether the checkout data is complete enough to pay (the forms validated each step). */
export function readyToPay(doc: CartDoc, checkout: CheckoutData): ApiError[] {
  if (doc.shipments.length === 0) return [apiError(ErrorCode.CartNotFound)];
  if (!checkout.details) return [apiError(ErrorCode.InvalidInput, "details")];
  if (!checkout.billing) return [apiError(ErrorCode.InvalidInput, "billing")];
  if (doc.shipments.some((s) => s.deliveryType === "PHYSICAL" && !s.address)) {
    return [apiError(ErrorCode.InvalidInput, "shipments")];
  }
  return [];
}

async function reserveStock(trx: Trx, doc: CartDoc): Promise<boolean> {
  const wanted = new Map<number, number>();
  for (const p of doc.shipments.flatMap((s) => s.packages)) {
    wanted.set(p.card.variationId, (wanted.get(p.card.variationId) ?? 0) + p.card.qty);
  }
  for (const [variationId, qty] of wanted) {
    const row = await trx
      .selectFrom("product_variations")
      .select("stock")
      .where("id", "=", variationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.stock === null) continue;
    if (row.stock < qty) return false;
    await trx
      .updateTable("product_variations")
      .set((eb) => ({ stock: eb("stock", "-", qty) }))
      .where("id", "=", variationId)
      .execute();
  }
  return true;
}

async function releaseStock(trx: Trx, doc: CartDoc): Promise<void> {
  for (const p of doc.shipments.flatMap((s) => s.packages)) {
    await trx
      .updateTable("product_variations")
      .set((eb) => ({ stock: eb("stock", "+", p.card.qty) }))
      .where("id", "=", p.card.variationId)
      .where("stock", "is not", null)
      .execute();
  }
}

/**
 * Places the session's basket as a PENDING order and starts its payment. Idempotent: the same
 * idempotency key (one per rendering of the payment step) returns the same order and payment; a
 * second order for the same basket reuses the pending one with a new payment attempt.
 */
export async function placeOrder(
  deps: OrderDeps,
  storefront: Storefront,
  session: SessionScope,
  input: PlaceOrderInput,
): Promise<NextStep> {
  const cart = await findCart(deps.db, session);
  if (!cart) return { kind: "failed", orderUuid: null, errors: [apiError(ErrorCode.CartNotFound)] };
  const checkout = cart.checkout as CheckoutData;
  const problems = readyToPay(cart.doc, checkout);
  if (problems.length) return { kind: "failed", orderUuid: null, errors: problems };
  if (!storefront.payments.methods.includes(input.method)) {
    return { kind: "failed", orderUuid: null, errors: [apiError(ErrorCode.MethodUnavailable, "method")] };
  }
  const details = checkout.details!;
  if (METHOD_INFO[input.method].businessOnly && details.customerType !== "BUSINESS") {
    return { kind: "failed", orderUuid: null, errors: [apiError(ErrorCode.InvoiceBusinessOnly, "method")] };
  }
  const rules = cartRules(storefront);
  const violations = limitViolations(cart.doc, rules);
  if (violations.includes("appleLimit"))
    return { kind: "failed", orderUuid: null, errors: [apiError(ErrorCode.AppleLimit)] };
  if (violations.includes("giftcardLimit")) {
    return { kind: "failed", orderUuid: null, errors: [apiError(ErrorCode.GiftcardLimit)] };
  }
  const totals = computeTotals(cart.doc, rules);
  // Read before the transaction: on PGlite a transaction holds the only connection.
  const customerId = (await session.current())?.customerId ?? null;

  const placed = await retryOnUniqueViolation(() =>
    deps.db.transaction().execute(async (trx) => {
      // The same submit again: the order it made, as it is now.
      const same = await trx
        .selectFrom("orders")
        .select(ORDER_COLUMNS)
        .where("store_id", "=", storefront.storeId)
        .where("idempotency_key", "=", input.idempotencyKey)
        .executeTakeFirst();
      if (same) return { order: same, replay: true as const };

      const pending = await trx
        .selectFrom("orders")
        .select(ORDER_COLUMNS)
        .where("cart_id", "=", cart.id)
        .where("status", "=", "PENDING")
        .forUpdate()
        .executeTakeFirst();
      if (pending) {
        // The same submit, seen only now (it committed while this one waited for the row lock).
        if (pending.idempotency_key === input.idempotencyKey) return { order: pending, replay: true as const };
        const unchanged = JSON.stringify(pending.doc) === JSON.stringify(cart.doc);
        if (unchanged && pending.payment_method === input.method) return { order: pending, replay: false as const };
        // The basket or the method changed since: the old order goes, the new one takes its place.
        await cancelInTrx(trx, pending, "replaced");
      }
      if (!(await reserveStock(trx, cart.doc))) return { error: apiError(ErrorCode.OutOfStock) };
      const uuid = randomUUID();
      const order = await trx
        .insertInto("orders")
        .values({
          uuid,
          store_id: storefront.storeId,
          cart_id: cart.id,
          customer_id: customerId,
          status: "PENDING",
          type:
            cart.doc.shipments.filter((s) => s.deliveryType === "PHYSICAL").length > 1 ? "multi-address" : "regular",
          language: input.language,
          currency: storefront.currency,
          email: details.email,
          customer_type: details.customerType,
          doc: JSON.stringify(cart.doc),
          checkout: JSON.stringify(checkout),
          totals: JSON.stringify(totals),
          grand_total: totals.grandTotal,
          payment_method: input.method,
          idempotency_key: input.idempotencyKey,
          stock_reserved: true,
        })
        .returning(ORDER_COLUMNS)
        .executeTakeFirstOrThrow();
      return { order, replay: false as const };
    }),
  );
  if ("error" in placed) return { kind: "failed", orderUuid: null, errors: [placed.error!] };
  const { order } = placed;
  if (placed.replay) return nextStepOf(deps.db, order);
  return startPayment(deps, storefront, order, input, totals);
}

/** Two submits at once: the second one's insert hits a unique key; run it again and it finds the first. */
async function retryOnUniqueViolation<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
    return run();
  }
}

/** What a replayed submit shows: where the order's latest payment stands. */
async function nextStepOf(db: DB, order: OrderRow): Promise<NextStep> {
  if (order.status === "COMPLETED") return { kind: "completed", orderUuid: order.uuid };
  const latest = () =>
    db
      .selectFrom("payments")
      .select(["status", "detail"])
      .where("order_id", "=", order.id)
      .orderBy("attempt", "desc")
      .executeTakeFirst();
  // The first submit may still be talking to the provider: wait for its answer (a few seconds at most).
  let payment = await latest();
  for (let i = 0; i < 100 && (!payment || payment.status === "initiated"); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    payment = await latest();
  }
  const url = (payment?.detail as { url?: string } | undefined)?.url;
  if (payment?.status === "redirect" && url) return { kind: "redirect", url, orderUuid: order.uuid };
  if (order.status === "PENDING" && payment && ["await", "initiated", "pending"].includes(payment.status)) {
    return payment.status === "pending"
      ? { kind: "pending", orderUuid: order.uuid }
      : { kind: "processing", orderUuid: order.uuid };
  }
  return { kind: "failed", orderUuid: order.uuid, errors: [apiError(ErrorCode.PaymentRefused)] };
}

async function startPayment(
  deps: OrderDeps,
  storefront: Storefront,
  order: OrderRow,
  input: PlaceOrderInput,
  totals: Totals,
): Promise<NextStep> {
  const failedWithMethod = await deps.db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("order_id", "=", order.id)
    .where("method", "=", input.method)
    .where("status", "in", ["refused", "cancelled", "error", "fraud"])
    .executeTakeFirstOrThrow();
  if (Number(failedWithMethod.n) >= MAX_ATTEMPTS_PER_METHOD) {
    return { kind: "failed", orderUuid: order.uuid, errors: [apiError(ErrorCode.RetryLimit)] };
  }
  const invoice = input.method === "invoice";
  const payment = await deps.db.transaction().execute(async (trx) => {
    // The attempt number comes from the row itself: two attempts never share a merchant reference.
    const { attempts: attempt } = await trx
      .updateTable("orders")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", order.id)
      .returning("attempts")
      .executeTakeFirstOrThrow();
    const merchantReference = `${order.uuid}-${attempt}`;
    return trx
      .insertInto("payments")
      .values({
        order_id: order.id,
        provider: invoice ? "invoice" : deps.payments.id,
        method: input.method,
        attempt,
        merchant_reference: merchantReference,
        amount: toMinor(totals.grandTotal),
        currency: storefront.currency,
        status: "initiated",
      })
      .returning(["id", "merchant_reference", "attempt"])
      .executeTakeFirstOrThrow();
  });
  const { merchant_reference: merchantReference, attempt } = payment;

  const checkout = order.checkout as CheckoutData;
  const outcome: PaymentOutcome = invoice
    ? // Invoice orders are the shop's own receivables: business details were validated at checkout.
      { status: "authorised", pspReference: `INV-${order.uuid.slice(0, 8).toUpperCase()}-${attempt}` }
    : await deps.payments.createPayment({
        orderUuid: order.uuid,
        merchantReference,
        storeId: storefront.storeId,
        amount: { value: toMinor(totals.grandTotal), currency: storefront.currency },
        method: input.method,
        issuer: input.issuer,
        phone: input.phone,
        blikCode: input.blikCode,
        clientData: input.clientData,
        shopper: {
          email: order.email,
          name: `${checkout.details?.firstName ?? ""} ${checkout.details?.lastName ?? ""}`.trim(),
          country: storefront.country,
          locale: localeOf(storefront, input.language),
          ip: input.ip,
        },
        returnUrl: processingUrl(input.baseUrl, order.uuid),
        idempotencyKey: merchantReference,
      });
  return applyOutcome(deps, { id: payment.id, orderId: order.id, orderUuid: order.uuid }, outcome);
}

const OUTCOME_STATUS: Record<PaymentOutcome["status"], PaymentStatus> = {
  redirect: "redirect",
  await: "await",
  authorised: "authorised",
  pending: "pending",
  refused: "refused",
  cancelled: "cancelled",
  fraud: "fraud",
  retryLimit: "retryLimit",
  error: "error",
};

/** Statuses a later message may still change (a final one is never overwritten by an older one). */
const OPEN_PAYMENT: PaymentStatus[] = ["initiated", "redirect", "await", "pending"];

/**
 * Records a provider's answer on a payment and moves the order on. Safe to call twice with the same
 * outcome (a return URL after its webhook, a replayed submit).
 */
export async function applyOutcome(
  deps: OrderDeps,
  payment: { id: number; orderId: number; orderUuid: string },
  outcome: PaymentOutcome,
): Promise<NextStep> {
  const status = OUTCOME_STATUS[outcome.status];
  const detail: Record<string, unknown> = {};
  if (outcome.status === "redirect") detail.url = outcome.url;
  if (outcome.status === "await") {
    if (outcome.appUrl) detail.appUrl = outcome.appUrl;
    if (outcome.qrCode) detail.qrCode = outcome.qrCode;
  }
  if (outcome.status === "pending" && outcome.instructions) detail.instructions = outcome.instructions;
  if (outcome.status === "refused" && outcome.reason) detail.reason = outcome.reason;
  if (outcome.status === "error") detail.reason = outcome.message;
  const psp = "pspReference" in outcome ? (outcome.pspReference ?? null) : null;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("payments")
      .set({ status, psp_reference: psp, detail: JSON.stringify(detail), updated_at: new Date() })
      .where("id", "=", payment.id)
      .where("status", "in", OPEN_PAYMENT)
      .execute();
    if (outcome.status === "authorised") await completeInTrx(deps, trx, payment.orderId);
  });
  if (outcome.status === "authorised") deps.jobs.wake();
  const orderUuid = payment.orderUuid;
  switch (outcome.status) {
    case "redirect":
      return { kind: "redirect", url: outcome.url, orderUuid };
    case "await":
      return { kind: "processing", orderUuid };
    case "authorised":
      return { kind: "completed", orderUuid };
    case "pending":
      return { kind: "pending", orderUuid };
    case "fraud":
      return { kind: "failed", orderUuid, errors: [apiError(ErrorCode.FraudCheck)] };
    case "retryLimit":
      return { kind: "failed", orderUuid, errors: [apiError(ErrorCode.RetryLimit)] };
    case "cancelled":
      return { kind: "failed", orderUuid, errors: [apiError(ErrorCode.PaymentCancelled)] };
    case "refused":
      return { kind: "failed", orderUuid, errors: [apiError(ErrorCode.PaymentRefused)] };
    default:
      return { kind: "failed", orderUuid, errors: [apiError(ErrorCode.PaymentFailed)] };
  }
}

/**
 * PENDING (or CANCELED by a shopper who left while the bank still paid) → COMPLETED, once. Removes
 * the ordered packages from the basket and queues the fulfilment.
 */
async function completeInTrx(deps: OrderDeps, trx: Trx, orderId: number): Promise<boolean> {
  const order = await trx
    .updateTable("orders")
    .set({ status: "COMPLETED", completed_at: new Date(), cancel_reason: null })
    .where("id", "=", orderId)
    .where("status", "in", ["PENDING", "CANCELED"])
    .returning(["id", "uuid", "cart_id", "doc", "stock_reserved"])
    .executeTakeFirst();
  if (!order) return false;
  const doc = order.doc as CartDoc;
  if (!order.stock_reserved) {
    // Cancelled earlier (stock released) but paid after all: take the stock again, never below zero.
    for (const p of doc.shipments.flatMap((s) => s.packages)) {
      await trx
        .updateTable("product_variations")
        .set((eb) => ({ stock: eb.fn("greatest", [eb("stock", "-", p.card.qty), eb.lit(0)]) }))
        .where("id", "=", p.card.variationId)
        .where("stock", "is not", null)
        .execute();
    }
    await trx.updateTable("orders").set({ stock_reserved: true }).where("id", "=", orderId).execute();
  }
  if (order.cart_id) {
    const ordered = new Set(doc.shipments.flatMap((s) => s.packages.map((p) => p.id)));
    const cart = await trx
      .selectFrom("carts")
      .select(["doc", "version"])
      .where("id", "=", order.cart_id)
      .forUpdate()
      .executeTakeFirst();
    if (cart) {
      const rest: CartDoc = {
        shipments: (cart.doc as CartDoc).shipments
          .map((s) => ({ ...s, packages: s.packages.filter((p) => !ordered.has(p.id)) }))
          .filter((s) => s.packages.length > 0),
      };
      await trx
        .updateTable("carts")
        .set({ doc: JSON.stringify(rest), version: cart.version + 1, updated_at: new Date() })
        .where("id", "=", order.cart_id)
        .execute();
    }
  }
  await deps.jobs.enqueue(trx, "fulfil-order", { orderId }, { dedupeKey: `fulfil-order:${orderId}` });
  return true;
}

async function cancelInTrx(trx: Trx, order: Pick<OrderRow, "id" | "doc">, reason: string): Promise<void> {
  const updated = await trx
    .updateTable("orders")
    .set({ status: "CANCELED", canceled_at: new Date(), cancel_reason: reason })
    .where("id", "=", order.id)
    .where("status", "=", "PENDING")
    .returning(["stock_reserved"])
    .executeTakeFirst();
  if (updated?.stock_reserved) {
    await releaseStock(trx, order.doc as CartDoc);
    await trx.updateTable("orders").set({ stock_reserved: false }).where("id", "=", order.id).execute();
  }
}

/**
 * spec §4: leaving checkout before paying deletes the pending order and keeps the basket. An order
 * whose payment never reached the provider is deleted; one the shopper may still be paying (a bank
 * page in another tab) is cancelled at the provider and marked CANCELED — if the money comes anyway,
 * its webhook completes it.
 */
export async function leaveCheckout(deps: OrderDeps, session: SessionScope): Promise<boolean> {
  const cart = await findCart(deps.db, session);
  if (!cart) return false;
  // Every basket view and edit asks: without a pending order there is nothing to lock or write.
  const pending = await deps.db
    .selectFrom("orders")
    .select("id")
    .where("cart_id", "=", cart.id)
    .where("status", "=", "PENDING")
    .executeTakeFirst();
  if (!pending) return false;
  const cancelAtProvider: { psp: string; ref: string }[] = [];
  const left = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "doc"])
      .where("cart_id", "=", cart.id)
      .where("status", "=", "PENDING")
      .forUpdate()
      .executeTakeFirst();
    if (!order) return false;
    const open = await trx
      .selectFrom("payments")
      .select(["psp_reference", "merchant_reference", "status", "provider"])
      .where("order_id", "=", order.id)
      .where("status", "in", ["redirect", "await", "pending"])
      .execute();
    if (open.some((p) => p.status === "pending")) return false; // a bank transfer on its way: keep it
    if (open.length === 0) {
      await cancelInTrx(trx, order, "left-checkout");
      await trx.deleteFrom("orders").where("id", "=", order.id).execute();
      return true;
    }
    for (const p of open)
      if (p.psp_reference) cancelAtProvider.push({ psp: p.psp_reference, ref: p.merchant_reference });
    await trx
      .updateTable("payments")
      .set({ status: "cancelled", updated_at: new Date() })
      .where("order_id", "=", order.id)
      .where("status", "in", ["redirect", "await"])
      .execute();
    await cancelInTrx(trx, order, "left-checkout");
    return true;
  });
  for (const c of cancelAtProvider) await deps.payments.cancel(c.psp, c.ref).catch(() => undefined);
  return left;
}

/** Stores a verified webhook event (deduplicated) and queues its processing: call before answering 2xx. */
export async function storeWebhookEvent(deps: OrderDeps, provider: string, event: WebhookEvent): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("webhook_events")
      .values({ provider, event_key: event.key, event: JSON.stringify(event) })
      .onConflict((oc) =>
        oc
          .columns(["provider", "event_key"])
          .doUpdateSet((eb) => ({ deliveries: eb("webhook_events.deliveries", "+", 1) })),
      )
      .returning(["id", "processed_at", "deliveries"])
      .executeTakeFirstOrThrow();
    if (inserted.deliveries === 1) {
      await deps.jobs.enqueue(
        trx,
        "process-webhook",
        { eventId: inserted.id },
        { dedupeKey: `webhook:${inserted.id}` },
      );
    }
  });
  deps.jobs.wake();
}

/** The job that processes a stored webhook event: moves payment and order on, once. */
export async function processWebhookEvent(deps: OrderDeps, eventId: number): Promise<void> {
  const row = await deps.db
    .selectFrom("webhook_events")
    .select(["event", "processed_at"])
    .where("id", "=", eventId)
    .executeTakeFirst();
  if (!row || row.processed_at) return;
  const event = row.event as WebhookEvent;
  const payment = await deps.db
    .selectFrom("payments as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select(["p.id", "p.order_id", "o.uuid", "p.amount", "p.currency"])
    .where("p.merchant_reference", "=", event.merchantReference)
    .executeTakeFirst();
  if (payment) {
    const outcome = outcomeOfEvent(event);
    if (outcome) {
      if (outcome.status === "authorised" && event.amount.value !== payment.amount) {
        throw new Error(`Webhook amount ${event.amount.value} differs from payment ${payment.amount}`);
      }
      await applyOutcome(deps, { id: payment.id, orderId: payment.order_id, orderUuid: payment.uuid }, outcome);
    }
  }
  await deps.db.updateTable("webhook_events").set({ processed_at: new Date() }).where("id", "=", eventId).execute();
}

export function outcomeOfEvent(event: WebhookEvent): PaymentOutcome | null {
  const psp = event.pspReference;
  switch (event.eventCode) {
    case "AUTHORISATION":
      if (event.success) return { status: "authorised", pspReference: psp };
      if (event.reason?.toUpperCase().includes("FRAUD")) return { status: "fraud", pspReference: psp };
      if (event.reason?.toUpperCase().includes("RETRY_LIMIT")) return { status: "retryLimit", pspReference: psp };
      return { status: "refused", pspReference: psp, reason: event.reason };
    case "CANCELLATION":
    case "OFFER_CLOSED":
      return event.success ? { status: "cancelled", pspReference: psp } : null;
    default:
      return null;
  }
}

/** The shopper came back from the provider: ask it how the payment ended and apply that. */
export async function completeReturn(
  deps: OrderDeps,
  storeId: number,
  orderUuid: string,
  params: Record<string, string>,
): Promise<void> {
  const payment = await deps.db
    .selectFrom("payments as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select(["p.id", "p.order_id", "p.psp_reference", "p.status", "p.provider"])
    .where("o.uuid", "=", orderUuid)
    .where("o.store_id", "=", storeId)
    .orderBy("p.attempt", "desc")
    .executeTakeFirst();
  if (!payment || payment.psp_reference === null || payment.provider !== deps.payments.id) return;
  if (!OPEN_PAYMENT.includes(payment.status)) return;
  const outcome = await deps.payments.completeRedirect(payment.psp_reference, params);
  // A return without an answer yet keeps the payment open: its webhook decides.
  if (outcome.status === "error") return;
  await applyOutcome(deps, { id: payment.id, orderId: payment.order_id, orderUuid }, outcome);
}

export interface OrderStatusView {
  uuid: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus | null;
  paymentMethod: string;
  instructions: { beneficiary: string; iban: string; bic: string; reference: string } | null;
  canRetry: boolean;
}

/** Where an order of this storefront stands (processing and confirmation pages). */
export async function orderStatus(db: DB, storeId: number, uuid: string): Promise<OrderStatusView | null> {
  if (!/^[0-9a-f-]{36}$/.test(uuid)) return null;
  const order = await db
    .selectFrom("orders")
    .select(["id", "uuid", "status", "payment_method"])
    .where("uuid", "=", uuid)
    .where("store_id", "=", storeId)
    .executeTakeFirst();
  if (!order) return null;
  const payment = await db
    .selectFrom("payments")
    .select(["status", "detail"])
    .where("order_id", "=", order.id)
    .orderBy("attempt", "desc")
    .executeTakeFirst();
  const detail = (payment?.detail ?? {}) as { instructions?: OrderStatusView["instructions"] };
  return {
    uuid: order.uuid,
    status: order.status,
    paymentStatus: payment?.status ?? null,
    paymentMethod: order.payment_method,
    instructions: detail.instructions ?? null,
    canRetry:
      order.status === "PENDING" &&
      payment !== undefined &&
      !OPEN_PAYMENT.includes(payment.status) &&
      payment.status !== "authorised",
  };
}

/** Saves checkout data of a step on the basket. */
export async function saveCheckoutData(
  db: DB,
  session: SessionScope,
  change: (data: CheckoutData, doc: CartDoc) => { data: CheckoutData; doc?: CartDoc },
): Promise<boolean> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const cart = await findCart(db, session);
    if (!cart) return false;
    const next = change(cart.checkout as CheckoutData, cart.doc);
    try {
      await saveCart(db, cart, next.doc ?? cart.doc, next.data as Record<string, unknown>);
      return true;
    } catch {
      // changed in between: read again
    }
  }
  return false;
}
