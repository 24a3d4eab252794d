/**
 * Phone numbers (spec §5), apart from the other form rules. libphonenumber and its metadata are the
 * largest piece of browser code a form can pull in: `#phone-rules` (package.json "imports") gives the
 * server the rules at once and the browser a module that loads them on demand (ADR 029). The schemas
 * are the same on both sides; in the browser, building one starts the load, and until the rules are
 * there a phone number passes the browser's check and the server's check (the same schema) answers.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CountryCode } from "libphonenumber-js/min";
import * as v from "valibot";
import { phoneRules } from "#phone-rules";
import { text } from "./rules";

export type { CountryCode };

/** Starts loading the phone rules in the browser (a no-op on the server): for forms that ask a phone. */
export function preloadPhoneRules(): void {
  phoneRules();
}

/**
 * A phone number for a country (spec §5): required or optional; valid for the country; the national
 * number has between (6 − code length) and (11 − code length) digits.
 */
export function phoneField(i18n: I18n, country: CountryCode, required: boolean) {
  preloadPhoneRules();
  const invalid = i18n._(msg`Please enter valid phone number`);
  return v.pipe(
    text(),
    v.check((s) => !required || s.length > 0, i18n._(msg`Phone number is a required field`)),
    v.check((s) => s.length === 0 || isValidPhone(s, country), invalid),
  );
}

/** spec §5; true in the browser while the rules are not loaded yet (the server checks). */
export function isValidPhone(input: string, country: CountryCode): boolean {
  return phoneRules()?.isValidPhone(input, country) ?? true;
}

/**
 * A phone number valid for the country by its numbering plan only. The MB WAY phone at payment uses
 * this: spec §5 does not show that rule, and the form rule's length bound (11 − code length) would
 * refuse every Portuguese mobile (9 digits, code 351). True in the browser while the rules load.
 */
export function isDialablePhone(input: string, country: CountryCode): boolean {
  return phoneRules()?.isDialablePhone(input, country) ?? true;
}
