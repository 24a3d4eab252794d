/**
 * The customer's own details (spec §3 CustomerProfile and Business order, §5 names, phone, VAT,
 * required reference): private or business, names, phone with its country code, and the company data
 * of a business customer. One set of rules for the checkout's details step and the account's data
 * page (accounts/profile.schema.ts), so both ask the same and answer with the same messages.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { type AddIssue, reportOn } from "./address";
import { type CountryCode, isValidPhone, preloadPhoneRules } from "./phone";
import { emailField, kvkField, nameField, referenceField, sent, text, vatNumberField } from "./rules";

export const checkbox = () =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((s) => s === "on" || s === "true"),
  );

/** The entries of a customer form; the business fields are checked by `customerIssues` when they apply. */
export function customerEntries(i18n: I18n) {
  preloadPhoneRules();
  return {
    customerType: sent(v.picklist(["PRIVATE", "BUSINESS"], i18n._(msg`Choose private or business`))),
    firstName: nameField(i18n, "first"),
    lastName: nameField(i18n, "last"),
    // spec §2: address forms have a phone-code selector.
    phoneCountry: v.pipe(text(), v.regex(/^[A-Z]{2}$/, i18n._(msg`Country is a required field`))),
    phoneNumber: text(),
    companyName: text(),
    vatNumber: text(),
    kvkNumber: text(),
    referenceNumber: text(),
    invoiceEmail: text(),
  };
}

export interface CustomerFields {
  customerType: "PRIVATE" | "BUSINESS";
  phoneCountry: string;
  phoneNumber: string;
  companyName: string;
  vatNumber: string;
  kvkNumber: string;
  referenceNumber: string;
  invoiceEmail: string;
}

/** spec §5 phone: the required message when empty (required variant), the format message otherwise. */
export function phoneIssue(
  i18n: I18n,
  x: { phoneCountry: string; phoneNumber: string },
  required: boolean,
): string | null {
  if (x.phoneNumber === "") return required ? i18n._(msg`Phone number is a required field`) : null;
  return isValidPhone(x.phoneNumber, x.phoneCountry as CountryCode)
    ? null
    : i18n._(msg`Please enter valid phone number`);
}

/**
 * The cross-field rules: the phone, and a business customer's company name, VAT number (the format of
 * its country; one without a prefix is the storefront's `country`), reference …
 */
export function customerIssues(
  i18n: I18n,
  x: CustomerFields,
  addIssue: AddIssue,
  options: { phoneRequired: boolean; country: string },
): void {
  const phoneRequired = options.phoneRequired;
  const company = nameField(i18n, "company");
  const vat = vatNumberField(i18n, options.country);
  const kvk = kvkField(i18n);
  const reference = referenceField(i18n);
  const fieldIssue = (schema: v.GenericSchema, value: unknown) =>
    v.safeParse(schema, value, { abortPipeEarly: true }).issues?.[0]?.message;
  reportOn(addIssue, x, "phoneNumber", phoneIssue(i18n, x, phoneRequired));
  if (x.customerType !== "BUSINESS") return;
  reportOn(addIssue, x, "companyName", fieldIssue(company, x.companyName));
  reportOn(addIssue, x, "vatNumber", fieldIssue(vat, x.vatNumber));
  reportOn(addIssue, x, "kvkNumber", fieldIssue(kvk, x.kvkNumber));
  reportOn(addIssue, x, "referenceNumber", fieldIssue(reference, x.referenceNumber));
  if (x.invoiceEmail) reportOn(addIssue, x, "invoiceEmail", fieldIssue(emailField(i18n), x.invoiceEmail));
}

/** What is kept of a customer form: a private customer's company fields are dropped, whatever was typed in them. */
export function customerValues(x: CustomerFields & { firstName: string; lastName: string }) {
  const business = x.customerType === "BUSINESS";
  const only = (value: string) => (business ? value : "");
  return {
    customerType: x.customerType,
    firstName: x.firstName,
    lastName: x.lastName,
    phoneCountry: x.phoneCountry,
    phoneNumber: x.phoneNumber,
    companyName: only(x.companyName),
    vatNumber: only(x.vatNumber),
    kvkNumber: only(x.kvkNumber),
    referenceNumber: only(x.referenceNumber),
    invoiceEmail: only(x.invoiceEmail),
  };
}
