import { type Kysely, sql } from "kysely";

/**
 * Balance check and redeem (issue 13; spec §4 card status, §7 redeem token):
 * - giftcards gets what the card statuses need: when it was activated (null: a choice card not yet
 *   activated), whether it may be spent in the redeem shop (cards issued by a redeem order are brand
 *   cards, spent at the brand), which redeem shop it belongs to (null: the storefront's; else a business
 *   redeem shop page — cards of two shops are "different types") and whether it is a test card.
 * - rate_limits: attempt counters every app process sees (pin and balance checks, login, identify).
 * - redeem_sessions: what a redeem token points to — the checked cards and the redeem packages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("giftcards")
    .addColumn("activated_at", "timestamptz")
    .addColumn("redeemable", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("redeem_page_id", "integer")
    .addColumn("is_test", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  // Cards issued so far were active from the start.
  await sql`update giftcards set activated_at = created_at`.execute(db);

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_expiry").on("rate_limits").column("expires_at").execute();

  await db.schema
    .createTable("redeem_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("card_ids", "jsonb", (c) => c.notNull())
    .addColumn("doc", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("redeem_sessions").execute();
  await db.schema.dropTable("rate_limits").execute();
  await db.schema
    .alterTable("giftcards")
    .dropColumn("activated_at")
    .dropColumn("redeemable")
    .dropColumn("redeem_page_id")
    .dropColumn("is_test")
    .execute();
}
