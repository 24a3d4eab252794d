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
}

export interface DatabaseHandle {
  db: DB;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

// Return numeric as string (exact), int8 as number (counts).
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle connection the server dropped is reported here; without a listener it would end the process.
    pool.on("error", (error) => options.onError?.(error));
    // A connection that cannot be made (database down) fails before any query: reported here.
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    pool.connect = (async () => {
      try {
        return await connect();
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
