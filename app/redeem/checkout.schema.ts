/**
 * The redeem checkout's form (spec §4 identify in the redeem flow: the guest's details, a delivery
 * address when a card goes by post; §5 names, e-mail, address): one schema for the browser, the page's
 * action and the API. The rest to pay, if any, is chosen with the checkout's own payment schema.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { addressEntries, postcodeIssue, reportOn } from "../forms/address";
import { emailField, formSchema, nameField, sent } from "../forms/rules";

export interface RedeemDetailsOptions {
  /** A package goes by post: the address is asked for. */
  needsAddress: boolean;
  deliveryCountries: readonly string[];
}

export function redeemDetailsSchema(i18n: I18n, options: RedeemDetailsOptions) {
  const address = v.pipe(
    // The address's fields travel as address.street etc.: a lone `address` value is no address.
    v.object(addressEntries(i18n), i18n._(msg`This input is not valid.`)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const x = dataset.value;
      reportOn(addIssue, x, "postCode", postcodeIssue(i18n, x));
      if (!options.deliveryCountries.includes(x.countryCode)) {
        reportOn(addIssue, x, "countryCode", i18n._(msg`We do not deliver to this country`));
      }
    }),
  );
  return formSchema(
    v.object({
      firstName: nameField(i18n, "first"),
      lastName: nameField(i18n, "last"),
      email: emailField(i18n),
      address: options.needsAddress ? sent(address) : v.optional(v.any(), null),
    }),
  );
}

export type RedeemDetailsInput = v.InferOutput<ReturnType<typeof redeemDetailsSchema>>;

export interface RedeemPlaceOptions {
  /** The cards do not cover everything: a payment method is chosen (the checkout's payment schema). */
  paymentSchema: v.GenericSchema | null;
}

/** Placing the redeem order: the terms, the page's idempotency key, and a method when there is a rest to pay. */
export function redeemPlaceSchema(i18n: I18n, options: RedeemPlaceOptions) {
  if (options.paymentSchema) return options.paymentSchema;
  return formSchema(
    v.object({
      terms: v.pipe(
        v.optional(v.string(), ""),
        v.check((x) => x === "on" || x === "true", i18n._(msg`Please accept the terms and conditions`)),
      ),
      idempotencyKey: v.pipe(
        v.optional(v.string(), ""),
        v.regex(/^[A-Za-z0-9-]{16,64}$/, i18n._(msg`Please reload the page and try again`)),
      ),
    }),
  );
}

/** The redeem checkout page's one form: the details and, in the same post, placing the order. */
export function redeemCheckoutSchema(i18n: I18n, details: RedeemDetailsOptions, place: RedeemPlaceOptions) {
  return formSchema(v.intersect([redeemDetailsSchema(i18n, details), redeemPlaceSchema(i18n, place)]));
}
