/** hreflang clusters: every storefront/language variant of the same page, plus x-default. */
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

export function hreflangTags(
  registry: StorefrontRegistry,
  variants: Variant[],
  localPort: string | null,
): HreflangTag[] {
  const defaultCode = registry.options.defaultCode;
  const tags: HreflangTag[] = [];
  for (const { storefront, path, languages } of variants) {
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
