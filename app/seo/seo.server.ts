/** Builds the SEO block every page loader returns (title, robots, canonical, hreflang cluster). */
import type { AppLoadContext } from "@remix-run/node";
import { asJsonText, type JsonText } from "../storefront/json-text";
import { href, type LinkParams } from "../storefront/links";
import type { RouteId } from "../storefront/route-table";
import { hreflangTags, screenAlternateStorefronts } from "./alternates.server";
import {
  ANONYMOUS_METADATA,
  type HreflangTag,
  hreflangValue,
  type PageMetadata,
  robotsContent,
  robotsOf,
} from "./metadata";

export interface Seo {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  canonical: string;
  /**
   * One JSON text (ADR 046): a brand family's cluster is some 25 links, 75 values Remix's encoder would
   * walk on every page; the browser reads it for the store switcher and client navigations' meta.
   */
  alternates: JsonText<readonly Alternate[]>;
  /** Paged lists: the previous and next page (absolute URLs). */
  prev?: string;
  next?: string;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** A page that names no alternates (a product exists on one storefront). */
export const NO_ALTERNATES: Seo["alternates"] = asJsonText(Object.freeze([]) as readonly Alternate[]);

const ofFrozenTags = new WeakMap<readonly HreflangTag[], Seo["alternates"]>();

/** Once per frozen tag list (a content page's metadata from the read cache), else per request. */
function toAlternates(tags: readonly HreflangTag[]): Seo["alternates"] {
  const known = ofFrozenTags.get(tags);
  if (known) return known;
  const out = tags.map((t) => ({ hreflang: hreflangValue(t), href: `${t.origin}${t.path}` }));
  const fallback = tags.find((t) => t.isDefault);
  if (fallback) out.push({ hreflang: "x-default", href: `${fallback.origin}${fallback.path}` });
  if (!Object.isFrozen(tags)) return asJsonText(out);
  const text = asJsonText(Object.freeze(out) as readonly Alternate[]);
  ofFrozenTags.set(tags, text);
  return text;
}

function canonicalOf(context: AppLoadContext, request: Request): string {
  const { origin, pathPrefix } = context.registry.originOf(context.storefront, context.localPort);
  const url = new URL(request.url);
  const languagePath = url.pathname.slice(context.mount.pathPrefix.length);
  // Page paths end with a slash; a client navigation's data request (…/2.data) arrives without it.
  return `${origin}${pathPrefix}${languagePath.endsWith("/") ? languagePath : `${languagePath}/`}`;
}

/** The absolute URL of a path of the current storefront and language (canonical-style origin). */
export function absoluteHref(context: AppLoadContext, path: string): string {
  const { origin, pathPrefix } = context.registry.originOf(context.storefront, context.localPort);
  const base = context.basename.replace(/\/+$/, "");
  const languagePrefix = base.slice(context.mount.pathPrefix.replace(/\/+$/, "").length);
  return `${origin}${pathPrefix}${languagePrefix}${path}`;
}

/** For a page from the content system: its metadata (robots rules and hreflang computed by the API). */
export function seoFromMetadata(
  context: AppLoadContext,
  request: Request,
  metadata: PageMetadata,
  fallbackTitle: string,
): Seo {
  return {
    title: metadata.title || fallbackTitle,
    description: metadata.description,
    keywords: metadata.keywords,
    robots: robotsContent(metadata),
    canonical: canonicalOf(context, request),
    alternates: toAlternates(metadata.hreflangTags),
  };
}

/**
 * For a screen of the route table: the hreflang cluster holds every storefront/language variant of the
 * same route + params — or, for a page whose content exists on some storefronts only (a category, a
 * product's locations), the `cluster` the API found for it (pageVariants).
 */
export function seoForScreen(
  context: AppLoadContext,
  request: Request,
  input: {
    routeId: RouteId;
    params?: LinkParams;
    title: string;
    description?: string;
    keywords?: string;
    noindex?: boolean;
    cluster?: HreflangTag[];
  },
): Seo {
  const robots = robotsOf(
    { noindex: input.noindex ?? false, nofollow: input.noindex ?? false },
    context.storefront.features.seoNoindex,
  );
  const alternates = robots.noindex
    ? NO_ALTERNATES
    : input.cluster
      ? toAlternates(input.cluster)
      : screenAlternates(context, input.routeId, input.params);
  return {
    title: input.title,
    description: input.description ?? "",
    keywords: input.keywords ?? "",
    robots: robotsContent(robots),
    canonical: canonicalOf(context, request),
    alternates,
  };
}

/**
 * Screens' alternates by storefront, route, parameters and local port, oldest first. Bounded for the
 * whole process, not per storefront: 512 of a few KB each (a GiftPass list names some 30 links), so
 * that a crawler walking every page of 330 storefronts cannot grow it.
 */
const screenAlternatesKept = new Map<string, Seo["alternates"]>();
const SCREEN_ALTERNATES_MAX = 512;

/**
 * The alternates of a screen of the route table, which follow from the storefronts' configs alone
 * (the same route + params on each storefront its family names): made once, frozen, not on every
 * request.
 */
function screenAlternates(
  context: AppLoadContext,
  routeId: RouteId,
  params: LinkParams | undefined,
): Seo["alternates"] {
  const { storefront, registry, localPort } = context;
  const key = `${storefront.code} ${routeId} ${localPort ?? "-"} ${params ? JSON.stringify(params) : ""}`;
  let alternates = screenAlternatesKept.get(key);
  if (!alternates) {
    const variants = screenAlternateStorefronts(registry, storefront).map((other) => ({
      storefront: other,
      path: href(other, routeId, params),
    }));
    alternates = toAlternates(Object.freeze(hreflangTags(registry, storefront, variants, localPort)));
    if (screenAlternatesKept.size >= SCREEN_ALTERNATES_MAX) {
      const oldest = screenAlternatesKept.keys().next().value;
      if (oldest !== undefined) screenAlternatesKept.delete(oldest);
    }
    screenAlternatesKept.set(key, alternates);
  }
  return alternates;
}

/** spec §4: the anonymous fallback — noindex, nofollow, empty title (error and not-found pages). */
export function fallbackSeo(context: AppLoadContext, request: Request): Seo {
  return seoFromMetadata(context, request, ANONYMOUS_METADATA, "");
}
