/**
 * Country lists of the address forms, named in the page language and sorted by that name (spec §2:
 * address forms have a phone-code selector and a country selector). Sorting some 240 names by the
 * locale's collation is costly (`localeCompare` with a locale builds a collator per comparison), so
 * each list is made once per locale; locales come from storefront configs, so the maps stay as small
 * as they are. The lists are frozen: every form shares them.
 */
import { displayName } from "../i18n/display-names";
import { callingCode, phoneCountries } from "./calling-codes";

export interface CountryOption {
  readonly value: string;
  readonly label: string;
}

function sortedOnce(made: Map<string, readonly CountryOption[]>, locale: string, label: (code: string) => string) {
  let options = made.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = Object.freeze(
      phoneCountries()
        .map((value) => Object.freeze({ value, label: label(value) }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    );
    made.set(locale, options);
  }
  return options;
}

const phoneCodes = new Map<string, readonly CountryOption[]>();
const countries = new Map<string, readonly CountryOption[]>();

/** The phone's country code options: "België (+32)". */
export function phoneCodeOptions(locale: string): readonly CountryOption[] {
  return sortedOnce(phoneCodes, locale, (c) => `${displayName(locale, "region", c)} (+${callingCode(c)})`);
}

/** Every country we know (those with a calling code): a billing or address book address may be anywhere. */
export function countryOptions(locale: string): readonly CountryOption[] {
  return sortedOnce(countries, locale, (c) => displayName(locale, "region", c));
}
