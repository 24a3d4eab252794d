/**
 * Rate limits (security standard: login, identify, pin and balance checks). Counted where every app
 * process sees the same count: in the database (table rate_limits, PGlite or PostgreSQL), or in Redis
 * when REDIS_URL is set. A limit is a fixed window: `points` attempts per `duration` seconds per key.
 *
 * Guards of secrets (log-in, card checks) count failures, not successes (issue 44, OWASP authentication
 * throttling): the attempt is counted first — so parallel guesses cannot slip past the limit — and a
 * correct one gives its point back (`refund`). docs/bounds.md lists every limit.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../db/db.server";
import { REDIS_OPTIONS } from "./redis-options.server";

export type LimitKind =
  | "login"
  | "loginAddress"
  | "loginAccount"
  | "loginNotice"
  | "identify"
  | "placeOrder"
  | "cardCheckAddress"
  | "cardCheckCard"
  | "cardCheckNetwork"
  | "cardCheckOverall"
  | "quoteRequest"
  | "register"
  | "forgotPasswordAddress"
  | "forgotPasswordEmail"
  | "resetPassword"
  | "changePassword"
  | "captchaSolution";

export interface LimitPolicy {
  points: number;
  /** Window in seconds. */
  duration: number;
}

export const POLICIES: Record<LimitKind, LimitPolicy> = {
  // Wrong passwords per account and address per 15 minutes (a correct log-in gives its point back and
  // clears this counter).
  login: { points: 5, duration: 15 * 60 },
  // Wrong passwords from one address, whatever the account: a family, an office or a carrier's shared
  // address logs in freely (successes give their point back); guessing across accounts stops here.
  loginAddress: { points: 20, duration: 15 * 60 },
  // Wrong passwords per account from every address. Past it the account is not locked (an attacker could
  // lock its owner out): a log-in needs a solved ALTCHA (no form pass) and waits a moment, and the
  // owner is told by mail (`loginNotice`: once per window).
  loginAccount: { points: 10, duration: 15 * 60 },
  loginNotice: { points: 1, duration: 15 * 60 },
  // 20 e-mail lookups per address per 10 minutes.
  identify: { points: 20, duration: 10 * 60 },
  // Payment attempts per basket: beyond this the provider would flag it anyway (spec §8 2036).
  placeOrder: { points: 10, duration: 15 * 60 },
  // Card checks (balance check, extra card, gift-card payment): number + pin guesses. A recipient
  // checks a few cards; a guesser needs about a million pins per number.
  cardCheckAddress: { points: 10, duration: 15 * 60 },
  cardCheckCard: { points: 5, duration: 60 * 60 },
  // Wrong checks per network (IPv4 /24, IPv6 /64: network.ts), and each network's share of the
  // overall cap: a check refused here is not counted there, so one network cannot use the cap up.
  cardCheckNetwork: { points: 100, duration: 15 * 60 },
  // Wrong checks of every storefront together: stops a botnet rotating networks over many numbers.
  cardCheckOverall: { points: 600, duration: 60 },
  // Business quote requests per address: a company asks a few; more is someone filling the sales inbox.
  quoteRequest: { points: 5, duration: 60 * 60 },
  // Accounts made from one address per hour: enough for a family or an office behind one address.
  register: { points: 10, duration: 60 * 60 },
  // Forgot password: mails asked from one address, and mails to one e-mail address (counted whether or
  // not it has an account, so the limit tells nothing about the address), per hour.
  forgotPasswordAddress: { points: 10, duration: 60 * 60 },
  forgotPasswordEmail: { points: 3, duration: 60 * 60 },
  // New-password links tried from one address (a token cannot be guessed; this stops hammering).
  resetPassword: { points: 20, duration: 15 * 60 },
  // Current-password guesses per account while logged in.
  changePassword: { points: 5, duration: 15 * 60 },
  // A solved human check is good once, in every app process, while its challenge lives (10 minutes).
  captchaSolution: { points: 1, duration: 10 * 60 },
};

/**
 * The counters cannot be read (Redis stopped or not answering, issue 44). The limit is never skipped
 * for it: the guarded action is refused as "temporarily unavailable" (the API's TemporarilyUnavailable, 1011:
 * graphql/unavailable.server.ts), never a 500 and never a pass.
 */
export class LimitsUnavailableError extends Error {
  readonly code = "LIMITS_UNAVAILABLE";
  constructor(cause: unknown) {
    super("Rate limit counters unavailable", { cause });
    this.name = "LimitsUnavailableError";
  }
}

export interface RateLimits {
  /** Counts one attempt; false when the limit is reached. */
  consume(kind: LimitKind, key: string): Promise<boolean>;
  /** Gives back one attempt counted in the current window (it was not a failure). */
  refund(kind: LimitKind, key: string): Promise<void>;
  reset(kind: LimitKind, key: string): Promise<void>;
}

/** Keys are stored hashed: a card number or an address never sits in the counter table. */
function storedKey(kind: LimitKind, key: string): string {
  return `${kind}:${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;
}

/** Counters in the database: one upsert per attempt, the window restarting once it has run out. */
export function createDatabaseRateLimits(db: DB, policies: Record<LimitKind, LimitPolicy> = POLICIES): RateLimits {
  return {
    async consume(kind, key) {
      const { points, duration } = policies[kind];
      const row = await db
        .insertInto("rate_limits")
        .values({ key: storedKey(kind, key), points: 1, expires_at: sql`now() + ${`${duration} seconds`}::interval` })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            points: sql`case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end`,
            expires_at: sql`case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end`,
          }),
        )
        .returning("points")
        .executeTakeFirstOrThrow();
      return row.points <= points;
    },
    async refund(kind, key) {
      await db
        .updateTable("rate_limits")
        .set({ points: sql`rate_limits.points - 1` })
        .where("key", "=", storedKey(kind, key))
        .where("points", ">", 0)
        .where("expires_at", ">", sql<Date>`now()`)
        .execute();
    },
    async reset(kind, key) {
      await db.deleteFrom("rate_limits").where("key", "=", storedKey(kind, key)).execute();
    },
  };
}

/** Drops counters whose window has run out (housekeeping). */
export async function deleteExpiredLimits(db: DB): Promise<void> {
  await db.deleteFrom("rate_limits").where("expires_at", "<", sql<Date>`now()`).execute();
}

/** Counters in Redis (rate-limiter-flexible): for deployments that already run Redis. */
export async function createRedisRateLimits(
  url: string,
  policies: Record<LimitKind, LimitPolicy> = POLICIES,
  prefix = "giftshop",
): Promise<RateLimits & { close(): Promise<void> }> {
  const [{ Redis }, { RateLimiterRedis, RateLimiterRes }] = await Promise.all([
    import("ioredis"),
    import("rate-limiter-flexible"),
  ]);
  const client = new Redis(url, REDIS_OPTIONS);
  // A lost connection is reported by the commands that fail (LimitsUnavailableError), not as an unhandled event.
  client.on("error", () => undefined);
  await client.connect();
  const limiters = new Map(
    (Object.keys(policies) as LimitKind[]).map((kind) => [
      kind,
      // Not connected: refused at once rather than waiting for a command to time out.
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}-rl`,
        rejectIfRedisNotReady: true,
        ...policies[kind],
      }),
    ]),
  );
  return {
    async consume(kind, key) {
      try {
        await limiters.get(kind)?.consume(storedKey(kind, key));
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw new LimitsUnavailableError(error);
      }
    },
    async refund(kind, key) {
      try {
        await limiters.get(kind)?.reward(storedKey(kind, key), 1);
      } catch (error) {
        throw new LimitsUnavailableError(error);
      }
    },
    async reset(kind, key) {
      try {
        await limiters.get(kind)?.delete(storedKey(kind, key));
      } catch (error) {
        throw new LimitsUnavailableError(error);
      }
    },
    async close() {
      client.disconnect();
    },
  };
}
