/** The phone's country code options (spec §2: address forms have a phone-code selector), named in the page language. */
import { displayName } from "../i18n/display-names";
import { callingCode, phoneCountries } from "./calling-codes";

export function phoneCodeOptions(locale: string) {
  return phoneCountries()
    .map((c) => ({ value: c, label: `${displayName(locale, "region", c)} (+${callingCode(c)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
