/**
 * Where an activation stands (spec §2 `/activeren/gelukt/`): paid or not, waiting at the card provider,
 * active, or refused and refunded. Found by the order's uuid, which only the payer's browser was given.
 * An active card can be opened as a redeem session from there, for a day, to see its details and spend
 * it without typing its pin (docs/decisions/019).
 */
import type { DB } from "../db/db.server";
import type { RedeemTokens } from "../redeem/token.server";
import { openRedeemSession } from "../redeem/token.server";
import { ACTIVATION_PROMISE_MS } from "./activate.server";

export type ActivationState = "paying" | "activating" | "active" | "refused" | "canceled";

export interface ActivationView {
  uuid: string;
  state: ActivationState;
  last4: string;
  amount: number;
  currency: string;
  email: string;
  /** The refused activation's payment is back with the holder (the provider confirmed the refund). */
  refunded: boolean;
  /** When the activation was done (active or refused). */
  doneAt: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function activationRow(db: DB, storeId: number, uuid: string) {
  if (!UUID.test(uuid)) return undefined;
  return db
    .selectFrom("activations as a")
    .innerJoin("orders as o", "o.id", "a.order_id")
    .innerJoin("giftcards as g", "g.id", "a.giftcard_id")
    .select([
      "a.id",
      "a.status",
      "a.amount",
      "a.email",
      "a.done_at",
      "a.giftcard_id",
      "o.id as orderId",
      "o.status as orderStatus",
      "o.currency",
      "g.number",
    ])
    .where("o.uuid", "=", uuid)
    .where("o.store_id", "=", storeId)
    .where("o.type", "=", "activation")
    .executeTakeFirst();
}

export async function activationView(db: DB, storeId: number, uuid: string): Promise<ActivationView | null> {
  const row = await activationRow(db, storeId, uuid);
  if (!row) return null;
  const refund = await db
    .selectFrom("payments")
    .select("id")
    .where("order_id", "=", row.orderId)
    .where("status", "=", "refunded")
    .executeTakeFirst();
  const state: ActivationState =
    row.status === "waiting"
      ? row.orderStatus === "COMPLETED"
        ? "activating"
        : "paying"
      : row.status === "active"
        ? "active"
        : row.status === "refused"
          ? "refused"
          : "canceled";
  return {
    uuid,
    state,
    last4: row.number.slice(-4),
    amount: Number(row.amount),
    currency: row.currency,
    email: row.email,
    refunded: refund !== undefined,
    doneAt: row.done_at,
  };
}

/**
 * A redeem session for the card an activation made active (its details, the redeem shop), within a
 * day of the activation; null otherwise.
 */
export async function openActivatedCard(
  deps: { db: DB; tokens: RedeemTokens },
  storeId: number,
  uuid: string,
  now = new Date(),
): Promise<string | null> {
  const row = await activationRow(deps.db, storeId, uuid);
  if (row?.status !== "active" || !row.done_at) return null;
  if (now.getTime() - new Date(row.done_at).getTime() > ACTIVATION_PROMISE_MS) return null;
  const claims = await openRedeemSession(deps.db, storeId, [row.giftcard_id], now);
  return deps.tokens.sign(claims);
}
