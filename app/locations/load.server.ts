/** Loaders of the locations pages (spec §2): overview per product, and location details. */
import { msg } from "@lingui/core/macro";
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "../api/generated/server";
import { getI18n } from "../i18n/i18n";
import { absoluteHref, seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { parseBbox } from "./bbox";
import type { LocationView } from "./locations.server";

/** Locations per list page. */
export const LOCATIONS_PER_PAGE = 10;

export interface LocationPoint {
  slug: string;
  name: string;
  lat: number;
  lon: number;
}

/** A location of the locations pages (list, map, detail). */
graphql(`
  fragment LocationFields on Location {
    id slug name street postalCode city administrativeArea countryCode lat lon path
  }
`);

/** The page's hreflang cluster: the storefronts with the same product's locations, or the same location. */

const OVERVIEW = graphql(`
  query locationsOverview($userData: UserDataInput!, $product: String!, $filters: LocationFilters, $paging: Paging!) {
    products(userData: $userData, filters: { filterByPage: { fieldName: "slug", pageId: $product, pageType: "product" } }, paging: { itemsPerPage: 1, pageNumber: 1 }) {
      items { id title path }
      errors { code message referencedRequestParameter }
    }
    locations(userData: $userData, filters: $filters, paging: $paging) {
      items { ...LocationFields }
      total pageCount
      points { slug name lat lon }
      bounds { latmax latmin lonmax lonmin }
      errors { code message referencedRequestParameter }
    }
    variants: pageVariants(userData: $userData, page: PRODUCT_LOCATIONS, slug: $product) {
      hreflangTags { langCode countryCode origin path isDefault }
      errors { code message referencedRequestParameter }
    }
  }
`);

const DETAIL = graphql(`
  query locationDetail($userData: UserDataInput!, $slug: String!, $product: String) {
    location(userData: $userData, slug: $slug, productSlug: $product) {
      location {
        location { ...LocationFields }
        products { id title path image { url alt } backgroundColor }
      }
      errors { code message referencedRequestParameter }
    }
    variants: pageVariants(userData: $userData, page: LOCATION, slug: $slug) {
      hreflangTags { langCode countryCode origin path isDefault }
      errors { code message referencedRequestParameter }
    }
  }
`);

function notFound(): never {
  throw new Response("Not found", { status: 404 });
}

function localBusiness(context: AppLoadContext, l: LocationView, url: string) {
  return {
    "@type": "LocalBusiness",
    name: l.name,
    url,
    address: {
      "@type": "PostalAddress",
      streetAddress: l.street,
      postalCode: l.postalCode,
      addressLocality: l.city,
      addressRegion: l.administrativeArea,
      addressCountry: l.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: l.lat, longitude: l.lon },
    // The storefront's cards are accepted here.
    paymentAccepted: context.storefront.brandName,
  };
}

export async function loadLocationsOverview(context: AppLoadContext, request: Request, productSlug: string) {
  const url = new URL(request.url);
  const bbox = parseBbox(url.searchParams);
  const search = bbox ? "" : (url.searchParams.get("s") ?? "").trim().slice(0, 100);
  const pageParam = bbox ? null : url.searchParams.get("page");
  const page = pageParam && /^\d{1,4}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const filters = { productSlug, ...(bbox ? { bbox } : {}), ...(search ? { search } : {}) };
  const [result, i18n] = await Promise.all([
    context.api.request(OVERVIEW, {
      product: productSlug,
      filters,
      paging: { itemsPerPage: LOCATIONS_PER_PAGE, pageNumber: page },
    }),
    getI18n(context.language),
  ]);
  const product = result.products.items[0];
  if (!product) notFound();
  const { locations } = result;
  if (page > 1 && page > locations.pageCount) notFound();
  const detailOf = (slug: string) => href(context.storefront, "locations", { product: productSlug, location: slug });
  const title = i18n._(msg`Where to use the ${product.title}`);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: title,
    itemListElement: locations.items.map((l, i) => ({
      "@type": "ListItem",
      position: (page - 1) * LOCATIONS_PER_PAGE + i + 1,
      item: localBusiness(context, l, absoluteHref(context, detailOf(l.slug))),
    })),
  };
  return {
    kind: "overview" as const,
    product: { slug: productSlug, title: product.title, path: product.path },
    items: locations.items.map((l) => ({ ...l, path: detailOf(l.slug) })),
    total: locations.total,
    page,
    pageCount: Math.max(1, locations.pageCount),
    points: locations.points,
    bounds: locations.bounds,
    bbox,
    search,
    tiles: context.mapTiles,
    jsonLd: JSON.stringify(jsonLd),
    seo: seoForScreen(context, request, {
      routeId: "locations",
      params: { product: productSlug },
      title: `${title} | ${context.storefront.brandName}`,
      cluster: result.variants.hreflangTags,
      // Rectangles, searches and later pages are views of the same list.
      noindex: Boolean(bbox || search || page > 1),
    }),
  };
}

export async function loadLocationDetail(
  context: AppLoadContext,
  request: Request,
  slug: string,
  productSlug: string | null,
) {
  const { location: result, variants } = await context.api.request(DETAIL, { slug, product: productSlug });
  const detail = result.location;
  if (!detail) notFound();
  const { location } = detail;
  const routeId = productSlug ? "locations" : "location";
  const params = productSlug ? { product: productSlug, location: slug } : { location: slug };
  const canonicalPath = href(context.storefront, "location", { location: slug });
  const jsonLd = {
    "@context": "https://schema.org",
    ...localBusiness(context, location, absoluteHref(context, canonicalPath)),
  };
  const product = productSlug ? detail.products.find((p) => p.path.endsWith(`/${productSlug}/`)) : undefined;
  const seo = seoForScreen(context, request, {
    routeId,
    params,
    title: `${location.name}, ${location.city} | ${context.storefront.brandName}`,
    description: `${location.street}, ${location.postalCode} ${location.city}`,
    // Alternates of the canonical page (/locatie/{location}/), like the canonical itself.
    cluster: variants.hreflangTags,
  });
  // One location, one canonical page: /locatie/{location}/.
  seo.canonical = absoluteHref(context, canonicalPath);
  return {
    kind: "detail" as const,
    location,
    products: detail.products,
    product: product ? { slug: productSlug as string, title: product.title, path: product.path } : null,
    points: [{ slug: location.slug, name: location.name, lat: location.lat, lon: location.lon }],
    tiles: context.mapTiles,
    jsonLd: JSON.stringify(jsonLd),
    seo,
  };
}
