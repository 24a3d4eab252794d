/** Event-loop lag warnings (issue 44): a blocked loop is logged; a quiet one is not. */
import { describe, expect, it } from "vitest";
import { watchEventLoopLag } from "./event-loop.server";
import { createLogger } from "./log.server";

describe("watchEventLoopLag", () => {
  it("logs a warning when the loop was blocked past the threshold, and nothing when it was not", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger("info", { write: (text: string) => void lines.push(JSON.parse(text)) });
    const monitor = watchEventLoopLag({ log, thresholdMs: 250, windowMs: 60_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(monitor.check().maxMs).toBeLessThan(250);
      expect(lines).toEqual([]);
      // A request that holds the loop (a parser, a validation rule): 500 ms of synchronous work.
      const until = Date.now() + 500;
      while (Date.now() < until) {
        // blocked
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { maxMs } = monitor.check();
      expect(maxMs).toBeGreaterThanOrEqual(400);
      expect(lines).toEqual([expect.objectContaining({ level: 40, msg: "event loop lag", thresholdMs: 250 })]);
    } finally {
      monitor.stop();
    }
  });
});
