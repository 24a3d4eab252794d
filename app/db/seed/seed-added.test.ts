/**
 * A storefront added after the first start is seeded on its own (server start, `db:seed -- --only`),
 * and seeding never touches a storefront that has content: its catalogue, accounts, orders and cards
 * stay exactly as they were.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../../tests/fixtures/db";
import { SEED_FIXTURES } from "../../../tests/fixtures/seed-storefronts";
import { createCustomer } from "../../accounts/accounts.server";
import { registerStockCards } from "../../giftcards/cards.server";
import type { DatabaseHandle } from "../db.server";
import { seedDatabase, withoutContent } from "./seed.server";

const first = SEED_FIXTURES.find((s) => s.code === "kadoo-be");
const added = SEED_FIXTURES.find((s) => s.code === "kadoo-lu");
if (!first || !added) throw new Error("the seed fixtures lost kadoo-be or kadoo-lu");

/** Every row of a store: the tables with a store_id column, and the product rows hanging off its products. */
async function rowsOf(handle: DatabaseHandle, storeId: number): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'store_id' and table_schema = current_schema()
    order by table_name`.execute(handle.db);
  const out: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(table_name)} where store_id = ${storeId}`.execute(handle.db);
    // No order in common to every table: compare the rows as a sorted list of their JSON.
    out[table_name] = rows.rows.map((r) => JSON.stringify(r)).sort();
  }
  for (const child of ["product_translations", "product_variations", "product_media", "product_terms"]) {
    const rows = await sql`
      select c.* from ${sql.table(child)} c join products p on p.id = c.product_id
      where p.store_id = ${storeId}`.execute(handle.db);
    out[child] = rows.rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe.each(backends())("seeding a storefront added later on $name", (backend) => {
  let handle: DatabaseHandle;
  let before: Record<string, unknown[]>;
  let summary: Record<string, unknown>;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(handle.db, [first]);
    // What shoppers have done on the first storefront since: an account, an order, shelf cards.
    const customer = await createCustomer(handle.db, first.storeId, {
      email: "an@example.be",
      password: "Correct-Horse-9",
      profile: { firstName: "An", lastName: "Peeters" },
      subscribed: false,
    });
    expect(customer.ok).toBe(true);
    await handle.db
      .insertInto("orders")
      .values({
        uuid: "00000000-0000-4000-8000-000000000095",
        store_id: first.storeId,
        cart_id: null,
        customer_id: customer.ok ? customer.customerId : null,
        status: "COMPLETED",
        language: "nl",
        currency: "EUR",
        email: "an@example.be",
        customer_type: "PRIVATE",
        doc: "{}",
        checkout: "{}",
        totals: "{}",
        grand_total: "25.00",
        payment_method: "bancontact",
        idempotency_key: "seed-added-test-order-1",
        cancel_reason: null,
        created_at: "2026-11-01T10:00:00Z",
        completed_at: "2026-11-01T10:01:00Z",
        canceled_at: null,
      })
      .execute();
    await handle.db
      .transaction()
      .execute((trx) =>
        registerStockCards(trx, { storeId: first.storeId, currency: "EUR", prefix: "6280095", validityMonths: 24 }, 3),
      );
    before = await rowsOf(handle, first.storeId);
    summary = await seedDatabase(handle.db, [first, added]);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("seeds only the storefront without content", () => {
    expect(Object.keys(summary)).toEqual([added.code]);
  });

  it("gives the added storefront its catalogue, content, basket extras and redeem shop", async () => {
    const rows = await rowsOf(handle, added.storeId);
    for (const table of ["products", "content_pages", "terms", "locations", "extras", "redeem_products"]) {
      expect(rows[table]?.length, table).toBeGreaterThan(0);
    }
    expect(await withoutContent(handle.db, [first, added])).toEqual([]);
  });

  it("leaves every row of the storefront that had content as it was (catalogue, account, order, cards)", async () => {
    const after = await rowsOf(handle, first.storeId);
    expect(after).toEqual(before);
    expect(after.customers).toHaveLength(1);
    expect(after.orders).toHaveLength(1);
    expect(after.giftcards).toHaveLength(3);
  });

  it("seeds nothing a second time", async () => {
    expect(await seedDatabase(handle.db, [first, added])).toEqual({});
    expect(await rowsOf(handle, first.storeId)).toEqual(before);
  });
});
