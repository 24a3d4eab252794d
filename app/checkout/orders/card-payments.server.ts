/**
 * Gift cards paying for an order (ADR 017): what each card can cover, in the given order, under a
 * lock on its row; each debit is a ledger entry and a `giftcard` payment of the order, written in the
 * caller's transaction (the one that writes — and, when the cards cover it, completes — the order).
 * Cancelling the order refunds them (transitions.server.ts).
 */
import { changeBalanceIn } from "../../giftcards/ledger.server";
import { GIFTCARD_PROVIDER, type Trx, toMinor } from "./records.server";

export interface CardDebit {
  cardId: number;
  amount: number;
}

/** What each card pays towards `total`, under a lock on each card's row (blocked or expired cards pay nothing). */
export async function cardDebits(
  trx: Trx,
  storeId: number,
  cardIds: readonly number[],
  total: number,
): Promise<CardDebit[]> {
  const debits: CardDebit[] = [];
  let left = Math.round(total * 100);
  for (const cardId of cardIds) {
    if (left <= 0) break;
    const card = await trx
      .selectFrom("giftcards")
      .select(["balance", "blocked", "expires_at"])
      .where("id", "=", cardId)
      .where("store_id", "=", storeId)
      .forUpdate()
      .executeTakeFirst();
    if (!card || card.blocked || card.expires_at <= new Date()) continue;
    const take = Math.min(left, Math.round(Number(card.balance) * 100));
    if (take > 0) {
      debits.push({ cardId, amount: take / 100 });
      left -= take;
    }
  }
  return debits;
}

/** Debits the cards for the order and records each as an authorised `giftcard` payment. */
export async function chargeCards(
  trx: Trx,
  order: { id: number; uuid: string; storeId: number; currency: string },
  debits: readonly CardDebit[],
): Promise<void> {
  for (const d of debits) {
    const merchantReference = `${order.uuid}-card-${d.cardId}`;
    const charged = await changeBalanceIn(trx, {
      cardId: d.cardId,
      storeId: order.storeId,
      kind: "redeem",
      amount: -d.amount,
      reference: `order:${merchantReference}`,
      orderId: order.id,
    });
    if (!charged.ok) throw new Error(`card ${d.cardId} could not be charged under its lock`);
    await trx
      .insertInto("payments")
      .values({
        order_id: order.id,
        provider: GIFTCARD_PROVIDER,
        method: GIFTCARD_PROVIDER,
        attempt: 0,
        merchant_reference: merchantReference,
        psp_reference: null,
        amount: toMinor(d.amount),
        currency: order.currency,
        status: "authorised",
        detail: JSON.stringify({ cardId: d.cardId }),
      })
      .execute();
  }
}

export const debitsTotal = (debits: readonly CardDebit[]) =>
  Math.round(debits.reduce((sum, d) => sum + d.amount * 100, 0)) / 100;
