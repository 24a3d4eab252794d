/**
 * Phone numbers of every storefront's country (spec §5, ADR 029), with the metadata the server and the
 * browser use (libphonenumber-js `min`): the library's example mobile number of the country, as typed
 * nationally and internationally, passes the form rule; a cut-off or over-long one is refused with the
 * spec's message. A storefront with a new country fails here until its numbers pass.
 */
import { setupI18n } from "@lingui/core";
import { getExampleNumber } from "libphonenumber-js/min";
import mobileExamples from "libphonenumber-js/mobile/examples";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { loadStorefronts } from "../storefront/load.server";
import { type CountryCode, isValidPhone, phoneField } from "./phone";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const errors = (country: CountryCode, input: string) => {
  const result = v.safeParse(phoneField(i18n, country, true), input, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((i) => i.message);
};
const countries = [...new Set((await loadStorefronts()).map((s) => s.country as CountryCode))].sort();

describe("a phone number of each storefront's country (spec §5)", () => {
  it("covers the storefronts' countries", () => {
    expect(countries.length).toBeGreaterThanOrEqual(20);
  });
  it.each(countries)("%s: a mobile number passes, nationally and internationally", (country) => {
    const example = getExampleNumber(country, mobileExamples);
    expect(example, `libphonenumber has no example for ${country}`).toBeDefined();
    expect(errors(country, example?.formatNational() ?? "")).toEqual([]);
    expect(errors(country, example?.formatInternational() ?? "")).toEqual([]);
  });
  it.each(countries)("%s: a cut-off or an over-long number is refused", (country) => {
    const national = getExampleNumber(country, mobileExamples)?.nationalNumber ?? "";
    expect(errors(country, national.slice(0, 3))).toEqual(["Please enter valid phone number"]);
    expect(errors(country, `${national}0000000`)).toEqual(["Please enter valid phone number"]);
  });
});

describe("the numbers the spec's upper bound (11 digits with the code) refused (ADR 029)", () => {
  it("pass as valid numbers of their country", () => {
    expect(isValidPhone("01512 3456789", "DE")).toBe(true); // 11 national digits, code 49
    expect(isValidPhone("07400 123456", "GB")).toBe(true); // 10, code 44
    expect(isValidPhone("(11) 96123-4567", "BR")).toBe(true); // 11, code 55
    expect(isValidPhone("222 123 4567", "MX")).toBe(true); // 10, code 52
    expect(isValidPhone("912 345 678", "PT")).toBe(true); // 9, code 351
  });
  it("another country's number typed with its calling code is checked against that country", () => {
    expect(isValidPhone("+31 6 12345678", "BE")).toBe(true);
    expect(isValidPhone("+31 6 1234", "BE")).toBe(false);
  });
});
