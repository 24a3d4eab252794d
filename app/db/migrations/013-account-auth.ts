import { type Kysely, sql } from "kysely";

/**
 * Account authentication (issue 15, part AUTH):
 * - sessions.last_seen_at: a logged-in session ends after an idle time and after an absolute time since
 *   login (accounts/session.server.ts); created_at is the login time, because login makes a new row.
 * - password_resets: one row per forgot-password mail. Only the SHA-256 of the token is stored (a leak
 *   of the table gives no usable link); a token is good once and until expires_at (one hour).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("password_resets")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("password_resets_customer").on("password_resets").column("customer_id").execute();
  await db.schema.createIndex("sessions_customer").on("sessions").column("customer_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("sessions_customer").execute();
  await db.schema.dropTable("password_resets").execute();
  await db.schema.alterTable("sessions").dropColumn("last_seen_at").execute();
}
