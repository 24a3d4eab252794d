/**
 * The product list at the storefront's list slug: /cadeaubonnen/ and /cadeaubonnen/2/ (a trailing
 * number is a page number), and a product's own page /cadeaubonnen/{product}/.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { productAction } from "../basket/add.server";
import { ProductPurchase } from "../basket/ProductPurchase";
import { loadProductPage } from "../catalog/detail/load.server";
import { productPageData } from "../catalog/detail/page-data";
import { Listing, useListTitle } from "../catalog/list/Listing";
import { loadListing } from "../catalog/list/list.server";
import { parsePage } from "../catalog/list/paging";
import { capitalize } from "../i18n/format";
import { seoMeta } from "../seo/meta";
import { href } from "../storefront/links";
import { requireOwnSlug } from "../storefront/slug.server";

// The list and the product share this route: each loads only its own page's code. The list is the
// one in the first load; the product page's code follows it (the server's HTML shows until then).
const ProductPage = lazy(() => import("../catalog/detail/ProductPage").then((m) => ({ default: m.ProductPage })));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireOwnSlug(context, request, "productList");
  const page = parsePage(params.segment);
  if (page === null) return loadProductPage(context, request, params.segment ?? "");
  if (page === "first") throw redirect(`${href(context.storefront, "list")}${new URL(request.url).search}`, 301);
  const noun = context.storefront.productNoun[context.language] ?? "";
  return loadListing(context, request, {
    routeId: "list",
    page,
    title: () => `${capitalize(noun)} | ${context.storefront.brandName}`,
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireOwnSlug(context, request, "productList");
  const segment = params.segment;
  if (!segment || /^\d+$/.test(segment)) throw new Response("Method not allowed", { status: 405 });
  return productAction(context, request, segment);
}

export const meta = seoMeta;

export default function ProductListRoute() {
  const data = useLoaderData<typeof loader>();
  const title = useListTitle(null);
  if (data.kind === "product") {
    const page = productPageData(data);
    return (
      <Suspense fallback={null}>
        <ProductPage data={page} purchase={<ProductPurchase data={page} />} />
      </Suspense>
    );
  }
  return <Listing data={data} title={title} />;
}
