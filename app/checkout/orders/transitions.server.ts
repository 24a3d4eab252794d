/**
 * Order transitions (ADR 011): a payment outcome completes or cancels the order in one conditional
 * update, leaving checkout cancels a pending order and its payment, a provider return completes it.
 */

import { sql } from "kysely";
import type { SessionScope } from "../../accounts/session.server";
import { apiError, ErrorCode } from "../../api/errors";
import type { CartDoc } from "../../basket/cart";
import { cartOwner, ownedBy } from "../../basket/cart.server";
import type { PaymentStatus } from "../../db/commerce-types";
import { changeBalanceIn } from "../../giftcards/ledger.server";
import type { PaymentOutcome } from "../../payments/provider";
import { queueReconcile } from "./reconcile.server";
import {
  FULFILMENT_JOBS,
  GIFTCARD_PROVIDER,
  type NextStep,
  type OrderDeps,
  type OrderRow,
  type Trx,
} from "./records.server";

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
  // No answer from the provider: the payment stays open until the reconcile job learns its fate.
  unknown: "initiated",
};

/** Statuses a later message may still change (a final one is never overwritten by an older one). */
export const OPEN_PAYMENT: PaymentStatus[] = ["initiated", "redirect", "await", "pending"];

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
    if (outcome.status === "unknown") await queueReconcile(deps, trx, payment.id);
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
    case "unknown":
      // The processing page waits for the order; the reconcile job (or a late webhook) settles it.
      return { kind: "processing", orderUuid };
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
export async function completeInTrx(deps: OrderDeps, trx: Trx, orderId: number): Promise<boolean> {
  const order = await trx
    .updateTable("orders")
    .set({ status: "COMPLETED", completed_at: new Date(), cancel_reason: null })
    .where("id", "=", orderId)
    .where("status", "in", ["PENDING", "CANCELED"])
    .returning(["id", "uuid", "cart_id", "doc", "stock_reserved", "store_id", "canceled_at", "type"])
    .executeTakeFirst();
  if (!order) return false;
  if (order.canceled_at) await chargeCardPaymentsAgain(trx, orderId, order.store_id);
  // A redeem order's packages leave the redeem session's basket (its cards stay, with what is left).
  await trx
    .updateTable("redeem_sessions")
    .set({ doc: sql`jsonb_set(doc, '{packages}', '[]'::jsonb)` })
    .where("order_id", "=", orderId)
    .execute();
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
      .select(["doc", "version", "checkout"])
      .where("id", "=", order.cart_id)
      .forUpdate()
      .executeTakeFirst();
    if (cart) {
      const rest: CartDoc = {
        shipments: (cart.doc as CartDoc).shipments
          .map((s) => ({ ...s, packages: s.packages.filter((p) => !ordered.has(p.id)) }))
          .filter((s) => s.packages.length > 0),
      };
      // The gift cards paid: they are not offered for the next order of this basket.
      const { giftcards: _paid, ...checkout } = cart.checkout as { giftcards?: unknown };
      await trx
        .updateTable("carts")
        .set({
          doc: JSON.stringify(rest),
          checkout: JSON.stringify(checkout),
          version: cart.version + 1,
          updated_at: new Date(),
        })
        .where("id", "=", order.cart_id)
        .execute();
    }
  }
  const job = FULFILMENT_JOBS[order.type];
  await deps.jobs.enqueue(
    trx,
    job.kind,
    { orderId },
    { dedupeKey: `${job.kind}:${orderId}`, maxAttempts: job.maxAttempts },
  );
  return true;
}

export async function cancelInTrx(trx: Trx, order: Pick<OrderRow, "id" | "doc">, reason: string): Promise<void> {
  const updated = await trx
    .updateTable("orders")
    .set({ status: "CANCELED", canceled_at: new Date(), cancel_reason: reason })
    .where("id", "=", order.id)
    .where("status", "=", "PENDING")
    .returning(["stock_reserved", "store_id"])
    .executeTakeFirst();
  if (!updated) return;
  // An activation that will not be paid frees its card for another try.
  await trx
    .updateTable("activations")
    .set({ status: "canceled" })
    .where("order_id", "=", order.id)
    .where("status", "=", "waiting")
    .execute();
  if (updated.stock_reserved) {
    await releaseStock(trx, order.doc as CartDoc);
    await trx.updateTable("orders").set({ stock_reserved: false }).where("id", "=", order.id).execute();
  }
  await refundCardPayments(trx, order.id, updated.store_id);
}

/** The order's gift-card payments in a status, with the card each one is on. */
async function cardPayments(trx: Trx, orderId: number, status: PaymentStatus) {
  const rows = await trx
    .selectFrom("payments")
    .select(["id", "amount", "merchant_reference", "detail"])
    .where("order_id", "=", orderId)
    .where("provider", "=", GIFTCARD_PROVIDER)
    .where("status", "=", status)
    .execute();
  return rows.map((p) => ({ ...p, cardId: Number((p.detail as { cardId?: number }).cardId) }));
}

/** A cancelled order gives back what its gift cards paid: a refund entry on each card's ledger. */
async function refundCardPayments(trx: Trx, orderId: number, storeId: number): Promise<void> {
  for (const p of await cardPayments(trx, orderId, "authorised")) {
    const cardId = p.cardId;
    await changeBalanceIn(trx, {
      cardId,
      storeId,
      kind: "refund",
      amount: p.amount / 100,
      reference: `refund:${p.merchant_reference}`,
      orderId,
    });
    await trx
      .updateTable("payments")
      .set({ status: "cancelled", updated_at: new Date() })
      .where("id", "=", p.id)
      .execute();
  }
}

/**
 * A cancelled order paid after all (its bank came through): its gift cards pay again. A card that has
 * been spent since keeps its balance; the payment stays cancelled and the order shows it.
 */
async function chargeCardPaymentsAgain(trx: Trx, orderId: number, storeId: number): Promise<void> {
  for (const p of await cardPayments(trx, orderId, "cancelled")) {
    const cardId = p.cardId;
    const charged = await changeBalanceIn(trx, {
      cardId,
      storeId,
      kind: "redeem",
      amount: -p.amount / 100,
      reference: `again:${p.merchant_reference}`,
      orderId,
    });
    if (charged.ok) {
      await trx
        .updateTable("payments")
        .set({ status: "authorised", updated_at: new Date() })
        .where("id", "=", p.id)
        .execute();
    }
  }
}

/**
 * spec §4: leaving checkout before paying deletes the pending order and keeps the basket. An order
 * whose payment never reached the provider is deleted; one the shopper may still be paying (a bank
 * page in another tab) is cancelled at the provider and marked CANCELED — if the money comes anyway,
 * its webhook completes it.
 */
export async function leaveCheckout(deps: OrderDeps, session: SessionScope): Promise<boolean> {
  const owner = await cartOwner(session);
  if (!owner) return false;
  // Every basket view and edit asks: without a pending order there is nothing to lock or write (one
  // query, the basket itself is not read).
  const pending = await deps.db
    .selectFrom("orders")
    .innerJoin("carts", "carts.id", "orders.cart_id")
    .select("orders.cart_id")
    .where(ownedBy(owner))
    .where("orders.status", "=", "PENDING")
    .executeTakeFirst();
  if (!pending) return false;
  const cancelAtProvider: { psp: string; ref: string }[] = [];
  const left = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "doc"])
      .where("cart_id", "=", pending.cart_id)
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
