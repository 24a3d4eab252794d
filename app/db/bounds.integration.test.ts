/**
 * PostgreSQL that stops answering (issue 44): with the time bounds set, a query on a stalled
 * connection fails within the statement bound (plus the client's grace) instead of waiting forever, a
 * new connection within the connect bound, and the pool recovers by itself — also when the connections
 * held during the stall never come back (their clients are destroyed, not handed out again).
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { stallProxy } from "../../tests/fixtures/stall-proxy";
import { type DatabaseHandle, openDatabase, QUERY_GRACE_MS } from "./db.server";

const URL_ = process.env.TEST_DATABASE_URL;
const PROXY_PORT = 3822;
const BOUNDS = { connectMs: 500, statementMs: 500, idleInTransactionMs: 5000 };

describe.skipIf(!URL_)("database time bounds (PostgreSQL)", () => {
  let proxy: ReturnType<typeof stallProxy> | undefined;
  let handle: DatabaseHandle | undefined;

  afterEach(async () => {
    await handle?.close();
    await proxy?.close();
  });

  async function open(bounds = BOUNDS) {
    const target = new URL(URL_ as string);
    proxy = stallProxy({ host: target.hostname, port: Number(target.port || 5432) }, PROXY_PORT);
    await proxy.open();
    const viaProxy = new URL(URL_ as string);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(PROXY_PORT);
    const errors: unknown[] = [];
    handle = await openDatabase({ url: viaProxy.toString(), bounds, onError: (e) => errors.push(e) });
    return { db: handle.db, errors };
  }

  const timed = async (work: Promise<unknown>) => {
    const started = Date.now();
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    return { error: error as Error | null, ms: Date.now() - started };
  };

  it("fails a query on a stalled connection within its bound and reports it", async () => {
    const { db, errors } = await open();
    await sql`select 1`.execute(db);
    proxy?.stall();
    const { error, ms } = await timed(sql`select 1`.execute(db));
    expect(error?.message).toBe("Query read timeout");
    expect(ms).toBeLessThan(BOUNDS.statementMs + QUERY_GRACE_MS + 1000);
    expect(errors).toContain(error);
  });

  it("fails a connection that is accepted but never answered within the connect bound", async () => {
    const { db } = await open();
    proxy?.stall();
    // No idle connection yet: this one is made during the stall.
    const { error, ms } = await timed(sql`select 1`.execute(db));
    expect(error?.message).toMatch(/timeout/i);
    expect(ms).toBeLessThan(BOUNDS.connectMs + 1000);
  });

  it("lets the server end a statement past statement_timeout (a live but slow database)", async () => {
    const { db } = await open();
    const { error, ms } = await timed(sql`select pg_sleep(5)`.execute(db));
    expect((error as { code?: string } | null)?.code).toBe("57014");
    expect(ms).toBeLessThan(BOUNDS.statementMs + 1000);
  });

  it("recovers once the stall ends, even when the connections it held never come back", async () => {
    const { db } = await open();
    // Every pool connection busy when the stall begins: each of them stalls.
    await Promise.all(Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`.execute(db)));
    proxy?.stall();
    const stuck = await Promise.all(Array.from({ length: 10 }, () => timed(sql`select 1`.execute(db))));
    expect(stuck.every((r) => r.error)).toBe(true);
    proxy?.resume({ dropStalled: true });
    // New connections work; none of the held ones is handed out again (each would hang its query).
    const started = Date.now();
    const after = await Promise.all(Array.from({ length: 10 }, () => timed(sql`select 1`.execute(db))));
    expect(after.map((r) => r.error)).toEqual(Array(10).fill(null));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
