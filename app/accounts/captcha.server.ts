/**
 * The human check (spec §5 login and identify, §7 "captcha is used on login, forgot password, …"):
 * ALTCHA, self-hosted. The server hands out signed proof-of-work challenges (GET <storefront>/captcha)
 * and verifies solutions; the browser solves them with the ALTCHA widget. A solution is accepted once.
 */
import { createChallenge, verifySolution } from "altcha-lib";

export interface Captcha {
  challenge(): Promise<unknown>;
  /** True when the payload is a valid, unexpired, unused solution. */
  verify(payload: string | null | undefined): Promise<boolean>;
}

/** Proof-of-work size: about a tenth of a second in a browser, a few seconds for a bot farm per request. */
const MAX_NUMBER = 50_000;
const EXPIRES_MS = 10 * 60_000;

export function createCaptcha(hmacKey: string): Captcha {
  // Used solutions until their challenge expires: a solved token cannot be replayed.
  const used = new Map<string, number>();
  const sweep = (now: number) => {
    for (const [key, until] of used) if (until < now) used.delete(key);
  };
  return {
    challenge: () => createChallenge({ hmacKey, maxnumber: MAX_NUMBER, expires: new Date(Date.now() + EXPIRES_MS) }),
    async verify(payload) {
      if (!payload || payload.length > 2000) return false;
      let ok = false;
      try {
        ok = await verifySolution(payload, hmacKey, true);
      } catch {
        return false;
      }
      if (!ok) return false;
      const now = Date.now();
      sweep(now);
      if (used.has(payload)) return false;
      used.set(payload, now + EXPIRES_MS);
      return true;
    },
  };
}
