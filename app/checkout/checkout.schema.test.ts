import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { detailsSchema, paymentSchema, shippingSchema } from "./checkout.schema";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return Object.fromEntries((result.issues ?? []).map((i) => [v.getDotPath(i) ?? "", i.message]));
};

const person = {
  customerType: "PRIVATE",
  firstName: "An",
  lastName: "Peeters",
  email: "an@example.be",
  phoneCountry: "BE",
  phoneNumber: "0470 12 34 56",
};

describe("details step (spec §3 CustomerProfile, Business order; §5)", () => {
  const schema = detailsSchema(i18n, { loggedIn: false, country: "BE" });
  it("a private customer needs names, e-mail and a valid phone for the chosen country code", () => {
    expect(issues(schema, person)).toEqual({});
    expect(issues(schema, { ...person, phoneNumber: "" })).toEqual({ phoneNumber: "Phone number is a required field" });
    expect(issues(schema, { ...person, phoneNumber: "12345" })).toEqual({
      phoneNumber: "Please enter valid phone number",
    });
    // A Dutch mobile is valid with the Dutch code, not with the Belgian one.
    expect(issues(schema, { ...person, phoneCountry: "NL", phoneNumber: "06 12345678" })).toEqual({});
    expect(issues(schema, { ...person, phoneNumber: "06 12345678" })).toEqual({
      phoneNumber: "Please enter valid phone number",
    });
    expect(issues(schema, { ...person, email: "an@", firstName: "" })).toEqual({
      email: "Please enter a valid e-mail address",
      firstName: "First name is a required field",
    });
  });
  it("a business customer needs company name, VAT number and reference; the invoice e-mail is optional but valid", () => {
    expect(issues(schema, { ...person, customerType: "BUSINESS" })).toEqual({
      companyName: "Company name is a required field",
      vatNumber: "VAT number is a required field",
      referenceNumber: "Reference is a required field",
    });
    const business = {
      ...person,
      customerType: "BUSINESS",
      companyName: "Acme",
      vatNumber: "BE0123456789",
      referenceNumber: "KP-12",
    };
    expect(issues(schema, business)).toEqual({});
    expect(issues(schema, { ...business, invoiceEmail: "boekhouding@" })).toEqual({
      invoiceEmail: "Please enter a valid e-mail address",
    });
  });
  it("creating an account asks for a password of 8+ letters, digits and symbols, confirmed", () => {
    const create = { ...person, createAccount: "on" };
    expect(issues(schema, { ...create, password: "short", confirmPassword: "short" })).toEqual({
      password: "The password must have at least 8 characters",
    });
    expect(issues(schema, { ...create, password: "geheim wachtwoord", confirmPassword: "geheim wachtwoord" })).toEqual({
      password: "The password can contain letters, digits and symbols only",
    });
    expect(issues(schema, { ...create, password: "Geheim!2026", confirmPassword: "Geheim!2025" })).toEqual({
      confirmPassword: "The passwords do not match",
    });
    expect(issues(schema, { ...create, password: "Geheim!2026", confirmPassword: "Geheim!2026" })).toEqual({});
    // Logged in: no account is created, the password fields are ignored.
    expect(issues(detailsSchema(i18n, { loggedIn: true, country: "BE" }), { ...create, password: "x" })).toEqual({});
  });
});

describe("shipping step (spec §5 postcodes per country, street, house number)", () => {
  const schema = shippingSchema(i18n, {
    physicalTags: ["physical-a"],
    deliveryCountries: ["BE", "NL"],
    isValidDispatchDate: (d) => d === "2026-11-24",
  });
  const address = {
    tag: "physical-a",
    firstName: "An",
    lastName: "Peeters",
    countryCode: "BE",
    postCode: "9000",
    houseNumber: "12",
    street: "Veldstraat",
    city: "Gent",
    dispatchDate: "2026-11-24",
  };
  it("validates the postcode for the chosen country", () => {
    expect(issues(schema, { shipments: [address], billingSame: "on" })).toEqual({});
    expect(issues(schema, { shipments: [{ ...address, postCode: "1234 AB" }], billingSame: "on" })).toEqual({
      "shipments.0.postCode": "Please enter a valid postcode",
    });
    expect(
      issues(schema, { shipments: [{ ...address, countryCode: "NL", postCode: "1234 AB" }], billingSame: "on" }),
    ).toEqual({});
  });
  it("refuses countries the storefront does not deliver to, bad house numbers and dates off the list", () => {
    expect(
      issues(schema, {
        shipments: [
          { ...address, countryCode: "DE", postCode: "10115", houseNumber: "12a", dispatchDate: "2026-11-28" },
        ],
        billingSame: "on",
      }),
    ).toEqual({
      "shipments.0.countryCode": "We do not deliver to this country",
      "shipments.0.houseNumber": "The house number must be a number",
      "shipments.0.dispatchDate": "Choose a working day from the list",
    });
  });
  it("needs a billing address when it is not the delivery address", () => {
    expect(issues(schema, { shipments: [address] })).toMatchObject({
      "billing.countryCode": "Country is a required field",
    });
    expect(
      issues(schema, {
        shipments: [address],
        billing: {
          countryCode: "GB",
          postCode: "SW1A 1AA",
          houseNumber: "10",
          street: "Downing Street",
          city: "London",
        },
      }),
    ).toEqual({});
    const digitalOnly = shippingSchema(i18n, {
      physicalTags: [],
      deliveryCountries: ["BE"],
      isValidDispatchDate: () => true,
    });
    expect(
      issues(digitalOnly, {
        billing: { countryCode: "PL", postCode: "00950", houseNumber: "1", street: "Marszałkowska", city: "Warszawa" },
      }),
    ).toEqual({
      "billing.postCode": "Please enter a valid postcode",
    });
  });
});

describe("payment step (spec §5 BLIK, MB Way phone, terms)", () => {
  const schema = paymentSchema(i18n, {
    methods: ["ideal", "blik", "mbway", "card"],
    issuers: ["INGBNL2A"],
    phoneCountry: "PT",
  });
  const base = { terms: "on", idempotencyKey: "0d5d3a3e-1f7c-4f39-9a57-3f4f0d0c1a2b" };
  it("needs the terms accepted and a method of the storefront", () => {
    expect(issues(schema, { method: "card", idempotencyKey: base.idempotencyKey })).toEqual({
      terms: "Please accept the terms and conditions",
    });
    expect(issues(schema, { ...base, method: "swish" })).toEqual({ method: "Choose a payment method" });
  });
  it("iDEAL needs a bank of the list", () => {
    expect(issues(schema, { ...base, method: "ideal" })).toEqual({ issuer: "Choose your bank" });
    expect(issues(schema, { ...base, method: "ideal", issuer: "INGBNL2A" })).toEqual({});
  });
  it("BLIK needs a 6-digit code", () => {
    expect(issues(schema, { ...base, method: "blik" })).toEqual({ blikCode: "BLIK code is a required field" });
    expect(issues(schema, { ...base, method: "blik", blikCode: "12345a" })).toEqual({
      blikCode: "The BLIK code has 6 digits",
    });
    expect(issues(schema, { ...base, method: "blik", blikCode: "777123" })).toEqual({});
  });
  it("MB WAY needs a valid phone number of the country", () => {
    expect(issues(schema, { ...base, method: "mbway" })).toEqual({ phone: "Phone number is a required field" });
    expect(issues(schema, { ...base, method: "mbway", phone: "12" })).toEqual({
      phone: "Please enter valid phone number",
    });
    expect(issues(schema, { ...base, method: "mbway", phone: "912 345 678" })).toEqual({});
  });
});
