import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { isValidPhone, phoneField } from "./phone";
import {
  blikField,
  cardBrandOf,
  cardNumberField,
  countryField,
  emailField,
  emailWithConfirmation,
  GENERIC,
  houseNumberField,
  isIntegerInRange,
  isValidPostcode,
  nameField,
  normalizeVatNumber,
  passwordWithConfirmation,
  personalNoteField,
  pinField,
  postcodeField,
  streetField,
  vatNumberField,
} from "./rules";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe("phone (spec §5)", () => {
  it("required fails empty with its message; optional accepts empty", () => {
    expect(errors(phoneField(i18n, "BE", true), "")).toEqual(["Phone number is a required field"]);
    expect(errors(phoneField(i18n, "BE", false), "")).toEqual([]);
  });
  it("accepts valid numbers of the country and refuses others", () => {
    expect(errors(phoneField(i18n, "BE", true), "0470 12 34 56")).toEqual([]);
    expect(errors(phoneField(i18n, "NL", true), "+31 6 12345678")).toEqual([]);
    expect(errors(phoneField(i18n, "BE", true), "12")).toEqual(["Please enter valid phone number"]);
    expect(errors(phoneField(i18n, "BE", true), "abc")).toEqual(["Please enter valid phone number"]);
  });
  it("bounds the national number by 6 − and 11 − the code length", () => {
    expect(isValidPhone("+32 470 12 34 56", "BE")).toBe(true); // 9 digits, code 2 → 4..9
    expect(isValidPhone("+32 470 12 34 56 78", "BE")).toBe(false);
  });
});

describe("country, e-mail, names, street, house number", () => {
  it("country is required", () => {
    expect(errors(countryField(i18n), "")).toEqual(["Country is a required field"]);
    expect(errors(countryField(i18n), "BE")).toEqual([]);
  });
  it("e-mail is required and valid; the confirmation must match", () => {
    expect(errors(emailField(i18n), "")).toEqual(["E-mail is a required field"]);
    expect(errors(emailField(i18n), "a@b")).toEqual(["Please enter a valid e-mail address"]);
    expect(errors(emailField(i18n), " jan@example.be ")).toEqual([]);
    expect(errors(emailWithConfirmation(i18n), { email: "jan@example.be", confirmEmail: "JAN@example.be" })).toEqual(
      [],
    );
    expect(errors(emailWithConfirmation(i18n), { email: "jan@example.be", confirmEmail: "jan@example.nl" })).toEqual([
      "The e-mail addresses do not match",
    ]);
  });
  it("names are required, bounded and without emoji", () => {
    expect(errors(nameField(i18n, "first"), "")).toEqual(["First name is a required field"]);
    expect(errors(nameField(i18n, "company"), "x".repeat(61))).toEqual(["Use at most 60 characters"]);
    expect(errors(nameField(i18n, "last"), "Peeters 🎉")).toEqual(["Emojis cannot be used here"]);
    expect(errors(nameField(i18n, "last"), "De Smet-Peeters")).toEqual([]);
  });
  it("street needs a minimum length; the house number must be a number", () => {
    expect(errors(streetField(i18n), "")).toEqual(["Street is a required field"]);
    expect(errors(streetField(i18n), "K")).toEqual(["Please enter the full street name"]);
    expect(errors(streetField(i18n), "Kerkstraat")).toEqual([]);
    expect(errors(houseNumberField(i18n), "12a")).toEqual(["The house number must be a number"]);
    expect(errors(houseNumberField(i18n), "")).toEqual(["House number is a required field"]);
    expect(errors(houseNumberField(i18n), "12")).toEqual([]);
  });
});

describe("postcodes per country (spec §5)", () => {
  const cases: [string, string[], string[]][] = [
    ["NL", ["1234 AB", "1234AB", "1234"], ["0123 AB", "1234 SA", "1234 SS", "12345"]],
    ["BE", ["1000", "9000"], ["0100", "10000"]],
    ["GB", ["SW1A 1AA", "EC1A1BB", "M1 1AE"], ["12345", "SW1A"]],
    ["DE", ["10115", "80331"], ["01000", "99999", "1011"]],
    ["IE", ["D02 X285", "A65F4E2"], ["D02", "12345"]],
    ["PL", ["00-950"], ["00950", "0-950"]],
    ["SE", ["114 55", "11455"], ["1145"]],
    ["CA", ["K1A 0B1"], ["K1A0B", "D1A 0B1"]],
    ["BR", ["01310-100"], ["1310-100"]],
    ["PT", ["1000-001"], ["1000"]],
    ["US", ["10001", "10001-1234"], ["1000", "10001-12"]],
  ];
  for (const [country, valid, invalid] of cases) {
    it(`${country}: ${valid.join(", ")} valid; ${invalid.join(", ")} not`, () => {
      for (const code of valid) expect(isValidPostcode(code, country), code).toBe(true);
      for (const code of invalid) expect(isValidPostcode(code, country), code).toBe(false);
    });
  }
  it("the field says which rule failed", () => {
    expect(errors(postcodeField(i18n, "NL"), "")).toContain("Postcode is a required field");
    expect(errors(postcodeField(i18n, "NL"), "1234 SA")).toEqual(["Please enter a valid postcode"]);
  });
});

describe("personal note, password, card number, pin, BLIK", () => {
  it("a note is not empty, at most 150 characters, without emoji", () => {
    expect(errors(personalNoteField(i18n), "   ")).toEqual(["Write a message or remove the note"]);
    expect(errors(personalNoteField(i18n), "x".repeat(151))).toEqual(["Use at most 150 characters"]);
    expect(errors(personalNoteField(i18n), "Gefeliciteerd! 🎂")).toEqual(["Emojis cannot be used here"]);
    expect(errors(personalNoteField(i18n), "x".repeat(150))).toEqual([]);
    expect(errors(personalNoteField(i18n, 160), "x".repeat(160))).toEqual([]);
  });
  it("a password has 8+ allowed characters and a matching confirmation", () => {
    const schema = passwordWithConfirmation(i18n);
    expect(errors(schema, { password: "short1!", confirmPassword: "short1!" })).toEqual([
      "The password must have at least 8 characters",
    ]);
    expect(errors(schema, { password: "long enough", confirmPassword: "long enough" })).toEqual([
      "The password can contain letters, digits and symbols only",
    ]);
    expect(errors(schema, { password: "S3cure!pass", confirmPassword: "S3cure!pas" })).toEqual([
      "The passwords do not match",
    ]);
    expect(errors(schema, { password: "S3cure!pass", confirmPassword: "S3cure!pass" })).toEqual([]);
  });
  it("a gift card number has 19 digits and an allowed prefix; a pin and a BLIK code 6 digits", () => {
    const card = cardNumberField(i18n, ["6064", "6299"]);
    expect(errors(card, "6064 0000 0000 0000 123")).toEqual([]);
    expect(errors(card, "606400000000000012")).toEqual(["The card number has 19 digits"]);
    expect(errors(card, "1234000000000000123")).toEqual([
      "We do not know cards starting with these digits. Please check the card number.",
    ]);
    expect(errors(card, "")).toContain("Card number is a required field");
    // In the browser the prefixes are the server's to check (they grow with the storefronts): the
    // format still is checked there.
    const inBrowser = cardNumberField(i18n, null);
    expect(errors(inBrowser, "1234000000000000123")).toEqual([]);
    expect(errors(inBrowser, "606400000000000012")).toEqual(["The card number has 19 digits"]);
    expect(errors(pinField(i18n), "123456")).toEqual([]);
    expect(errors(pinField(i18n), "12345")).toEqual(["The pin has 6 digits"]);
    expect(errors(blikField(i18n), "")).toContain("BLIK code is a required field");
    expect(errors(blikField(i18n), "12345a")).toEqual(["The BLIK code has 6 digits"]);
    expect(errors(blikField(i18n), "777123")).toEqual([]);
  });
});

describe("card brands (spec §5)", () => {
  it("detects brands by number", () => {
    expect(cardBrandOf("4111 1111 1111 1111")).toBe("visa");
    expect(cardBrandOf("4222222222222")).toBe("visa");
    expect(cardBrandOf("5555 5555 5555 4444")).toBe("mastercard");
    expect(cardBrandOf("2221000000000009")).toBe("mastercard");
    expect(cardBrandOf("2720990000000007")).toBe("mastercard");
    expect(cardBrandOf("3782 822463 10005")).toBe("amex");
    expect(cardBrandOf("3056930009020004")).toBe("diners");
    expect(cardBrandOf("6011111111111117")).toBe("discover");
    expect(cardBrandOf("3530111333300000")).toBe("jcb");
    expect(cardBrandOf("6759649826438453")).toBe("maestro");
    expect(cardBrandOf("4026000000000002")).toBe("electron");
    expect(cardBrandOf("5019717010103742")).toBe("dankort");
    expect(cardBrandOf("6362970000457013")).toBe("interpayment");
    expect(cardBrandOf("6212345678901265")).toBe("unionpay");
    expect(cardBrandOf("1234")).toBeNull();
    expect(cardBrandOf("5655555555554444")).toBeNull();
  });
});

describe("generic patterns (spec §5)", () => {
  it("ascii, whitespace, emoji, integers, short texts and links", () => {
    expect(GENERIC.ascii.test("Hello 123")).toBe(true);
    expect(GENERIC.ascii.test("Héllo")).toBe(false);
    expect(GENERIC.notWhitespaceOnly.test("   ")).toBe(false);
    expect(errors(nameField(i18n, "first"), "An 👋")).toEqual(["Emojis cannot be used here"]);
    expect(errors(nameField(i18n, "first"), "An")).toEqual([]);
    expect(isIntegerInRange(2147483647)).toBe(true);
    expect(isIntegerInRange(2147483648)).toBe(false);
    expect(isIntegerInRange(1.5)).toBe(false);
    expect(GENERIC.shortText.test(" a ")).toBe(true);
    expect(GENERIC.shortText.test("   ")).toBe(false);
    expect(GENERIC.shortText.test("x".repeat(21))).toBe(false);
    expect(GENERIC.link.test("tel:+3212345678")).toBe(true);
    expect(GENERIC.link.test("mailto:a@b.be")).toBe(true);
    expect(GENERIC.link.test("https://kadoo.be")).toBe(true);
    expect(GENERIC.link.test("javascript:alert(1)")).toBe(false);
  });
});

describe("VAT number (spec §3 business order, §5 required; format per country)", () => {
  it.each([
    ["BE0123456789", "BE", "BE0123456789"],
    ["be 0123.456.789", "BE", "BE0123456789"],
    // Without a prefix the number is one of the storefront's country.
    ["0123456789", "BE", "BE0123456789"],
    ["NL123456789B01", "BE", "NL123456789B01"],
    ["123456789B01", "NL", "NL123456789B01"],
    ["DE123456789", "AT", "DE123456789"],
    ["ATU12345678", "AT", "ATU12345678"],
    ["EL123456789", "GR", "EL123456789"],
    ["GB123456789", "GB", "GB123456789"],
    ["CHE-123.456.789 MWST", "CH", "CHE123456789MWST"],
    ["FR12345678901", "FR", "FR12345678901"],
    // A country without a VAT format of its own: a tax id of 4 to 20 letters and digits.
    ["12-3456789", "US", "123456789"],
  ])("%s on a %s storefront is %s", (input, country, canonical) => {
    expect(normalizeVatNumber(input, country)).toBe(canonical);
    expect(v.parse(vatNumberField(i18n, country), input)).toBe(canonical);
  });

  it.each([
    ["BE12345", "BE"],
    ["BE2123456789", "BE"],
    ["NL123456789", "NL"],
    ["DE12345678", "DE"],
    ["123", "US"],
  ])("%s on a %s storefront is refused with the country's example", (input, country) => {
    expect(normalizeVatNumber(input, country)).toBeNull();
    const example = country === "US" ? [] : [expect.stringContaining("for example")];
    expect(errors(vatNumberField(i18n, country), input)).toEqual(
      example.length ? example : ["Please enter a valid VAT number"],
    );
  });

  it("is required", () => {
    expect(errors(vatNumberField(i18n, "BE"), "  ")).toEqual(["VAT number is a required field"]);
  });
});
