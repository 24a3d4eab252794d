/** The redeem basket's rules (spec §4 redeem price to pay, §5 redeem price): what a recipient relies on. */
import { describe, expect, it } from "vitest";
import {
  needsAddress,
  priceToPay,
  type RedeemDoc,
  type RedeemPackage,
  type RedeemRules,
  redeemAmountProblem,
  redeemTotals,
  remainingBalance,
  suggestedAmount,
} from "./basket";

const rules: RedeemRules = {
  minimumAvailableCustomAmount: 10,
  maximumAvailableCustomAmount: 150,
  minimumRemainingBalance: 5,
  promotionPercent: 0,
};

const pkg = (amount: number, variationType: "digital" | "physical" = "digital"): RedeemPackage => ({
  id: `p${amount}`,
  redeemProductId: 1,
  productId: 1,
  variationId: 1,
  sku: "x",
  title: "Bistro Belle",
  slug: "bistro-belle",
  mainProductType: "GIFTCARD",
  variationType,
  image: "",
  color: "#000",
  amount,
  promotionAmount: 0,
  note: null,
});

describe("redeem price to pay and remaining balance", () => {
  it("are never below 0 and rounded to cents", () => {
    expect(priceToPay(50, 30)).toBe(0);
    expect(priceToPay(20.1, 30.2)).toBe(10.1);
    expect(remainingBalance(50, 30.333)).toBe(19.67);
    expect(remainingBalance(20, 30)).toBe(0);
  });

  it("split the total between the cards and the rest", () => {
    const doc: RedeemDoc = { packages: [pkg(25), pkg(30)], details: null };
    expect(redeemTotals(doc, 40)).toEqual({ total: 55, balance: 40, byCards: 40, priceToPay: 15, remainingBalance: 0 });
    expect(redeemTotals(doc, 100)).toEqual({
      total: 55,
      balance: 100,
      byCards: 55,
      priceToPay: 0,
      remainingBalance: 45,
    });
  });

  it("asks for an address only when a card goes by post", () => {
    expect(needsAddress({ packages: [pkg(25)], details: null })).toBe(false);
    expect(needsAddress({ packages: [pkg(25), pkg(30, "physical")], details: null })).toBe(true);
  });
});

describe("redeem amount", () => {
  it("stays within the product's bounds, in cents", () => {
    expect(redeemAmountProblem(9, rules, 100)).toEqual({ kind: "range", min: 10, max: 150 });
    expect(redeemAmountProblem(151, rules, 200)).toEqual({ kind: "range", min: 10, max: 150 });
    expect(redeemAmountProblem(12.345, rules, 100)).toEqual({ kind: "decimals" });
    expect(redeemAmountProblem(12.34, rules, 100)).toBeNull();
  });

  it("cannot leave less than the minimum on the card, but may spend it all or more", () => {
    // 40 on the card: 36 would leave 4.
    expect(redeemAmountProblem(36, rules, 40)).toEqual({ kind: "remaining", minimum: 5, upTo: 35, all: 40 });
    expect(redeemAmountProblem(35, rules, 40)).toBeNull();
    expect(redeemAmountProblem(40, rules, 40)).toBeNull();
    expect(redeemAmountProblem(60, rules, 40)).toBeNull();
    // 12 on the card: nothing below all of it keeps 5 and stays above the minimum amount of 10.
    expect(redeemAmountProblem(10, rules, 12)).toEqual({ kind: "remaining", minimum: 5, upTo: 0, all: 12 });
  });

  it("starts the form at the balance left, within the bounds", () => {
    expect(suggestedAmount(rules, 42.5)).toBe(42.5);
    expect(suggestedAmount(rules, 400)).toBe(150);
    expect(suggestedAmount(rules, 3)).toBe(10);
    expect(suggestedAmount(rules, 0)).toBe(10);
  });
});
