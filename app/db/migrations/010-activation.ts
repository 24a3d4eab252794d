import { type Kysely, sql } from "kysely";

/**
 * Choice-card activation (issue 14; spec §1: a bought choice card is activated with its 19-digit
 * number, an amount and an e-mail, paid, and active within 24 hours; §4: it can fail at the card
 * provider):
 * - activations: one per activation order (type `activation`), the card it loads, the amount, the
 *   holder's e-mail and language, where it stands at the card provider (waiting → active or refused),
 *   the provider's reference or refusal, and when the 24-hour alert was raised. A card has at most one
 *   activation that is waiting or done: a partial unique index, so two payments at once cannot both
 *   load it.
 * - payments may be `refunded`: a refused activation gives the holder's money back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("activations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.notNull().unique().references("orders.id").onDelete("cascade"))
    .addColumn("giftcard_id", "integer", (c) => c.notNull().references("giftcards.id").onDelete("cascade"))
    .addColumn("amount", sql`numeric(12,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("waiting").check(sql`status in ('waiting','active','refused','canceled')`),
    )
    .addColumn("provider_reference", "text")
    .addColumn("refusal_code", "text")
    .addColumn("refusal_message", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("done_at", "timestamptz")
    .addColumn("alerted_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("activations_one_per_card")
    .on("activations")
    .column("giftcard_id")
    .unique()
    .where(sql.ref("status"), "in", sql`('waiting','active')`)
    .execute();
  await sql`alter table payments drop constraint if exists payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check check (status in ('initiated','redirect','await','pending','authorised','refused','cancelled','fraud','retryLimit','error','refunded'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("activations").execute();
}
