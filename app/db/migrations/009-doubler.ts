import { type Kysely, sql } from "kysely";

/**
 * The balance doubler (issue 14; spec §1, §9: a draw on the first Monday of the month):
 * - doubler_entries: one entry per card per draw (name, e-mail, the card, the page language for the
 *   mails), for the draw named by its month in the storefront's time zone.
 * - doubler_draws: one row per storefront and month, written first by the process that runs the draw
 *   (the primary key lets exactly one run win; another waits for it and then finds the row), with the
 *   winning entry and the amount the card gained.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("doubler_entries")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("draw_month", "text", (c) => c.notNull().check(sql`draw_month ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn("giftcard_id", "integer", (c) => c.notNull().references("giftcards.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("doubler_entries_once", ["store_id", "draw_month", "giftcard_id"])
    .execute();

  await db.schema
    .createTable("doubler_draws")
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("draw_month", "text", (c) => c.notNull())
    .addColumn("winner_entry_id", "integer", (c) => c.references("doubler_entries.id").onDelete("set null"))
    .addColumn("entries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("amount", sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn("drawn_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("doubler_draws_pk", ["store_id", "draw_month"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("doubler_draws").execute();
  await db.schema.dropTable("doubler_entries").execute();
}
