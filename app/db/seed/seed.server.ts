/**
 * Seeds the catalogue and content of storefronts (every table of migration 001), scoped by store_id,
 * for the storefronts that have none yet. Deterministic: one seeded PRNG per storefront code, fixed dates, no clock or Math.random,
 * so two fresh databases seeded from the same configs hold identical rows. Everything is written in
 * one transaction with multi-row inserts of at most CHUNK rows.
 */
import { sql } from "kysely";
import type { Storefront } from "../../storefront/storefront";
import type { DB } from "../db.server";
import { seedProducts, seedSearchAndQueues, seedTerms } from "./catalogue-sections.server";
import { seedCommerce } from "./commerce.server";
import { seedBlogPosts, seedGivingMoments, seedLocations, seedPages } from "./content-sections.server";
import type { SeedContext } from "./insert.server";
import { seedProductDetail } from "./product-detail.server";
import { seedRedeem, seedRedeemIfMissing } from "./redeem.server";
import { planStore } from "./store-plan";

/** The storefront fields the seed reads; a full Storefront satisfies it. */
export type SeedStorefront = Pick<
  Storefront,
  | "code"
  | "storeId"
  | "family"
  | "brandName"
  | "country"
  | "languages"
  | "currency"
  | "catalogClaim"
  | "productNoun"
  | "slugs"
  | "contact"
>;

export interface StoreSeedCounts {
  products: number;
  productTranslations: number;
  variations: number;
  terms: number;
  productTerms: number;
  pages: number;
  blogPosts: number;
  givingMoments: number;
  locations: number;
  locationProducts: number;
  searchTerms: number;
  highlightedBlocks: number;
  queueItems: number;
}

/** Row counts per storefront code. */
export type SeedSummary = Record<string, StoreSeedCounts>;

function emptyCounts(): StoreSeedCounts {
  return {
    products: 0,
    productTranslations: 0,
    variations: 0,
    terms: 0,
    productTerms: 0,
    pages: 0,
    blogPosts: 0,
    givingMoments: 0,
    locations: 0,
    locationProducts: 0,
    searchTerms: 0,
    highlightedBlocks: 0,
    queueItems: 0,
  };
}

/** Held while seeding, so two processes starting at once do not both seed a storefront. */
const SEED_LOCK = 7_342_095;

/**
 * Seeds the catalogue and content of each given storefront that has none yet (no product), in one
 * transaction; a storefront with content is never touched — its orders, accounts and cards stay. A
 * storefront added after the first start is seeded this way (server start, `db:seed -- --only`).
 * Returns the row counts of the storefronts it seeded.
 */
export async function seedDatabase(db: DB, storefronts: SeedStorefront[]): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const fresh = await withoutContent(trx, storefronts);
    if (fresh.length === 0) return {};
    const plans = fresh.map(planStore);
    const summary: SeedSummary = Object.fromEntries(fresh.map((sf) => [sf.code, emptyCounts()]));
    const count = (sf: SeedStorefront, key: keyof StoreSeedCounts, n = 1) => {
      summary[sf.code][key] += n;
    };
    const ctx: SeedContext = { trx, plans, count };
    const productId = await seedProducts(ctx);
    for (const section of [
      seedTerms,
      seedPages,
      seedBlogPosts,
      seedGivingMoments,
      seedLocations,
      seedSearchAndQueues,
    ]) {
      await section({ ...ctx, productId });
    }
    await seedProductDetail(trx, new Map(fresh.map((sf) => [sf.storeId, [...sf.languages]])));
    await seedCommerce(trx, fresh);
    await seedRedeem(trx, fresh);
    return summary;
  });
}

/** The storefronts among `storefronts` that have no content yet (no product of their store id). */
export async function withoutContent<T extends SeedStorefront>(db: DB, storefronts: T[]): Promise<T[]> {
  if (storefronts.length === 0) return [];
  const rows = await db
    .selectFrom("products")
    .select("store_id")
    .distinct()
    .where(
      "store_id",
      "in",
      storefronts.map((sf) => sf.storeId),
    )
    .execute();
  const seeded = new Set(rows.map((r) => r.store_id));
  return storefronts.filter((sf) => !seeded.has(sf.storeId));
}

/**
 * A database seeded before a part existed gets that part: the basket's content (extras, Apple and test
 * cards, stock), the redeem shop. Returns the parts it seeded.
 */
export async function seedMissingParts(db: DB, storefronts: SeedStorefront[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const seeded: string[] = [];
    if (!(await trx.selectFrom("extras").select("id").limit(1).executeTakeFirst())) {
      await seedCommerce(trx, storefronts);
      seeded.push("basket content");
    }
    if (await seedRedeemIfMissing(trx, storefronts)) seeded.push("redeem shop");
    return seeded;
  });
}

/** Whether the catalogue has been seeded (any product exists). */
export async function isSeeded(db: DB): Promise<boolean> {
  const row = await db.selectFrom("products").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}
