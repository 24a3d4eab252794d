/**
 * The database health flag (issue 18, issue 44): what counts as "no database", and a probe that cannot
 * hang on a database that does not answer.
 */
import { describe, expect, it, vi } from "vitest";
import { DatabaseHealth, isConnectionError } from "./db-health.server";

describe("isConnectionError", () => {
  it("counts a database that does not answer in time as unavailable", () => {
    // pg's query_timeout (a silent server), a connection not made in time, a full pool, statement_timeout.
    expect(isConnectionError(new Error("Query read timeout"))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated due to connection timeout"))).toBe(true);
    expect(isConnectionError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(
      isConnectionError(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })),
    ).toBe(true);
    expect(isConnectionError(new Error("wrapped", { cause: new Error("Query read timeout") }))).toBe(true);
  });

  it("does not count a bad query", () => {
    expect(isConnectionError(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" }))).toBe(false);
    expect(isConnectionError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isConnectionError(new Error("timeout"))).toBe(false);
  });
});

describe("DatabaseHealth", () => {
  it("keeps probing past a probe that never answers, and is up again once one does", async () => {
    vi.useFakeTimers();
    try {
      let answer = false;
      const changes: boolean[] = [];
      const health = new DatabaseHealth(() => (answer ? Promise.resolve() : new Promise(() => undefined)), {
        probeMs: 1000,
        onChange: (down) => changes.push(down),
      });
      health.report(new Error("Query read timeout"));
      expect(health.down).toBe(true);
      // The first probe hangs (a silent database); bounded, it fails and the next ones run.
      await vi.advanceTimersByTimeAsync(2500);
      expect(health.down).toBe(true);
      answer = true;
      await vi.advanceTimersByTimeAsync(2000);
      expect(health.down).toBe(false);
      expect(changes).toEqual([true, false]);
      health.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a database that is there after all", () => {
  it("is up again at once when the first probe answers (one statement past its bound)", async () => {
    const changes: boolean[] = [];
    const health = new DatabaseHealth(() => Promise.resolve(), {
      probeMs: 60_000,
      onChange: (down) => changes.push(down),
    });
    health.report(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(health.down).toBe(false);
    expect(changes).toEqual([true, false]);
    health.stop();
  });
});
