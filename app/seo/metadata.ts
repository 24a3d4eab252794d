/** Page metadata rules of spec §3/§4: robots, the anonymous fallback, hreflang tags. No server imports. */

export interface HreflangTag {
  langCode: string;
  countryCode: string;
  origin: string;
  path: string;
  isDefault: boolean;
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  noindex: boolean;
  nofollow: boolean;
  hreflangTags: HreflangTag[];
}

/** spec §4: the anonymous fallback is noindex and nofollow with an empty title. */
export const ANONYMOUS_METADATA: PageMetadata = {
  title: "",
  description: "",
  keywords: "",
  noindex: true,
  nofollow: true,
  hreflangTags: [],
};

/**
 * spec §4 robots rules: the storefront's fixed toggle forces noindex + nofollow; otherwise a page's
 * 'no index follow' option forces both to false; otherwise the page's own flags.
 */
export function robotsOf(
  page: { noindex: boolean; nofollow: boolean; noIndexFollow?: boolean },
  fixedNoindex: boolean,
): { noindex: boolean; nofollow: boolean } {
  if (fixedNoindex) return { noindex: true, nofollow: true };
  if (page.noIndexFollow) return { noindex: false, nofollow: false };
  return { noindex: page.noindex, nofollow: page.nofollow };
}

export function robotsContent(robots: { noindex: boolean; nofollow: boolean }): string {
  return `${robots.noindex ? "noindex" : "index"},${robots.nofollow ? "nofollow" : "follow"}`;
}

/** langCode-countrycode in lower case (spec §3). */
export function hreflangValue(tag: Pick<HreflangTag, "langCode" | "countryCode">): string {
  return `${tag.langCode}-${tag.countryCode}`.toLowerCase();
}
