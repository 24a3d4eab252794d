/**
 * The cards a holder has proven they hold (card details, issue 14; spec §3 Gift card, §4 card status):
 * each as it is now — balance, expiry, its product and its state in the vocabulary of the card check
 * (blocked, not activated, expired; otherwise active) — with its ledger. Only cards of the storefront
 * asked for are read.
 */
import type { DB } from "../db/db.server";
import { inactiveStatus } from "./check.server";
import { type LedgerEntry, ledgerOf } from "./ledger.server";

/** spec §4: what a held card is now. A card with no balance left is still active (its history shows why). */
export type CardState = "active" | "expired" | "blocked" | "notActivated";

export interface HeldCard {
  id: number;
  number: string;
  balance: number;
  currency: string;
  expiresAt: Date;
  /** The product it was bought as (null: a card issued without one, e.g. a choice card). */
  productId: number | null;
  state: CardState;
  /** Its balance changes, oldest first. */
  ledger: LedgerEntry[];
}

export function cardStateOf(
  row: { blocked: boolean; activated_at: Date | string | null; expires_at: Date | string },
  now: Date,
): CardState {
  // The check's own order (blocked, not activated, expired); a test card never reaches a holder's session.
  const status = inactiveStatus({ ...row, is_test: false }, { expiresAt: new Date(row.expires_at) }, now);
  return status === "blocked" || status === "notActivated" || status === "expired" ? status : "active";
}

/** The held cards with these ids, in the order given; ids of another storefront are left out. */
export async function heldCards(
  db: DB,
  storeId: number,
  ids: readonly number[],
  now = new Date(),
): Promise<HeldCard[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("giftcards")
    .select(["id", "number", "balance", "currency", "expires_at", "product_id", "blocked", "activated_at"])
    .where("store_id", "=", storeId)
    .where("id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
  return Promise.all(
    found.map(async (r) => ({
      id: r.id,
      number: r.number,
      balance: Number(r.balance),
      currency: r.currency,
      expiresAt: new Date(r.expires_at),
      productId: r.product_id,
      state: cardStateOf(r, now),
      ledger: await ledgerOf(db, storeId, r.id),
    })),
  );
}
