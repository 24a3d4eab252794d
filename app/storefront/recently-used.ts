/**
 * A map that keeps only its most recently used entries: what is made per basename or per storefront
 * and language (a Remix request handler, a page shell) is kept for the ones in use and made again for
 * the others on their next request, so memory does not grow with the number of storefronts × languages
 * (issue 17: 330 storefronts are 931 basenames).
 */
export class RecentlyUsed<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity = 128) {}

  /** The entry of `key`, made by `make` when it is not kept (the least recently used one then goes when full). */
  get(key: string, make: (key: string) => V): V {
    let entry = this.entries.get(key);
    if (entry !== undefined) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
    } else {
      entry = make(key);
      if (this.entries.size >= this.capacity) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Forgets `key` (an entry that failed, to be made again). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
