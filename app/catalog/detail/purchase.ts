/**
 * What buying a product asks (spec §5 Price): a delivery type the product has, an amount its rule
 * allows and a quantity of cards. The add-to-basket form (basket/add.schema.ts), the basket's quantity
 * form and the basket API are built from these rules; messages in the page language.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { sent } from "../../forms/rules";
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

/** Cards in one line: a whole number from 1 to MAX_QUANTITY (the purchase, basket and API quantity). */
export function quantityField(i18n: I18n) {
  return v.pipe(
    v.number(i18n._(msg`Enter a quantity.`)),
    v.integer(i18n._(msg`Enter a whole number of cards.`)),
    v.minValue(1, i18n._(msg`Choose a quantity between 1 and ${MAX_QUANTITY}.`)),
    v.maxValue(MAX_QUANTITY, i18n._(msg`Choose a quantity between 1 and ${MAX_QUANTITY}.`)),
  );
}

/**
 * The purchase's fields (form text read with `toNumber` first): a delivery type of the product, an
 * amount and a quantity. Which amounts are allowed depends on the delivery type: `amountCheck`.
 */
export function purchaseFields(rules: PurchaseRules, i18n: I18n) {
  const types = Object.keys(rules.types) as DeliveryType[];
  return {
    deliveryType: sent(v.picklist(types, i18n._(msg`Choose digital or physical.`))),
    amount: v.pipe(v.number(i18n._(msg`Choose an amount.`)), v.finite(i18n._(msg`Choose an amount.`))),
    quantity: quantityField(i18n),
  };
}

/** The amount against the rule of the chosen delivery type, reported on the amount field. */
export function amountCheck<T extends { deliveryType: DeliveryType; amount: number }>(
  rules: PurchaseRules,
  i18n: I18n,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const x = dataset.value;
    if (amountAllowed(rules, x.deliveryType, x.amount)) return;
    addIssue({
      message: amountMessage(rules, i18n, x.deliveryType),
      path: [{ type: "object", origin: "value", input: x, key: "amount", value: x.amount }],
    });
  });
}

function amountMessage(rules: PurchaseRules, i18n: I18n, type: DeliveryType): string {
  const rule = rules.types[type] ?? Object.values(rules.types)[0];
  if (!rule) return i18n._(msg`Choose an amount.`);
  if (rule.fixed.length) return i18n._(msg`Choose one of the amounts.`);
  const min = formatMoney(rule.min, rules.currency, rules.locale);
  const max = formatMoney(rule.max, rules.currency, rules.locale);
  return i18n._(msg`Choose an amount between ${min} and ${max}, without decimals.`);
}

/** The amounts a delivery type of the product allows (any, when the product has no rule for it). */
export function amountAllowed(rules: PurchaseRules, type: DeliveryType, amount: number): boolean {
  const rule = rules.types[type];
  return rule ? amountFits(rule, amount) : true;
}

/** spec §5 Price: one of the fixed values, or a whole amount between the card's minimum and maximum. */
export function amountFits(rule: AmountRule, amount: number): boolean {
  if (rule.fixed.length) return rule.fixed.includes(amount);
  return Number.isInteger(amount) && amount >= rule.min && amount <= rule.max;
}
