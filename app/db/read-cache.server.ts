/**
 * A small in-process read-through cache for catalogue and content reads (products, block queues,
 * content pages). These change only through seeding and content imports, which call `clear()`; a
 * short TTL bounds staleness for anything written behind the process's back. API responses stay
 * `no-store` (spec §7): this only spares the embedded database repeated identical queries.
 * docs/decisions/003-data-layer.md
 *
 * Bounded in bytes, not entries (issue 17): a boolean and a page of products are both one entry, and
 * with 330 storefronts 5,000 entries held 22 MB where 33 storefronts' held 1. A value's size is
 * estimated once, when its read completes, from its JSON text (two bytes a character, as V8 keeps
 * most of it); the least recently used entries go first.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown>; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = 60_000,
    readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    if (hit) this.delete(key);
    const value = load();
    const entry = { expires: now + this.ttlMs, value: value as Promise<unknown>, bytes: key.length * 2 };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    value.then(
      (result) => {
        if (this.entries.get(key) !== entry) return;
        const size = estimatedBytes(result);
        entry.bytes += size;
        this.bytes += size;
        this.evict();
      },
      // A failed read is not remembered.
      () => {
        if (this.entries.get(key) === entry) this.delete(key);
      },
    );
    this.evict();
    return value;
  }

  /** Drops the expired entries: an idle process does not keep what nobody asked for since. */
  prune(now = Date.now()): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.delete(key);
  }

  /** Prunes every `ms` (half the time to live by default) for the process's life, without keeping it alive. */
  pruneEvery(ms = this.ttlMs / 2): this {
    setInterval(() => this.prune(), ms).unref();
    return this;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes the entries hold. */
  get heldBytes(): number {
    return this.bytes;
  }

  private evict() {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

function estimatedBytes(value: unknown): number {
  try {
    return (JSON.stringify(value)?.length ?? 0) * 2;
  } catch {
    // Not JSON (a BigInt, a cycle): counted as a small object.
    return 1024;
  }
}
