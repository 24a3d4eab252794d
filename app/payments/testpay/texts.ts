/** Texts of TestPay's hosted pages (English; a language without texts falls back to it). */
import type { TestPayStatus } from "./model";

export const en = {
  brand: "TestPay",
  testMode: "TestPay — test payments, no real money.",
  merchantReference: "Merchant reference",
  method: "Payment method",
  amount: "Amount",
  reference: "Reference",
  status: "Status",
  unknownPayment: "This payment is unknown to TestPay.",
  invalidDecision: "That choice is not possible for this payment.",
  pay: {
    title: (method: string) => `${method} — confirm payment`,
    intro: "Choose how the bank or wallet answers the shop.",
    bank: "Bank",
    authorise: "Authorise",
    refuse: "Refuse",
    cancel: "Cancel",
    fraud: "Fraud",
    retryLimit: "Too many attempts",
  },
  issuer: {
    title: "iDEAL — choose your bank",
    label: "Choose your bank",
    continue: "Continue",
    cancel: "Cancel payment",
  },
  threeDs: {
    title: "3-D Secure",
    heading: "Confirm it's you",
    intro: "Your card issuer asks you to confirm this card payment.",
    card: "Card",
    authenticate: "Authenticate",
    fail: "Fail",
  },
  app: {
    title: (method: string) => `${method} app`,
    intro: "Approve the payment to the shop in your app.",
    phone: "Phone number",
    blikCode: "BLIK code",
    approve: "Approve",
    decline: "Decline",
    done: "Done — you can return to the shop.",
  },
  bank: {
    title: "Bank transfer",
    heading: "Incoming bank transfer",
    intro: "Simulate what the bank does with the transfer.",
    beneficiary: "Beneficiary",
    iban: "IBAN",
    received: "Money received",
    expire: "Expire",
    done: (status: string) => `This transfer is ${status}.`,
  },
  dashboard: {
    title: "TestPay dashboard",
    heading: "Latest payments",
    empty: "No payments yet.",
    open: "Open simulator",
  },
  statuses: {
    redirect: "waiting for the shopper",
    challenge: "waiting for 3-D Secure",
    awaiting: "waiting for the app",
    pending: "waiting for the money",
    authorised: "authorised",
    refused: "refused",
    fraud: "refused (fraud)",
    retryLimit: "refused (too many attempts)",
    cancelled: "cancelled",
    expired: "expired",
    refunded: "refunded",
  } satisfies Record<TestPayStatus, string>,
  card: {
    title: "Card details",
    number: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvc: "Security code (CVC)",
    holder: "Name on card",
    brand: (name: string) => `Card brand: ${name}`,
    use: "Use this card",
    checking: "Checking the card…",
    accepted: (brand: string, last4: string) => `Card accepted: ${brand} ending in ${last4}.`,
    failed: "Something went wrong. Try again.",
    needsScript: "The card fields need JavaScript to hand the card to the shop. Please enable JavaScript.",
    errors: {
      number: "Enter a valid card number.",
      brand: "This card brand is not accepted.",
      expiry: "Enter the expiry date as MM/YY.",
      expired: "This card has expired.",
      cvc3: "Enter the 3-digit security code.",
      cvc4: "Enter the 4-digit security code.",
      holder: "Enter the name on the card.",
    },
  },
};

export type Texts = typeof en;

/** Texts per language; a language without an entry is shown in English. */
export const TEXTS: Record<string, Texts> = { en };

/**
 * The language to show: the requested one when TEXTS has it, else English. `<html lang>` names the
 * language of the texts actually shown, so screen readers pronounce them right.
 */
export function textsFor(requested: unknown): { lang: string; t: Texts } {
  const lang = typeof requested === "string" ? requested.toLowerCase().split("-")[0] : "";
  return lang && Object.hasOwn(TEXTS, lang) ? { lang, t: TEXTS[lang] } : { lang: "en", t: en };
}

export const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  bancontact: "Bancontact",
  maestro: "Maestro",
  electron: "Visa Electron",
  dankort: "Dankort",
  interpayment: "InterPayment",
  unionpay: "UnionPay",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
};

/** The banks of TestPay's iDEAL issuer choice (when the shop did not ask the shopper for one). */
export const IDEAL_ISSUERS = [
  "ABN AMRO",
  "ASN Bank",
  "bunq",
  "ING",
  "Knab",
  "Rabobank",
  "RegioBank",
  "Revolut",
  "SNS",
  "Triodos Bank",
];
