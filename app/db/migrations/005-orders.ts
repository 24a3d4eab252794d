import { type Kysely, sql } from "kysely";

/**
 * Basket, accounts, orders, payments, webhooks, the job queue, gift cards and mail
 * (docs/decisions/011-orders-and-fulfilment.md). Every row that belongs to a shopper carries store_id:
 * a cart, order, account or card of one storefront is never read or changed from another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Product rules of the basket (spec §8): test cards cannot be bought; Apple cards have an order limit;
  // physical stock; extras (wrappers, gift packing, personal message) as their own catalogue.
  await db.schema
    .alterTable("products")
    .addColumn("is_test", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("limit_group", "text")
    .execute();
  await db.schema.alterTable("product_variations").addColumn("stock", "integer").execute();
  await db.schema
    .alterTable("product_variations")
    .addCheckConstraint("product_variations_stock", sql`stock is null or stock >= 0`)
    .execute();

  await db.schema
    .createTable("extras")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('WRAPPER','DIGITAL_WRAPPER','GIFT_PACKING','PERSONAL_MESSAGE')`),
    )
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("price", sql`numeric(10,2)`, (c) => c.notNull().check(sql`price >= 0`))
    .addColumn("contains_wine", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("art", "jsonb", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("extras_store").on("extras").columns(["store_id", "kind", "position"]).execute();
  await db.schema
    .createTable("extra_translations")
    .addColumn("extra_id", "integer", (c) => c.notNull().references("extras.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("extra_translations_pk", ["extra_id", "language"])
    .execute();

  await db.schema
    .createTable("customers")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("profile", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("subscribed", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("customers_store_email", ["store_id", "email_key"])
    .execute();

  await db.schema
    .createTable("carts")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("doc", "jsonb", (c) => c.notNull())
    .addColumn("checkout", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // An account has one open basket per storefront.
  await db.schema
    .createIndex("carts_customer")
    .on("carts")
    .columns(["store_id", "customer_id"])
    .unique()
    .where(sql.ref("customer_id"), "is not", null)
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("cascade"))
    .addColumn("cart_id", "uuid", (c) => c.references("carts.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_expires").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("uuid", "uuid", (c) => c.notNull().unique())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("cart_id", "uuid", (c) => c.references("carts.id").onDelete("set null"))
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('PENDING','COMPLETED','CANCELED')`))
    .addColumn("type", "text", (c) =>
      c.notNull().defaultTo("regular").check(sql`type in ('regular','activation','redeem','multi-address')`),
    )
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("customer_type", "text", (c) => c.notNull().check(sql`customer_type in ('PRIVATE','BUSINESS')`))
    .addColumn("doc", "jsonb", (c) => c.notNull())
    .addColumn("checkout", "jsonb", (c) => c.notNull())
    .addColumn("totals", "jsonb", (c) => c.notNull())
    .addColumn("grand_total", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stock_reserved", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("cancel_reason", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .addColumn("canceled_at", "timestamptz")
    .addUniqueConstraint("orders_store_idempotency", ["store_id", "idempotency_key"])
    .execute();
  // One order waits for payment per basket: a second place-order finds the first.
  await db.schema
    .createIndex("orders_one_pending_per_cart")
    .on("orders")
    .column("cart_id")
    .unique()
    .where(sql.ref("status"), "=", "PENDING")
    .execute();
  await db.schema.createIndex("orders_store_customer").on("orders").columns(["store_id", "customer_id"]).execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("merchant_reference", "text", (c) => c.notNull().unique())
    .addColumn("psp_reference", "text")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .check(
          sql`status in ('initiated','redirect','await','pending','authorised','refused','cancelled','fraud','retryLimit','error')`,
        ),
    )
    .addColumn("detail", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("payments_order").on("payments").column("order_id").execute();
  await db.schema.createIndex("payments_psp").on("payments").columns(["provider", "psp_reference"]).execute();

  // Webhooks are stored (deduplicated by the provider's event key) before the 2xx, processed after.
  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_key", "text", (c) => c.notNull())
    .addColumn("event", "jsonb", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("processed_at", "timestamptz")
    .addColumn("deliveries", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("webhook_events_key", ["provider", "event_key"])
    .execute();

  // The durable job queue: survives restarts, retries with backoff, deduplicated by key.
  await db.schema
    .createTable("jobs")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("dedupe_key", "text", (c) => c.unique())
    .addColumn("run_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(10))
    .addColumn("locked_until", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("done_at", "timestamptz")
    .addColumn("failed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_due on jobs (run_at) where done_at is null and failed_at is null`.execute(db);

  await db.schema
    .createTable("giftcards")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull().unique().check(sql`number ~ '^[0-9]{19}$'`))
    .addColumn("pin_hash", "text", (c) => c.notNull())
    .addColumn("balance", sql`numeric(12,2)`, (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn("initial_value", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("blocked", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("delivery_type", "text", (c) => c.notNull().check(sql`delivery_type in ('DIGITAL','PHYSICAL')`))
    // Which line of the order the card is: (shipment tag, package id, index) — issuing twice finds it.
    .addColumn("line_key", "text", (c) => c.notNull())
    .addColumn("receiver_email", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("giftcards_order_line", ["order_id", "line_key"])
    .execute();
  await db.schema.createIndex("giftcards_store").on("giftcards").columns(["store_id", "order_id"]).execute();

  await db.schema
    .createTable("shipments")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("tag", "text", (c) => c.notNull())
    .addColumn("dispatch_date", "date", (c) => c.notNull())
    .addColumn("registered", "boolean", (c) => c.notNull())
    .addColumn("address", "jsonb", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued").check(sql`status in ('queued','dispatched')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("shipments_order_tag", ["order_id", "tag"])
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("from_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("attachments", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("sent_at", "timestamptz")
    .execute();

  // Keys the shop makes itself when none is configured (captcha, test provider): kept across restarts.
  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  // The built-in test provider's own books (it stands in for an external service).
  await db.schema
    .createTable("testpay_payments")
    .addColumn("psp_reference", "text", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("merchant_reference", "text", (c) => c.notNull())
    .addColumn("store_id", "integer", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("request", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("testpay_card_tokens")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("brand", "text")
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "testpay_card_tokens",
    "testpay_payments",
    "app_secrets",
    "mail_outbox",
    "shipments",
    "giftcards",
    "jobs",
    "webhook_events",
    "payments",
    "orders",
    "sessions",
    "carts",
    "customers",
    "extra_translations",
    "extras",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable("product_variations").dropConstraint("product_variations_stock").execute();
  await db.schema.alterTable("product_variations").dropColumn("stock").execute();
  await db.schema.alterTable("products").dropColumn("is_test").dropColumn("limit_group").execute();
}
