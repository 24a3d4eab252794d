/**
 * Gift cards as payment in the checkout (spec §7 "add gift-card payment", "check gift-card payment";
 * issue 13): a card of this storefront's own shop, checked with its pin (the card check's statuses,
 * rate limits and human check), is kept on the basket's checkout data; placing the order debits it in
 * the order's own transaction and the rest is paid with the chosen method (ADR 017).
 */
import type { RateLimits } from "../accounts/rate-limit.server";
import type { SessionScope } from "../accounts/session.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { computeTotals } from "../basket/cart";
import { type CartRecord, cartRules, findCart } from "../basket/cart.server";
import type { DB } from "../db/db.server";
import { type CheckedCard, cardStatusError, cardsByIds, checkCard, maskedNumber } from "../giftcards/check.server";
import type { Storefront } from "../storefront/storefront";
import type { CheckoutData, PaymentCard } from "./checkout-data";
import { saveCheckoutData } from "./orders/place.server";

export interface PaymentCardView extends PaymentCard {
  balance: number;
  /** What the card pays of the order, cards taken in the order they were added. */
  used: number;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; error: ApiError };

/** Checks a card for paying this basket: known with its pin, spendable, of the storefront's own shop, not added yet. */
export async function checkPaymentCard(
  deps: { db: DB; limits: RateLimits },
  storefront: Storefront,
  added: readonly PaymentCard[],
  input: { number: string; pin: string; address: string },
): Promise<CardCheck> {
  const combineWith = await cardsByIds(
    deps.db,
    storefront.storeId,
    added.map((c) => c.cardId),
  );
  const checked = await checkCard(deps, storefront, { ...input, combineWith });
  if (!checked.ok) return { ok: false, error: cardStatusError(checked.status) };
  // A business page's card is spent in its own redeem shop only.
  if (checked.card.redeemPageId !== null) return { ok: false, error: cardStatusError("notAllowed") };
  return { ok: true, card: checked.card };
}

/** Checks the card and keeps it on the basket's checkout data. */
export async function addPaymentCard(
  deps: { db: DB; limits: RateLimits },
  storefront: Storefront,
  session: SessionScope,
  input: { number: string; pin: string; address: string },
): Promise<CardCheck> {
  const cart = await findCart(deps.db, session);
  if (!cart) return { ok: false, error: apiError(ErrorCode.CartNotFound) };
  const added = (cart.checkout as CheckoutData).giftcards ?? [];
  const checked = await checkPaymentCard(deps, storefront, added, input);
  if (!checked.ok) return checked;
  const card = { cardId: checked.card.id, maskedNumber: maskedNumber(checked.card.number) };
  const saved = await saveCheckoutData(deps.db, session, (data) => ({
    data: { ...data, giftcards: [...(data.giftcards ?? []).filter((c) => c.cardId !== card.cardId), card] },
  }));
  return saved ? checked : { ok: false, error: apiError(ErrorCode.Conflict) };
}

export function removePaymentCard(db: DB, session: SessionScope, cardId: number): Promise<boolean> {
  return saveCheckoutData(db, session, (data) => ({
    data: { ...data, giftcards: (data.giftcards ?? []).filter((c) => c.cardId !== cardId) },
  }));
}

export interface CardsPaying {
  cards: PaymentCardView[];
  total: number;
  /** Left for the payment method after the cards. */
  rest: number;
  /** Cards were added and pay everything: no method is asked for. */
  covered: boolean;
}

/** What the basket's gift cards pay of its total, as their balances are now. */
export async function cardsPaying(db: DB, storefront: Storefront, cart: CartRecord): Promise<CardsPaying> {
  const total = computeTotals(cart.doc, cartRules(storefront)).grandTotal;
  const added = (cart.checkout as CheckoutData).giftcards ?? [];
  const { cards, rest } = await paymentCardsOf(db, storefront.storeId, added, total);
  return { cards, total, rest, covered: cards.length > 0 && rest <= 0 };
}

/** The cards as they are now and what each pays of `total`; `rest` is left for the method. */
async function paymentCardsOf(
  db: DB,
  storeId: number,
  cards: readonly PaymentCard[],
  total: number,
): Promise<{ cards: PaymentCardView[]; rest: number }> {
  const now = await cardsByIds(
    db,
    storeId,
    cards.map((c) => c.cardId),
  );
  let left = Math.round(total * 100);
  const views = cards.map((c) => {
    const balance = now.find((n) => n.id === c.cardId)?.balance ?? 0;
    const used = Math.min(left, Math.round(balance * 100));
    left -= used;
    return { ...c, balance, used: used / 100 };
  });
  return { cards: views, rest: left / 100 };
}
