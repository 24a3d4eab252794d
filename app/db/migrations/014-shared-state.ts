import { type Kysely, sql } from "kysely";

/**
 * State shared by several app processes (issue 18, docs/decisions/032-shared-state.md):
 * - cache_generations: a counter per scope ("all" or a storefront code); a catalogue or content change
 *   bumps it and every process empties its page and read caches of that scope.
 * - mail_outbox.failed_at / last_error: a mail the SMTP server never took after every retry, for an operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cache_generations")
    .addColumn("scope", "text", (c) => c.primaryKey())
    .addColumn("generation", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("changed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("failed_at", "timestamptz")
    .addColumn("last_error", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("failed_at").dropColumn("last_error").execute();
  await db.schema.dropTable("cache_generations").execute();
}
