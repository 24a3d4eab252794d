/**
 * Phone numbers (spec §5), apart from the other form rules: libphonenumber's metadata is the largest
 * piece of browser code a form can pull in, so only the forms that ask a phone number load it.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import * as v from "valibot";
import { text } from "./rules";

export type { CountryCode };

/**
 * A phone number for a country (spec §5): required or optional; valid for the country; the national
 * number has between (6 − code length) and (11 − code length) digits.
 */
export function phoneField(i18n: I18n, country: CountryCode, required: boolean) {
  const invalid = i18n._(msg`Please enter valid phone number`);
  return v.pipe(
    text(),
    v.check((s) => !required || s.length > 0, i18n._(msg`Phone number is a required field`)),
    v.check((s) => s.length === 0 || isValidPhone(s, country), invalid),
  );
}

export function isValidPhone(input: string, country: CountryCode): boolean {
  const phone = parsePhoneNumberFromString(input, country);
  if (!phone) return false;
  const code = phone.countryCallingCode.length;
  const digits = phone.nationalNumber.length;
  return digits >= 6 - code && digits <= 11 - code && phone.isValid();
}

/**
 * A phone number valid for the country by its numbering plan only. The MB WAY phone at payment uses
 * this: spec §5 does not show that rule, and the form rule's length bound (11 − code length) would
 * refuse every Portuguese mobile (9 digits, code 351).
 */
export function isDialablePhone(input: string, country: CountryCode): boolean {
  return parsePhoneNumberFromString(input, country)?.isValid() ?? false;
}
