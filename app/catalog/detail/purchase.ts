/**
 * The product page's purchase form (spec §5 Price): delivery type, amount and quantity. One valibot
 * schema per product, used by the browser (Conform) and by the action; messages in the page language.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { formatMoney } from "../../i18n/format";

export type DeliveryType = "digital" | "physical";

export interface AmountRule {
  /** Fixed values to choose from; empty when any whole amount between min and max is allowed. */
  fixed: number[];
  min: number;
  max: number;
}

export interface PurchaseRules {
  currency: string;
  locale: string;
  types: Partial<Record<DeliveryType, AmountRule>>;
}

/** A sensible upper bound of cards in one line (larger orders are business orders). */
export const MAX_QUANTITY = 50;

/** Form values arrive as text: "" is no value, anything else must read as a number. */
export function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim().replace(",", ".");
  return text === "" ? undefined : Number(text);
}

export function purchaseSchema(rules: PurchaseRules, i18n: I18n) {
  const money = (value: number) => formatMoney(value, rules.currency, rules.locale);
  const types = Object.keys(rules.types) as DeliveryType[];
  return v.pipe(
    // A form without a choice sends no key at all: every field is then 'missing', with its own message.
    v.unknown(),
    v.transform((input): Record<string, unknown> => {
      const raw = (input ?? {}) as Record<string, unknown>;
      return { deliveryType: raw.deliveryType, amount: toNumber(raw.amount), quantity: toNumber(raw.quantity) };
    }),
    v.object({
      deliveryType: v.picklist(types, i18n._(msg`Choose digital or physical.`)),
      amount: v.pipe(v.number(i18n._(msg`Choose an amount.`)), v.finite(i18n._(msg`Choose an amount.`))),
      quantity: v.pipe(
        v.number(i18n._(msg`Enter a quantity.`)),
        v.integer(i18n._(msg`Enter a whole number of cards.`)),
        v.minValue(1, i18n._(msg`Choose a quantity between 1 and ${MAX_QUANTITY}.`)),
        v.maxValue(MAX_QUANTITY, i18n._(msg`Choose a quantity between 1 and ${MAX_QUANTITY}.`)),
      ),
    }),
    v.forward(
      v.check((input) => amountAllowed(rules, input.deliveryType, input.amount), amountMessage(rules, i18n, money)),
      ["amount"],
    ),
  );
}

export function amountMessage(rules: PurchaseRules, i18n: I18n, money: (value: number) => string) {
  return (issue: v.BaseIssue<unknown>) => {
    const input = issue.input as { deliveryType?: DeliveryType } | undefined;
    const rule = rules.types[input?.deliveryType ?? "digital"] ?? Object.values(rules.types)[0];
    if (!rule) return i18n._(msg`Choose an amount.`);
    if (rule.fixed.length) return i18n._(msg`Choose one of the amounts.`);
    const min = money(rule.min);
    const max = money(rule.max);
    return i18n._(msg`Choose an amount between ${min} and ${max}, without decimals.`);
  };
}

/** spec §5 Price: one of the fixed values, or a whole amount between the card's minimum and maximum. */
export function amountAllowed(rules: PurchaseRules, type: DeliveryType, amount: number): boolean {
  const rule = rules.types[type];
  if (!rule) return true;
  if (rule.fixed.length) return rule.fixed.includes(amount);
  return Number.isInteger(amount) && amount >= rule.min && amount <= rule.max;
}

export type PurchaseInput = v.InferOutput<ReturnType<typeof purchaseSchema>>;

/** The line a valid selection stands for: what the basket will receive. */
export function selectionTotal(input: PurchaseInput): number {
  return Math.round(input.amount * input.quantity * 100) / 100;
}
