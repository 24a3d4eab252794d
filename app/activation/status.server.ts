/**
 * Where an activation stands (spec §2 `/activeren/gelukt/`): paid or not, waiting at the card provider,
 * active, or refused and refunded. Found by the order's uuid — which travels in the provider's return
 * URL, history and logs, so the uuid alone tells only the state (issue 44). The payer's e-mail is shown
 * to whom the order-access rule admits: the session that placed it, its account, or the holder of the
 * activation mail's signed link. An active card can be opened as a redeem session, for a day, to see its
 * details and spend it without typing its pin (docs/decisions/019) — by the placer only: the mail goes to
 * an address typed into the form, not proven to be the card's holder (ADR order-confirmation-privacy).
 */
import { type OrderViewer, orderViewerGround } from "../checkout/orders/order-access.server";
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
  /** The payer's e-mail, for a viewer the order-access rule admits; null for anyone else. */
  email: string | null;
  /** Whether openActivatedCard gives this viewer the card now (the placer, active, within a day). */
  canOpenCard: boolean;
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
      "o.uuid",
      "o.cart_id",
      "o.customer_id",
      "o.checkout",
      "o.status as orderStatus",
      "o.currency",
      "g.number",
    ])
    .where("o.uuid", "=", uuid)
    .where("o.store_id", "=", storeId)
    .where("o.type", "=", "activation")
    .executeTakeFirst();
}

type ActivationRow = NonNullable<Awaited<ReturnType<typeof activationRow>>>;

/** The session that created the activation order (order.server.ts keeps it in the order's checkout). */
function placedBy(row: ActivationRow) {
  const checkout = row.checkout as { activation?: { sessionId?: string } } | null;
  return {
    uuid: row.uuid,
    cart_id: row.cart_id,
    customer_id: row.customer_id,
    session_id: checkout?.activation?.sessionId,
  };
}

/** Whether the card this activation made active opens for the viewer: its placer, within a day of it. */
function cardOpens(row: ActivationRow, viewer: OrderViewer, now: Date): boolean {
  if (row.status !== "active" || !row.done_at) return false;
  if (now.getTime() - new Date(row.done_at).getTime() > ACTIVATION_PROMISE_MS) return false;
  return orderViewerGround(placedBy(row), viewer) === "placer";
}

export async function activationView(
  db: DB,
  storeId: number,
  uuid: string,
  viewer: OrderViewer,
  now = new Date(),
): Promise<ActivationView | null> {
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
    email: orderViewerGround(placedBy(row), viewer) ? row.email : null,
    canOpenCard: cardOpens(row, viewer, now),
    refunded: refund !== undefined,
    doneAt: row.done_at,
  };
}

/**
 * A redeem session for the card an activation made active (its details, the redeem shop), for the
 * session that placed it, within a day of the activation; null otherwise — never for the uuid alone.
 */
export async function openActivatedCard(
  deps: { db: DB; tokens: RedeemTokens },
  storeId: number,
  uuid: string,
  viewer: OrderViewer,
  now = new Date(),
): Promise<string | null> {
  const row = await activationRow(deps.db, storeId, uuid);
  if (!row || !cardOpens(row, viewer, now)) return null;
  const claims = await openRedeemSession(deps.db, storeId, [row.giftcard_id], now);
  return deps.tokens.sign(claims);
}
