/**
 * The phone rules themselves (spec §5), over libphonenumber-js and its `min` metadata: the largest
 * piece of browser code a form can ask for (≈ 29 KB gz), so the browser loads this module on demand and
 * the server at once (phone-rules.browser.ts, phone-rules.server.ts; ADR 029). Only forms/phone.ts
 * imports it, through `#phone-rules`.
 */
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * spec §5 bounds the national number by (6 − code length) and (11 − code length) digits: 6 to 11 digits
 * with the calling code. The upper bound here is E.164's 15 (ADR 029): 11 fits Dutch and Belgian numbers
 * but refused every number of Brazil, Mexico and Portugal and the mobiles of Germany, the UK, Italy,
 * Ireland, Finland and Luxembourg — storefront countries.
 */
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

/** Valid for the country's numbering plan, 6 to 15 digits with the calling code. */
export function isValidPhone(input: string, country: CountryCode): boolean {
  const phone = parsePhoneNumberFromString(input, country);
  if (!phone) return false;
  const code = phone.countryCallingCode.length;
  const digits = phone.nationalNumber.length;
  return digits >= MIN_DIGITS - code && digits <= MAX_DIGITS - code && phone.isValid();
}

/** Valid for the country's numbering plan only. */
export function isDialablePhone(input: string, country: CountryCode): boolean {
  return parsePhoneNumberFromString(input, country)?.isValid() ?? false;
}
