/**
 * Seeds the catalogue and content of every storefront (every table of migration 001), scoped by
 * store_id. Deterministic: one seeded PRNG per storefront code, fixed dates, no clock or Math.random,
 * so two fresh databases seeded from the same configs hold identical rows. Everything is written in
 * one transaction with multi-row inserts of at most CHUNK rows.
 */
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

export async function seedDatabase(db: DB, storefronts: SeedStorefront[]): Promise<SeedSummary> {
  const plans = storefronts.map(planStore);
  const summary: SeedSummary = Object.fromEntries(storefronts.map((sf) => [sf.code, emptyCounts()]));
  const count = (sf: SeedStorefront, key: keyof StoreSeedCounts, n = 1) => {
    summary[sf.code][key] += n;
  };

  await db.transaction().execute(async (trx) => {
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
    await seedProductDetail(trx, new Map(storefronts.map((sf) => [sf.storeId, [...sf.languages]])));
    await seedCommerce(trx, storefronts);
    await seedRedeem(trx, storefronts);
  });

  return summary;
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
