import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type AddRules, addToBasketSchema, receiversOf } from "./add.schema";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const RULES: AddRules = {
  currency: "EUR",
  locale: "nl-BE",
  types: { digital: { fixed: [], min: 10, max: 150 }, physical: { fixed: [25, 50], min: 25, max: 50 } },
  variations: { digital: "11", physical: "12" },
  wrappers: { digital: ["1"], physical: ["2"] },
  packings: ["3"],
  message: true,
  timeZone: "Europe/Brussels",
  country: "BE",
};
// Monday 23 November 2026, 10:00 in Brussels.
const now = () => new Date("2026-11-23T09:00:00Z");
const schema = addToBasketSchema(RULES, i18n, now);
const issues = (input: Record<string, unknown>) => {
  const result = v.safeParse(schema, input);
  return Object.fromEntries((result.issues ?? []).map((i) => [v.getDotPath(i) ?? "", i.message]));
};
const digital = { deliveryType: "digital", amount: "25", quantity: "1" };

// The purchase's amount and quantity rules (catalog/detail/purchase.ts) as the form applies them.
describe("purchase form rules", () => {
  const custom: AddRules = { ...RULES, locale: "en-IE" };
  const parse = (input: Record<string, unknown>) => v.safeParse(addToBasketSchema(custom, i18n, now), input);
  const messages = (input: Record<string, unknown>) => {
    const result = parse(input);
    return result.success ? [] : result.issues.map((i) => i.message);
  };

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
    const digitalOnly: AddRules = { ...custom, types: { digital: custom.types.digital } };
    const result = v.safeParse(addToBasketSchema(digitalOnly, i18n, now), {
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

  it("reads text values as numbers and empty ones as missing", () => {
    expect(parse({ deliveryType: "digital", amount: " 20 ", quantity: "2" }).success).toBe(true);
    expect(messages({ deliveryType: "digital", amount: "", quantity: "1" })).toEqual(["Choose an amount."]);
    expect(messages({ deliveryType: "digital", amount: "abc", quantity: "1" })).toEqual(["Choose an amount."]);
  });
});

describe("add to basket (spec §3 Package, §5)", () => {
  it("checks the amount against the card's bounds or fixed values", () => {
    expect(issues(digital)).toEqual({});
    expect(issues({ ...digital, amount: "9" })).toEqual({
      amount: "Choose an amount between €\u00a010 and €\u00a0150, without decimals.",
    });
    expect(issues({ ...digital, amount: "25.5" })).toEqual({
      amount: "Choose an amount between €\u00a010 and €\u00a0150, without decimals.",
    });
    expect(issues({ deliveryType: "physical", amount: "30", quantity: "1" })).toEqual({
      amount: "Choose one of the amounts.",
    });
  });
  it("personal message: not empty when added, at most 150 characters, no emoji", () => {
    expect(issues({ ...digital, addMessage: "on", message: "  " })).toEqual({
      message: "Write a message or remove the note",
    });
    expect(issues({ ...digital, addMessage: "on", message: "x".repeat(151) })).toEqual({
      message: "Use at most 150 characters",
    });
    expect(issues({ ...digital, addMessage: "on", message: "Proficiat 🎉" })).toEqual({
      message: "Emojis cannot be used here",
    });
    expect(issues({ ...digital, addMessage: "on", message: "x".repeat(150) })).toEqual({});
    // Without the checkbox the text is ignored.
    expect(issues({ ...digital, message: "🎉" })).toEqual({});
  });
  it("wrappers must fit the delivery type; gift packing only for physical cards", () => {
    expect(issues({ ...digital, wrapper: "2" })).toEqual({ wrapper: "Choose one of the wrappers." });
    expect(issues({ ...digital, wrapper: "1" })).toEqual({});
    expect(issues({ ...digital, giftPacking: "3" })).toEqual({
      giftPacking: "Gift packing is only possible for physical cards.",
    });
    expect(issues({ deliveryType: "physical", amount: "25", quantity: "2", wrapper: "2", giftPacking: "3" })).toEqual(
      {},
    );
  });
  it("receivers need a name, an e-mail typed twice alike and, when given, a valid phone", () => {
    expect(issues({ ...digital, sendTo: "others" })).toEqual({ receivers: "Add at least one receiver." });
    const jan = { name: "Jan", email: "jan@example.be", confirmEmail: "jan@example.be", phone: "" };
    expect(
      issues({
        ...digital,
        sendTo: "others",
        receivers: [jan, { ...jan, name: "", confirmEmail: "jan@example.nl", phone: "123" }],
      }),
    ).toEqual({
      "receivers.1.name": "First name is a required field",
      "receivers.1.confirmEmail": "The e-mail addresses do not match",
      "receivers.1.phone": "Please enter valid phone number",
    });
    const input = {
      ...digital,
      sendTo: "others",
      receivers: [jan, { ...jan, email: " els@example.be", confirmEmail: "ELS@example.be", phone: "0470 12 34 56" }],
    };
    expect(issues(input)).toEqual({});
    expect(receiversOf(v.parse(schema, input)).map((r) => r.email)).toEqual(["jan@example.be", "els@example.be"]);
  });
  it("a scheduled digital delivery lies in the future and within a year", () => {
    expect(issues({ ...digital, when: "later", date: "2026-11-23", time: "09:00" })).toEqual({
      time: "Choose a moment in the future.",
    });
    expect(issues({ ...digital, when: "later", date: "2026-12-24", time: "08:00" })).toEqual({});
    expect(issues({ ...digital, when: "later", date: "2028-01-01", time: "08:00" })).toEqual({
      date: "Choose a moment within a year.",
    });
    expect(issues({ ...digital, when: "later", date: "", time: "" })).toEqual({ date: "Choose a date and a time." });
  });
});
