/**
 * The log-in's limits (issue 44; OWASP authentication cheat sheet, "login throttling"): wrong
 * passwords are counted, right ones are not — per address, per account and address, and per account
 * across addresses. The first two refuse ("Too many attempts…", spec §8). The per-account one never
 * locks the account (an attacker could lock its owner out with it): past it, a log-in needs a solved
 * ALTCHA challenge (no form pass), waits LOGIN_BACKOFF_MS, and the owner is told once per window.
 * docs/bounds.md has the numbers and why.
 */
import type { DB } from "../db/db.server";
import { emailKey } from "./accounts.server";
import type { RateLimits } from "./rate-limit.server";

/** The wait of a log-in for an account past its limit: a guesser's every try costs this on top of the proof of work. */
export const LOGIN_BACKOFF_MS = 1000;

export interface LoginAttempt {
  /** Past the address's or the account-and-address's limit: refused before anything is checked. */
  refused: boolean;
  /** Past the account's limit across addresses: a solved check, the back-off and the owner's notice. */
  escalated: boolean;
  /** The password was right: the attempt was no failure (its points back, the account's counters cleared). */
  succeeded(): Promise<void>;
}

/** Counts a log-in attempt on every counter first (parallel guesses cannot slip past a limit). */
export async function countLoginAttempt(
  limits: RateLimits,
  storeId: number,
  email: string,
  address: string,
): Promise<LoginAttempt> {
  const account = `${storeId}:${emailKey(email)}`;
  const accountAddress = `${account}:${address}`;
  const fromAddress = `${storeId}:ip:${address}`;
  const [pair, ip, acc] = await Promise.all([
    limits.consume("login", accountAddress),
    limits.consume("loginAddress", fromAddress),
    limits.consume("loginAccount", account),
  ]);
  return {
    refused: !pair || !ip,
    escalated: !acc,
    async succeeded() {
      // The address's counter only gets this attempt back, it is not cleared: logging in to one's own
      // account must not wipe the failures the same address made against others.
      await Promise.all([
        limits.refund("loginAddress", fromAddress),
        limits.reset("login", accountAddress),
        limits.reset("loginAccount", account),
      ]);
    },
  };
}

/**
 * The account an escalated log-in aims at, when its owner has not been told in this window yet: to
 * whom the notice goes. Null for an e-mail without an account (nothing is sent; the answer is the same).
 */
export async function ownerToNotify(
  deps: { db: DB; limits: RateLimits },
  storeId: number,
  email: string,
): Promise<{ customerId: number; email: string } | null> {
  if (!(await deps.limits.consume("loginNotice", `${storeId}:${emailKey(email)}`))) return null;
  const row = await deps.db
    .selectFrom("customers")
    .select(["id", "email"])
    .where("store_id", "=", storeId)
    .where("email_key", "=", emailKey(email))
    .executeTakeFirst();
  return row ? { customerId: row.id, email: row.email } : null;
}
