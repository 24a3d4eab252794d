/** Money through Intl with the storefront's locale and currency. */
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** Whole amounts without decimals (€ 25), others with two (€ 25,50). */
export function formatMoney(value: number, currency: string, locale: string): string {
  const whole = Number.isInteger(value);
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** First letter upper-cased ('cadeaubonnen' → 'Cadeaubonnen'). */
export function capitalize(text: string): string {
  return `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;
}
