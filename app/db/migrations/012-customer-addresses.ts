import { type Kysely, sql } from "kysely";

/**
 * The address book (issue 15; spec §3 Address, §6 "address book"): the saved addresses of an account,
 * each with the name it goes to, in the checkout's address fields. At most one default per account
 * (a partial unique index). Rows go with their account (on delete cascade) — deleting an account
 * erases them (docs/decisions/020-account-deletion.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_addresses")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("is_default", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("country_code", "text", (c) => c.notNull())
    .addColumn("post_code", "text", (c) => c.notNull())
    .addColumn("house_number", "text", (c) => c.notNull())
    .addColumn("suffix", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("customer_addresses_owner")
    .on("customer_addresses")
    .columns(["store_id", "customer_id"])
    .execute();
  await db.schema
    .createIndex("customer_addresses_one_default")
    .on("customer_addresses")
    .column("customer_id")
    .unique()
    .where(sql.ref("is_default"), "=", true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("customer_addresses").execute();
}
