/**
 * Redis stopped or silent (issue 44): the limits fail closed — a check is refused as "unavailable"
 * (LimitsUnavailableError) within the client's bounds, never counted as passed and never left waiting —
 * and work again once Redis is back, without a new client. Redis sits behind a proxy the test stops and
 * stalls (TEST_REDIS_URL; skipped without it).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stallProxy } from "../../tests/fixtures/stall-proxy";
import { createRedisRateLimits, LimitsUnavailableError, type RateLimits } from "./rate-limit.server";
import { REDIS_COMMAND_TIMEOUT_MS } from "./redis-options.server";

const REDIS = process.env.TEST_REDIS_URL;
const PROXY_PORT = 3825;

async function outcome(work: Promise<unknown>): Promise<{ value?: unknown; error?: unknown; ms: number }> {
  const started = Date.now();
  try {
    return { value: await work, ms: Date.now() - started };
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
}

describe.skipIf(!REDIS)("rate limits with Redis unavailable", () => {
  let proxy: ReturnType<typeof stallProxy>;
  let limits: RateLimits & { close(): Promise<void> };
  const prefix = `t${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const target = new URL(REDIS as string);
    proxy = stallProxy({ host: target.hostname, port: Number(target.port || 6379) }, PROXY_PORT);
    await proxy.open();
    limits = await createRedisRateLimits(`redis://127.0.0.1:${PROXY_PORT}`, undefined, prefix);
  });

  afterAll(async () => {
    await limits?.close();
    await proxy?.close();
  });

  it("refuses at once while Redis is stopped, and counts again once it is back", async () => {
    expect(await limits.consume("login", "a")).toBe(true);
    await proxy.close();
    const stopped = await outcome(limits.consume("login", "a"));
    expect(stopped.error).toBeInstanceOf(LimitsUnavailableError);
    expect(stopped.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 500);
    expect((await outcome(limits.reset("login", "a"))).error).toBeInstanceOf(LimitsUnavailableError);
    await proxy.open();
    // ioredis reconnects by itself (at most 2 s apart); the count was kept.
    await expect.poll(async () => (await outcome(limits.consume("login", "a"))).value, { timeout: 5000 }).toBe(true);
  });

  it("refuses within the command bound while Redis does not answer", async () => {
    expect(await limits.consume("identify", "b")).toBe(true);
    proxy.stall();
    const stalled = await outcome(limits.consume("identify", "b"));
    expect(stalled.error).toBeInstanceOf(LimitsUnavailableError);
    expect(stalled.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1000);
    proxy.resume();
    await expect.poll(async () => (await outcome(limits.consume("identify", "b"))).value, { timeout: 5000 }).toBe(true);
  });
});
