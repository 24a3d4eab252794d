/**
 * The card ledger (spec §3 Gift card): every balance change is an entry — issue, redeem, refund,
 * activation, doubler, expiry — and the card's balance is their sum. A change locks the card's row
 * (SELECT … FOR UPDATE) for its transaction, so concurrent redemptions of one card are applied one
 * after the other and the balance never goes below 0 (the database checks that too). An entry is
 * recorded once per card, kind and reference: a retried change is answered with the first result.
 * Every call names the storefront: a card of one storefront is never changed from another.
 */
import type { Transaction } from "kysely";
import type { LedgerKind } from "../db/commerce-types";
import type { DB } from "../db/db.server";
import type { Database } from "../db/types";

type Trx = Transaction<Database>;

export interface BalanceChange {
  cardId: number;
  storeId: number;
  kind: Exclude<LedgerKind, "issue">;
  /** Positive credits the card, negative debits it. */
  amount: number;
  /** What causes the change (redeem order, refunded order, draw…); the same reference twice changes once. */
  reference: string;
  orderId?: number | null;
}

export type BalanceResult =
  | { ok: true; balance: number; repeated: boolean }
  | { ok: false; reason: "notFound" | "insufficient"; balance: number | null };

/** Amounts in cents, so sums of entries are exact. */
const cents = (value: number | string) => Math.round(Number(value) * 100);

/** The issue entry of a new card, in the transaction that creates it. */
export async function recordIssue(
  trx: Trx,
  card: { id: number; storeId: number; value: number; orderId: number | null; reference: string },
): Promise<void> {
  await trx
    .insertInto("giftcard_ledger")
    .values({
      giftcard_id: card.id,
      store_id: card.storeId,
      kind: "issue",
      amount: card.value,
      balance_after: card.value,
      order_id: card.orderId,
      reference: card.reference,
    })
    .execute();
}

/** Applies one change in the caller's transaction (the card's row stays locked until it ends). */
export async function changeBalanceIn(trx: Trx, change: BalanceChange): Promise<BalanceResult> {
  const card = await trx
    .selectFrom("giftcards")
    .select(["id", "balance"])
    .where("id", "=", change.cardId)
    .where("store_id", "=", change.storeId)
    .forUpdate()
    .executeTakeFirst();
  if (!card) return { ok: false, reason: "notFound", balance: null };
  const before = await trx
    .selectFrom("giftcard_ledger")
    .select("balance_after")
    .where("giftcard_id", "=", card.id)
    .where("kind", "=", change.kind)
    .where("reference", "=", change.reference)
    .executeTakeFirst();
  if (before) return { ok: true, balance: cents(card.balance) / 100, repeated: true };
  const after = cents(card.balance) + cents(change.amount);
  if (after < 0) return { ok: false, reason: "insufficient", balance: cents(card.balance) / 100 };
  await trx
    .insertInto("giftcard_ledger")
    .values({
      giftcard_id: card.id,
      store_id: change.storeId,
      kind: change.kind,
      amount: cents(change.amount) / 100,
      balance_after: after / 100,
      order_id: change.orderId ?? null,
      reference: change.reference,
    })
    .execute();
  await trx
    .updateTable("giftcards")
    .set({ balance: after / 100 })
    .where("id", "=", card.id)
    .execute();
  return { ok: true, balance: after / 100, repeated: false };
}

/** Applies one change in a transaction of its own. */
export function changeBalance(db: DB, change: BalanceChange): Promise<BalanceResult> {
  return db.transaction().execute((trx) => changeBalanceIn(trx, change));
}

export interface LedgerEntry {
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  reference: string;
  createdAt: Date;
}

/** A card's entries, oldest first (its history on the card details page). */
export async function ledgerOf(db: DB, storeId: number, cardId: number): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom("giftcard_ledger")
    .select(["kind", "amount", "balance_after", "reference", "created_at"])
    .where("giftcard_id", "=", cardId)
    .where("store_id", "=", storeId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    reference: r.reference,
    createdAt: r.created_at,
  }));
}
