/** The phone's country code options (spec §2: address forms have a phone-code selector), named in the page language. */
import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import { displayName } from "../i18n/display-names";

export function phoneCodeOptions(locale: string) {
  return getCountries()
    .map((c) => ({ value: c, label: `${displayName(locale, "region", c)} (+${getCountryCallingCode(c)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
