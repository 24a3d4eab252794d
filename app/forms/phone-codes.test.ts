import { describe, expect, it } from "vitest";
import { countryOptions, phoneCodeOptions } from "./phone-codes";

describe("country lists of the address forms", () => {
  it("names every country in the page language with its calling code, in the language's alphabetical order", () => {
    const options = phoneCodeOptions("nl-BE");
    expect(options).toContainEqual({ value: "BE", label: "België (+32)" });
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("nl-BE").compare));
  });

  it("sorts accented names where a reader of the language looks for them, not after Z", () => {
    const labels = countryOptions("fr-CH").map((o) => o.label);
    const egypt = labels.indexOf("Égypte");
    expect(egypt).toBeGreaterThan(labels.indexOf("Danemark"));
    expect(egypt).toBeLessThan(labels.indexOf("Espagne"));
  });

  it("makes each list once per locale and shares it frozen, so no form can change another's", () => {
    expect(countryOptions("de-CH")).toBe(countryOptions("de-CH"));
    expect(phoneCodeOptions("de-CH")).not.toBe(countryOptions("de-CH"));
    expect(Object.isFrozen(countryOptions("de-CH"))).toBe(true);
    expect(Object.isFrozen(countryOptions("de-CH")[0])).toBe(true);
  });
});
