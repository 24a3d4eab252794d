/**
 * Categories (spec §2): /categorie/alle-cadeaubonnen/ lists all categories; /categorie/{url}/ and
 * /categorie/{url}/{page}/ list a category's products like the product list.
 */
import { msg } from "@lingui/core/macro";
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Listing, useListTitle } from "../catalog/list/Listing";
import { loadListing, TERMS } from "../catalog/list/list.server";
import { parsePage } from "../catalog/list/paging";
import { ALL_CATEGORIES } from "../catalog/products.server";
import { capitalize } from "../i18n/format";
import { getI18n } from "../i18n/i18n";
import { seoMeta } from "../seo/meta";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";

// The all-categories page (its icons) loads with that page only, not with every category's list.
const AllCategories = lazy(() => import("../catalog/list/AllCategories").then((m) => ({ default: m.AllCategories })));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.category ?? "";
  const page = parsePage(params.page);
  if (page === null) throw new Response("Not found", { status: 404 });
  const { storefront } = context;
  if (page === "first") {
    throw redirect(`${href(storefront, "category", { category: slug })}${new URL(request.url).search}`, 301);
  }
  const noun = capitalize(storefront.productNoun[context.language] ?? "");
  if (slug === ALL_CATEGORIES) {
    if (page !== 1) throw new Response("Not found", { status: 404 });
    const [{ productTerms }, i18n] = await Promise.all([
      context.api.request(TERMS, { taxonomies: ["categories"] }),
      getI18n(context.language),
    ]);
    const title = i18n._(msg`All categories`);
    return {
      kind: "all" as const,
      categories: productTerms.terms.filter((t) => t.productCount > 0),
      seo: seoForScreen(context, request, {
        routeId: "category",
        params: { category: slug },
        title: `${title} – ${noun} | ${storefront.brandName}`,
      }),
    };
  }
  return loadListing(context, request, {
    routeId: "category",
    category: slug,
    page,
    title: (category) => `${category?.title ?? ""} – ${noun} | ${storefront.brandName}`,
  });
}

export const meta = seoMeta;

export default function CategoryRoute() {
  const data = useLoaderData<typeof loader>();
  const title = useListTitle(data.kind === "list" ? data.category : null);
  if (data.kind === "all") {
    return (
      <Suspense fallback={null}>
        <AllCategories categories={data.categories} />
      </Suspense>
    );
  }
  return <Listing data={data} title={title} intro={data.category?.description} />;
}
