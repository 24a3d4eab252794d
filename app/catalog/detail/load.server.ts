/** Loader of the product page (spec §2 …/{product}/): one API request; another storefront's product is a 404. */
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "../../api/generated/server";
import type { AddRules } from "../../basket/add.schema";
import { absoluteHref, NO_ALTERNATES, seoForScreen } from "../../seo/seo.server";
import { asJsonText } from "../../storefront/json-text";
import { href } from "../../storefront/links";
import type { Link } from "../../storefront/schema-fields";
import { localeOf } from "../../storefront/storefront";
import { lowestPrice } from "../cards";
import type { VariationConfigData } from "../queries.server";

export type MediaData =
  | { __typename: "Image"; url: string; alt: string }
  | { __typename: "EmbedVideo"; title: string; source: "VIMEO" | "YOUTUBE"; videoId: string; embedUrl: string }
  | { __typename: "SelfHostedVideo"; title: string; url: string; poster: string | null };

export interface ExtraOption {
  id: string;
  kind: "WRAPPER" | "DIGITAL_WRAPPER" | "GIFT_PACKING" | "PERSONAL_MESSAGE";
  title: string;
  description: string;
  price: { value: number };
  image: string;
  containsWine: boolean;
}

const PRODUCT_PAGE = graphql(`
  query productPage($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {
    products(userData: $userData, filters: $filters, paging: $paging) {
      items {
        description ...ProductCard
        # Gift-card and donation products have the same details (spec §3 Products).
        ... on GiftcardProduct {
          variationsToShow
          variations { id variationType }
          media {
            __typename
            ... on Image { url alt }
            ... on EmbedVideo { title source videoId embedUrl }
            ... on SelfHostedVideo { title url poster }
          }
          testimonials { author rating text date }
          rating { average count }
          brand brands multiBrand
          categories { slug title path }
          locationCount
        }
        ... on DonationProduct {
          variationsToShow
          variations { id variationType }
          media {
            __typename
            ... on Image { url alt }
            ... on EmbedVideo { title source videoId embedUrl }
            ... on SelfHostedVideo { title url poster }
          }
          testimonials { author rating text date }
          rating { average count }
          brand brands multiBrand
          categories { slug title path }
          locationCount
        }
      }
      errors { code message referencedRequestParameter }
    }
    extras(userData: $userData) {
      extras { id kind title description price { value } image containsWine }
    }
  }
`);

/** spec §9: decorative hand images are rotated among 3. */
export const HAND_IMAGES = ["/decoration/hand-1.svg", "/decoration/hand-2.svg", "/decoration/hand-3.svg"];

function ruleOf(config: VariationConfigData | null | undefined) {
  if (!config) return undefined;
  return { fixed: config.fixedValues.map((p) => p.value), min: config.minPrice.value, max: config.maxPrice.value };
}

export async function loadProductPage(context: AppLoadContext, request: Request, slug: string) {
  const { storefront, language } = context;
  const { products, extras } = await context.api.request(PRODUCT_PAGE, {
    filters: { filterByPage: { fieldName: "slug", pageId: slug, pageType: "product" } },
    paging: { itemsPerPage: 1, pageNumber: 1 },
  });
  const product = products.items[0];
  if (!product) throw new Response("Not found", { status: 404 });

  const options = extras.extras;
  const ids = (kind: ExtraOption["kind"]) => options.filter((e) => e.kind === kind).map((e) => e.id);
  const rules: AddRules = {
    currency: storefront.currency,
    locale: localeOf(storefront, language),
    types: {},
    variations: Object.fromEntries((product.variations ?? []).map((v) => [v.variationType, v.id])),
    wrappers: { digital: ids("DIGITAL_WRAPPER"), physical: ids("WRAPPER") },
    packings: ids("GIFT_PACKING"),
    message: ids("PERSONAL_MESSAGE").length > 0,
    timeZone: storefront.checkout.timeZone,
    country: storefront.country,
  };
  for (const type of product.variationsToShow ?? []) {
    // A donation product has a digital configuration only.
    const physical = "physicalVariationConfig" in product ? product.physicalVariationConfig : null;
    const rule = ruleOf(type === "digital" ? product.digitalVariationConfig : physical);
    if (rule) rules.types[type] = rule;
  }

  const linkOf = (link: Link): string | null =>
    link.kind === "external" ? link.href : href(storefront, link.route, link.params);
  const promo = (key: "pdpFeaturedBlock" | "pdpPromotionBlock" | "alternativeChoiceAllInOne") => {
    const block = storefront.theme.promoBlocks[key];
    const to = linkOf(block.link);
    return to
      ? {
          image: block.image.src,
          width: block.image.width,
          height: block.image.height,
          title: block.title[language] ?? "",
          to,
        }
      : null;
  };
  const business = storefront.theme.businessLogos[language];

  const path = href(storefront, "list", { segment: slug });
  const category = product.categories[0];
  const from = lowestPrice(product);
  const prices = Object.values(rules.types).flatMap((r) => (r ? [r.min, r.max, ...r.fixed] : []));
  const noun = storefront.productNoun[language] ?? "";
  const breadcrumb = [
    { name: storefront.brandName, path: href(storefront, "home") },
    { name: `${noun.charAt(0).toLocaleUpperCase()}${noun.slice(1)}`, path: href(storefront, "list") },
    ...(category ? [{ name: category.title, path: category.path }] : []),
    { name: product.title, path },
  ];
  const productLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    image: absoluteHref(context, product.image.url),
    brand: { "@type": "Brand", name: product.brand },
    url: absoluteHref(context, path),
    ...(product.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
          },
        }
      : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: storefront.currency,
      lowPrice: from ?? Math.min(...prices),
      highPrice: prices.length ? Math.max(...prices) : from,
      availability: "https://schema.org/InStock",
    },
  };
  const breadcrumbLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumb.map((b, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: b.name,
      item: absoluteHref(context, b.path),
    })),
  };

  const seo = {
    ...seoForScreen(context, request, {
      routeId: "list",
      params: { segment: slug },
      title: `${product.title} | ${storefront.brandName}`,
      description: product.description.split("\n")[0].slice(0, 160),
    }),
    // A product exists on one storefront: no cross-storefront cluster until products are linked.
    alternates: NO_ALTERNATES,
  };
  return {
    kind: "product" as const,
    // The product and its extras, the bulk of the page's data, as one JSON text each (ADR 046).
    product: asJsonText(product),
    rules,
    extras: asJsonText(options),
    hand: HAND_IMAGES[Number(product.id) % HAND_IMAGES.length],
    breadcrumb,
    promos: {
      featured: promo("pdpFeaturedBlock"),
      promotion: promo("pdpPromotionBlock"),
      alternative: promo("alternativeChoiceAllInOne"),
    },
    businessLogo: business ? { ...business, to: href(storefront, "business") } : null,
    locationsPath: product.locationCount > 0 ? href(storefront, "locations", { product: slug }) : null,
    jsonLd: [JSON.stringify(productLd), JSON.stringify(breadcrumbLd)],
    seo,
  };
}

/** The loader's answer as it travels (ProductPageData is what the page reads: catalog/detail/page-data.ts). */
export type LoadedProductPage = Awaited<ReturnType<typeof loadProductPage>>;
