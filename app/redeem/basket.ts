/**
 * The redeem basket (spec §3 RedeemOrder: redeem package, packageTotals; §4 redeem price to pay; §5
 * redeem price and personal note): pure rules shared by the forms, the API and the order. No server
 * imports. Amounts are in the storefront's currency and rounded to cents.
 */
import type { PostalAddress } from "../forms/address";

/** spec §9: a personal note of a redeem package holds up to 160 characters. */
export const REDEEM_NOTE_MAX = 160;

export type MainProductType = "GIFTCARD" | "DONATION";

/** spec §3 mainProduct.redeemData (title and description are the product's own). */
export interface RedeemRules {
  minimumAvailableCustomAmount: number;
  maximumAvailableCustomAmount: number;
  /** A card not spent in full keeps at least this much. */
  minimumRemainingBalance: number;
  /** Extra value on the new card, in percent of the amount. */
  promotionPercent: number;
}

/** One redeem package: what the recipient chose, as it was when added. */
export interface RedeemPackage {
  id: string;
  redeemProductId: number;
  productId: number;
  variationId: number;
  sku: string;
  title: string;
  slug: string;
  mainProductType: MainProductType;
  variationType: "digital" | "physical";
  image: string;
  color: string;
  /** The amount spent (the main item's price). */
  amount: number;
  /** Extra value the new card carries on top of the amount (a promotion of the brand). */
  promotionAmount: number;
  note: string | null;
}

/** What the recipient entered in redeem checkout (their details, and an address for physical cards). */
export interface RedeemDetails {
  firstName: string;
  lastName: string;
  email: string;
  address: PostalAddress | null;
}

export interface RedeemDoc {
  packages: RedeemPackage[];
  details: RedeemDetails | null;
}

export const EMPTY_REDEEM_DOC: RedeemDoc = { packages: [], details: null };

/** A stored doc, whatever an older version wrote. */
export function redeemDocOf(value: unknown): RedeemDoc {
  const doc = (value ?? {}) as Partial<RedeemDoc>;
  return { packages: Array.isArray(doc.packages) ? doc.packages : [], details: doc.details ?? null };
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

export function packagesTotal(packages: readonly Pick<RedeemPackage, "amount">[]): number {
  return round2(packages.reduce((sum, p) => sum + p.amount, 0));
}

export function promotionAmount(amount: number, percent: number): number {
  return round2((amount * percent) / 100);
}

/** spec §4: what is left to pay after the cards — never below 0, rounded to 2 decimals. */
export function priceToPay(balance: number, total: number): number {
  return Math.max(0, round2(total - balance));
}

/** What the cards keep after the order — never below 0, rounded to 2 decimals. */
export function remainingBalance(balance: number, total: number): number {
  return Math.max(0, round2(balance - total));
}

export type AmountProblem =
  | { kind: "decimals" }
  | { kind: "range"; min: number; max: number }
  /** The amount would leave 0 < rest < minimum on the cards: at most `upTo`, or at least `all`. */
  | { kind: "remaining"; minimum: number; upTo: number; all: number };

/**
 * spec §5 redeem price: within the product's custom bounds, cents at most, and it cannot leave a
 * remaining balance below the minimum (spending it all, or more and paying the rest, is fine).
 * `balanceLeft` is the cards' balance minus the other packages.
 */
export function redeemAmountProblem(amount: number, rules: RedeemRules, balanceLeft: number): AmountProblem | null {
  if (!Number.isFinite(amount) || Math.abs(round2(amount) - amount) > 1e-9) return { kind: "decimals" };
  const min = rules.minimumAvailableCustomAmount;
  const max = rules.maximumAvailableCustomAmount;
  if (amount < min || amount > max) return { kind: "range", min, max };
  const rest = round2(balanceLeft - amount);
  if (rest > 0 && rest < rules.minimumRemainingBalance) {
    const upTo = round2(balanceLeft - rules.minimumRemainingBalance);
    // 0: no amount below the whole balance keeps the minimum and is an amount the product allows.
    return {
      kind: "remaining",
      minimum: rules.minimumRemainingBalance,
      upTo: upTo >= min ? upTo : 0,
      all: round2(balanceLeft),
    };
  }
  return null;
}

/** The amount the gift card form starts with: the balance left when the product allows it. */
export function suggestedAmount(rules: RedeemRules, balanceLeft: number): number {
  const max = rules.maximumAvailableCustomAmount;
  const min = rules.minimumAvailableCustomAmount;
  if (balanceLeft <= 0) return min;
  return Math.min(max, Math.max(min, round2(balanceLeft)));
}

export interface RedeemTotals {
  total: number;
  balance: number;
  /** Paid with the cards. */
  byCards: number;
  /** spec §4 redeem price to pay: the rest, paid with a payment method of the storefront. */
  priceToPay: number;
  remainingBalance: number;
}

export function redeemTotals(doc: RedeemDoc, balance: number): RedeemTotals {
  const total = packagesTotal(doc.packages);
  return {
    total,
    balance,
    byCards: Math.min(total, round2(balance)),
    priceToPay: priceToPay(balance, total),
    remainingBalance: remainingBalance(balance, total),
  };
}

/** Whether any package sends a card by post (redeem checkout then needs an address). */
export function needsAddress(doc: RedeemDoc): boolean {
  return doc.packages.some((p) => p.variationType === "physical");
}
