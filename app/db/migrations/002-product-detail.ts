import { type Kysely, sql } from "kysely";

/** Product page content: media (image, embedded and self-hosted video) and shoppers' testimonials. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_media")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('image','embed_video','self_hosted_video')`))
    .addColumn("source", "text", (c) => c.check(sql`source is null or source in ('VIMEO','YOUTUBE')`))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("poster", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addCheckConstraint("product_media_source", sql`(kind = 'embed_video') = (source is not null)`)
    .execute();
  await db.schema
    .createIndex("product_media_product")
    .on("product_media")
    .columns(["product_id", "position"])
    .execute();

  await db.schema
    .createTable("testimonials")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("testimonials_product")
    .on("testimonials")
    .columns(["product_id", "language", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("testimonials").ifExists().execute();
  await db.schema.dropTable("product_media").ifExists().execute();
}
