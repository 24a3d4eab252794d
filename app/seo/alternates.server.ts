/**
 * hreflang clusters: the storefront/language variants of the same page within the page's brand family
 * (the storefronts that carry the same content), plus x-default. A page lists a bounded set; the
 * sitemap the whole family (ADR 028).
 */
import type { StorefrontRegistry } from "../storefront/registry";
import { languagePrefix, type Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { HreflangTag } from "./metadata";

export interface Variant {
  storefront: Storefront;
  /** Path relative to the storefront + language basename, e.g. /privacy/. */
  path: string;
  languages?: readonly Language[];
}

/** The most alternates a page's head carries: a larger cluster is narrowed (and is whole in the sitemap). */
export const PAGE_ALTERNATES_MAX = 50;

const tagCount = (variants: Variant[]) =>
  variants.reduce((n, v) => n + (v.languages ?? v.storefront.languages).length, 0);

/**
 * The variants a page names: its family's; when those are more than PAGE_ALTERNATES_MAX, the family's
 * in its own country; when still more, its own storefront's languages. Every member of a cluster
 * narrows it the same way, so the alternates a page names name it back.
 */
function pageVariants(own: Storefront, family: Variant[]): Variant[] {
  if (tagCount(family) <= PAGE_ALTERNATES_MAX) return family;
  const country = family.filter((v) => v.storefront.hreflangCountry === own.hreflangCountry);
  if (tagCount(country) <= PAGE_ALTERNATES_MAX) return country;
  return family.filter((v) => v.storefront.code === own.code);
}

/**
 * The hreflang tags of a page of `own` whose variants (on any storefront) are given: on the page
 * (`page`, bounded) or in the sitemap (`sitemap`, the whole family).
 */
export function hreflangTags(
  registry: StorefrontRegistry,
  own: Storefront,
  variants: Variant[],
  localPort: string | null,
  use: "page" | "sitemap" = "page",
): HreflangTag[] {
  const family = variants.filter((v) => v.storefront.family === own.family);
  const chosen = use === "page" ? pageVariants(own, family) : family;
  const defaultCode = registry.options.defaultCode;
  const tags: HreflangTag[] = [];
  for (const { storefront, path, languages } of chosen) {
    const mount = registry.originOf(storefront, localPort);
    for (const language of languages ?? storefront.languages) {
      tags.push({
        langCode: language,
        countryCode: storefront.hreflangCountry,
        origin: mount.origin,
        path: `${mount.pathPrefix}${languagePrefix(storefront, language)}${path}`,
        isDefault: storefront.code === defaultCode && language === storefront.defaultLanguage,
      });
    }
  }
  return tags;
}

const screenAlternates = new WeakMap<Storefront, readonly Storefront[]>();

/**
 * The storefronts a screen of `own` names as alternates (every storefront has every screen): the
 * narrowing of pageVariants, which depends on the storefronts and their languages alone, made once per
 * storefront — a request then builds links for this bounded set, not for every storefront of the
 * platform (issue 17: nothing per request grows with the number of storefronts).
 */
export function screenAlternateStorefronts(registry: StorefrontRegistry, own: Storefront): readonly Storefront[] {
  let chosen = screenAlternates.get(own);
  if (!chosen) {
    const family = registry.all.filter((s) => s.family === own.family).map((storefront) => ({ storefront, path: "" }));
    chosen = Object.freeze(pageVariants(own, family).map((v) => v.storefront));
    screenAlternates.set(own, chosen);
  }
  return chosen;
}
