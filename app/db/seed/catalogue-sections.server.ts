/** Seeding the catalogue: products, taxonomy terms, popular searches and block queues. */
import type { Insertable } from "kysely";
import type { Taxonomy } from "../catalogue-types";
import type { Database } from "../types";
import { CATEGORY_ICONS, categorySlug, EXPERIENCE_CATEGORIES, PROMOTION_ICONS, TYPE_ICONS } from "./categories";
import { TEXTS } from "./data/texts";
import { CATEGORY_KEYS, PROMOTION_KEYS, TYPE_KEYS } from "./data/types";
import { fixedTime, insertAll, insertReturning, json, type ProductIdOf, type SeedContext } from "./insert.server";
import type { SeedStorefront } from "./seed.server";
import { type PlannedProduct, productDescription, productTitle } from "./store-plan";
import { fill, pageVars, SEED_DATE } from "./texts-fill";

/** Products with their translations and variations; returns the product id lookup the later sections use. */
export async function seedProducts({ trx, plans, count }: SeedContext) {
  const productRows: Insertable<Database["products"]>[] = [];
  for (const { sf, products } of plans) {
    products.forEach((p, position) => {
      productRows.push({
        store_id: sf.storeId,
        slug: p.slug,
        product_type: p.productType,
        brand: p.brand,
        background_color: p.art.background,
        show_hand: p.showHand,
        show_shadow: p.showShadow,
        art: json(p.art),
        popularity: p.popularity,
        position,
        created_at: fixedTime(SEED_DATE - position * 3_600_000),
      });
    });
    count(sf, "products", products.length);
  }
  const productIds = new Map<string, number>();
  for (const row of await insertReturning<"products", { id: number; store_id: number; slug: string }>(
    trx,
    "products",
    productRows,
    ["id", "store_id", "slug"],
  )) {
    productIds.set(`${row.store_id}:${row.slug}`, row.id);
  }
  const productId = (sf: SeedStorefront, slug: string) => {
    const id = productIds.get(`${sf.storeId}:${slug}`);
    if (id === undefined) throw new Error(`Seed: unknown product ${slug} in ${sf.code}`);
    return id;
  };

  const translations: Insertable<Database["product_translations"]>[] = [];
  const variations: Insertable<Database["product_variations"]>[] = [];
  for (const { sf, products } of plans) {
    for (const p of products) {
      const id = productId(sf, p.slug);
      for (const language of sf.languages) {
        const pack = TEXTS[language];
        translations.push({
          product_id: id,
          language,
          title: productTitle(p, pack),
          description: productDescription(p, pack, sf, language),
        });
      }
      count(sf, "productTranslations", sf.languages.length);
      for (const type of p.variations) {
        variations.push({
          product_id: id,
          variation_type: type,
          sku: `${sf.code}-${p.slug}-${type === "digital" ? "d" : "p"}`,
          fixed_values: json(p.fixedValues),
          min_price: p.min,
          max_price: p.max,
          prices_to_show: json([p.min]),
        });
      }
      count(sf, "variations", p.variations.length);
    }
  }
  await insertAll(trx, "product_translations", translations);
  await insertAll(trx, "product_variations", variations);
  return productId;
}

/** Taxonomy terms (categories, types, promotions) with their translations, and the products they hold. */
export async function seedTerms({ trx, plans, count, productId }: SeedContext & { productId: ProductIdOf }) {
  const termRows: Insertable<Database["terms"]>[] = [];
  const termTexts: { sf: SeedStorefront; taxonomy: Taxonomy; slug: string; key: string }[] = [];
  for (const { sf } of plans) {
    const add = (taxonomy: Taxonomy, slug: string, icon: string, position: number, key: string) => {
      termRows.push({ store_id: sf.storeId, taxonomy, slug, icon, position });
      termTexts.push({ sf, taxonomy, slug, key });
    };
    for (const [i, c] of CATEGORY_KEYS.entries()) add("categories", categorySlug(sf, c), CATEGORY_ICONS[c], i, c);
    for (const [i, t] of TYPE_KEYS.entries()) add("types", t, TYPE_ICONS[t], i, t);
    for (const [i, t] of PROMOTION_KEYS.entries()) add("promotions", t, PROMOTION_ICONS[t], i, t);
    count(sf, "terms", CATEGORY_KEYS.length + TYPE_KEYS.length + PROMOTION_KEYS.length);
  }
  const termIds = new Map<string, number>();
  for (const row of await insertReturning<"terms", { id: number; store_id: number; taxonomy: string; slug: string }>(
    trx,
    "terms",
    termRows,
    ["id", "store_id", "taxonomy", "slug"],
  )) {
    termIds.set(`${row.store_id}:${row.taxonomy}:${row.slug}`, row.id);
  }
  const termId = (sf: SeedStorefront, taxonomy: Taxonomy, slug: string) =>
    termIds.get(`${sf.storeId}:${taxonomy}:${slug}`) as number;

  const termTranslations: Insertable<Database["term_translations"]>[] = [];
  for (const { sf, taxonomy, slug, key } of termTexts) {
    for (const language of sf.languages) {
      const texts = TEXTS[language].terms[taxonomy] as Record<string, { title: string; description: string }>;
      const text = texts[key];
      termTranslations.push({
        term_id: termId(sf, taxonomy, slug),
        language,
        title: text.title,
        description: fill(text.description, pageVars(sf, language)),
      });
    }
  }
  await insertAll(trx, "term_translations", termTranslations);

  const productTerms: Insertable<Database["product_terms"]>[] = [];
  for (const { sf, products, promotions } of plans) {
    for (const p of products) {
      const id = productId(sf, p.slug);
      const terms = new Set<number>();
      if (p.category) {
        for (const c of [p.category, ...p.extraCategories]) terms.add(termId(sf, "categories", categorySlug(sf, c)));
      }
      for (const v of p.variations) terms.add(termId(sf, "types", v));
      if (p.source?.multiBrand || p.kind === "blank") terms.add(termId(sf, "types", "multi-brand"));
      if (p.category && EXPERIENCE_CATEGORIES.has(p.category)) terms.add(termId(sf, "types", "experience"));
      for (const key of PROMOTION_KEYS) if (promotions[key].has(p.slug)) terms.add(termId(sf, "promotions", key));
      for (const term of terms) productTerms.push({ product_id: id, term_id: term });
      count(sf, "productTerms", terms.size);
    }
  }
  await insertAll(trx, "product_terms", productTerms);
}

/** Popular search terms, highlighted blocks and block queues. */
export async function seedSearchAndQueues({ trx, plans, count, productId }: SeedContext & { productId: ProductIdOf }) {
  const searchTerms: Insertable<Database["popular_search_terms"]>[] = [];
  const highlighted: Insertable<Database["highlighted_blocks"]>[] = [];
  const queueItems: Insertable<Database["block_queue_items"]>[] = [];
  for (const { sf, products, queues, searchCategories } of plans) {
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    for (const language of sf.languages) {
      const pack = TEXTS[language];
      const vars = pageVars(sf, language);
      const entries = [
        ...searchCategories.map((c) => ({
          title: pack.terms.categories[c].title,
          href: `/categorie/${categorySlug(sf, c)}/`,
        })),
        ...queues["search-suggestions"].slice(0, 3).map((slug) => ({
          title: productTitle(bySlug.get(slug) as PlannedProduct, pack),
          href: `/${sf.slugs.productList}/${slug}/`,
        })),
      ];
      entries.forEach((entry, position) => {
        searchTerms.push({ store_id: sf.storeId, language, title: entry.title, href: entry.href, position });
      });
      count(sf, "searchTerms", entries.length);
      highlighted.push({
        store_id: sf.storeId,
        language,
        title: fill(pack.highlighted.title, vars),
        description: fill(pack.highlighted.description, vars),
        card_image: `/brand/${sf.family}/promo-featured.svg`,
        background_image: `/brand/${sf.family}/doubler-bg.svg`,
        referenced_path: `/${sf.slugs.choiceCard}/`,
        show_hand: true,
        position: 0,
      });
      count(sf, "highlightedBlocks");
    }
    for (const [queue, slugs] of Object.entries(queues)) {
      slugs.forEach((slug, position) => {
        queueItems.push({ store_id: sf.storeId, queue_id: queue, position, product_id: productId(sf, slug) });
      });
      count(sf, "queueItems", slugs.length);
    }
  }
  await insertAll(trx, "popular_search_terms", searchTerms);
  await insertAll(trx, "highlighted_blocks", highlighted);
  await insertAll(trx, "block_queue_items", queueItems);
}
