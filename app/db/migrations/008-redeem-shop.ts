import { type Kysely, sql } from "kysely";

/**
 * The redeem shop (issue 13; spec §3 RedeemOrder: mainProduct.redeemData, giftCardBrand):
 * - redeem_pages: business redeem shops (`/saldocheck/inwisselen/{pageId}/`, info at
 *   `/saldocheck/info/{pageId}/`): a company's own selection; cards issued for it carry its id.
 * - redeem_products: what a card may be spent on, per storefront (redeem_page_id null) or per business
 *   page, with the custom-amount bounds, the balance a card must keep at least when not spent in full,
 *   and an optional promotion (extra value on the new card, in percent of the amount).
 * - giftcard_brands: per storefront and brand, the brand's shop (iframe), where its site is and after
 *   how many seconds the confirmation sends a shopper there, and an external product link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("redeem_pages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("page_key", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("texts", "jsonb", (c) => c.notNull())
    .addUniqueConstraint("redeem_pages_key", ["store_id", "page_key"])
    .execute();

  await db.schema
    .createTable("redeem_products")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("redeem_page_id", "integer", (c) => c.references("redeem_pages.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("min_custom_amount", "numeric(10, 2)", (c) => c.notNull())
    .addColumn("max_custom_amount", "numeric(10, 2)", (c) => c.notNull())
    .addColumn("minimum_remaining_balance", "numeric(10, 2)", (c) => c.notNull())
    .addColumn("promotion_percent", "numeric(5, 2)", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("redeem_products_bounds", sql`min_custom_amount > 0 and max_custom_amount >= min_custom_amount`)
    .execute();
  await db.schema
    .createIndex("redeem_products_shop")
    .on("redeem_products")
    .columns(["store_id", "redeem_page_id", "position"])
    .execute();

  await db.schema
    .createTable("giftcard_brands")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("iframe_url", "text")
    .addColumn("redirect_url", "text")
    .addColumn("redirect_seconds", "integer")
    .addColumn("external_link_url", "text")
    .addColumn("external_link_titles", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint("giftcard_brands_brand", ["store_id", "brand"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("giftcard_brands").execute();
  await db.schema.dropTable("redeem_products").execute();
  await db.schema.dropTable("redeem_pages").execute();
}
