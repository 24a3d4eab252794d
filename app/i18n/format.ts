/**
 * Money and dates through Intl with the storefront's locale. Making an Intl formatter costs far more
 * than formatting with it, and pages format on every render: each formatter is made once per locale
 * and options (a handful per storefront and language, so the caches stay small).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Whole amounts without decimals (€ 25), others with two (€ 25,50). */
export function formatMoney(value: number, currency: string, locale: string): string {
  const whole = Number.isInteger(value);
  const key = `${locale}|${currency}|${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(value);
}

/** The date formatter of a locale and options, made once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** First letter upper-cased ('cadeaubonnen' → 'Cadeaubonnen'). */
export function capitalize(text: string): string {
  return `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;
}
