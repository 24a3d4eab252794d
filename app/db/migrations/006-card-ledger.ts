import { type Kysely, sql } from "kysely";

/**
 * The card ledger (spec §3 Gift card; issue 13): every change of a card's balance is an entry —
 * issue, redeem, refund, activation, doubler, expiry — and giftcards.balance is their sum, kept in the
 * same transaction under the card's row lock (it may never go below 0: the existing check). An entry
 * is recorded once per (card, kind, reference), so a retried redemption never debits twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("giftcard_ledger")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("giftcard_id", "integer", (c) => c.notNull().references("giftcards.id").onDelete("cascade"))
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('issue','redeem','refund','activation','doubler','expiry')`),
    )
    .addColumn("amount", sql`numeric(12,2)`, (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn("balance_after", sql`numeric(12,2)`, (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("giftcard_ledger_once", ["giftcard_id", "kind", "reference"])
    .execute();
  await db.schema.createIndex("giftcard_ledger_card").on("giftcard_ledger").columns(["giftcard_id", "id"]).execute();
  // Cards issued before the ledger: their issue entry (nothing could spend them yet).
  await sql`insert into giftcard_ledger (giftcard_id, store_id, kind, amount, balance_after, order_id, reference, created_at)
    select id, store_id, 'issue', initial_value, initial_value, order_id, line_key, created_at
    from giftcards where initial_value > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("giftcard_ledger").execute();
}
