/** Payment provider events: stored once (deduplicated) before the 2xx, then applied by a job. */
import type { PaymentOutcome, WebhookEvent } from "../../payments/provider";
import type { OrderDeps } from "./records.server";
import { applyOutcome } from "./transitions.server";

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
  if (payment && event.eventCode === "REFUND" && event.success) {
    // The provider gave the money back (a refund the shop asked for): the payment says so.
    await deps.db
      .updateTable("payments")
      .set({ status: "refunded", updated_at: new Date() })
      .where("id", "=", payment.id)
      .where("status", "=", "authorised")
      .execute();
  } else if (payment) {
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
