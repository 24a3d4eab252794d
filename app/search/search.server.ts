/**
 * Server-side search (docs/decisions/005-search.md): prefix full-text matching on accent-folded
 * titles and descriptions in the page language, GIN-indexed, ranked with title matches first.
 */
import { sql } from "kysely";
import type { DB } from "../db/db.server";
import { prefixQuery, searchWords } from "./fold";

export interface RankedProduct {
  id: number;
  rank: number;
}

/**
 * The storefront's products matching the input in the language, best first: a title that starts
 * with the input, then weighted text rank (title words above description words), then popularity.
 */
export async function rankedProducts(
  db: DB,
  storeId: number,
  language: string,
  inputText: string,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const query = prefixQuery(inputText);
  if (!query) return { ids: [], total: 0 };
  const phrase = searchWords(inputText).join(" ");
  const rows = await db
    .selectFrom("product_translations as t")
    .innerJoin("products as p", "p.id", "t.product_id")
    .where("p.store_id", "=", storeId)
    .where("p.is_test", "=", false)
    .where("t.language", "=", language)
    .where(sql<boolean>`t.search_vector @@ to_tsquery('simple', ${query})`)
    .select((eb) => [
      "p.id",
      sql<number>`ts_rank(t.search_vector, to_tsquery('simple', ${query}), 1)`.as("rank"),
      sql<boolean>`shop_fold(t.title) like ${`${phrase.replace(/[%_\\]/g, "")}%`}`.as("starts"),
      eb.fn.count<number>("p.id").over().as("total"),
    ])
    .orderBy("starts", "desc")
    .orderBy("rank", "desc")
    .orderBy("p.popularity", "desc")
    .orderBy("p.id")
    .limit(limit)
    .execute();
  return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
}

/** Ranked product ids for the product list's `?s=` (no JavaScript needed). */
export async function rankedProductIds(
  db: DB,
  storeId: number,
  language: string,
  inputText: string,
  limit: number,
): Promise<number[]> {
  return (await rankedProducts(db, storeId, language, inputText, limit)).ids;
}

/** Giving moments matching the input, best first. */
export async function rankedMoments(
  db: DB,
  storeId: number,
  language: string,
  inputText: string,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const query = prefixQuery(inputText);
  if (!query) return { ids: [], total: 0 };
  const rows = await db
    .selectFrom("giving_moment_translations as t")
    .innerJoin("giving_moments as m", "m.id", "t.moment_id")
    .where("m.store_id", "=", storeId)
    .where("t.language", "=", language)
    .where(sql<boolean>`t.search_vector @@ to_tsquery('simple', ${query})`)
    .select((eb) => [
      "m.id",
      sql<number>`ts_rank(t.search_vector, to_tsquery('simple', ${query}), 1)`.as("rank"),
      eb.fn.count<number>("m.id").over().as("total"),
    ])
    .orderBy("rank", "desc")
    .orderBy("m.position")
    .limit(limit)
    .execute();
  return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
}
