/**
 * What can be ordered again (issue 14; spec §2 `/nabestellen/`, §6 account holder "can … reorder"):
 * the gift-card packages of an earlier order, or the product of a card of the visitor's redeem session.
 *
 * An order is named by its uuid, and only its buyer may order it again: the API lets an order through
 * only for the session that placed it or the holder of the confirmation mail's signed key (its packages
 * name receivers and carry messages: checkout/orders/order-access.server.ts, issue 44). Only a completed
 * regular or multi-address order of this storefront counts; a card only when the caller's redeem session
 * holds it (the API checks the session and passes its card ids). Anything else is no source: the page
 * says "not found".
 */
import { type CartDoc, lineKindOf, type Receiver } from "../basket/cart";
import type { DB } from "../db/db.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

export type ReorderSource =
  | { kind: "order"; uuid: string }
  | { kind: "card"; cardId: number; sessionCardIds: readonly number[] };

/** A package as it was ordered: what is ordered again, checked against today's catalogue. */
export interface ReorderLine {
  /** The order's package id, or `card-<id>` for a card. */
  id: string;
  deliveryType: "DIGITAL" | "PHYSICAL";
  /** The receiver the cards went to (null: the orderer); their delivery address is chosen in checkout. */
  receiver: Receiver | null;
  productId: number;
  /** The variation ordered (null for a card: the product's variation of the card's delivery type). */
  variationId: number | null;
  /** The title as it was ordered (shown when the product is no longer sold). */
  title: string;
  amount: number;
  qty: number;
  wrapperId: number | null;
  giftPackingId: number | null;
  message: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function orderLines(db: DB, storefront: Storefront, uuid: string): Promise<ReorderLine[] | null> {
  if (!UUID.test(uuid)) return null;
  const order = await db
    .selectFrom("orders")
    .select(["doc"])
    .where("uuid", "=", uuid)
    .where("store_id", "=", storefront.storeId)
    .where("status", "=", "COMPLETED")
    .where("type", "in", ["regular", "multi-address"])
    .executeTakeFirst();
  if (!order) return null;
  const doc = order.doc as CartDoc;
  const lines = doc.shipments.flatMap((s) =>
    s.packages
      .filter((p) => lineKindOf(p.card) !== "DONATION")
      .map(
        (p): ReorderLine => ({
          id: p.id,
          deliveryType: s.deliveryType,
          receiver: s.receiver,
          productId: p.card.productId,
          variationId: p.card.variationId,
          title: p.card.title,
          amount: p.card.amount,
          qty: p.card.qty,
          wrapperId: p.wrapper?.extraId ?? null,
          giftPackingId: p.giftPacking?.extraId ?? null,
          message: p.message?.text ?? null,
        }),
      ),
  );
  return lines.length ? lines : null;
}

async function cardLines(
  db: DB,
  storefront: Storefront,
  language: Language,
  cardId: number,
  sessionCardIds: readonly number[],
): Promise<ReorderLine[] | null> {
  if (!Number.isInteger(cardId) || !sessionCardIds.includes(cardId)) return null;
  const card = await db
    .selectFrom("giftcards as g")
    .innerJoin("products as p", (j) => j.onRef("p.id", "=", "g.product_id").onRef("p.store_id", "=", "g.store_id"))
    .leftJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.language", "=", language))
    .select(["g.id", "g.product_id", "g.initial_value", "g.delivery_type", "t.title"])
    .where("g.id", "=", cardId)
    .where("g.store_id", "=", storefront.storeId)
    .executeTakeFirst();
  if (!card?.product_id) return null;
  return [
    {
      id: `card-${card.id}`,
      deliveryType: card.delivery_type,
      receiver: null,
      productId: card.product_id,
      variationId: null,
      title: card.title ?? "",
      amount: Number(card.initial_value),
      qty: 1,
      wrapperId: null,
      giftPackingId: null,
      message: null,
    },
  ];
}

/** The lines of a source, or null when it is not one this caller may order again. */
export function reorderLines(
  db: DB,
  storefront: Storefront,
  language: Language,
  source: ReorderSource,
): Promise<ReorderLine[] | null> {
  return source.kind === "order"
    ? orderLines(db, storefront, source.uuid)
    : cardLines(db, storefront, language, source.cardId, source.sessionCardIds);
}
