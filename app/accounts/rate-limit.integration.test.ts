/**
 * Rate-limit counters are shared by every app process (security standard; issue 13): two limiter
 * instances on one store — as two processes would hold — see one count, per kind and key, in a fixed
 * window that restarts; keys are stored hashed; a refund gives an attempt back. Runs on PGlite, on PostgreSQL when TEST_DATABASE_URL
 * is set, and on Redis when TEST_REDIS_URL is set (CI has one).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import type { DatabaseHandle } from "../db/db.server";
import {
  createDatabaseRateLimits,
  createRedisRateLimits,
  type LimitKind,
  type LimitPolicy,
  type RateLimits,
} from "./rate-limit.server";

const POLICY: Record<LimitKind, LimitPolicy> = {
  login: { points: 3, duration: 1 },
  loginAddress: { points: 3, duration: 60 },
  loginAccount: { points: 3, duration: 60 },
  loginNotice: { points: 1, duration: 60 },
  identify: { points: 3, duration: 60 },
  placeOrder: { points: 3, duration: 60 },
  cardCheckAddress: { points: 3, duration: 60 },
  cardCheckCard: { points: 3, duration: 60 },
  cardCheckNetwork: { points: 3, duration: 60 },
  cardCheckOverall: { points: 3, duration: 60 },
  quoteRequest: { points: 3, duration: 60 },
  register: { points: 3, duration: 60 },
  forgotPasswordAddress: { points: 3, duration: 60 },
  forgotPasswordEmail: { points: 3, duration: 60 },
  resetPassword: { points: 3, duration: 60 },
  changePassword: { points: 3, duration: 60 },
  captchaSolution: { points: 1, duration: 60 },
};

interface Store {
  name: string;
  /** Two limiter instances on the same store, as two app processes hold them. */
  open(): Promise<{ a: RateLimits; b: RateLimits; stored(): Promise<string[]>; close(): Promise<void> }>;
}

const stores: Store[] = backends().map((backend) => ({
  name: `database (${backend.name})`,
  async open() {
    const handle: DatabaseHandle = await backend.open();
    return {
      a: createDatabaseRateLimits(handle.db, POLICY),
      b: createDatabaseRateLimits(handle.db, POLICY),
      stored: async () => (await handle.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key),
      close: () => handle.close(),
    };
  },
}));
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  stores.push({
    name: "redis",
    async open() {
      const [a, b] = await Promise.all([
        createRedisRateLimits(redisUrl, POLICY),
        createRedisRateLimits(redisUrl, POLICY),
      ]);
      const { Redis } = await import("ioredis");
      const client = new Redis(redisUrl);
      return {
        a,
        b,
        stored: () => client.keys("giftshop-rl*"),
        async close() {
          await Promise.all([a.close(), b.close()]);
          client.disconnect();
        },
      };
    },
  });
}

const consumeTimes = async (limits: RateLimits, kind: LimitKind, key: string, times: number) => {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await limits.consume(kind, key));
  return answers;
};

describe.each(stores)("rate limits in the $name", (store) => {
  let s: Awaited<ReturnType<Store["open"]>>;
  beforeAll(async () => {
    s = await store.open();
  });
  afterAll(() => s?.close());

  it("two processes share one count: the allowance is the policy's, not the policy's per process", async () => {
    const key = `10.9.0.${randomUUID()}`;
    const first = await consumeTimes(s.a, "cardCheckAddress", key, 2);
    const second = await consumeTimes(s.b, "cardCheckAddress", key, 2);
    expect([...first, ...second]).toEqual([true, true, true, false]);
    expect(await s.a.consume("cardCheckAddress", key)).toBe(false);
  });

  it("parallel attempts are counted exactly once each", async () => {
    const key = `card-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? s.a : s.b).consume("cardCheckCard", key)),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it("a kind and a key count on their own; a reset frees the key for every process", async () => {
    const key = `shopper-${randomUUID()}@example.com`;
    await consumeTimes(s.a, "identify", key, 3);
    expect(await s.b.consume("identify", key)).toBe(false);
    expect(await s.b.consume("placeOrder", key)).toBe(true);
    expect(await s.b.consume("identify", `other-${key}`)).toBe(true);
    await s.b.reset("identify", key);
    expect(await s.a.consume("identify", key)).toBe(true);
  });

  it("a refund gives one attempt back in every process: a success does not use up the allowance (issue 44)", async () => {
    const key = `holder-${randomUUID()}`;
    // Ten attempts, each one right: counted first, given back after.
    for (let i = 0; i < 10; i++) {
      expect(await (i % 2 ? s.a : s.b).consume("cardCheckCard", key)).toBe(true);
      await (i % 2 ? s.b : s.a).refund("cardCheckCard", key);
    }
    // Wrong ones stay counted: the allowance is whole, then spent.
    expect(await consumeTimes(s.a, "cardCheckCard", key, 4)).toEqual([true, true, true, false]);
    // A refund never makes room past the limit's own count of failures.
    await s.b.refund("cardCheckCard", key);
    expect(await s.a.consume("cardCheckCard", key)).toBe(false);
  });

  it("the window restarts once it has run out", async () => {
    const key = `login-${randomUUID()}`;
    expect(await consumeTimes(s.a, "login", key, 4)).toEqual([true, true, true, false]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await s.b.consume("login", key)).toBe(true);
  });

  it("a card number or an address is never stored as it is", async () => {
    const number = "6280095012345678901";
    await s.a.consume("cardCheckCard", number);
    const keys = await s.stored();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes(number))).toBe(false);
  });
});
