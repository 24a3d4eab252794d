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

  it("does not remember failures and stays within its size bound", async () => {
    const cache = new ReadCache(60_000, 2);
    await expect(cache.get("bad", async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    await Promise.resolve();
    expect(cache.size).toBe(0);
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect(cache.size).toBe(2);
  });
});
