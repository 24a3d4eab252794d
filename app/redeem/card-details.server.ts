/**
 * Card details (spec §2 `/kaartgegevens/` "voucher details after activation"; issue 14): the cards of
 * the visitor's redeem session — whoever checked a card with its pin on the balance check, or was
 * sent here by activation with a session opened for the new card — with their product, state and
 * ledger. Nothing here shows more than the holder already proved to know.
 */
import { productsByIds } from "../catalog/products.server";
import type { DB } from "../db/db.server";
import { type HeldCard, heldCards } from "../giftcards/held.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { RedeemSession } from "./session.server";

export interface CardDetail extends HeldCard {
  /** The card's product in the page language, when it has one in this shop. */
  product: { title: string; path: string; image: { url: string; alt: string } } | null;
}

export async function sessionCardDetails(
  db: DB,
  storefront: Storefront,
  language: Language,
  session: Pick<RedeemSession, "claims">,
  now = new Date(),
): Promise<CardDetail[]> {
  const cards = await heldCards(db, storefront.storeId, session.claims.cardIds, now);
  const productIds = [...new Set(cards.flatMap((c) => (c.productId === null ? [] : [c.productId])))];
  const products = new Map(
    (await productsByIds(db, storefront, language, productIds)).map((p) => [Number(p.id), p] as const),
  );
  return cards.map((card) => {
    const p = card.productId === null ? undefined : products.get(card.productId);
    return { ...card, product: p ? { title: p.title, path: p.path, image: p.image } : null };
  });
}
