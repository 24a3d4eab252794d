import { describe, expect, it } from "vitest";
import { amountAllowed, amountFits, type PurchaseRules } from "./purchase";

// The form messages of these rules are tested with the add-to-basket form (basket/add.schema.test.ts).
describe("amounts (spec §5 Price)", () => {
  it("one of the fixed values, or a whole amount between the card's bounds", () => {
    const fixed = { fixed: [25, 50], min: 25, max: 50 };
    expect([25, 50, 30].map((amount) => amountFits(fixed, amount))).toEqual([true, true, false]);
    const custom = { fixed: [], min: 10, max: 150 };
    expect([10, 150, 9, 151, 12.5].map((amount) => amountFits(custom, amount))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("follows the rule of the chosen delivery type", () => {
    const rules: PurchaseRules = {
      currency: "EUR",
      locale: "en-IE",
      types: { digital: { fixed: [], min: 10, max: 150 }, physical: { fixed: [25, 50], min: 25, max: 50 } },
    };
    expect(amountAllowed(rules, "digital", 30)).toBe(true);
    expect(amountAllowed(rules, "physical", 30)).toBe(false);
  });
});
