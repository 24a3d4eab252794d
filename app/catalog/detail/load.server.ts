import type { AppLoadContext } from "@remix-run/node";
import { seoForScreen } from "../../seo/seo.server";
import { PRODUCT_DETAIL } from "../queries.server";

/** A product of this storefront by its slug; another storefront's product is a 404. */
export async function loadProductPage(context: AppLoadContext, request: Request, slug: string) {
  const { products } = await context.api.request(PRODUCT_DETAIL, {
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
      alternates: [] as { hreflang: string; href: string }[],
    },
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
