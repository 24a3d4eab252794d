/** TestPay's test cards and brands: what the issuer answers for each number (docs/features.md lists them). */
import { CARD_BRAND_PATTERNS } from "../../forms/rules";

export type CardOutcome = "authorised" | "refused" | "challenge" | "fraud" | "retryLimit";

/**
 * The test cards: number → what the issuer answers. Any other Luhn-valid number of a known brand
 * (spec §5 patterns, plus Bancontact's 6703 range) is authorised.
 */
export const TEST_CARDS: Record<string, CardOutcome> = {
  "4111111111111111": "authorised",
  "5555555555554444": "authorised",
  "371449635398431": "authorised",
  "6703444444444449": "authorised",
  "4000000000000002": "refused",
  "4000000000003220": "challenge",
  "4100000000000019": "fraud",
  "4000000000000119": "retryLimit",
};

/**
 * Card brands the hosted fields recognise: spec §5's patterns (the same list cardBrandOf uses) plus
 * Bancontact's BIN range 6703, which §5 does not list but the Bancontact test card needs.
 */
export const TESTPAY_BRAND_PATTERNS: [string, RegExp][] = [["bancontact", /^6703\d{12,15}$/], ...CARD_BRAND_PATTERNS];

export function testPayBrandOf(number: string): string | null {
  const digits = number.replace(/[\s-]+/g, "");
  return TESTPAY_BRAND_PATTERNS.find(([, re]) => re.test(digits))?.[0] ?? null;
}

export function cardOutcomeOf(number: string): CardOutcome {
  return TEST_CARDS[number.replace(/[\s-]+/g, "")] ?? "authorised";
}

/** The account a bank transfer goes to; the psp reference is the transfer's reference. */
export const TRANSFER_ACCOUNT = { beneficiary: "TestPay Payments B.V.", iban: "NL66TEST0123456789", bic: "TESTNL2A" };
