/** The runtime storefront: the validated config plus values derived once at load (no `??` at call sites). */
import type { StorefrontConfig } from "./schema";
import type { Origin } from "./schema-fields";
import type { Currency, Family, Language } from "./vocabulary";

export interface Storefront extends StorefrontConfig {
  defaultLanguage: Language;
  /** Local development host: <code>.localhost. */
  localHost: string;
  /** The lower-case country part of hreflang tags (gb for GB). */
  hreflangCountry: string;
}

export interface StorefrontSummary {
  code: string;
  storeId: number;
  family: Family;
  brandName: string;
  country: string;
  languages: Language[];
  currency: Currency;
  origin: string;
}

export function toStorefront(config: StorefrontConfig): Storefront {
  return {
    ...config,
    defaultLanguage: config.languages[0],
    localHost: `${config.code}.localhost`,
    hreflangCountry: config.hreflangCountry ?? config.country.toLowerCase(),
  };
}

/** BCP 47 locale for Intl (nl-BE, fr-CH, nb-NO). */
export function localeOf(storefront: Pick<Storefront, "country">, language: Language): string {
  return `${language}-${storefront.country}`;
}

/** hreflang tag: langCode-countrycode in lower case (spec §3 page metadata). */
export function hreflangOf(storefront: Pick<Storefront, "hreflangCountry">, language: Language): string {
  return `${language}-${storefront.hreflangCountry}`;
}

/** The language prefix of a page: empty for the default language, /fr for others. */
export function languagePrefix(storefront: Pick<Storefront, "defaultLanguage">, language: Language): string {
  return language === storefront.defaultLanguage ? "" : `/${language}`;
}

export function originUrl(origin: Origin, port?: number): string {
  const scheme = origin.https ? "https" : "http";
  return `${scheme}://${origin.host}${port ? `:${port}` : ""}`;
}
