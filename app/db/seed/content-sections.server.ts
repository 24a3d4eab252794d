/** Seeding content: pages, blog posts, giving moments and locations. */
import type { Insertable } from "kysely";
import type { Database } from "../types";
import { MOMENT_COLOURS } from "./data/palettes";
import { TEXTS } from "./data/texts";
import { BLOG_KEYS, MOMENT_KEYS, PAGE_KEYS, type PageKey } from "./data/types";
import { fixedTime, insertAll, insertReturning, json, type ProductIdOf, type SeedContext } from "./insert.server";
import type { SeedStorefront } from "./seed.server";
import { BLOG_DATES, fill, fillBlocks, pageTarget, pageVars, SEED_DATE } from "./texts-fill";

/** Content pages of every storefront with their translations. */
export async function seedPages({ trx, plans, count }: SeedContext) {
  const pageRows: Insertable<Database["content_pages"]>[] = [];
  const pageKeys: { sf: SeedStorefront; key: PageKey; path: string }[] = [];
  for (const { sf } of plans) {
    const paths = new Set<string>();
    for (const key of PAGE_KEYS) {
      const { pageType, path, translationKey } = pageTarget(key, sf);
      if (paths.has(path)) throw new Error(`Seed: ${sf.code} has two pages at /${path}/ (check slugs.choiceCard)`);
      paths.add(path);
      pageRows.push({
        store_id: sf.storeId,
        page_type: pageType,
        path,
        translation_key: translationKey,
        noindex: false,
        nofollow: false,
        no_index_follow: false,
        updated_at: fixedTime(SEED_DATE),
      });
      pageKeys.push({ sf, key, path });
    }
    count(sf, "pages", PAGE_KEYS.length);
  }
  const pageIds = new Map<string, number>();
  for (const row of await insertReturning<"content_pages", { id: number; store_id: number; path: string }>(
    trx,
    "content_pages",
    pageRows,
    ["id", "store_id", "path"],
  )) {
    pageIds.set(`${row.store_id}:${row.path}`, row.id);
  }
  const pageTranslations: Insertable<Database["content_page_translations"]>[] = [];
  for (const { sf, key, path } of pageKeys) {
    for (const language of sf.languages) {
      const vars = pageVars(sf, language);
      const text = TEXTS[language].pages[key];
      pageTranslations.push({
        page_id: pageIds.get(`${sf.storeId}:${path}`) as number,
        language,
        title: fill(text.title, vars),
        meta_title: fill(text.metaTitle, vars),
        keywords: fill(text.keywords, vars),
        description: fill(text.description, vars),
        body: json(fillBlocks(text.body, vars)),
      });
    }
  }
  await insertAll(trx, "content_page_translations", pageTranslations);
}

/** Blog posts with their translations. */
export async function seedBlogPosts({ trx, plans, count }: SeedContext) {
  const postRows: Insertable<Database["blog_posts"]>[] = [];
  for (const { sf } of plans) {
    BLOG_KEYS.forEach((key, i) => {
      postRows.push({
        store_id: sf.storeId,
        path: key,
        image: `/brand/${sf.family}/faq.svg`,
        published_at: `${BLOG_DATES[i]}T08:00:00.000Z`,
      });
    });
    count(sf, "blogPosts", BLOG_KEYS.length);
  }
  const postIds = new Map<string, number>();
  for (const row of await insertReturning<"blog_posts", { id: number; store_id: number; path: string }>(
    trx,
    "blog_posts",
    postRows,
    ["id", "store_id", "path"],
  )) {
    postIds.set(`${row.store_id}:${row.path}`, row.id);
  }
  const postTranslations: Insertable<Database["blog_post_translations"]>[] = [];
  for (const { sf } of plans) {
    for (const key of BLOG_KEYS) {
      for (const language of sf.languages) {
        const vars = pageVars(sf, language);
        const text = TEXTS[language].blog[key];
        postTranslations.push({
          post_id: postIds.get(`${sf.storeId}:${key}`) as number,
          language,
          title: fill(text.title, vars),
          excerpt: fill(text.excerpt, vars),
          body: json(fillBlocks(text.body, vars)),
        });
      }
    }
  }
  await insertAll(trx, "blog_post_translations", postTranslations);
}

/** Giving moments with their translations. */
export async function seedGivingMoments({ trx, plans, count }: SeedContext) {
  const momentRows: Insertable<Database["giving_moments"]>[] = [];
  for (const { sf } of plans) {
    MOMENT_KEYS.forEach((key, position) => {
      momentRows.push({
        store_id: sf.storeId,
        path: key,
        background_color: MOMENT_COLOURS[position],
        image: `/brand/${sf.family}/promo-featured.svg`,
        position,
      });
    });
    count(sf, "givingMoments", MOMENT_KEYS.length);
  }
  const momentIds = new Map<string, number>();
  for (const row of await insertReturning<"giving_moments", { id: number; store_id: number; path: string }>(
    trx,
    "giving_moments",
    momentRows,
    ["id", "store_id", "path"],
  )) {
    momentIds.set(`${row.store_id}:${row.path}`, row.id);
  }
  const momentTranslations: Insertable<Database["giving_moment_translations"]>[] = [];
  for (const { sf } of plans) {
    for (const key of MOMENT_KEYS) {
      for (const language of sf.languages) {
        const vars = pageVars(sf, language);
        const text = TEXTS[language].moments[key];
        momentTranslations.push({
          moment_id: momentIds.get(`${sf.storeId}:${key}`) as number,
          language,
          hero_title: fill(text.heroTitle, vars),
          title: fill(text.title, vars),
          body: json(fillBlocks(text.body, vars)),
        });
      }
    }
  }
  await insertAll(trx, "giving_moment_translations", momentTranslations);
}

/** Locations and the products they accept. */
export async function seedLocations({ trx, plans, count, productId }: SeedContext & { productId: ProductIdOf }) {
  const locationRows: Insertable<Database["locations"]>[] = [];
  for (const { sf, locations } of plans) {
    for (const l of locations) {
      locationRows.push({
        store_id: sf.storeId,
        slug: l.slug,
        name: l.name,
        street: l.street,
        postal_code: l.postalCode,
        city: l.city,
        administrative_area: l.administrativeArea,
        country_code: sf.country,
        lat: l.lat,
        lon: l.lon,
      });
    }
    count(sf, "locations", locations.length);
  }
  const locationIds = new Map<string, number>();
  for (const row of await insertReturning<"locations", { id: number; store_id: number; slug: string }>(
    trx,
    "locations",
    locationRows,
    ["id", "store_id", "slug"],
  )) {
    locationIds.set(`${row.store_id}:${row.slug}`, row.id);
  }
  const locationProducts: Insertable<Database["location_products"]>[] = [];
  for (const { sf, locations } of plans) {
    for (const l of locations) {
      const id = locationIds.get(`${sf.storeId}:${l.slug}`) as number;
      for (const slug of l.products) locationProducts.push({ location_id: id, product_id: productId(sf, slug) });
      count(sf, "locationProducts", l.products.length);
    }
  }
  await insertAll(trx, "location_products", locationProducts);
}
