/**
 * The product list at the storefront's list slug: /cadeaubonnen/ and /cadeaubonnen/2/ (a trailing
 * number is a page number), and a product's own page /cadeaubonnen/{product}/.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { type CardData, lowestPrice, toCard } from "../catalog/cards";
import { productAction } from "../catalog/detail/action.server";
import { loadProductPage } from "../catalog/detail/load.server";
import { ProductPage } from "../catalog/detail/ProductPage";
import { ProductCard } from "../catalog/ProductCard";
import { ProductGrid } from "../catalog/ProductGrid";
import { PRODUCTS } from "../catalog/queries.server";
import { formatMoney } from "../i18n/format";
import { seoMeta } from "../seo/meta";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { useHref, useShell } from "../storefront/shell";
import { requireOwnSlug } from "../storefront/slug.server";

/** spec §9: products per page 16. */
export const PER_PAGE = 16;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireOwnSlug(context, request, "productList");
  const segment = params.segment;
  if (segment && !/^\d+$/.test(segment)) return loadProductPage(context, request, segment);
  const page = segment ? Number(segment) : 1;
  if (segment && (page < 1 || String(page) !== segment)) throw new Response("Not found", { status: 404 });
  if (segment && page === 1) throw redirect(href(context.storefront, "list"), 301);
  const { products } = await context.api.request(PRODUCTS, { paging: { itemsPerPage: PER_PAGE, pageNumber: page } });
  if (page > Math.max(1, products.pageCount)) throw new Response("Not found", { status: 404 });
  const i18nTitle = context.storefront.productNoun[context.language] ?? "";
  return {
    kind: "list" as const,
    page,
    pageCount: products.pageCount,
    total: products.total,
    items: products.items.map(toCard),
    seo: seoForScreen(context, request, {
      routeId: "list",
      params: { segment: page },
      title: `${i18nTitle.charAt(0).toLocaleUpperCase()}${i18nTitle.slice(1)} | ${context.storefront.brandName}`,
    }),
  };
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
  return data.kind === "product" ? <ProductPage data={data} /> : <ProductList {...data} />;
}

function ProductList({
  page,
  pageCount,
  total,
  items,
}: {
  page: number;
  pageCount: number;
  total: number;
  items: CardData[];
}) {
  const { t } = useLingui();
  const { sf } = useShell();
  const link = useHref();
  const noun = sf.productNoun;
  return (
    <Section>
      <h1>{`${noun.charAt(0).toLocaleUpperCase()}${noun.slice(1)}`}</h1>
      <p>{t`${total} ${noun}`}</p>
      <ProductGrid>
        {items.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </ProductGrid>
      {pageCount > 1 ? (
        <Pager aria-label={t`Pages`}>
          {page > 1 ? (
            <Link to={link("list", { segment: page - 1 })} rel="prev">
              {t`Previous`}
            </Link>
          ) : null}
          {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
            <Link key={n} to={link("list", { segment: n })} aria-current={n === page ? "page" : undefined}>
              {n}
            </Link>
          ))}
          {page < pageCount ? (
            <Link to={link("list", { segment: page + 1 })} rel="next">
              {t`Next`}
            </Link>
          ) : null}
        </Pager>
      ) : null}
    </Section>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$6 $4" });
const Pager = styled("nav", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  marginTop: "$5",
  "& a": {
    minWidth: "44px",
    minHeight: "44px",
    display: "grid",
    placeItems: "center",
    padding: "0 $2",
    borderRadius: "$sm",
  },
  "& a[aria-current]": { background: "$primary", color: "$onPrimary" },
});
