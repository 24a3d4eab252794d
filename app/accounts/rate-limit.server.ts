/**
 * Rate limits (security standard: login, identify, pin and balance checks). Counted per process in
 * memory; behind several processes each one limits on its own, which still bounds guessing.
 */
import { RateLimiterMemory } from "rate-limiter-flexible";

export type LimitKind = "login" | "identify" | "placeOrder";

const POLICIES: Record<LimitKind, { points: number; duration: number }> = {
  // 5 password attempts per account and address per 15 minutes.
  login: { points: 5, duration: 15 * 60 },
  // 20 e-mail lookups per address per 10 minutes.
  identify: { points: 20, duration: 10 * 60 },
  // Payment attempts per basket: beyond this the provider would flag it anyway (spec §8 2036).
  placeOrder: { points: 10, duration: 15 * 60 },
};

export interface RateLimits {
  /** Counts one attempt; false when the limit is reached. */
  consume(kind: LimitKind, key: string): Promise<boolean>;
  reset(kind: LimitKind, key: string): Promise<void>;
}

export function createRateLimits(overrides: Partial<typeof POLICIES> = {}): RateLimits {
  const limiters = new Map<LimitKind, RateLimiterMemory>();
  for (const kind of Object.keys(POLICIES) as LimitKind[]) {
    limiters.set(kind, new RateLimiterMemory({ keyPrefix: kind, ...POLICIES[kind], ...overrides[kind] }));
  }
  return {
    async consume(kind, key) {
      try {
        await limiters.get(kind)?.consume(key);
        return true;
      } catch {
        return false;
      }
    },
    async reset(kind, key) {
      await limiters.get(kind)?.delete(key);
    },
  };
}
