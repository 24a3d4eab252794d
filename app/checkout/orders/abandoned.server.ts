/** Orders paid on one page whose payment never came: given up after a while (housekeeping). */
import { GIFTCARD_PROVIDER, type OrderDeps } from "./records.server";
import { cancelInTrx } from "./transitions.server";

/**
 * How long an order paid on one page (a redeem order's rest, a choice-card activation) may wait for its
 * payment before it is given up: a redeem order's cards get their money back, an activation's card is
 * free to be activated again.
 */
export const QUICK_PAYMENT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Housekeeping: redeem and activation orders whose payment never came (the shopper left the bank's
 * page) are cancelled after QUICK_PAYMENT_WINDOW_MS — at the provider too (cancelInTrx refunds a redeem
 * order's cards and frees an activation's card).
 */
export async function cancelAbandonedOrders(deps: OrderDeps, now = new Date()): Promise<number> {
  const stale = await deps.db
    .selectFrom("orders")
    .select("id")
    .where("type", "in", ["redeem", "activation"])
    .where("status", "=", "PENDING")
    .where("created_at", "<", new Date(now.getTime() - QUICK_PAYMENT_WINDOW_MS))
    .limit(100)
    .execute();
  let cancelled = 0;
  for (const { id } of stale) {
    const open = await deps.db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom("orders")
        .select(["id", "doc"])
        .where("id", "=", id)
        .where("status", "=", "PENDING")
        .forUpdate()
        .executeTakeFirst();
      if (!order) return [];
      const payments = await trx
        .updateTable("payments")
        .set({ status: "cancelled", updated_at: new Date() })
        .where("order_id", "=", id)
        .where("provider", "!=", GIFTCARD_PROVIDER)
        .where("status", "in", ["initiated", "redirect", "await"])
        .returning(["psp_reference", "merchant_reference"])
        .execute();
      await cancelInTrx(trx, order, "abandoned");
      cancelled += 1;
      return payments;
    });
    for (const p of open) {
      if (p.psp_reference) await deps.payments.cancel(p.psp_reference, p.merchant_reference).catch(() => undefined);
    }
  }
  return cancelled;
}
