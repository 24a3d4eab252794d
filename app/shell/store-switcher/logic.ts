/** Store switcher rules of spec §4 (pure: unit-tested). */
import { RESOURCE_ROUTES, type RouteId, SCREENS, type Screen, screenOf, slugKeyOf } from "../../storefront/route-table";
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
 * The path a screen has on every storefront, or null: a screen of the route table without parameters
 * and without a per-storefront segment (the privacy page, the balance check, contact …). Pages whose
 * content is a storefront's own (a product, a category) or whose slug differs have none.
 */
export function samePathEverywhere(routeId: string | undefined): string | null {
  if (!routeId) return null;
  const screen = (SCREENS as readonly Screen[]).find((s) => s.id === screenOf(routeId).id);
  if (!screen || slugKeyOf(screen) || screen.path.includes(":") || screen.path.includes("*")) return null;
  if (RESOURCE_ROUTES.has(screen.id as RouteId)) return null;
  return screen.path ? `${screen.path}/` : "";
}

/**
 * After applying, the browser goes to the matching page on the target storefront (spec §2): the current
 * page's hreflang alternate for that storefront and language (its brand family's, ADR 028); else, for a
 * screen every storefront has at the same path, that path; else the target's home in that language.
 */
export function targetUrl(
  store: StoreOption,
  language: string,
  alternates: readonly { hreflang: string; href: string }[],
  hreflangCountry: string,
  samePath: string | null = null,
): string {
  const tag = `${language}-${hreflangCountry}`.toLowerCase();
  const home = store.languages.find((l) => l.code === language)?.url ?? store.url;
  const match = alternates.find((a) => a.hreflang === tag && a.href.startsWith(home.replace(/\/$/, "")));
  if (match) return match.href;
  return samePath ? `${home.replace(/\/$/, "")}/${samePath}` : home;
}
