/** The balance-check and extra-card form (spec §5 card number and pin, §7 captcha on card checks). */
import type { I18n } from "@lingui/core";
import * as v from "valibot";
import { captchaTokenField, cardNumberField, formSchema, pinField } from "../forms/rules";

/**
 * Every storefront's card prefixes: the form lets another shop's card through to its own answer. The
 * server's only (`null` in the browser, forms/rules.ts): the list grows with the storefronts.
 */
type WithPrefixes = { giftcards: { prefixes: readonly string[] } };
const prefixLists = new WeakMap<readonly WithPrefixes[], readonly string[]>();

/** Every storefront's card prefixes, once per list of storefronts (the registry's: every balance check and checkout asks). */
export function allCardPrefixes(storefronts: readonly WithPrefixes[]): readonly string[] {
  let prefixes = prefixLists.get(storefronts);
  if (!prefixes) {
    prefixes = Object.freeze([...new Set(storefronts.flatMap((s) => s.giftcards.prefixes))]);
    prefixLists.set(storefronts, prefixes);
  }
  return prefixes;
}

export function cardCheckFields(i18n: I18n, prefixes: readonly string[] | null) {
  return {
    cardNumber: cardNumberField(i18n, prefixes),
    pin: pinField(i18n),
    captchaToken: captchaTokenField(i18n),
  };
}

export function cardCheckSchema(i18n: I18n, prefixes: readonly string[] | null) {
  return formSchema(v.object(cardCheckFields(i18n, prefixes)));
}

export type CardCheckInput = v.InferOutput<ReturnType<typeof cardCheckSchema>>;
