import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type PurchaseRules, purchaseSchema, selectionTotal } from "./purchase";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const custom: PurchaseRules = {
  currency: "EUR",
  locale: "en-IE",
  types: { digital: { fixed: [], min: 10, max: 150 }, physical: { fixed: [25, 50], min: 25, max: 50 } },
};
const parse = (input: Record<string, unknown>) => v.safeParse(purchaseSchema(custom, i18n), input);
const messages = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe("purchase form rules", () => {
  it("accepts a whole custom amount within the card's bounds and a fixed value of the other type", () => {
    expect(parse({ deliveryType: "digital", amount: 10, quantity: 1 }).success).toBe(true);
    expect(parse({ deliveryType: "digital", amount: 150, quantity: 50 }).success).toBe(true);
    expect(parse({ deliveryType: "physical", amount: 50, quantity: 2 }).success).toBe(true);
  });

  it("refuses amounts outside the bounds or with decimals, naming the bounds", () => {
    const bounds = "Choose an amount between €10 and €150, without decimals.";
    expect(messages({ deliveryType: "digital", amount: 9, quantity: 1 })).toEqual([bounds]);
    expect(messages({ deliveryType: "digital", amount: 151, quantity: 1 })).toEqual([bounds]);
    expect(messages({ deliveryType: "digital", amount: 12.5, quantity: 1 })).toEqual([bounds]);
  });

  it("refuses a value that is not one of the fixed amounts", () => {
    expect(messages({ deliveryType: "physical", amount: 30, quantity: 1 })).toEqual(["Choose one of the amounts."]);
  });

  it("refuses a delivery type the product does not have, a missing amount and bad quantities", () => {
    const digitalOnly: PurchaseRules = { ...custom, types: { digital: custom.types.digital } };
    const result = v.safeParse(purchaseSchema(digitalOnly, i18n), {
      deliveryType: "physical",
      amount: 20,
      quantity: 1,
    });
    expect(result.success).toBe(false);
    expect(messages({ deliveryType: "digital", quantity: 1 })).toContain("Choose an amount.");
    expect(messages({ deliveryType: "digital", amount: 20, quantity: 0 })).toEqual([
      "Choose a quantity between 1 and 50.",
    ]);
    expect(messages({ deliveryType: "digital", amount: 20, quantity: 1.5 })).toContain(
      "Enter a whole number of cards.",
    );
    expect(messages({ deliveryType: "digital", amount: 20, quantity: 51 })).toEqual([
      "Choose a quantity between 1 and 50.",
    ]);
  });

  it("totals a selection", () => {
    expect(selectionTotal({ deliveryType: "digital", amount: 25, quantity: 3 })).toBe(75);
  });
});

describe("purchase form values as the browser sends them", () => {
  it("reads text values as numbers and empty ones as missing", () => {
    expect(parse({ deliveryType: "digital", amount: " 20 ", quantity: "2" }).success).toBe(true);
    expect(messages({ deliveryType: "digital", amount: "", quantity: "1" })).toEqual(["Choose an amount."]);
    expect(messages({ deliveryType: "digital", amount: "abc", quantity: "1" })).toEqual(["Choose an amount."]);
  });
});
