/**
 * Loader logic of the product list and category pages: one API request for the page's products, the
 * next page's first product (desktop small shows 17), the top products and the filter terms.
 */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { graphql } from "../../api/generated/server";
import { getI18n } from "../../i18n/i18n";
import { absoluteHref, seoForScreen } from "../../seo/seo.server";
import { asJsonText, derivedJsonText, type JsonText } from "../../storefront/json-text";
import { href } from "../../storefront/links";
import { type CardData, toCard, toCards } from "../cards";
import {
  FILTER_GROUPS,
  type FilterGroup,
  type ListFilters,
  parseFilters,
  replaceFilters,
  sameFilters,
  searchOf,
  toTaxonomyFilter,
} from "./filters";
import { PER_PAGE, TOP_PER_PAGE_LARGE, topProductsForPage } from "./paging";

interface TermData {
  taxonomy: string;
  slug: string;
  title: string;
  description: string;
  icon: string;
  productCount: number;
  path: string | null;
}

/** A taxonomy term of the product lists' filters and category pages. */
graphql(`
  fragment TermFields on Term {
    taxonomy slug title description icon productCount path
  }
`);

export const TERMS = graphql(`
  query terms($userData: UserDataInput!, $taxonomies: [String!]!) {
    productTerms(userData: $userData, taxonomies: $taxonomies) {
      terms { ...TermFields }
      errors { code message referencedRequestParameter }
    }
  }
`);

const LISTING = graphql(`
  query listing($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!, $after: Paging!, $topFilters: BlockFilters, $category: String!, $isCategory: Boolean!) {
    products(userData: $userData, filters: $filters, paging: $paging) {
      items { ...ProductCard }
      total pageCount
      errors { code message referencedRequestParameter }
    }
    after: products(userData: $userData, filters: $filters, paging: $after) {
      items { ...ProductCard }
      errors { code message referencedRequestParameter }
    }
    top: getBlocksQueue(userData: $userData, queueID: "top-products", filters: $topFilters) {
      blocks { product { ...ProductCard } }
      errors { code message referencedRequestParameter }
    }
    productTerms(userData: $userData, taxonomies: ["categories", "types"]) {
      terms { ...TermFields }
      errors { code message referencedRequestParameter }
    }
    variants: pageVariants(userData: $userData, page: CATEGORY, slug: $category) @include(if: $isCategory) {
      hreflangTags { langCode countryCode origin path isDefault }
      errors { code message referencedRequestParameter }
    }
  }
`);

const NO_CARDS: JsonText<readonly CardData[]> = asJsonText(Object.freeze([]) as readonly CardData[]);

/** The filter groups' options, as the filter modal offers them. */
export type FilterOptions = Partial<Record<FilterGroup, FilterOption[]>>;

export interface FilterOption {
  slug: string;
  title: string;
}

export interface ListingData {
  kind: "list";
  routeId: "list" | "category";
  /** The category of a category page. */
  category: { slug: string; title: string; description: string } | null;
  page: number;
  pageCount: number;
  total: number;
  /** The page's cards, as one JSON text (ADR 046). */
  items: JsonText<readonly CardData[]>;
  /** The next page's first product: the 17th card on desktop small (JSON text, as the cards). */
  extra: JsonText<CardData> | null;
  /** Top products of this page: 4 on large desktop, the first 2 otherwise (JSON text). */
  top: JsonText<readonly CardData[]>;
  filters: ListFilters;
  /** The search text (`?s=`), or "". */
  search: string;
  /** Filter groups offered in the filter modal (no category group on a category page; JSON text). */
  options: JsonText<FilterOptions>;
  seo: ReturnType<typeof seoForScreen>;
}

/** Longest search text the list accepts (the API's limit). */
const MAX_SEARCH_LENGTH = 100;

/**
 * The meta description: a category's own description, else a sentence with the storefront's brand and
 * how many products the page lists (search engines show it under the title).
 */
function descriptionOf(i18n: I18n, brandName: string, total: number, category: TermData | undefined): string {
  if (category?.description) return category.description;
  // The plural inside the message: a macro of its own would use Lingui's global instance, not `i18n`.
  if (category) {
    const title = category.title;
    return i18n._(
      msg`${title}: choose from ${plural(total, { one: "# gift card", other: "# gift cards" })} at ${brandName}.`,
    );
  }
  return i18n._(
    msg`Choose from ${plural(total, { one: "# gift card", other: "# gift cards" })} at ${brandName}, for every occasion.`,
  );
}

function notFound(): never {
  throw new Response("Not found", { status: 404 });
}

export async function loadListing(
  context: AppLoadContext,
  request: Request,
  input: { routeId: "list" | "category"; page: number; category?: string; title: (category?: TermData) => string },
): Promise<ListingData> {
  const url = new URL(request.url);
  const requested = parseFilters(url.searchParams);
  const search = (url.searchParams.get("s") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const taxonomy = toTaxonomyFilter(requested);
  if (input.category) taxonomy.push({ taxonomy: "categories", terms: [input.category] });
  const topFilters = taxonomy.length ? { filterByTaxonomy: taxonomy } : {};
  const filters = search ? { ...topFilters, filterBySearch: search } : topFilters;
  const [result, i18n] = await Promise.all([
    context.api.request(LISTING, {
      filters,
      paging: { itemsPerPage: PER_PAGE, pageNumber: input.page },
      after: { itemsPerPage: 1, pageNumber: input.page * PER_PAGE + 1 },
      topFilters,
      category: input.category ?? "",
      isCategory: Boolean(input.category),
    }),
    getI18n(context.language),
  ]);

  const terms = result.productTerms.terms;
  const category = input.category
    ? terms.find((t) => t.taxonomy === "categories" && t.slug === input.category)
    : undefined;
  if (input.category && !category) notFound();

  const known = Object.fromEntries(
    FILTER_GROUPS.map((g) => [g, terms.filter((t) => t.taxonomy === g).map((t) => t.slug)]),
  ) as Record<FilterGroup, string[]>;
  const filtersOf = parseFilters(url.searchParams, known);
  if (input.category) filtersOf.categories = [];
  const params = { category: input.category, segment: input.page, page: input.page };
  const pathOf = (page: number) => href(context.storefront, input.routeId, { ...params, segment: page, page });
  // Unknown or repeated filter values, or a category filter on a category page: one clean URL
  // (other parameters such as a click id are kept).
  if (!sameFilters(requested, filtersOf)) {
    throw redirect(`${pathOf(input.page)}${replaceFilters(url.searchParams, filtersOf)}`, 302);
  }

  const { products } = result;
  if (input.page > 1 && input.page > products.pageCount) notFound();

  const options = derivedJsonText(result.productTerms, `options ${input.category ?? ""}`, () => {
    const offered: FilterOptions = {};
    for (const group of FILTER_GROUPS) {
      if (group === "categories" && input.category) continue;
      offered[group] = terms
        .filter((t) => t.taxonomy === group && t.productCount > 0)
        .map((t) => ({ slug: t.slug, title: t.title }));
    }
    return offered;
  });

  const filtered = FILTER_GROUPS.some((g) => filtersOf[g].length > 0);
  const seo = seoForScreen(context, request, {
    routeId: input.routeId,
    params,
    title: input.title(category),
    description: descriptionOf(i18n, context.storefront.brandName, products.total, category),
    cluster: result.variants?.hreflangTags,
    // Filter combinations and searches are for shoppers, not for search engines.
    noindex: filtered || search !== "",
  });
  const query = searchOf(filtersOf, { s: search });
  if (input.page > 1) seo.prev = absoluteHref(context, `${pathOf(input.page - 1)}${query}`);
  if (input.page < products.pageCount) seo.next = absoluteHref(context, `${pathOf(input.page + 1)}${query}`);

  // Search results are shown in rank order only.
  const top = search
    ? NO_CARDS
    : derivedJsonText(result.top, `top ${input.page}`, () =>
        topProductsForPage(
          result.top.blocks.map((b) => toCard(b.product)),
          input.page,
          TOP_PER_PAGE_LARGE,
        ),
      );
  const next = result.after.items[0];
  const extra = !search && next ? derivedJsonText(result.after, "extra", () => toCard(next)) : null;
  return {
    kind: "list",
    routeId: input.routeId,
    category: category ? { slug: category.slug, title: category.title, description: category.description } : null,
    page: input.page,
    pageCount: Math.max(1, products.pageCount),
    total: products.total,
    items: asJsonText(toCards(products.items)),
    extra,
    top,
    search,
    filters: filtersOf,
    options,
    seo,
  };
}
