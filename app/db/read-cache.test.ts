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
});
