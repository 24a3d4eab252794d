import { type Kysely, sql } from "kysely";

/**
 * Business quote requests (issue 15; spec §1 "request a quote, which is promised within one hour", §3
 * business order and quote):
 * - quote_numbers: the last number handed out per storefront; an upsert that adds one is atomic, so
 *   concurrent requests never share a number and every storefront counts on its own.
 * - quotes: one request with the storefront's human number (Q95-000123), its fields, the page language
 *   (the acknowledgement's language), the product it was asked from (the business product page form),
 *   its status (`new` until sales answers) and a random public id: the thank-you page's bearer secret.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quote_numbers")
    .addColumn("store_id", "integer", (c) => c.primaryKey())
    .addColumn("last", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quotes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("public_id", "uuid", (c) => c.notNull().unique())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new").check(sql`status in ('new', 'sent', 'closed')`))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("remark", "text", (c) => c.notNull())
    .addColumn("quantity", "integer")
    .addColumn("card_value", sql`numeric(12,2)`)
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("vat_number", "text", (c) => c.notNull())
    .addColumn("kvk_number", "text", (c) => c.notNull())
    .addColumn("reference_number", "text", (c) => c.notNull())
    .addColumn("invoice_email", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone_number", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("quotes_number_per_store", ["store_id", "seq"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quotes").execute();
  await db.schema.dropTable("quote_numbers").execute();
}
