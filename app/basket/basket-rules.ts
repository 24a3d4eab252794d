/**
 * The rules every changed basket keeps (spec §8), whichever edit changed it: enough stock of a
 * variation for all its units in the basket (2031), then the Apple (2015) and gift-card (2030) limits.
 */
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { type CartDoc, type CartRules, limitViolations } from "./cart";

/** Units of a variation in the basket (stock is checked against all of them). */
export function unitsInCart(doc: CartDoc, variationId: number): number {
  return doc.shipments
    .flatMap((s) => s.packages)
    .reduce((n, p) => (p.card.variationId === variationId ? n + p.card.qty : n), 0);
}

type Stocked = { variationId: number; stock: number | null };

/** Whether the basket holds more units of a variation than its stock (null: unlimited): spec §8 2031. */
export function stockErrors(doc: CartDoc, stocked: Stocked | null): ApiError[] {
  if (stocked && stocked.stock !== null && unitsInCart(doc, stocked.variationId) > stocked.stock) {
    return [apiError(ErrorCode.OutOfStock)];
  }
  return [];
}

/** The errors of a changed basket; `stocked` is the variation whose units changed, with its stock (null: unlimited). */
export function basketRuleErrors(doc: CartDoc, rules: CartRules, stocked: Stocked | null): ApiError[] {
  const stock = stockErrors(doc, stocked);
  if (stock.length) return stock;
  const violations = limitViolations(doc, rules);
  if (violations.includes("appleLimit")) return [apiError(ErrorCode.AppleLimit)];
  if (violations.includes("giftcardLimit")) return [apiError(ErrorCode.GiftcardLimit)];
  return [];
}
