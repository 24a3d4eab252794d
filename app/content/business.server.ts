/** Loaders of the business page (spec §2 /zakelijk/{product?}) and the choice gift card page. */
import type { AppLoadContext } from "@remix-run/node";
import { toCard } from "../catalog/cards";
import { PRODUCT_DETAIL, PRODUCTS } from "../catalog/queries.server";
import { NO_ALTERNATES, seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { loadContentPage } from "./load.server";

/** Gift cards suited to businesses: multi-brand cards and experiences. */
const BUSINESS_TYPES = ["multi-brand", "experience"];

function businessLogo(context: AppLoadContext) {
  return context.storefront.theme.businessLogos[context.language] ?? null;
}

export async function loadBusiness(context: AppLoadContext, request: Request) {
  const [content, { products }] = await Promise.all([
    loadContentPage(context, request, "zakelijk-bestellen"),
    context.api.request(PRODUCTS, {
      paging: { itemsPerPage: 8, pageNumber: 1 },
      filters: { filterByTaxonomy: [{ taxonomy: "types", terms: BUSINESS_TYPES }] },
    }),
  ]);
  return {
    kind: "business" as const,
    ...content,
    logo: businessLogo(context),
    products: products.items.map(toCard),
    giftsPath: href(context.storefront, "landing", { "*": "zakelijk-cadeau" }),
  };
}

export async function loadBusinessProduct(context: AppLoadContext, request: Request, slug: string) {
  const { products } = await context.api.request(PRODUCT_DETAIL, {
    filters: { filterByPage: { fieldName: "slug", pageId: slug, pageType: "product" } },
    paging: { itemsPerPage: 1, pageNumber: 1 },
  });
  const product = products.items[0];
  if (!product) throw new Response("Not found", { status: 404 });
  return {
    kind: "business-product" as const,
    product: { ...toCard(product), description: product.description },
    logo: businessLogo(context),
    businessPath: href(context.storefront, "business"),
    seo: {
      ...seoForScreen(context, request, {
        routeId: "business",
        params: { product: slug },
        title: `${product.title} | ${context.storefront.brandName}`,
        description: product.description.split("\n")[0].slice(0, 160),
      }),
      alternates: NO_ALTERNATES,
    },
  };
}

export async function loadChoiceCard(context: AppLoadContext, request: Request, path: string) {
  const [content, { products }] = await Promise.all([
    loadContentPage(context, request, path),
    context.api.request(PRODUCTS, {
      paging: { itemsPerPage: 8, pageNumber: 1 },
      filters: { filterByTaxonomy: [{ taxonomy: "types", terms: ["multi-brand"] }] },
    }),
  ]);
  return { ...content, products: products.items.map(toCard) };
}
