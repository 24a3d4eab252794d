/**
 * Placing an order from the basket (spec §4 Checkout): checks the basket and checkout data, reserves
 * stock, writes the order once per idempotency key and starts the payment with the provider.
 */
import { randomUUID } from "node:crypto";
import type { SessionScope } from "../../accounts/session.server";
import { type ApiError, apiError, ErrorCode } from "../../api/errors";
import { type CartDoc, computeTotals, limitViolations } from "../../basket/cart";
import { cartRules, findCart, saveCart } from "../../basket/cart.server";
import type { DB } from "../../db/db.server";
import { METHOD_INFO, type PaymentMethodId } from "../../payments/methods";
import type { PaymentOutcome } from "../../payments/provider";
import { localeOf, type Storefront } from "../../storefront/storefront";
import type { Language } from "../../storefront/vocabulary";
import type { CheckoutData } from "../checkout-data";
import { cardDebits, chargeCards, debitsTotal } from "./card-payments.server";
import {
  GIFTCARD_PROVIDER,
  MAX_ATTEMPTS_PER_METHOD,
  type NextStep,
  ORDER_COLUMNS,
  type OrderDeps,
  type OrderRow,
  processingUrl,
  type Trx,
  toMinor,
} from "./records.server";
import { applyOutcome, cancelInTrx, completeInTrx } from "./transitions.server";

export interface PlaceOrderInput {
  /** null: the basket's gift cards pay it all. */
  method: PaymentMethodId | null;
  issuer?: string;
  phone?: string;
  blikCode?: string;
  clientData?: Record<string, unknown>;
  idempotencyKey: string;
  language: Language;
  /** Absolute storefront URL (+ language) without trailing slash: return URLs are built on it. */
  baseUrl: string;
  /** Where the provider sends the shopper back (default: the processing page). */
  returnUrl?: string;
  ip: string;
}

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
  const method = input.method;
  if (method !== null && !storefront.payments.methods.includes(method)) {
    return { kind: "failed", orderUuid: null, errors: [apiError(ErrorCode.MethodUnavailable, "method")] };
  }
  const details = checkout.details!;
  if (method !== null && METHOD_INFO[method].businessOnly && details.customerType !== "BUSINESS") {
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
  // Gift cards pay first (ADR 017); without a method they must cover everything.
  const cardIds = (checkout.giftcards ?? []).map((c) => c.cardId);
  if (method === null && !cardIds.length) {
    return { kind: "failed", orderUuid: null, errors: [apiError(ErrorCode.MethodUnavailable, "method")] };
  }
  // Read before the transaction: on PGlite a transaction holds the only connection.
  const customerId = (await session.current())?.customerId ?? null;

  const placed = await retryOnUniqueViolation(() =>
    deps.db.transaction().execute(async (trx) => {
      // The same submit again: the order it made, as it is now.
      const same = await orderByIdempotencyKey(trx, storefront.storeId, input.idempotencyKey);
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
        const paidWith = ((pending.checkout as CheckoutData).giftcards ?? []).map((c) => c.cardId);
        const unchanged =
          JSON.stringify(pending.doc) === JSON.stringify(cart.doc) &&
          JSON.stringify(paidWith) === JSON.stringify(cardIds);
        if (unchanged && pending.payment_method === (method ?? GIFTCARD_PROVIDER)) {
          return { order: pending, replay: false as const, rest: await restOf(trx, pending) };
        }
        // The basket, its gift cards or the method changed since: the old order goes, the new one takes its place.
        await cancelInTrx(trx, pending, "replaced");
      }
      const debits = await cardDebits(trx, storefront.storeId, cardIds, totals.grandTotal);
      const rest = Math.round((totals.grandTotal - debitsTotal(debits)) * 100) / 100;
      if (rest > 0 && method === null) return { error: apiError(ErrorCode.MethodUnavailable, "method") };
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
          payment_method: rest > 0 && method ? method : GIFTCARD_PROVIDER,
          idempotency_key: input.idempotencyKey,
          stock_reserved: true,
        })
        .returning(ORDER_COLUMNS)
        .executeTakeFirstOrThrow();
      await chargeCards(
        trx,
        { id: order.id, uuid, storeId: storefront.storeId, currency: storefront.currency },
        debits,
      );
      // Covered by the cards: completed in the transaction that debited them.
      if (rest <= 0) await completeInTrx(deps, trx, order.id);
      return { order, replay: false as const, rest };
    }),
  );
  if ("error" in placed) return { kind: "failed", orderUuid: null, errors: [placed.error!] };
  const { order } = placed;
  if (placed.replay) return nextStepOf(deps.db, order);
  if (placed.rest <= 0) {
    deps.jobs.wake();
    return { kind: "completed", orderUuid: order.uuid };
  }
  return startPayment(deps, storefront, order, input, placed.rest);
}

/** What is left to pay of an order after its gift cards. */
async function restOf(trx: Trx, order: OrderRow): Promise<number> {
  const row = await trx
    .selectFrom("payments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), eb.lit(0)).as("paid"))
    .where("order_id", "=", order.id)
    .where("provider", "=", GIFTCARD_PROVIDER)
    .where("status", "=", "authorised")
    .executeTakeFirstOrThrow();
  return Math.round(Number(order.grand_total) * 100 - Number(row.paid)) / 100;
}

/** The order a submit with this idempotency key made, if any (a replayed submit answers with it). */
export function orderByIdempotencyKey(trx: Pick<Trx, "selectFrom">, storeId: number, key: string) {
  return trx
    .selectFrom("orders")
    .select(ORDER_COLUMNS)
    .where("store_id", "=", storeId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** Two submits at once: the second one's insert hits a unique key; run it again and it finds the first. */
export async function retryOnUniqueViolation<T>(run: () => Promise<T>): Promise<T> {
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

/** Starts a payment of `amount` for the order with the provider (or accepts it on invoice). */
export async function startPayment(
  deps: OrderDeps,
  storefront: Storefront,
  order: OrderRow,
  input: PlaceOrderInput,
  amount: number,
): Promise<NextStep> {
  const method = input.method;
  if (method === null) {
    return { kind: "failed", orderUuid: order.uuid, errors: [apiError(ErrorCode.MethodUnavailable, "method")] };
  }
  const failedWithMethod = await deps.db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("order_id", "=", order.id)
    .where("method", "=", method)
    .where("status", "in", ["refused", "cancelled", "error", "fraud"])
    .executeTakeFirstOrThrow();
  if (Number(failedWithMethod.n) >= MAX_ATTEMPTS_PER_METHOD) {
    return { kind: "failed", orderUuid: order.uuid, errors: [apiError(ErrorCode.RetryLimit)] };
  }
  const invoice = method === "invoice";
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
        method,
        attempt,
        merchant_reference: merchantReference,
        amount: toMinor(amount),
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
        amount: { value: toMinor(amount), currency: storefront.currency },
        method,
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
        returnUrl: input.returnUrl ?? processingUrl(input.baseUrl, order.uuid),
        idempotencyKey: merchantReference,
      });
  return applyOutcome(deps, { id: payment.id, orderId: order.id, orderUuid: order.uuid }, outcome);
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
