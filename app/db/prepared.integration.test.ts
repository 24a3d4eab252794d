/**
 * A prepared query (prepared.server.ts) answers as the query it was built from, with each call's
 * values, and is built and compiled once per database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backends } from "../../tests/fixtures/db";
import type { DatabaseHandle, DB } from "./db.server";
import { prepared } from "./prepared.server";

const HOUR = 3_600_000;

describe.each(backends())("prepared queries on $name", (backend) => {
  let handle: DatabaseHandle;
  const at = new Date("2026-11-29T12:00:00Z");

  beforeAll(async () => {
    handle = await backend.open();
    const rows = [
      { id: "a", store_id: 95, expires_at: new Date(at.getTime() + HOUR) },
      { id: "b", store_id: 95, expires_at: new Date(at.getTime() - HOUR) },
      { id: "c", store_id: 12, expires_at: new Date(at.getTime() + HOUR) },
    ];
    await handle.db
      .insertInto("sessions")
      .values(rows.map((r) => ({ ...r, customer_id: null, cart_id: null, created_at: at, last_seen_at: at })))
      .execute();
  });
  afterAll(() => handle?.close());

  const live = (db: DB, storeId: number, now: Date, status: string) =>
    db
      .selectFrom("sessions")
      .select(["id", (eb) => eb.val(status).as("status")])
      .where("store_id", "=", storeId)
      .where("expires_at", ">", now)
      // A constant of the query's own (not a call's value): stays as built.
      .where("id", "!=", "zz")
      .orderBy("id");

  it("answers each call with its own values, as the built query does, and builds it once", async () => {
    const build = vi.fn(live);
    const query = prepared(build);
    expect(await query(handle.db, 95, at, "open")).toEqual([{ id: "a", status: "open" }]);
    expect(await query(handle.db, 95, new Date(at.getTime() - 2 * HOUR), "any")).toEqual([
      { id: "a", status: "any" },
      { id: "b", status: "any" },
    ]);
    expect(await query(handle.db, 12, at, "x")).toEqual(await live(handle.db, 12, at, "x").execute());
    expect(await query(handle.db, 7, at, "x")).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("refuses a query a value does not reach as a parameter (its shape would depend on it)", async () => {
    const query = prepared((db: DB, storeId: number | null) =>
      db
        .selectFrom("sessions")
        .select("id")
        .where("store_id", "=", storeId === null ? 0 : 95),
    );
    await expect(query(handle.db, 95)).rejects.toThrow(/every value must reach the query/);
  });
});
