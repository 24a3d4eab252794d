/**
 * Shapes of the raw seed content. One language pack per language (text-<lang>.ts) fills the same
 * interface, so the type checker proves every language has every text.
 *
 * Placeholders the seeder fills in:
 * - product texts: {brand} (the gift-card brand), {min}, {max} (formatted amounts)
 * - pages, blog, moments, highlighted block: {store} (storefront brand name), {country} (country name in
 *   the language), {product} / {Product} (the storefront's plural product noun, lower / capitalised),
 *   {claim} (catalogue-size claim), {email}, {phone}, {hours} (opening hours), {threshold} (the
 *   registered-mail threshold in the storefront currency).
 * Texts are phrased so that {country} and {product} stand in a nominative position (no article or case
 * agreement needed), which keeps them correct for every storefront.
 */
import type { ContentBlock } from "../../catalogue-types";

export const CATEGORY_KEYS = [
  "restaurants",
  "wellness",
  "experiences",
  "shopping",
  "books",
  "travel",
  "sports",
  "kids",
  "home",
  "culture",
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const TYPE_KEYS = ["digital", "physical", "multi-brand", "experience"] as const;
export type TypeKey = (typeof TYPE_KEYS)[number];

export const PROMOTION_KEYS = ["most-chosen", "new", "sale"] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];

/** Content pages: fixed page types plus the landing pages linked from the storefront menus. */
export const PAGE_KEYS = [
  "home",
  "terms",
  "privacy",
  "cookies",
  "helpdesk",
  "contacts",
  "delivery",
  "cancelation-policy",
  "choice-card",
  "over-ons",
  "hoe-werkt-het",
  "zakelijk-bestellen",
  "zakelijk-cadeau",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const BLOG_KEYS = [
  "tips-voor-de-perfecte-cadeaukaart",
  "digitaal-cadeau-geven",
  "cadeaus-voor-medewerkers",
  "beleving-cadeau-geven",
  "saldo-controleren",
  "persoonlijke-boodschap-schrijven",
] as const;
export type BlogKey = (typeof BLOG_KEYS)[number];

/** Giving moments; the key is also the (Dutch) path. */
export const MOMENT_KEYS = [
  "verjaardag",
  "huwelijk",
  "geboorte",
  "bedankt",
  "kerst",
  "moederdag",
  "vaderdag",
  "pensioen",
] as const;
export type MomentKey = (typeof MOMENT_KEYS)[number];

export interface TermText {
  title: string;
  /** One sentence. */
  description: string;
}

export interface PageText {
  title: string;
  metaTitle: string;
  /** Comma-separated list. */
  keywords: string;
  description: string;
  body: ContentBlock[];
}

export interface BlogText {
  title: string;
  excerpt: string;
  body: ContentBlock[];
}

export interface MomentText {
  heroTitle: string;
  title: string;
  body: ContentBlock[];
}

export interface LanguagePack {
  product: {
    /** Title of a brand's card, e.g. "{brand} cadeaubon". */
    title: string;
    /** Title variant for a one-word brand name where the language joins differently (Finnish: "X-lahjakortti"). */
    titleOneWord?: string;
    /** Title of a donation product, e.g. "Donatiebon {brand}". */
    donationTitle: string;
    /** The two blank-card products. */
    blankTitle: string;
    blankSetTitle: string;
  };
  descriptions: {
    /** Two opening sentences per category, with {brand}. */
    intro: Record<CategoryKey, [string, string]>;
    donation: [string, string];
    blank: [string, string];
    /** Delivery sentence by the variations a product has. */
    digital: [string, string];
    physical: [string, string];
    both: [string, string];
    /** Amount sentence, with {min} and {max}. */
    fixed: string;
    custom: string;
  };
  terms: {
    categories: Record<CategoryKey, TermText>;
    types: Record<TypeKey, TermText>;
    promotions: Record<PromotionKey, TermText>;
  };
  pages: Record<PageKey, PageText>;
  blog: Record<BlogKey, BlogText>;
  moments: Record<MomentKey, MomentText>;
  highlighted: { title: string; description: string };
}
