/**
 * The checkout's forms (spec §2 checkout steps, §3 CustomerProfile / Address / Business order, §5):
 * one valibot schema per step, used by the browser (Conform) and by the action. Field rules come from
 * app/forms/rules.ts; messages are in the page language (pass the page's Lingui instance).
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { addressEntries, namedAddressEntries, postcodeIssue, reportOn } from "../forms/address";
import { checkbox, customerEntries, customerIssues } from "../forms/customer";
import { type CountryCode, isDialablePhone, preloadPhoneRules } from "../forms/phone";
import { blikField, emailField, firstMessage, formSchema, passwordWithConfirmation, sent, text } from "../forms/rules";
import { PAYMENT_METHODS, type PaymentMethodId } from "../payments/methods";

// ---------------------------------------------------------------------------------------------
// Step 1: your details

export interface DetailsOptions {
  /** The shopper is logged in: no account creation offered. */
  loggedIn: boolean;
  /** The storefront's country: a business VAT number without a prefix is one of its (spec §5). */
  country: string;
}

/**
 * Private or business customer (spec §3 Business order: company name, VAT number, chamber-of-commerce
 * number, reference / cost centre, invoice e-mail); optionally create an account on order.
 */
export function detailsSchema(i18n: I18n, options: DetailsOptions) {
  const base = v.object({
    ...customerEntries(i18n),
    email: emailField(i18n),
    createAccount: checkbox(),
    password: v.optional(v.string(), ""),
    confirmPassword: v.optional(v.string(), ""),
    subscribed: checkbox(),
  });
  const password = passwordWithConfirmation(i18n);
  return formSchema(
    v.pipe(
      base,
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const x = dataset.value;
        customerIssues(i18n, x, addIssue, { phoneRequired: true, country: options.country });
        if (!options.loggedIn && x.createAccount) {
          const issues = v.safeParse(password, x, { abortPipeEarly: true }).issues ?? [];
          for (const issue of issues) reportOn(addIssue, x, v.getDotPath(issue) ?? "password", issue.message);
        }
      }),
    ),
  );
}

export type DetailsInput = v.InferOutput<ReturnType<typeof detailsSchema>>;

// ---------------------------------------------------------------------------------------------
// Step 2: shipping (delivery addresses of physical shipments, dispatch dates) and billing address

export interface ShippingOptions {
  /** Tags of the basket's physical shipments, in order. */
  physicalTags: string[];
  /** Countries physical cards go to (storefront config). */
  deliveryCountries: readonly string[];
  /** Whether a dispatch date is valid (a working day, not before the earliest, within range). */
  isValidDispatchDate: (date: string) => boolean;
}

export function shippingSchema(i18n: I18n, options: ShippingOptions) {
  const shipment = v.pipe(
    v.object({
      tag: v.picklist(options.physicalTags.length ? options.physicalTags : ["-"]),
      ...namedAddressEntries(i18n),
      dispatchDate: v.pipe(
        text(),
        v.check((d) => d === "" || options.isValidDispatchDate(d), i18n._(msg`Choose a working day from the list`)),
      ),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const x = dataset.value;
      reportOn(addIssue, x, "postCode", postcodeIssue(i18n, x));
      if (!options.deliveryCountries.includes(x.countryCode)) {
        reportOn(addIssue, x, "countryCode", i18n._(msg`We do not deliver to this country`));
      }
    }),
  );
  const billing = v.pipe(
    v.object(addressEntries(i18n)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed) reportOn(addIssue, dataset.value, "postCode", postcodeIssue(i18n, dataset.value));
    }),
  );
  return formSchema(
    v.pipe(
      v.object({
        shipments: v.pipe(
          v.optional(v.array(shipment), []),
          v.check(
            (list) => list.length === options.physicalTags.length,
            i18n._(msg`Enter an address for every shipment`),
          ),
        ),
        billingSame: checkbox(),
        billing: v.optional(
          v.object({
            countryCode: text(),
            postCode: text(),
            houseNumber: text(),
            suffix: text(),
            street: text(),
            city: text(),
          }),
          {},
        ),
      }),
      // The billing address is required unless it is the first delivery address.
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const x = dataset.value;
        if (x.billingSame && options.physicalTags.length > 0) return;
        const result = v.safeParse(billing, x.billing, { abortPipeEarly: true });
        for (const issue of result.issues ?? []) {
          addIssue({
            message: issue.message,
            path: [
              { type: "object", origin: "value", input: x, key: "billing", value: x.billing },
              ...(issue.path ?? []),
            ] as [v.IssuePathItem, ...v.IssuePathItem[]],
          });
        }
      }),
    ),
  );
}

export type ShippingInput = v.InferOutput<ReturnType<typeof shippingSchema>>;

// ---------------------------------------------------------------------------------------------
// Step 3: payment

export interface PaymentOptions {
  methods: readonly PaymentMethodId[];
  /** iDEAL issuers of the storefront. */
  issuers: readonly string[];
  /** Country whose phone numbers MB Way takes. */
  phoneCountry: string;
  /** The basket's gift cards pay it all: no method is asked for. */
  covered?: boolean;
}

export function paymentSchema(i18n: I18n, options: PaymentOptions) {
  if (options.methods.includes("mbway")) preloadPhoneRules();
  const blik = blikField(i18n);
  return formSchema(
    v.pipe(
      v.object({
        method: options.covered
          ? v.pipe(
              text(),
              v.transform(() => null),
            )
          : sent(
              v.picklist(
                options.methods.length ? options.methods : PAYMENT_METHODS,
                i18n._(msg`Choose a payment method`),
              ),
            ),
        issuer: text(),
        phone: text(),
        blikCode: text(),
        clientData: v.pipe(text(), v.maxLength(20_000, i18n._(msg`Please reload the page and try again`))),
        terms: v.pipe(
          checkbox(),
          v.check((x) => x, i18n._(msg`Please accept the terms and conditions`)),
        ),
        idempotencyKey: v.pipe(
          text(),
          v.regex(/^[A-Za-z0-9-]{16,64}$/, i18n._(msg`Please reload the page and try again`)),
        ),
      }),
      v.forward(
        v.check((x) => x.method !== "ideal" || options.issuers.includes(x.issuer), i18n._(msg`Choose your bank`)),
        ["issuer"],
      ),
      v.forward(
        v.check(
          (x) => x.method !== "blik" || v.is(blik, x.blikCode),
          // The BLIK field's own message: required when empty, six digits otherwise.
          (issue) => firstMessage(blik, (issue.input as { blikCode?: string }).blikCode),
        ),
        ["blikCode"],
      ),
      v.forward(
        v.check(
          (x) =>
            x.method !== "mbway" || (x.phone !== "" && isDialablePhone(x.phone, options.phoneCountry as CountryCode)),
          (issue) =>
            (issue.input as { phone?: string }).phone
              ? i18n._(msg`Please enter valid phone number`)
              : i18n._(msg`Phone number is a required field`),
        ),
        ["phone"],
      ),
    ),
  );
}

export type PaymentInput = v.InferOutput<ReturnType<typeof paymentSchema>>;
