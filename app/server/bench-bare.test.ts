import { afterEach, describe, expect, it, vi } from "vitest";
import { collectedMemory } from "./bench-bare.server";

describe("the bench's memory reading", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives no figures in a process without --expose-gc (every process but the bench's)", async () => {
    vi.stubGlobal("gc", undefined);
    expect(await collectedMemory()).toBeNull();
  });

  it("runs two full collections before it reads the process's memory", async () => {
    const gc = vi.fn();
    vi.stubGlobal("gc", gc);
    const memory = await collectedMemory();
    expect(gc).toHaveBeenCalledTimes(2);
    expect(memory?.heapUsed).toBeGreaterThan(0);
    expect(memory?.rss).toBeGreaterThanOrEqual(memory?.heapUsed ?? Number.POSITIVE_INFINITY);
  });
});
