/**
 * The phone rules themselves (spec §5), over libphonenumber-js and its `min` metadata: the largest
 * piece of browser code a form can ask for (≈ 29 KB gz), so the browser loads this module on demand and
 * the server at once (phone-rules.browser.ts, phone-rules.server.ts; ADR 029). Only forms/phone.ts
 * imports it, through `#phone-rules`.
 */
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

/** Valid for the country's numbering plan, the national number within spec §5's bound. */
export function isValidPhone(input: string, country: CountryCode): boolean {
  const phone = parsePhoneNumberFromString(input, country);
  if (!phone) return false;
  const code = phone.countryCallingCode.length;
  const digits = phone.nationalNumber.length;
  return digits >= 6 - code && digits <= 11 - code && phone.isValid();
}

/** Valid for the country's numbering plan only. */
export function isDialablePhone(input: string, country: CountryCode): boolean {
  return parsePhoneNumberFromString(input, country)?.isValid() ?? false;
}
