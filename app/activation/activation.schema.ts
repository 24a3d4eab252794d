/**
 * The activation form (spec §1: a choice card is activated with its 19-digit number, an amount and an
 * e-mail, and paid; §5 card number with the prefix check; §8 activation: card does not match prefixes,
 * invalid e-mail): one schema for the page, its action and the API — the card, the amount within the
 * storefront's bounds (whole amounts, like a card bought in the shop), the e-mail, the human check as on
 * every card check, and the checkout's payment fields.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { paymentSchema } from "../checkout/checkout.schema";
import { captchaTokenField, cardNumberField, emailField, formSchema, sent } from "../forms/rules";
import { formatMoney } from "../i18n/format";
import type { PaymentMethodId } from "../payments/methods";

export interface ActivationFormOptions {
  /** The storefront's card prefixes: its own choice cards only. */
  prefixes: readonly string[];
  minAmount: number;
  maxAmount: number;
  currency: string;
  locale: string;
  methods: readonly PaymentMethodId[];
  issuers: readonly string[];
  country: string;
}

export function amountField(
  i18n: I18n,
  o: Pick<ActivationFormOptions, "minAmount" | "maxAmount" | "currency" | "locale">,
) {
  const min = formatMoney(o.minAmount, o.currency, o.locale);
  const max = formatMoney(o.maxAmount, o.currency, o.locale);
  const outside = i18n._(msg`Choose an amount between ${min} and ${max}, without decimals.`);
  return v.pipe(
    v.union([v.number(), v.string()], outside),
    v.transform((x) => (typeof x === "number" ? x : Number(x.trim().replace(",", ".") || Number.NaN))),
    v.number(outside),
    v.finite(outside),
    v.integer(outside),
    v.minValue(o.minAmount, outside),
    v.maxValue(o.maxAmount, outside),
  );
}

export function activationFields(i18n: I18n, o: ActivationFormOptions) {
  return {
    cardNumber: cardNumberField(
      i18n,
      o.prefixes,
      i18n._(msg`This card number does not match our choice cards. Please check the number on your card.`),
    ),
    amount: sent(amountField(i18n, o)),
    email: emailField(i18n),
    captchaToken: captchaTokenField(i18n),
  };
}

export function activationSchema(i18n: I18n, o: ActivationFormOptions) {
  return formSchema(
    v.intersect([
      v.object(activationFields(i18n, o)),
      paymentSchema(i18n, { methods: [...o.methods], issuers: [...o.issuers], phoneCountry: o.country }),
    ]),
  );
}

export type ActivationInput = v.InferOutput<ReturnType<typeof activationSchema>>;
