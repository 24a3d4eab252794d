import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { callingCode, phoneCountries } from "./calling-codes";

describe("the calling-code table (ADR 029)", () => {
  it("holds libphonenumber's countries and calling codes, in its order", () => {
    expect(phoneCountries()).toEqual(getCountries());
    for (const country of getCountries()) expect(callingCode(country), country).toBe(getCountryCallingCode(country));
  });
  it("knows no code for an unknown country", () => {
    expect(callingCode("ZZ")).toBeUndefined();
  });
});
