import { describe, expect, it, vi } from "vitest";
import { CacheSync, type GenerationStore } from "./cache-sync.server";
import { bodyText, PageCache } from "./page-cache.server";

const html = { "content-type": "text/html; charset=utf-8" };

/** The shared generations as two processes see them: one store, counted reads. */
function sharedStore() {
  const generations = new Map<string, number>();
  let reads = 0;
  const store: GenerationStore = {
    async read() {
      reads++;
      return new Map(generations);
    },
    async bump(scope) {
      generations.set(scope, (generations.get(scope) ?? 0) + 1);
    },
  };
  return { store, reads: () => reads };
}

function appProcess(store: GenerationStore) {
  const pages = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
  const sync = new CacheSync(store, { intervalMs: 1000 }).onInvalidate((scopes) => pages.purge(scopes));
  pages.set("kadoo.localhost/", { status: 200, headers: html, body: "<p>kadoo</p>", tag: "kadoo-be" }, 0);
  pages.set("giftpass.localhost/", { status: 200, headers: html, body: "<p>gp</p>", tag: "giftpass-ch" }, 0);
  return { pages, sync };
}

describe("cache invalidation across processes", () => {
  it("serves hits without reading the shared store: one read per sync interval, not per hit", async () => {
    const shared = sharedStore();
    const a = appProcess(shared.store);
    await a.sync.check();
    for (let i = 0; i < 10_000; i++) expect(a.pages.get("kadoo.localhost/", 1)).toBeDefined();
    expect(shared.reads()).toBe(1);
  });

  it("a purge in one process empties that storefront's pages in the other at its next read", async () => {
    const shared = sharedStore();
    const a = appProcess(shared.store);
    const b = appProcess(shared.store);
    await Promise.all([a.sync.check(), b.sync.check()]);
    await a.sync.invalidate("kadoo-be");
    // The process that made the change at once; the other once it reads the generations.
    expect(a.pages.get("kadoo.localhost/", 1)).toBeUndefined();
    expect(b.pages.get("kadoo.localhost/", 1)).toBeDefined();
    expect(await b.sync.check()).toEqual(["kadoo-be"]);
    expect(b.pages.get("kadoo.localhost/", 1)).toBeUndefined();
    const kept = b.pages.get("giftpass.localhost/", 1);
    expect(kept && bodyText(kept)).toBe("<p>gp</p>");
    // Nothing new: nothing emptied.
    expect(await b.sync.check()).toEqual([]);
  });

  it("a purge of every storefront empties every page", async () => {
    const shared = sharedStore();
    const b = appProcess(shared.store);
    await b.sync.check();
    await appProcess(shared.store).sync.invalidate();
    await b.sync.check();
    expect(b.pages.size).toBe(0);
  });
});

describe("the shared store away", () => {
  it("reports an outage once, not every interval, and again after it was back", async () => {
    vi.useFakeTimers();
    try {
      let up = false;
      const store: GenerationStore = {
        read: async () => {
          if (!up) throw new Error("Stream isn't writeable");
          return new Map();
        },
        bump: async () => undefined,
      };
      const errors: unknown[] = [];
      const sync = new CacheSync(store, { intervalMs: 100, onError: (error) => errors.push(error) });
      sync.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(errors).toHaveLength(1);
      up = true;
      await vi.advanceTimersByTimeAsync(200);
      up = false;
      await vi.advanceTimersByTimeAsync(1000);
      expect(errors).toHaveLength(2);
      await sync.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
