/** Catalogue reads for the API: product pages, filters, block queues. Every query is scoped by store_id. */
import { type ExpressionBuilder, sql } from "kysely";
import type { ProductType, Taxonomy } from "../db/catalogue-types";
import type { DB } from "../db/db.server";
import type { Database } from "../db/types";
import { rankedProductIds } from "../search/search.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

export interface TaxonomyFilter {
  taxonomy: string;
  terms: string[];
}

export interface ProductFilters {
  filterByProductType?: ProductType[] | null;
  filterByTaxonomy?: TaxonomyFilter[] | null;
  filterByPage?: { fieldName: string; pageId: string; pageType: string } | null;
  filterBySearch?: string | null;
}

/** Search results the product list pages through (ranked; more are not useful to a shopper). */
export const MAX_SEARCH_RESULTS = 400;

/** Query-string keys of spec §2 and the taxonomies they filter. */
export const TAXONOMY_KEYS: Record<string, Taxonomy> = {
  cb_api_giftcard_categories: "categories",
  cb_api_giftcard_types: "types",
  cb_api_giftcard_promotions: "promotions",
  categories: "categories",
  types: "types",
  promotions: "promotions",
};

export class InvalidFilterError extends Error {}

export interface PriceValue {
  currency: string;
  value: number;
}

export interface VariationConfig {
  pricesToShow: PriceValue[];
  hasFixedPrices: boolean;
  fixedValues: PriceValue[];
  minPrice: PriceValue;
  maxPrice: PriceValue;
}

export interface ProductView {
  id: string;
  /** Not in the schema: the store and language the view was made for (field resolvers use them). */
  storeId: number;
  language: Language;
  brand: string;
  slug: string;
  title: string;
  description: string;
  path: string;
  image: { url: string; alt: string };
  backgroundColor: string;
  showHand: boolean;
  showShadow: boolean;
  productType: ProductType;
  variations: {
    id: string;
    title: string;
    sku: string;
    variationType: "digital" | "physical";
    price: PriceValue | null;
    /** Cards in stock; null when no stock is kept. */
    stock: number | null;
  }[];
  variationsToShow: ("digital" | "physical")[];
  fixedValues: PriceValue[];
  digitalVariationConfig: VariationConfig | null;
  physicalVariationConfig: VariationConfig | null;
}

type ProductRow = {
  id: number;
  slug: string;
  brand: string;
  product_type: ProductType;
  background_color: string;
  show_hand: boolean;
  show_shadow: boolean;
  title: string;
  description: string;
};

function taxonomyWhere(filters: TaxonomyFilter[]) {
  return (eb: ExpressionBuilder<Database & { p: Database["products"] }, "p">) =>
    eb.and(
      filters
        .filter((f) => f.terms.length > 0)
        .map((f) => {
          const taxonomy = TAXONOMY_KEYS[f.taxonomy];
          if (!taxonomy) throw new InvalidFilterError(f.taxonomy);
          return eb.exists(
            eb
              .selectFrom("product_terms as pt")
              .innerJoin("terms as te", "te.id", "pt.term_id")
              .select(sql`1`.as("one"))
              .whereRef("pt.product_id", "=", "p.id")
              .where("te.taxonomy", "=", taxonomy)
              .where("te.slug", "in", f.terms),
          );
        }),
    );
}

function baseQuery(db: DB, storefront: Storefront, language: Language, filters: ProductFilters) {
  let q = db
    .selectFrom("products as p")
    .innerJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.language", "=", language))
    .where("p.store_id", "=", storefront.storeId);
  if (filters.filterByProductType?.length) q = q.where("p.product_type", "in", filters.filterByProductType);
  // Test cards are reachable by their own URL only (spec §8: they are never sold).
  if (filters.filterByPage?.pageType !== "product") q = q.where("p.is_test", "=", false);
  const taxonomy = [...(filters.filterByTaxonomy ?? [])];
  if (filters.filterByPage) {
    const { pageType, pageId } = filters.filterByPage;
    if (pageType === "category") taxonomy.push({ taxonomy: "categories", terms: [pageId] });
    else if (pageType === "product") q = q.where("p.slug", "=", pageId);
    else throw new InvalidFilterError(pageType);
  }
  if (taxonomy.length) q = q.where(taxonomyWhere(taxonomy));
  return q;
}

const PRODUCT_COLUMNS = [
  "p.id",
  "p.slug",
  "p.brand",
  "p.product_type",
  "p.background_color",
  "p.show_hand",
  "p.show_shadow",
  "t.title",
  "t.description",
] as const;

export async function listProducts(
  db: DB,
  storefront: Storefront,
  language: Language,
  filters: ProductFilters,
  paging: { itemsPerPage: number; pageNumber: number },
): Promise<{ items: ProductView[]; total: number }> {
  const base = baseQuery(db, storefront, language, filters);
  if (filters.filterBySearch?.trim()) {
    // Ranked ids, narrowed by the other filters, paged in rank order.
    const ranked = await rankedProductIds(db, storefront.storeId, language, filters.filterBySearch, MAX_SEARCH_RESULTS);
    if (ranked.length === 0) return { items: [], total: 0 };
    const allowed = new Set((await base.where("p.id", "in", ranked).select("p.id").execute()).map((r) => r.id));
    const ids = ranked.filter((id) => allowed.has(id));
    const start = (paging.pageNumber - 1) * paging.itemsPerPage;
    return {
      items: await productsByIds(db, storefront, language, ids.slice(start, start + paging.itemsPerPage)),
      total: ids.length,
    };
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    base
      .select(PRODUCT_COLUMNS)
      .orderBy("p.position")
      .orderBy("p.id")
      .limit(paging.itemsPerPage)
      .offset((paging.pageNumber - 1) * paging.itemsPerPage)
      .execute(),
  ]);
  return { items: await toViews(db, storefront, language, rows), total: Number(total) };
}

/** Products of a block queue ('most-chosen', 'top-products', …) in queue order. */
export async function blockQueue(
  db: DB,
  storefront: Storefront,
  language: Language,
  queueId: string,
  filters: { filterByTaxonomy?: TaxonomyFilter[] | null },
): Promise<{ id: string; position: number; product: ProductView }[]> {
  let q = db
    .selectFrom("block_queue_items as b")
    .innerJoin("products as p", "p.id", "b.product_id")
    .innerJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.language", "=", language))
    .where("b.store_id", "=", storefront.storeId)
    .where("p.store_id", "=", storefront.storeId)
    .where("b.queue_id", "=", queueId);
  if (filters.filterByTaxonomy?.length) q = q.where(taxonomyWhere(filters.filterByTaxonomy));
  const rows = await q
    .select(["b.position", ...PRODUCT_COLUMNS])
    .orderBy("b.position")
    .execute();
  const views = await toViews(db, storefront, language, rows);
  return rows.map((row, i) => ({ id: `${queueId}:${row.position}`, position: row.position, product: views[i] }));
}

export function productPath(storefront: Storefront, slug: string): string {
  return `/${storefront.slugs.productList}/${slug}/`;
}

/** Generated card art, with the product title in the page language. */
export function cardImageUrl(storeId: number, language: string, slug: string): string {
  return `/media/card/${storeId}/${language}/${slug}.svg`;
}

async function toViews(db: DB, storefront: Storefront, language: Language, rows: ProductRow[]): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const variations = await db
    .selectFrom("product_variations")
    .selectAll()
    .where(
      "product_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("variation_type")
    .execute();
  const price = (value: number): PriceValue => ({ currency: storefront.currency, value });
  return rows.map((row) => {
    const own = variations.filter((v) => v.product_id === row.id);
    const config = (type: "digital" | "physical"): VariationConfig | null => {
      const v = own.find((x) => x.variation_type === type);
      if (!v) return null;
      const fixed = v.fixed_values as number[];
      return {
        pricesToShow: (v.prices_to_show as number[]).map(price),
        hasFixedPrices: fixed.length > 0,
        fixedValues: fixed.map(price),
        minPrice: price(Number(v.min_price)),
        maxPrice: price(Number(v.max_price)),
      };
    };
    const digital = config("digital");
    const physical = config("physical");
    return {
      id: String(row.id),
      storeId: storefront.storeId,
      language,
      brand: row.brand,
      slug: row.slug,
      title: row.title,
      description: row.description,
      path: productPath(storefront, row.slug),
      image: { url: cardImageUrl(storefront.storeId, language, row.slug), alt: row.title },
      backgroundColor: row.background_color,
      showHand: row.show_hand,
      showShadow: row.show_shadow,
      productType: row.product_type,
      variations: own.map((v) => ({
        id: String(v.id),
        title: row.title,
        sku: v.sku,
        variationType: v.variation_type,
        price: (v.fixed_values as number[]).length ? price((v.fixed_values as number[])[0]) : null,
        stock: v.stock,
      })),
      variationsToShow: own.map((v) => v.variation_type),
      fixedValues: [...new Set(own.flatMap((v) => v.fixed_values as number[]))].sort((a, b) => a - b).map(price),
      digitalVariationConfig: digital,
      physicalVariationConfig: physical,
    };
  });
}

export interface TermView {
  id: string;
  taxonomy: Taxonomy;
  slug: string;
  title: string;
  description: string;
  icon: string;
  productCount: number;
  path: string | null;
}

/** The all-categories page's path segment (spec §2 /categorie/alle-cadeaubonnen/). */
export const ALL_CATEGORIES = "alle-cadeaubonnen";

export function categoryPath(slug: string): string {
  return `/categorie/${slug}/`;
}

/** Terms of the storefront's taxonomies in their order, with their product counts. */
export async function listTerms(
  db: DB,
  storefront: Storefront,
  language: Language,
  taxonomies: string[],
): Promise<TermView[]> {
  const wanted = [...new Set(taxonomies.map((t) => TAXONOMY_KEYS[t] as Taxonomy | undefined))];
  if (wanted.includes(undefined)) throw new InvalidFilterError(taxonomies.join(","));
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom("terms as te")
    .innerJoin("term_translations as tt", (j) => j.onRef("tt.term_id", "=", "te.id").on("tt.language", "=", language))
    .leftJoin("product_terms as pt", "pt.term_id", "te.id")
    .where("te.store_id", "=", storefront.storeId)
    .where("te.taxonomy", "in", wanted as Taxonomy[])
    .groupBy(["te.id", "te.taxonomy", "te.slug", "te.icon", "te.position", "tt.title", "tt.description"])
    .select((eb) => [
      "te.id",
      "te.taxonomy",
      "te.slug",
      "te.icon",
      "tt.title",
      "tt.description",
      eb.fn.count<number>("pt.product_id").as("product_count"),
    ])
    .orderBy("te.taxonomy")
    .orderBy("te.position")
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    taxonomy: r.taxonomy,
    slug: r.slug,
    title: r.title,
    description: r.description,
    icon: r.icon,
    productCount: Number(r.product_count),
    path: r.taxonomy === "categories" ? categoryPath(r.slug) : null,
  }));
}

/** The storefront's products with these ids, in the order of the ids (ids of other stores are ignored). */
export async function productsByIds(
  db: DB,
  storefront: Storefront,
  language: Language,
  ids: number[],
): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db, storefront, language, {}).where("p.id", "in", ids).select(PRODUCT_COLUMNS).execute();
  const views = await toViews(db, storefront, language, rows);
  const byId = new Map(views.map((v) => [Number(v.id), v]));
  return ids.map((id) => byId.get(id)).filter((v): v is ProductView => v !== undefined);
}

/** The most popular products of each category (header menu top lists), per category slug. */
export async function categoryTopLists(
  db: DB,
  storefront: Storefront,
  language: Language,
  perCategory: number,
): Promise<Map<string, ProductView[]>> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("product_terms as pt")
        .innerJoin("terms as te", "te.id", "pt.term_id")
        .innerJoin("products as p", "p.id", "pt.product_id")
        .where("te.store_id", "=", storefront.storeId)
        .where("p.store_id", "=", storefront.storeId)
        .where("te.taxonomy", "=", "categories")
        .select([
          "te.slug",
          "p.id",
          sql<number>`row_number() over (partition by te.id order by p.popularity desc, p.id)`.as("n"),
        ])
        .as("ranked"),
    )
    .selectAll()
    .where("n", "<=", perCategory)
    .orderBy("slug")
    .orderBy("n")
    .execute();
  const views = await productsByIds(db, storefront, language, [...new Set(rows.map((r) => r.id))]);
  const byId = new Map(views.map((v) => [Number(v.id), v]));
  const out = new Map<string, ProductView[]>();
  for (const row of rows) {
    const view = byId.get(row.id);
    if (!view) continue;
    out.set(row.slug, [...(out.get(row.slug) ?? []), view]);
  }
  return out;
}
