/**
 * The Intl warm-up worker (ADR 050): told the page's locale, it makes a plural rule and a money
 * format for it — which prepares the browser's locale data for the whole renderer process — and ends.
 */
// A module (its names are its own); the worker's bundle is one script with nothing to export.
export {};

const scope = self as unknown as {
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
};

scope.onmessage = (event) => {
  try {
    const locale = String(event.data);
    new Intl.PluralRules(locale).select(1);
    new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(1);
  } catch {
    // A locale Intl refuses: the page's own formatters will say so; nothing to warm.
  } finally {
    scope.close();
  }
};
