import { type Kysely, sql } from "kysely";

/** Address suggestions and text search on locations: prefix lookups on folded city and postcode. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index locations_store_city on locations (store_id, shop_fold(city) text_pattern_ops)`.execute(db);
  await sql`create index locations_store_postcode on locations (store_id, postal_code text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists locations_store_postcode`.execute(db);
  await sql`drop index if exists locations_store_city`.execute(db);
}
