import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { CheckoutData } from "../checkout/checkout-data";
import { savedAddressSchema } from "../forms/address";
import { anonymisedCheckout } from "./account-data.server";
import { deleteAccountSchema, profileSchema } from "./profile.schema";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const issues = (schema: v.GenericSchema, input: unknown) =>
  Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i) ?? "", i.message]));

const person = { customerType: "PRIVATE", firstName: "An", lastName: "Peeters", phoneCountry: "BE" };

describe("account data form (spec §3 CustomerProfile, §5 names, phone, required fields)", () => {
  it("a private customer needs names; the phone may be empty but not wrong", () => {
    const schema = profileSchema(i18n, "BE");
    expect(issues(schema, person)).toEqual({});
    expect(v.parse(schema, { ...person, subscribed: "on" })).toMatchObject({ subscribed: true, phoneNumber: "" });
    expect(issues(schema, { ...person, firstName: "" })).toEqual({ firstName: "First name is a required field" });
    expect(issues(schema, { ...person, phoneNumber: "12" })).toEqual({
      phoneNumber: "Please enter valid phone number",
    });
    expect(issues(schema, { ...person, phoneNumber: "0470 12 34 56" })).toEqual({});
  });

  it("a business customer needs company name, VAT number and reference, as at checkout", () => {
    const schema = profileSchema(i18n, "BE");
    expect(issues(schema, { ...person, customerType: "BUSINESS" })).toEqual({
      companyName: "Company name is a required field",
      vatNumber: "VAT number is a required field",
      referenceNumber: "Reference is a required field",
    });
    const business = { ...person, customerType: "BUSINESS", companyName: "Acme NV", vatNumber: "BE0123456749" };
    expect(issues(schema, { ...business, referenceNumber: "KP-1", invoiceEmail: "factuur@" })).toEqual({
      invoiceEmail: "Please enter a valid e-mail address",
    });
  });

  it("deleting the account needs the e-mail, the password and the ticked confirmation", () => {
    const schema = deleteAccountSchema(i18n);
    expect(issues(schema, { email: "an@example.be", password: "x", confirm: "on" })).toEqual({});
    expect(issues(schema, { email: "an@example.be", password: "", confirm: "" })).toEqual({
      password: "Password is a required field",
      confirm: "Please confirm that you want to delete your account",
    });
  });
});

describe("address book form (the checkout's delivery-address rules)", () => {
  it("checks the postcode against the chosen country", () => {
    const schema = savedAddressSchema(i18n);
    const home = {
      firstName: "An",
      lastName: "Peeters",
      countryCode: "BE",
      postCode: "9000",
      houseNumber: "1",
      street: "Veldstraat",
      city: "Gent",
    };
    expect(issues(schema, home)).toEqual({});
    expect(issues(schema, { ...home, countryCode: "PL" })).toEqual({ postCode: "Please enter a valid postcode" });
    expect(issues(schema, { ...home, houseNumber: "een" })).toHaveProperty("houseNumber");
  });
});

describe("an order after its account is deleted (ADR 020)", () => {
  const billing = {
    countryCode: "BE",
    postCode: "1000",
    houseNumber: "5",
    suffix: "",
    street: "Wetstraat",
    city: "Brussel",
  };
  const details = {
    firstName: "An",
    lastName: "Peeters",
    email: "an@example.be",
    phoneCountry: "BE",
    phoneNumber: "0470 12 34 56",
    companyName: "Acme NV",
    vatNumber: "BE0123456749",
    kvkNumber: "0123.456.749",
    referenceNumber: "KP-1",
    invoiceEmail: "an.factuur@example.be",
    subscribed: true,
  };

  it("a business invoice keeps the company, its VAT number and address; never the person", () => {
    const kept = anonymisedCheckout({ details: { ...details, customerType: "BUSINESS" }, billing } as CheckoutData);
    expect(kept.billing).toEqual(billing);
    expect(kept.details).toMatchObject({ companyName: "Acme NV", vatNumber: "BE0123456749", referenceNumber: "KP-1" });
    expect(JSON.stringify(kept)).not.toMatch(/An"|Peeters|an@example|an\.factuur|0470/);
  });

  it("a private order keeps only the billing country", () => {
    const kept = anonymisedCheckout({ details: { ...details, customerType: "PRIVATE" }, billing } as CheckoutData);
    expect(kept.billing).toEqual({
      countryCode: "BE",
      postCode: "",
      houseNumber: "",
      suffix: "",
      street: "",
      city: "",
    });
    expect(kept.details).toMatchObject({ customerType: "PRIVATE", companyName: "", vatNumber: "", firstName: "" });
  });
});
