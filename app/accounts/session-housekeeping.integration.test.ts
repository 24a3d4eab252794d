/**
 * Session housekeeping (issue 44): a form page gives every visitor a session for its human check, so
 * empty sessions — no account, no basket — idle for a day are removed with the expired ones; a session
 * that holds a basket or an account is kept until it expires. On PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import type { DatabaseHandle } from "../db/db.server";
import { deleteExpiredSessions, EMPTY_SESSION_IDLE_MS, SESSION_DAYS } from "./session.server";

const HOUR = 60 * 60_000;

describe.each(backends())("session housekeeping on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => handle?.close());

  const now = new Date("2026-12-01T12:00:00Z");
  const session = (id: string, lastSeen: Date, extra: { cart_id?: string; expires_at?: Date } = {}) =>
    handle.db
      .insertInto("sessions")
      .values({
        id,
        store_id: 95,
        customer_id: null,
        cart_id: extra.cart_id ?? null,
        created_at: lastSeen,
        last_seen_at: lastSeen,
        expires_at: extra.expires_at ?? new Date(lastSeen.getTime() + SESSION_DAYS * 24 * HOUR),
      })
      .execute();

  it("removes empty sessions idle for a day and expired ones; keeps recent ones and those with a basket", async () => {
    const cart = randomUUID();
    await handle.db
      .insertInto("carts")
      .values({ id: cart, store_id: 95, currency: "EUR", doc: JSON.stringify({ packages: [] }) })
      .execute();
    const idle = new Date(now.getTime() - EMPTY_SESSION_IDLE_MS - HOUR);
    await session("empty-idle", idle);
    await session("empty-recent", new Date(now.getTime() - HOUR));
    await session("basket-idle", idle, { cart_id: cart });
    await session("expired", new Date(now.getTime() - 2 * HOUR), { expires_at: new Date(now.getTime() - HOUR) });

    expect(await deleteExpiredSessions(handle.db, now)).toBe(2);
    const left = await handle.db.selectFrom("sessions").select("id").orderBy("id").execute();
    expect(left.map((r) => r.id)).toEqual(["basket-idle", "empty-recent"]);
  });
});
