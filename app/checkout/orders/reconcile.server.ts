/**
 * Payments whose answer was lost (issue 18, faults): the provider timed out, or the process died
 * between recording a payment and hearing back. The order stays PENDING; the reconcile job asks the
 * provider where the payment stands (PaymentProvider.paymentStatus) and settles it: a final outcome is
 * applied as a webhook's would be; a payment the shopper never saw (no answer → no redirect, no app
 * prompt) is cancelled at the provider; one the provider never got is cancelled here; while the
 * provider cannot tell yet, the job is retried with backoff (and gives up visibly after its attempts).
 */
import { sql } from "kysely";
import type { Executor } from "../../fulfilment/jobs.server";
import { GIFTCARD_PROVIDER, type OrderDeps } from "./records.server";
import { applyOutcome } from "./transitions.server";

export const RECONCILE_JOB = "reconcile-payment";
/** First question to the provider this long after the lost answer (a webhook usually comes first). */
const FIRST_CHECK_MS = 60_000;

export async function queueReconcile(
  deps: Pick<OrderDeps, "jobs">,
  trx: Executor,
  paymentId: number,
  delayMs = FIRST_CHECK_MS,
) {
  await deps.jobs.enqueue(
    trx,
    RECONCILE_JOB,
    { paymentId },
    { dedupeKey: `reconcile:${paymentId}`, runAt: new Date(Date.now() + delayMs), maxAttempts: 12 },
  );
}

export async function reconcilePayment(deps: OrderDeps, paymentId: number): Promise<void> {
  const payment = await deps.db
    .selectFrom("payments as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select(["p.id", "p.order_id", "o.uuid", "p.status", "p.merchant_reference", "p.psp_reference"])
    .where("p.id", "=", paymentId)
    .executeTakeFirst();
  // Settled meanwhile (a webhook, the shopper's return): nothing to do.
  if (payment?.status !== "initiated") return;
  const outcome = await deps.payments.paymentStatus({
    merchantReference: payment.merchant_reference,
    pspReference: payment.psp_reference,
  });
  const ref = { id: payment.id, orderId: payment.order_id, orderUuid: payment.uuid };
  if (outcome === null) {
    await markCancelled(deps, payment.id);
    return;
  }
  switch (outcome.status) {
    case "unknown":
      throw new Error(`payment ${payment.merchant_reference}: the provider cannot tell yet (${outcome.message})`);
    case "redirect":
    case "await":
    case "pending":
      // Open at the provider, but the shopper never got the page, prompt or instructions: cancel it.
      await deps.payments.cancel(outcome.pspReference, payment.merchant_reference);
      await markCancelled(deps, payment.id, outcome.pspReference);
      return;
    default:
      await applyOutcome(deps, ref, outcome);
  }
}

async function markCancelled(deps: OrderDeps, paymentId: number, pspReference?: string) {
  await deps.db
    .updateTable("payments")
    .set({ status: "cancelled", updated_at: new Date(), ...(pspReference ? { psp_reference: pspReference } : {}) })
    .where("id", "=", paymentId)
    .where("status", "=", "initiated")
    .execute();
}

/**
 * Housekeeping: payments still `initiated` after `olderThanMinutes` (a process that died mid-call
 * never queued their reconcile) get one now.
 */
export async function queueStaleReconciles(deps: OrderDeps, olderThanMinutes: number): Promise<number> {
  const stale = await deps.db
    .selectFrom("payments")
    .select("id")
    .where("status", "=", "initiated")
    .where("provider", "not in", [GIFTCARD_PROVIDER, "invoice"])
    .where("updated_at", "<", sql<Date>`now() - make_interval(mins => ${olderThanMinutes})`)
    .limit(500)
    .execute();
  for (const { id } of stale) await queueReconcile(deps, deps.db, id, 0);
  if (stale.length) deps.jobs.wake();
  return stale.length;
}

export function registerReconcile(deps: OrderDeps): void {
  deps.jobs.register(RECONCILE_JOB, (p) => reconcilePayment(deps, Number(p.paymentId)));
}
