/**
 * Where a catalogue page exists across stores: the members of its hreflang cluster (ADR 026). The only
 * reads across stores, on purpose and for SEO only — store ids and languages, never another store's data.
 */
import type { Taxonomy } from "../db/catalogue-types";
import type { DB } from "../db/db.server";
import type { Language } from "../storefront/vocabulary";

/** A store that carries a page, and the languages it has it in (a hreflang cluster's member). */
export interface StoreLanguages {
  storeId: number;
  /** Languages with the page; none given: every language of the store. */
  languages?: Language[];
}

/**
 * Every store with a term of this taxonomy and slug, with the languages the term is translated into: a
 * category page exists exactly there (its hreflang cluster).
 */
export async function termStores(db: DB, taxonomy: Taxonomy, slug: string): Promise<StoreLanguages[]> {
  const rows = await db
    .selectFrom("terms as te")
    .innerJoin("term_translations as tt", "tt.term_id", "te.id")
    .where("te.taxonomy", "=", taxonomy)
    .where("te.slug", "=", slug)
    .select(["te.store_id", "tt.language"])
    .execute();
  return groupByStore(rows);
}

/** Rows of (store, language) as one entry per store, in store order. */
export function groupByStore(rows: { store_id: number; language: string }[]): StoreLanguages[] {
  const byStore = new Map<number, Language[]>();
  for (const r of rows) byStore.set(r.store_id, [...(byStore.get(r.store_id) ?? []), r.language as Language]);
  return [...byStore].sort(([a], [b]) => a - b).map(([storeId, languages]) => ({ storeId, languages }));
}
