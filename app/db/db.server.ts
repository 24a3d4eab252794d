/**
 * The database: embedded PGlite by default (data dir DATA_DIR), real PostgreSQL when a URL is given.
 * One process owns a PGlite data dir, so server.ts creates the database once and hands it to the API.
 * docs/decisions/003-data-layer.md
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { migrations } from "./migrations";
import { SerialPGliteDialect } from "./pglite-dialect.server";
import type { Database } from "./types";

export type DB = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… — use a real PostgreSQL server. */
  url?: string;
  /** PGlite data directory; "memory://" for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves in their own schema). */
  schema?: string;
  /** Every error of the pool and of failed queries (server.ts tells a lost database from a bad query). */
  onError?: (error: unknown) => void;
  /** Time bounds of a PostgreSQL connection (issue 44); unset ones are not bounded (scripts, tests). */
  bounds?: DatabaseBounds;
}

/**
 * How long the shop waits on PostgreSQL (issue 44, docs/decisions/063-time-bounds-and-watchdog.md).
 * A stalled server (connections open, no answers) would otherwise hold every request and every pool
 * connection forever.
 */
export interface DatabaseBounds {
  /** A new connection (or a free one of the pool) within this; else "timeout exceeded when trying to connect". */
  connectMs?: number;
  /**
   * A statement's run time: the server cancels it (`statement_timeout`, 57014), and the client gives
   * up waiting `QUERY_GRACE_MS` later (`query_timeout`: the server itself does not answer).
   */
  statementMs?: number;
  /** A transaction left idle this long is ended by the server (its locks released). */
  idleInTransactionMs?: number;
}

/** The environment's bounds (app/env.server.ts): `serving` for requests and jobs, `startup` for migrations and seeding. */
export function databaseBounds(env: {
  DB_CONNECT_TIMEOUT_MS: number;
  DB_QUERY_TIMEOUT_MS: number;
  DB_IDLE_IN_TRANSACTION_MS: number;
  DB_STARTUP_TIMEOUT_MS: number;
}): { serving: DatabaseBounds; startup: DatabaseBounds } {
  const connectMs = env.DB_CONNECT_TIMEOUT_MS;
  return {
    serving: { connectMs, statementMs: env.DB_QUERY_TIMEOUT_MS, idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_MS },
    startup: { connectMs, statementMs: env.DB_STARTUP_TIMEOUT_MS, idleInTransactionMs: env.DB_STARTUP_TIMEOUT_MS },
  };
}

/** The client waits this much longer than the server's own statement bound: a live server answers first. */
export const QUERY_GRACE_MS = 500;

/** pg's message when `query_timeout` passed without an answer (db-health.server.ts reads it too). */
export const QUERY_READ_TIMEOUT = "Query read timeout";

export interface DatabaseHandle {
  db: DB;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

// Return numeric as string (exact), int8 as number (counts).
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const bounds = options.bounds ?? {};
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      // TCP keep-alive: a peer gone without a word (host down, NAT entry dropped) is noticed by the OS.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(bounds.connectMs ? { connectionTimeoutMillis: bounds.connectMs } : {}),
      ...(bounds.statementMs
        ? { statement_timeout: bounds.statementMs, query_timeout: bounds.statementMs + QUERY_GRACE_MS }
        : {}),
      ...(bounds.idleInTransactionMs ? { idle_in_transaction_session_timeout: bounds.idleInTransactionMs } : {}),
    });
    // An idle connection the server dropped is reported here; without a listener it would end the process.
    pool.on("error", (error) => options.onError?.(error));
    // A connection that cannot be made (database down) fails before any query: reported here.
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    pool.connect = (async () => {
      try {
        return destroyedWhenStuck(await connect(), options.onError);
      } catch (error) {
        options.onError?.(error);
        throw error;
      }
    }) as typeof pool.connect;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === "error") options.onError?.(event.error);
      },
    });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = dataDir.startsWith("memory://") ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new SerialPGliteDialect(client) });
  return { db, kind: "pglite", close: () => db.destroy() };
}

const stuck = new WeakSet<pg.PoolClient>();
const watched = new WeakSet<pg.PoolClient>();

/**
 * A client whose query got no answer in time still has that query in flight (pg keeps it as the
 * active one): given back to the pool it would hang every later query. It is destroyed on release
 * instead (as is one whose connection broke), so the pool makes a fresh connection once the database
 * answers again.
 */
function destroyedWhenStuck(client: pg.PoolClient, onError?: (error: unknown) => void): pg.PoolClient {
  if (!watched.has(client)) {
    watched.add(client);
    // A connection lost while checked out between queries (the pool listens only while it is idle):
    // reported, and the client destroyed on release — without a listener it would end the process.
    client.on("error", (error) => {
      stuck.add(client);
      onError?.(error);
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) stuck.add(client);
        });
      return result;
    }) as typeof client.query;
  }
  // The pool gives every check-out a release of its own.
  const release = client.release;
  client.release = ((error?: Error | boolean) =>
    release(stuck.has(client) ? new Error(QUERY_READ_TIMEOUT) : error)) as typeof client.release;
  return client;
}

class InCodeProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Applies the migrations. `schema`: the schema the migration tables live in when not the default —
 * Kysely looks for them across all schemas, so two test schemas migrated at once would see each
 * other's tables without it.
 */
export async function migrate(db: DB, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new InCodeProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
