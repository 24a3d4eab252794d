/** Multi-row inserts in chunks and what the seed sections share (the transaction, plans, counts). */
import type { Insertable, Transaction } from "kysely";
import type { Database } from "../types";
import type { SeedStorefront, StoreSeedCounts } from "./seed.server";
import type { StorePlan } from "./store-plan";

const CHUNK = 500;

// ---------------------------------------------------------------------------------------------
// Writing

type Trx = Transaction<Database>;

export async function insertAll<T extends keyof Database>(
  trx: Trx,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot check a generic table's row type here; every caller builds typed rows.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

export async function insertReturning<T extends keyof Database, R>(
  trx: Trx,
  table: T,
  rows: Insertable<Database[T]>[],
  returning: string[],
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .returning(returning as never)
      .execute();
    out.push(...(result as R[]));
  }
  return out;
}

export const json = (value: unknown) => JSON.stringify(value);

/**
 * A fixed timestamp for a `Generated<Timestamp>` column: types.ts wraps the column type twice, so its
 * insert type is not a plain string; PostgreSQL parses the ISO string.
 */
export const fixedTime = (ms: number) => new Date(ms).toISOString() as never;

/** What every section gets: the transaction, the plans of the storefronts being seeded (none has content yet), the counts. */
export interface SeedContext {
  trx: Trx;
  plans: StorePlan[];
  count: (sf: SeedStorefront, key: keyof StoreSeedCounts, n?: number) => void;
}

export type ProductIdOf = (sf: SeedStorefront, slug: string) => number;
