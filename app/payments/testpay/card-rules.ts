/**
 * The hosted card fields' rules (number, expiry, CVC, holder), written once. The card page's script
 * carries these very functions (their source, card-fields.server.ts), so the browser and the server
 * check alike. They stay self-contained: no imports, no helpers, no named inner functions (tooling
 * may wrap those in helpers the browser does not have).
 */

export interface CardFieldValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export interface CardFieldTexts {
  number: string;
  brand: string;
  expiry: string;
  expired: string;
  cvc3: string;
  cvc4: string;
  holder: string;
}

/** Luhn checksum (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card number as the rules read it: digits without spaces or dashes. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]+/g, "");
}

/**
 * Field → message for every broken rule; `brand` is the detected brand of the number (null: none).
 * A card is valid until the end of its expiry month; amex has a 4-digit CVC, other brands 3.
 */
export function cardFieldErrors(
  values: CardFieldValues,
  brand: string | null,
  texts: CardFieldTexts,
  now: Date,
  luhn: (digits: string) => boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const number = values.number.replace(/[\s-]+/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.number = texts.number;
  else if (!brand) errors.number = texts.brand;
  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(values.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = texts.expiry;
  else if ((2000 + Number(expiry[2])) * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
    errors.expiry = texts.expired;
  const cvc = values.cvc.trim();
  if (!(brand === "amex" ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) errors.cvc = brand === "amex" ? texts.cvc4 : texts.cvc3;
  if (!values.holder.trim()) errors.holder = texts.holder;
  return errors;
}
