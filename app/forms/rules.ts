/**
 * Form field rules of spec §5, shared by the browser (Conform) and the server: one valibot schema per
 * field kind, messages in the page language (pass the page's Lingui instance). Checkout, account and
 * redeem forms compose their schemas from these and parse with `abortPipeEarly` (one message per field).
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";

/** spec §9: personal note up to 150 characters (160 in one redeem message). */
export const PERSONAL_NOTE_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MAX = 60;
export const STREET_MIN = 2;
export const INT_MAX = 2147483647;

const EMOJI = /\p{Extended_Pictographic}/u;
const E_MAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Form schemas go through this before Conform sees them: Conform's valibot coercion turns empty fields
 * into `undefined` and skips the pipes of optional fields, so a missing required field would pass and
 * an optional one with a default would fail. Behind an `unknown` root it leaves the schema alone: the
 * browser and the server then parse exactly the same way (empty text is "", an unticked box absent).
 */
export function formSchema<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.unknown(),
    v.transform((input) => (input ?? {}) as v.InferInput<TSchema>),
    schema,
  );
}

/**
 * A field the form must send: a missing one gets the field's own message. (valibot's object answers a
 * missing key with its English default, "Invalid key: Expected … but received undefined" — found by
 * the fuzz suite, tests/fuzz/.) The default "" goes through the field's schema like any value.
 */
export function sent<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(schema, "" as never);
}

/** The message a field shows for a value: its first broken rule ("" when the value is fine). */
export function firstMessage(schema: v.GenericSchema, value: unknown): string {
  return v.safeParse(schema, value, { abortPipeEarly: true }).issues?.[0]?.message ?? "";
}

/**
 * Trimmed text; an empty field is missing (the API may send null for it). A field sent twice (no form
 * of ours does; Conform reads it as a list) counts by its first value, as `FormData.get` reads it, so
 * the field's own translated rules answer instead of a library's English type error.
 */
export const text = () =>
  v.pipe(
    v.nullish(v.union([v.string(), v.pipe(v.array(v.unknown()), v.transform(firstString))]), ""),
    v.transform((s) => s.trim()),
  );

function firstString(values: unknown[]): string {
  return typeof values[0] === "string" ? values[0] : "";
}

/** A required free text (message, remark, reference, VAT number — spec §5 required fields). */
export function requiredText(message: string, max = 500, maxMessage = message) {
  return v.pipe(text(), v.minLength(1, message), v.maxLength(max, maxMessage));
}

/**
 * VAT numbers per country (spec §3 business order, §5 "VAT number" required): the EU's formats as VIES
 * checks them (Greece's prefix is EL), plus the United Kingdom, Switzerland and Norway; written without
 * the country prefix. A country not listed takes 4 to 20 letters and digits (a tax id of its own kind).
 */
export const VAT_FORMATS: Partial<Record<string, { pattern: RegExp; example: string }>> = {
  AT: { pattern: /^U\d{8}$/, example: "ATU12345678" },
  BE: { pattern: /^[01]\d{9}$/, example: "BE0123456789" },
  BG: { pattern: /^\d{9,10}$/, example: "BG123456789" },
  CY: { pattern: /^\d{8}[A-Z]$/, example: "CY12345678X" },
  CZ: { pattern: /^\d{8,10}$/, example: "CZ12345678" },
  DE: { pattern: /^\d{9}$/, example: "DE123456789" },
  DK: { pattern: /^\d{8}$/, example: "DK12345678" },
  EE: { pattern: /^\d{9}$/, example: "EE123456789" },
  EL: { pattern: /^\d{9}$/, example: "EL123456789" },
  ES: { pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: "ESX1234567X" },
  FI: { pattern: /^\d{8}$/, example: "FI12345678" },
  FR: { pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, example: "FR12345678901" },
  HR: { pattern: /^\d{11}$/, example: "HR12345678901" },
  HU: { pattern: /^\d{8}$/, example: "HU12345678" },
  IE: { pattern: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: "IE1234567WA" },
  IT: { pattern: /^\d{11}$/, example: "IT12345678901" },
  LT: { pattern: /^(\d{9}|\d{12})$/, example: "LT123456789" },
  LU: { pattern: /^\d{8}$/, example: "LU12345678" },
  LV: { pattern: /^\d{11}$/, example: "LV12345678901" },
  MT: { pattern: /^\d{8}$/, example: "MT12345678" },
  NL: { pattern: /^\d{9}B\d{2}$/, example: "NL123456789B01" },
  PL: { pattern: /^\d{10}$/, example: "PL1234567890" },
  PT: { pattern: /^\d{9}$/, example: "PT123456789" },
  RO: { pattern: /^\d{2,10}$/, example: "RO1234567890" },
  SE: { pattern: /^\d{10}01$/, example: "SE123456789001" },
  SI: { pattern: /^\d{8}$/, example: "SI12345678" },
  SK: { pattern: /^\d{10}$/, example: "SK1234567890" },
  GB: { pattern: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: "GB123456789" },
  CH: { pattern: /^E\d{9}(MWST|TVA|IVA)?$/, example: "CHE123456789" },
  NO: { pattern: /^\d{9}(MVA)?$/, example: "NO123456789MVA" },
};

/** The VAT prefix of a country: Greece's is EL. */
const vatPrefixOf = (country: string) => (country === "GR" ? "EL" : country);

/**
 * A VAT number written as the business wrote it → its canonical form (prefix, no spaces, dots or
 * dashes), or null when it is not a valid number. A number without a known prefix is read as one of
 * `country`'s (the storefront's country).
 */
export function normalizeVatNumber(input: string, country: string): string | null {
  const compact = input.toUpperCase().replace(/[\s.-]/g, "");
  const prefix = compact.slice(0, 2);
  const own = vatPrefixOf(country);
  const [code, rest] = VAT_FORMATS[prefix] ? [prefix, compact.slice(2)] : [own, compact];
  const format = VAT_FORMATS[code];
  if (format) return format.pattern.test(rest) ? `${code}${rest}` : null;
  return /^[A-Z0-9]{4,20}$/.test(compact) ? compact : null;
}

/** spec §5: the VAT number is required; its format is its country's (VAT_FORMATS). */
export function vatNumberField(i18n: I18n, country: string) {
  const example = VAT_FORMATS[vatPrefixOf(country)]?.example;
  return v.pipe(
    text(),
    v.minLength(1, i18n._(msg`VAT number is a required field`)),
    v.maxLength(24, i18n._(msg`Please enter a valid VAT number`)),
    v.check(
      (s) => normalizeVatNumber(s, country) !== null,
      example
        ? i18n._(msg`Please enter a valid VAT number, for example ${example}`)
        : i18n._(msg`Please enter a valid VAT number`),
    ),
    v.transform((s) => normalizeVatNumber(s, country) ?? s),
  );
}

/** spec §3 business order, §5 required fields: the reference or cost centre of the company's invoice. */
export function referenceField(i18n: I18n) {
  return requiredText(i18n._(msg`Reference is a required field`), 40, i18n._(msg`Use at most 40 characters`));
}

/** spec §3 business order: the chamber-of-commerce number, optional. */
export function kvkField(i18n: I18n) {
  return v.pipe(text(), v.maxLength(20, i18n._(msg`Use at most 20 characters`)));
}

export function emailField(i18n: I18n) {
  return v.pipe(
    text(),
    v.minLength(1, i18n._(msg`E-mail is a required field`)),
    v.maxLength(254, i18n._(msg`Please enter a valid e-mail address`)),
    v.regex(E_MAIL, i18n._(msg`Please enter a valid e-mail address`)),
  );
}

/** The e-mail twice (spec §5: the confirm e-mail must match), errors on the confirmation field. */
export function emailWithConfirmation(i18n: I18n) {
  return v.pipe(
    v.object({ email: emailField(i18n), confirmEmail: text() }),
    v.forward(
      v.check(
        (x) => x.email.toLowerCase() === x.confirmEmail.toLowerCase(),
        i18n._(msg`The e-mail addresses do not match`),
      ),
      ["confirmEmail"],
    ),
  );
}

export function countryField(i18n: I18n) {
  return v.pipe(
    text(),
    v.minLength(1, i18n._(msg`Country is a required field`)),
    v.regex(/^[A-Z]{2}$/, i18n._(msg`Country is a required field`)),
  );
}

/** Postcode formats per country (spec §5). Countries not listed accept 3–10 letters, digits, spaces, dashes. */
export const POSTCODES: Partial<Record<string, RegExp>> = {
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$|^[1-9]\d{3}$/,
  BE: /^[1-9]\d{3}$/,
  LU: /^(L-)?\d{4}$/,
  AT: /^[1-9]\d{3}$/,
  CH: /^[1-9]\d{3}$/,
  DK: /^[1-9]\d{3}$/,
  NO: /^\d{4}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  DE: /^(?!01000|99999)\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  MX: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  PL: /^\d{2}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  PT: /^\d{4}-\d{3}$/,
  BR: /^\d{5}-?\d{3}$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  GB: /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/,
  IE: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
};

export function isValidPostcode(input: string, country: string): boolean {
  const value = input.trim().toUpperCase();
  const pattern = POSTCODES[country] ?? /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;
  return pattern.test(value);
}

export function postcodeField(i18n: I18n, country: string) {
  return v.pipe(
    text(),
    v.minLength(1, i18n._(msg`Postcode is a required field`)),
    v.check((s) => isValidPostcode(s, country), i18n._(msg`Please enter a valid postcode`)),
  );
}

export function houseNumberField(i18n: I18n) {
  return v.pipe(
    text(),
    v.minLength(1, i18n._(msg`House number is a required field`)),
    v.regex(/^\d{1,6}$/, i18n._(msg`The house number must be a number`)),
  );
}

export function streetField(i18n: I18n) {
  return v.pipe(
    text(),
    v.minLength(1, i18n._(msg`Street is a required field`)),
    v.minLength(STREET_MIN, i18n._(msg`Please enter the full street name`)),
    v.maxLength(100, i18n._(msg`Please enter the full street name`)),
  );
}

export function nameField(i18n: I18n, label: "first" | "last" | "company") {
  const required = {
    first: i18n._(msg`First name is a required field`),
    last: i18n._(msg`Last name is a required field`),
    company: i18n._(msg`Company name is a required field`),
  }[label];
  const max = NAME_MAX;
  const tooLong = i18n._(msg`Use at most ${max} characters`);
  return v.pipe(
    text(),
    v.minLength(1, required),
    v.maxLength(NAME_MAX, tooLong),
    v.check((s) => !EMOJI.test(s), i18n._(msg`Emojis cannot be used here`)),
  );
}

/** spec §5 personal note: at most 150 characters, no emojis, not empty when a note is added. */
export function personalNoteField(i18n: I18n, max = PERSONAL_NOTE_MAX) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check((s) => s.trim().length > 0, i18n._(msg`Write a message or remove the note`)),
    v.maxLength(max, i18n._(msg`Use at most ${max} characters`)),
    v.check((s) => !EMOJI.test(s), i18n._(msg`Emojis cannot be used here`)),
  );
}

/** spec §5 password: letters, digits and symbols only (printable ASCII without the space). */
export const PASSWORD_CHARACTERS = /^[\x21-\x7E]+$/;

/** spec §5 password: 8 characters or more, at most PASSWORD_MAX, letters, digits and symbols only. */
export function passwordField(i18n: I18n) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.minLength(PASSWORD_MIN, i18n._(msg`The password must have at least ${PASSWORD_MIN} characters`)),
    v.maxLength(PASSWORD_MAX, i18n._(msg`The password can have at most ${PASSWORD_MAX} characters`)),
    v.regex(PASSWORD_CHARACTERS, i18n._(msg`The password can contain letters, digits and symbols only`)),
  );
}

/** spec §5 password: the confirmation must match (the message on the confirmation field). */
export function passwordsMatch<T extends { password: string; confirmPassword: string }>(i18n: I18n) {
  return v.forward<T, v.CheckIssue<T>, ["confirmPassword"]>(
    v.check((x: T) => x.password === x.confirmPassword, i18n._(msg`The passwords do not match`)),
    // The path is valid for every T with a confirmPassword (TypeScript cannot see it for a generic T).
    ["confirmPassword"] as never,
  );
}

/** spec §5 password: 8 characters or more, letters, digits and symbols only; the confirmation must match. */
export function passwordWithConfirmation(i18n: I18n) {
  return v.pipe(
    v.object({ password: passwordField(i18n), confirmPassword: v.optional(v.string(), "") }),
    passwordsMatch(i18n),
  );
}

/**
 * spec §5: a gift card number has exactly 19 digits and one of the allowed prefixes (else the
 * unknown-prefix message). Card checks pass every storefront's prefixes: a card of another of our shops
 * then gets the server's "another store" answer, which tells the recipient where to go. That list grows
 * with the platform's storefronts, and no page carries what does (issue 17): a form in the browser
 * passes `null` and the prefix rule is the server's, which parses the same schema with the list and
 * answers with the same message on the field.
 */
export function cardNumberField(i18n: I18n, prefixes: readonly string[] | null, prefixMessage?: string) {
  const digits = v.pipe(
    text(),
    v.transform((s) => s.replace(/\s+/g, "")),
    v.minLength(1, i18n._(msg`Card number is a required field`)),
    v.regex(/^\d{19}$/, i18n._(msg`The card number has 19 digits`)),
  );
  if (!prefixes) return digits;
  return v.pipe(
    digits,
    v.check(
      (s) => prefixes.some((p) => s.startsWith(p)),
      prefixMessage ?? i18n._(msg`We do not know cards starting with these digits. Please check the card number.`),
    ),
  );
}

/** spec §5 Login, Identify, card checks: nothing is sent without the human-check token. */
export function captchaTokenField(i18n: I18n) {
  return v.pipe(v.optional(v.string(), ""), v.minLength(1, i18n._(msg`Please complete the human check.`)));
}

export function pinField(i18n: I18n) {
  return v.pipe(text(), v.regex(/^\d{6}$/, i18n._(msg`The pin has 6 digits`)));
}

export function blikField(i18n: I18n) {
  return v.pipe(
    text(),
    v.minLength(1, i18n._(msg`BLIK code is a required field`)),
    v.regex(/^\d{6}$/, i18n._(msg`The BLIK code has 6 digits`)),
  );
}

export type CardBrand =
  | "visa"
  | "mastercard"
  | "amex"
  | "diners"
  | "discover"
  | "jcb"
  | "maestro"
  | "electron"
  | "dankort"
  | "interpayment"
  | "unionpay";

/** Card brands by number pattern (spec §5), most specific first. */
export const CARD_BRAND_PATTERNS: [CardBrand, RegExp][] = [
  ["electron", /^(?=\d{16}$)(4026|417500|4405|4508|4844|4913|4917)/],
  ["dankort", /^5019\d{12}$/],
  ["interpayment", /^636\d{13,16}$/],
  ["unionpay", /^62\d{14,17}$/],
  ["visa", /^4(\d{12}|\d{15})$/],
  ["mastercard", /^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/],
  ["amex", /^3[47]\d{13}$/],
  ["diners", /^3(0[0-5]|[68]\d)\d{11,16}$/],
  ["discover", /^6(011|5\d{2}|4[4-9]\d)\d{12,15}$/],
  ["jcb", /^(2131|1800|35\d{2})\d{11,15}$/],
  ["maestro", /^(5018|5020|5038|5893|6304|6759|676[1-3])\d{8,15}$/],
];

export function cardBrandOf(number: string): CardBrand | null {
  const digits = number.replace(/[\s-]+/g, "");
  return CARD_BRAND_PATTERNS.find(([, re]) => re.test(digits))?.[0] ?? null;
}

/** spec §5 generic patterns. */
export const GENERIC = {
  ascii: /^[\x20-\x7E]*$/,
  notWhitespaceOnly: /\S/,
  shortText: /^(?=.*\S).{1,20}$/,
  link: /^(tel:|mailto:|https?:)/,
};

export function isIntegerInRange(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= INT_MAX;
}
