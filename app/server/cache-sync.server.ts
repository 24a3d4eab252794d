/**
 * Invalidation of the per-process caches (page cache, catalogue read cache) across app processes
 * (docs/decisions/032-shared-state.md). Each process keeps its own memory caches; a change bumps a
 * generation counter per scope ("all" or a storefront code) in PostgreSQL (table cache_generations)
 * or in Redis when REDIS_URL is set. Every process reads the counters once per interval — one small
 * query per process per second, never one per cached hit — and empties what a bumped scope covers.
 * The process that makes the change empties its own caches at once.
 */
import { sql } from "kysely";
import { REDIS_OPTIONS } from "../accounts/redis-options.server";
import type { DB } from "../db/db.server";

/** Every storefront's caches. */
export const ALL_SCOPES = "all";

export interface GenerationStore {
  read(): Promise<Map<string, number>>;
  bump(scope: string): Promise<void>;
  close?(): Promise<void>;
}

export function databaseGenerations(db: DB): GenerationStore {
  return {
    async read() {
      const rows = await db.selectFrom("cache_generations").select(["scope", "generation"]).execute();
      return new Map(rows.map((r) => [r.scope, Number(r.generation)]));
    },
    async bump(scope) {
      await db
        .insertInto("cache_generations")
        .values({ scope, generation: 1 })
        .onConflict((oc) =>
          oc.column("scope").doUpdateSet({ generation: sql`cache_generations.generation + 1`, changed_at: sql`now()` }),
        )
        .execute();
    },
  };
}

export async function redisGenerations(url: string, prefix = "giftshop"): Promise<GenerationStore> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, REDIS_OPTIONS);
  // While Redis is away a read fails (logged by the sync, the caches keep their time limits); not an unhandled event.
  client.on("error", () => undefined);
  await client.connect();
  const key = `${prefix}:cache-generations`;
  return {
    async read() {
      const all = await client.hgetall(key);
      return new Map(Object.entries(all).map(([scope, value]) => [scope, Number(value)]));
    },
    async bump(scope) {
      await client.hincrby(key, scope, 1);
    },
    async close() {
      client.disconnect();
    },
  };
}

export type Invalidate = (scopes: string[]) => void;

export class CacheSync {
  private known: Map<string, number> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private listeners: Invalidate[] = [];
  /** How many times the store was read (tests and the bench check it does not grow with hits). */
  reads = 0;

  constructor(
    private readonly store: GenerationStore,
    private readonly options: { intervalMs: number; onError?: (error: unknown) => void },
  ) {}

  onInvalidate(listener: Invalidate): this {
    this.listeners.push(listener);
    return this;
  }

  /** Empties this process's caches of `scope` now and tells every other process through the store. */
  async invalidate(scope: string = ALL_SCOPES): Promise<void> {
    await this.store.bump(scope);
    this.emit([scope]);
  }

  /** Reads the counters once; returns the scopes whose counter moved since the last read. */
  async check(): Promise<string[]> {
    this.reads++;
    const now = await this.store.read();
    const before = this.known;
    this.known = now;
    if (!before) return [];
    const changed = [...now].filter(([scope, generation]) => before.get(scope) !== generation).map(([s]) => s);
    if (changed.length) this.emit(changed);
    return changed;
  }

  start(): void {
    if (this.timer) return;
    // An outage of the store (Redis or the database away) is reported once, not once per interval.
    let failing = false;
    const tick = () =>
      void this.check().then(
        () => {
          failing = false;
        },
        (error) => {
          if (!failing) this.options.onError?.(error);
          failing = true;
        },
      );
    tick();
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.store.close?.();
  }

  private emit(scopes: string[]) {
    for (const listener of this.listeners) listener(scopes);
  }
}

/** The generation store of this deployment: Redis when REDIS_URL is set, else the database. */
export async function createCacheSync(options: {
  db: DB;
  redisUrl?: string;
  redisPrefix?: string;
  intervalMs: number;
  onError?: (error: unknown) => void;
}): Promise<CacheSync> {
  const store = options.redisUrl
    ? await redisGenerations(options.redisUrl, options.redisPrefix)
    : databaseGenerations(options.db);
  return new CacheSync(store, { intervalMs: options.intervalMs, onError: options.onError });
}
