/**
 * The business quote request (spec §3 "a business quote request has message, remark and company data";
 * §5 required fields: message, remark, reference and VAT number; issue 15): one schema for the business
 * page's form (both versions), the business product page form modal, their action and the API.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { type CountryCode, phoneField } from "../forms/phone";
import {
  captchaTokenField,
  emailField,
  formSchema,
  kvkField,
  nameField,
  referenceField,
  requiredText,
  text,
  vatNumberField,
} from "../forms/rules";

export const MESSAGE_MAX = 2000;
export const REMARK_MAX = 500;
/** Cards in one quote at most, and the value of one card at most (a quote is for real orders, not typos). */
export const QUANTITY_MAX = 100_000;
export const CARD_VALUE_MAX = 10_000;

/** An optional whole number between 1 and `max` ("" → null). */
function optionalCount(message: string, max: number) {
  return v.pipe(
    text(),
    v.check((s) => s === "" || (/^\d{1,7}$/.test(s) && Number(s) >= 1 && Number(s) <= max), message),
    v.transform((s) => (s === "" ? null : Number(s))),
  );
}

export interface QuoteSchemaOptions {
  /** The storefront's country: a VAT number without a prefix and a national phone number are of it. */
  country: string;
}

export function quoteRequestSchema(i18n: I18n, options: QuoteSchemaOptions) {
  const quantityMax = QUANTITY_MAX;
  const valueMax = CARD_VALUE_MAX;
  const tooLong = (max: number) => i18n._(msg`Use at most ${max} characters`);
  return formSchema(
    v.object({
      message: requiredText(i18n._(msg`Message is a required field`), MESSAGE_MAX, tooLong(MESSAGE_MAX)),
      remark: requiredText(i18n._(msg`Remark is a required field`), REMARK_MAX, tooLong(REMARK_MAX)),
      quantity: optionalCount(i18n._(msg`Enter a number of cards between 1 and ${quantityMax}`), QUANTITY_MAX),
      cardValue: optionalCount(
        i18n._(msg`Enter a whole amount between 1 and ${valueMax}, without decimals`),
        CARD_VALUE_MAX,
      ),
      /** The product of the business product page form (its slug); empty on the business page. */
      product: v.pipe(text(), v.maxLength(200)),
      companyName: nameField(i18n, "company"),
      vatNumber: vatNumberField(i18n, options.country),
      kvkNumber: kvkField(i18n),
      referenceNumber: referenceField(i18n),
      invoiceEmail: v.pipe(
        text(),
        v.check((s) => s === "" || v.is(emailField(i18n), s), i18n._(msg`Please enter a valid e-mail address`)),
      ),
      firstName: nameField(i18n, "first"),
      lastName: nameField(i18n, "last"),
      email: emailField(i18n),
      phoneNumber: phoneField(i18n, options.country as CountryCode, false),
      captchaToken: captchaTokenField(i18n),
    }),
  );
}

export type QuoteRequestInput = v.InferOutput<ReturnType<typeof quoteRequestSchema>>;
