/** The quote request form's schema (spec §5 required: message, remark, reference, VAT number; §3 business quote). */
import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "./quote.schema";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const schema = quoteRequestSchema(i18n, { country: "BE" });
const GOOD = {
  message: "40 cards",
  remark: "Before Friday",
  quantity: "",
  cardValue: "",
  product: "",
  companyName: "Peeters BV",
  vatNumber: "BE0123456789",
  kvkNumber: "",
  referenceNumber: "HR-1",
  invoiceEmail: "",
  firstName: "Saar",
  lastName: "Peeters",
  email: "saar@example.be",
  phoneNumber: "",
  captchaToken: "token",
};
const issues = (input: Record<string, string>) =>
  Object.fromEntries(
    (v.safeParse(schema, input, { abortPipeEarly: true }).issues ?? []).map((i) => [v.getDotPath(i), i.message]),
  );

describe("the quote request schema", () => {
  it("takes a request with the required fields; empty counts are null", () => {
    const out = v.parse(schema, GOOD);
    expect(out).toMatchObject({ quantity: null, cardValue: null, vatNumber: "BE0123456789" });
    expect(v.parse(schema, { ...GOOD, quantity: "50", cardValue: "25" })).toMatchObject({
      quantity: 50,
      cardValue: 25,
    });
  });

  it("names every missing required field (spec §5: message, remark, reference, VAT number; company, contact)", () => {
    const empty = Object.fromEntries(Object.keys(GOOD).map((k) => [k, ""]));
    expect(issues(empty)).toEqual({
      message: "Message is a required field",
      remark: "Remark is a required field",
      companyName: "Company name is a required field",
      vatNumber: "VAT number is a required field",
      referenceNumber: "Reference is a required field",
      firstName: "First name is a required field",
      lastName: "Last name is a required field",
      email: "E-mail is a required field",
      captchaToken: "Please complete the human check.",
    });
  });

  it("refuses bad counts, a bad invoice e-mail, a bad phone number and a message over its length", () => {
    expect(
      issues({
        ...GOOD,
        quantity: "0",
        cardValue: "12.50",
        invoiceEmail: "facturen@",
        phoneNumber: "12",
        message: "x".repeat(2001),
      }),
    ).toEqual({
      quantity: "Enter a number of cards between 1 and 100000",
      cardValue: "Enter a whole amount between 1 and 10000, without decimals",
      invoiceEmail: "Please enter a valid e-mail address",
      phoneNumber: "Please enter valid phone number",
      message: "Use at most 2000 characters",
    });
  });
});
