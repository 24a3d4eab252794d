import { type Kysely, sql } from "kysely";

// Catalogue, taxonomy, content, locations and search data, every row scoped by store_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("product_type", "text", (c) =>
      c.notNull().check(sql`product_type in ('DONATION','GIFTCARD_BLANK','GIFTCARD_DIGITAL','GIFTCARD_PHYSICAL')`),
    )
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("background_color", "text", (c) => c.notNull())
    .addColumn("show_hand", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("show_shadow", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("art", "jsonb", (c) => c.notNull())
    .addColumn("popularity", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("products_store_slug", ["store_id", "slug"])
    .execute();
  await db.schema
    .createIndex("products_store_position")
    .on("products")
    .columns(["store_id", "position", "id"])
    .execute();

  await db.schema
    .createTable("product_translations")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_translations_pk", ["product_id", "language"])
    .execute();

  await db.schema
    .createTable("product_variations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("variation_type", "text", (c) => c.notNull().check(sql`variation_type in ('digital','physical')`))
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("fixed_values", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("min_price", sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn("max_price", sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn("prices_to_show", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addCheckConstraint("product_variations_bounds", sql`min_price > 0 and max_price >= min_price`)
    .execute();
  await db.schema.createIndex("product_variations_product").on("product_variations").column("product_id").execute();

  await db.schema
    .createTable("terms")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("taxonomy", "text", (c) => c.notNull().check(sql`taxonomy in ('categories','types','promotions')`))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("terms_store_taxonomy_slug", ["store_id", "taxonomy", "slug"])
    .execute();
  await db.schema
    .createTable("term_translations")
    .addColumn("term_id", "integer", (c) => c.notNull().references("terms.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("term_translations_pk", ["term_id", "language"])
    .execute();
  await db.schema
    .createTable("product_terms")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("term_id", "integer", (c) => c.notNull().references("terms.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_terms_pk", ["product_id", "term_id"])
    .execute();
  await db.schema.createIndex("product_terms_term").on("product_terms").columns(["term_id", "product_id"]).execute();

  await db.schema
    .createTable("content_pages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("page_type", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("translation_key", "text", (c) => c.notNull())
    .addColumn("noindex", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("nofollow", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("no_index_follow", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("content_pages_store_path", ["store_id", "path"])
    .execute();
  await db.schema.createIndex("content_pages_key").on("content_pages").column("translation_key").execute();
  await db.schema
    .createTable("content_page_translations")
    .addColumn("page_id", "integer", (c) => c.notNull().references("content_pages.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("meta_title", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_page_translations_pk", ["page_id", "language"])
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("published_at", "timestamptz", (c) => c.notNull())
    .addUniqueConstraint("blog_posts_store_path", ["store_id", "path"])
    .execute();
  await db.schema
    .createTable("blog_post_translations")
    .addColumn("post_id", "integer", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("body", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("blog_post_translations_pk", ["post_id", "language"])
    .execute();

  await db.schema
    .createTable("giving_moments")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("background_color", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("giving_moments_store_path", ["store_id", "path"])
    .execute();
  await db.schema
    .createTable("giving_moment_translations")
    .addColumn("moment_id", "integer", (c) => c.notNull().references("giving_moments.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("hero_title", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("giving_moment_translations_pk", ["moment_id", "language"])
    .execute();

  await db.schema
    .createTable("locations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("administrative_area", "text", (c) => c.notNull())
    .addColumn("country_code", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lon", "double precision", (c) => c.notNull())
    .addUniqueConstraint("locations_store_slug", ["store_id", "slug"])
    .execute();
  await db.schema.createIndex("locations_store_geo").on("locations").columns(["store_id", "lat", "lon"]).execute();
  await db.schema
    .createTable("location_products")
    .addColumn("location_id", "integer", (c) => c.notNull().references("locations.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("location_products_pk", ["location_id", "product_id"])
    .execute();
  await db.schema.createIndex("location_products_product").on("location_products").column("product_id").execute();

  await db.schema
    .createTable("popular_search_terms")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("href", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("popular_search_terms_store")
    .on("popular_search_terms")
    .columns(["store_id", "language", "position"])
    .execute();

  await db.schema
    .createTable("highlighted_blocks")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("card_image", "text", (c) => c.notNull())
    .addColumn("background_image", "text", (c) => c.notNull())
    .addColumn("referenced_path", "text", (c) => c.notNull())
    .addColumn("show_hand", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("block_queue_items")
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("queue_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("block_queue_items_pk", ["store_id", "queue_id", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "block_queue_items",
    "highlighted_blocks",
    "popular_search_terms",
    "location_products",
    "locations",
    "giving_moment_translations",
    "giving_moments",
    "blog_post_translations",
    "blog_posts",
    "content_page_translations",
    "content_pages",
    "product_terms",
    "term_translations",
    "terms",
    "product_variations",
    "product_translations",
    "products",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
