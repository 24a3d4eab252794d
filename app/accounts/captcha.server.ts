/**
 * The human check (spec §5 login and identify, §7 "captcha is used on login, forgot password, …"):
 * ALTCHA, self-hosted. The server hands out signed proof-of-work challenges (GET <storefront>/captcha)
 * and verifies solutions; the browser solves them with the ALTCHA widget. A solution is accepted once.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib";
import { randomText } from "../random.server";
import type { RateLimits } from "./rate-limit.server";

export interface Captcha {
  challenge(): Promise<unknown>;
  /**
   * A pass for a form shown without JavaScript (docs/decisions/016-human-check-without-javascript.md):
   * signed, good once, accepted only from PASS_MIN_AGE_MS after it was handed out until it expires.
   */
  formPass(now?: number): string;
  /** True when the payload is a valid, unexpired, unused solution (or form pass). */
  verify(payload: string | null | undefined, now?: number): Promise<boolean>;
}

/** A form pass is good from this long after the page was served (a person reads and types first). */
export const PASS_MIN_AGE_MS = 3000;

/** Proof-of-work size: about a tenth of a second in a browser, a few seconds for a bot farm per request. */
const MAX_NUMBER = 50_000;
const EXPIRES_MS = 10 * 60_000;

/**
 * `limits`: where used solutions are remembered so that every app process refuses a replay (the
 * database or Redis, as the rate limits: one "attempt" per solution, ADR 032); without it, this
 * process's memory (tests).
 */
export function createCaptcha(hmacKey: string, limits?: RateLimits): Captcha {
  // Used solutions until their challenge expires: a solved token cannot be replayed.
  const used = new Map<string, number>();
  const sweep = (now: number) => {
    for (const [key, until] of used) if (until < now) used.delete(key);
  };
  const passMac = (body: string) => createHmac("sha256", hmacKey).update(`form-pass.${body}`).digest("base64url");
  const passValid = (payload: string, now: number) => {
    const [, issued, nonce, mac] = payload.split(".");
    if (!issued || !nonce || !mac) return false;
    const expected = Buffer.from(passMac(`${issued}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const age = now - Number(issued);
    return age >= PASS_MIN_AGE_MS && age <= EXPIRES_MS;
  };
  return {
    challenge: () => createChallenge({ hmacKey, maxnumber: MAX_NUMBER, expires: new Date(Date.now() + EXPIRES_MS) }),
    formPass(now = Date.now()) {
      const body = `${now}.${randomText(12, "base64url")}`;
      return `pass.${body}.${passMac(body)}`;
    },
    async verify(payload, now = Date.now()) {
      if (!payload || payload.length > 2000) return false;
      let ok = false;
      if (payload.startsWith("pass.")) ok = passValid(payload, now);
      else {
        try {
          ok = await verifySolution(payload, hmacKey, true);
        } catch {
          return false;
        }
      }
      if (!ok) return false;
      if (limits) return limits.consume("captchaSolution", payload);
      sweep(now);
      if (used.has(payload)) return false;
      used.set(payload, now + EXPIRES_MS);
      return true;
    },
  };
}
