/**
 * The human check (spec §5 login and identify, §7 "captcha is used on login, forgot password, …"):
 * ALTCHA, self-hosted. The server hands out signed proof-of-work challenges (GET <storefront>/captcha)
 * and verifies solutions; the browser solves them with the ALTCHA widget. A solution is accepted once.
 *
 * Forms shown without JavaScript carry a *form pass* instead (ADR 016, tightened by issue 44: see
 * docs/decisions/062-form-pass-and-failure-limits.md): good once, bound to the visitor's session and
 * to the forms of the page it was issued on, from PASS_MIN_AGE_MS after it was handed out, and only
 * when the page's own action hands it on in process — never to a script calling the API over HTTP.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib";
import { randomText } from "../random.server";
import type { RateLimits } from "./rate-limit.server";

/** The forms that take a human check: a pass names the ones of the page it was issued on. */
export const HUMAN_CHECK_FORMS = [
  "cardCheck",
  "giftCardPayment",
  "activation",
  "doubler",
  "quote",
  "identify",
  "login",
  "register",
  "forgotPassword",
  "changePassword",
] as const;
export type HumanCheckForm = (typeof HUMAN_CHECK_FORMS)[number];

/** What a check must hold for one form's call. */
export interface HumanCheckExpectation {
  form: HumanCheckForm;
  /**
   * The visitor's session id when a form pass may stand in for a solution: the page's own action
   * calling the API in process (ApiContext.inProcess). Null: only a solved ALTCHA challenge counts —
   * an HTTP call to the API, a visitor without a session, or a login past its account's limit.
   */
  passSession: string | null;
}

export interface Captcha {
  challenge(): Promise<unknown>;
  /** A pass for a page's forms shown without JavaScript, bound to the visitor's session. */
  formPass(binding: { sessionId: string; forms: readonly HumanCheckForm[] }, now?: number): string;
  /** True when the payload is a valid, unexpired, unused solution (or a form pass that fits `expect`). */
  verify(payload: string | null | undefined, expect: HumanCheckExpectation, now?: number): Promise<boolean>;
}

/** A form pass is good from this long after the page was served (a person reads and types first). */
export const PASS_MIN_AGE_MS = 3000;

/** Proof-of-work size: about a tenth of a second in a browser, a few seconds for a bot farm per request. */
const MAX_NUMBER = 50_000;
const EXPIRES_MS = 10 * 60_000;
const FORM_CODES = new Map<string, HumanCheckForm>(HUMAN_CHECK_FORMS.map((form, i) => [i.toString(36), form]));
const CODE_OF = new Map<HumanCheckForm, string>(HUMAN_CHECK_FORMS.map((form, i) => [form, i.toString(36)]));

/**
 * `limits`: where used solutions are remembered so that every app process refuses a replay (the
 * database or Redis, as the rate limits: one "attempt" per solution, ADR 032); without it, this
 * process's memory (tests). `maxNumber`: the proof of work's size (tests that solve many make it small).
 */
export function createCaptcha(hmacKey: string, limits?: RateLimits, options: { maxNumber?: number } = {}): Captcha {
  const maxnumber = options.maxNumber ?? MAX_NUMBER;
  // Used solutions until their challenge expires: a solved token cannot be replayed.
  const used = new Map<string, number>();
  const sweep = (now: number) => {
    for (const [key, until] of used) if (until < now) used.delete(key);
  };
  // The session id is inside the MAC, not the pass: a pass says nothing about whose it is.
  const passMac = (sessionId: string, body: string) =>
    createHmac("sha256", hmacKey).update(`form-pass.${sessionId}.${body}`).digest("base64url");
  const passValid = (payload: string, expect: HumanCheckExpectation, now: number) => {
    if (expect.passSession === null) return false;
    const [, forms, issued, nonce, mac, extra] = payload.split(".");
    if (!forms || !issued || !nonce || !mac || extra !== undefined) return false;
    const expected = Buffer.from(passMac(expect.passSession, `${forms}.${issued}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    if (!forms.split("").some((code) => FORM_CODES.get(code) === expect.form)) return false;
    const age = now - Number(issued);
    return age >= PASS_MIN_AGE_MS && age <= EXPIRES_MS;
  };
  return {
    challenge: () => createChallenge({ hmacKey, maxnumber, expires: new Date(Date.now() + EXPIRES_MS) }),
    formPass({ sessionId, forms }, now = Date.now()) {
      const codes = [...new Set(forms)].map((form) => CODE_OF.get(form)).join("");
      const body = `${codes}.${now}.${randomText(12, "base64url")}`;
      return `pass.${body}.${passMac(sessionId, body)}`;
    },
    async verify(payload, expect, now = Date.now()) {
      if (!payload || payload.length > 2000) return false;
      let ok = false;
      if (payload.startsWith("pass.")) ok = passValid(payload, expect, now);
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
