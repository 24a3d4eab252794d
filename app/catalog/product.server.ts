import type { AppLoadContext } from "@remix-run/node";
import { doc } from "../graphql/client.server";
import { seoForScreen } from "../seo/seo.server";
import type { ProductCardData } from "./queries.server";

const PRODUCT = doc<
  { products: { items: ProductCardData[] } },
  { filters: Record<string, unknown>; paging: { itemsPerPage: number; pageNumber: number } }
>(/* GraphQL */ `
  query product($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {
    products(userData: $userData, filters: $filters, paging: $paging) {
      items {
        id title description path image { url alt } backgroundColor showHand showShadow productType
        ... on GiftcardProduct {
          digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }
          physicalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }
        }
      }
      errors { code message }
    }
  }
`);

/** A product of this storefront by its slug; another storefront's product is a 404. */
export async function loadProduct(context: AppLoadContext, request: Request, slug: string) {
  const { products } = await context.api.request(PRODUCT, {
    filters: { filterByPage: { fieldName: "slug", pageId: slug, pageType: "product" } },
    paging: { itemsPerPage: 1, pageNumber: 1 },
  });
  const product = products.items[0];
  if (!product) throw new Response("Not found", { status: 404 });
  return {
    kind: "product" as const,
    product,
    seo: {
      ...seoForScreen(context, request, { routeId: "list", params: { segment: slug }, title: product.title }),
      // A product exists on one storefront: no cross-storefront cluster until products are linked.
      alternates: [],
    },
  };
}
