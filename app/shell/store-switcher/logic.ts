/** Store switcher rules of spec §4 (pure: unit-tested). */
import type { StoreOption } from "../../storefront/shell";

/** localStorage key of the banner dismissal date, and of the chosen language. */
export const DISMISS_KEY = "storeSwitcherDismissedUntil";
export const LANGUAGE_KEY = "preferredLanguage";
/** spec §9: store banner dismissal 2 days. */
export const DISMISS_DAYS = 2;

/**
 * The banner shows when the visitor's country is known, is not the storefront's own country (for
 * the default Belgian storefront: not Belgium), and no dismissal is stored or its date has passed.
 */
export function shouldShowBanner(
  visitorCountry: string | null | undefined,
  storefrontCountry: string,
  dismissedUntil: string | null,
  now: Date,
): boolean {
  if (!visitorCountry) return false;
  if (visitorCountry.toUpperCase() === storefrontCountry.toUpperCase()) return false;
  if (!dismissedUntil) return true;
  const until = new Date(dismissedUntil);
  return Number.isNaN(until.getTime()) || until.getTime() <= now.getTime();
}

/** Closing stores a date two days ahead. */
export function dismissalDate(now: Date): string {
  return new Date(now.getTime() + DISMISS_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** A country change resets the language to that storefront's default (or its first language). */
export function languageForStore(store: StoreOption): string {
  return (store.languages.find((l) => l.isDefault) ?? store.languages[0]).code;
}

/** The storefront to preselect for a visitor country: same brand family first. */
export function storeForCountry(
  stores: StoreOption[],
  country: string | null,
  family: StoreOption["family"],
): StoreOption | undefined {
  if (!country) return undefined;
  const matches = stores.filter((s) => s.country === country.toUpperCase());
  return matches.find((s) => s.family === family) ?? matches[0];
}

/**
 * After applying, the browser goes to the matching page on the target storefront: the current page's
 * hreflang alternate for that storefront and language, else the target's home in that language.
 */
export function targetUrl(
  store: StoreOption,
  language: string,
  alternates: { hreflang: string; href: string }[],
  hreflangCountry: string,
): string {
  const tag = `${language}-${hreflangCountry}`.toLowerCase();
  const home = store.languages.find((l) => l.code === language)?.url ?? store.url;
  const match = alternates.find((a) => a.hreflang === tag && a.href.startsWith(home.replace(/\/$/, "")));
  return match?.href ?? home;
}
