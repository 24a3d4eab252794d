import { describe, expect, it, vi } from "vitest";
import { ReadCache } from "./read-cache.server";

describe("read cache", () => {
  it("serves a repeated read from memory until it expires or is cleared", async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(1000);
    const load = vi.fn(async () => 42);
    expect(await cache.get("k", load)).toBe(42);
    expect(await cache.get("k", load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.clear();
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it("does not remember failures and stays within its size bound in bytes", async () => {
    // Room for about two of the values below (a 1,000-character string is ≈ 2 KB).
    const cache = new ReadCache(60_000, 4500);
    await expect(cache.get("bad", async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    await Promise.resolve();
    expect(cache.size).toBe(0);
    const big = (c: string) => async () => c.repeat(1000);
    await cache.get("a", big("a"));
    await cache.get("b", big("b"));
    // "a" read again: the least recently used is now "b".
    await cache.get("a", big("a"));
    await cache.get("c", big("c"));
    expect(cache.size).toBe(2);
    expect(cache.heldBytes).toBeLessThanOrEqual(4500);
    const load = vi.fn(big("x"));
    await cache.get("a", load);
    expect(load).not.toHaveBeenCalled();
    await cache.get("b", load);
    expect(load).toHaveBeenCalledTimes(1);
    // Small values: many fit.
    for (let i = 0; i < 50; i++) await cache.get(`n${i}`, async () => i);
    expect(cache.size).toBeGreaterThan(40);
  });

  it("lets go of expired entries nobody asked for again (an idle process gives their memory back)", async () => {
    vi.useFakeTimers();
    const cache = new ReadCache(1000).pruneEvery();
    await cache.get("a", async () => "a".repeat(100));
    vi.advanceTimersByTime(600);
    await cache.get("b", async () => "b".repeat(100));
    expect(cache.size).toBe(2);
    vi.advanceTimersByTime(500);
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(2 + 204);
    vi.advanceTimersByTime(1000);
    expect(cache.size).toBe(0);
    expect(cache.heldBytes).toBe(0);
    vi.useRealTimers();
  });
});
