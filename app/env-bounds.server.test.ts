/** The time bounds' environment variables (issue 44): defaults, and a clear stop on a wrong value. */
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.server";

describe("time bounds in the environment", () => {
  it("has defaults that answer a stalled database within 5 s and a stuck request within 15 s", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      DB_CONNECT_TIMEOUT_MS: 3000,
      DB_QUERY_TIMEOUT_MS: 3000,
      DB_IDLE_IN_TRANSACTION_MS: 30000,
      DB_STARTUP_TIMEOUT_MS: 600000,
      REQUEST_TIMEOUT_MS: 15000,
      EVENT_LOOP_LAG_WARN_MS: 200,
    });
    expect(loadEnv({ DB_QUERY_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "20000" })).toMatchObject({
      DB_QUERY_TIMEOUT_MS: 5000,
      REQUEST_TIMEOUT_MS: 20000,
    });
  });

  it("stops on a bound that is not a sensible number of milliseconds, naming the variable", () => {
    expect(() => loadEnv({ DB_QUERY_TIMEOUT_MS: "3s" })).toThrow(/DB_QUERY_TIMEOUT_MS: must be a whole number/);
    expect(() => loadEnv({ DB_QUERY_TIMEOUT_MS: "0" })).toThrow(/DB_QUERY_TIMEOUT_MS: must be at least 100/);
    expect(() => loadEnv({ REQUEST_TIMEOUT_MS: "10" })).toThrow(/REQUEST_TIMEOUT_MS: must be at least 1000/);
  });
});
