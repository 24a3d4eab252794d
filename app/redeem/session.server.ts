/**
 * The redeem session (spec §4 card status, §6 redeem user; issue 13): a card check opens it, an extra
 * card joins it (when the cards may be combined), and the token names it. Everything that follows —
 * redeem shop, packages, checkout — starts from `sessionOf`, which refuses a token of another
 * storefront, a tampered one and an expired one, each with its own message.
 */
import type { RateLimits } from "../accounts/rate-limit.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import { type CheckedCard, cardStatusError, cardsByIds, checkCard } from "../giftcards/check.server";
import type { Storefront } from "../storefront/storefront";
import {
  extendRedeemSession,
  openRedeemSession,
  type RedeemClaims,
  type RedeemTokens,
  redeemSessionOf,
} from "./token.server";

export interface RedeemDeps {
  db: DB;
  limits: RateLimits;
  tokens: RedeemTokens;
}

const TOKEN_ERRORS = {
  invalid: ErrorCode.RedeemTokenInvalid,
  expired: ErrorCode.RedeemTokenExpired,
  otherStore: ErrorCode.RedeemTokenOtherStore,
} as const;

export interface RedeemSession {
  claims: RedeemClaims;
  cards: CheckedCard[];
  /** Sum of the cards' balances. */
  balance: number;
  doc: unknown;
}

export type SessionResult = { ok: true; session: RedeemSession } | { ok: false; error: ApiError };

/** The session a token names, with its cards as they are now. */
export async function sessionOf(deps: Pick<RedeemDeps, "db" | "tokens">, storefront: Storefront, token: string) {
  const verified = deps.tokens.verify(token, storefront.storeId);
  if (!verified.ok) {
    return { ok: false, error: apiError(TOKEN_ERRORS[verified.reason], "userData.redeemToken") } as const;
  }
  const row = await redeemSessionOf(deps.db, verified.claims);
  if (!row) return { ok: false, error: apiError(ErrorCode.RedeemTokenExpired, "userData.redeemToken") } as const;
  const cards = await cardsByIds(deps.db, storefront.storeId, verified.claims.cardIds);
  const balance = Math.round(cards.reduce((sum, c) => sum + c.balance * 100, 0)) / 100;
  return { ok: true, session: { claims: verified.claims, cards, balance, doc: row.doc } } as const;
}

export type CheckIntoSessionResult =
  | { ok: true; token: string; session: RedeemSession }
  | { ok: false; error: ApiError };

/**
 * Checks a card and puts it in a redeem session: the one the token names (add extra card), or a new
 * one. The answer carries a fresh token with the session's cards and a new expiry.
 */
export async function checkIntoSession(
  deps: RedeemDeps,
  storefront: Storefront,
  input: { number: string; pin: string; address: string; token?: string | null },
): Promise<CheckIntoSessionResult> {
  let current: RedeemSession | null = null;
  if (input.token) {
    const found = await sessionOf(deps, storefront, input.token);
    if (!found.ok) return found;
    current = found.session;
  }
  const checked = await checkCard({ db: deps.db, limits: deps.limits }, storefront, {
    number: input.number,
    pin: input.pin,
    address: input.address,
    combineWith: current?.cards ?? [],
  });
  if (!checked.ok) return { ok: false, error: cardStatusError(checked.status) };
  const claims = current
    ? await extendRedeemSession(deps.db, current.claims, [...current.claims.cardIds, checked.card.id])
    : await openRedeemSession(deps.db, storefront.storeId, [checked.card.id]);
  const token = deps.tokens.sign(claims);
  const found = await sessionOf(deps, storefront, token);
  if (!found.ok) return found;
  return { ok: true, token, session: found.session };
}

/** Ends a session (reset, spec §2 leave guard): its token no longer opens anything. */
export async function endSession(deps: Pick<RedeemDeps, "db" | "tokens">, storefront: Storefront, token: string) {
  const verified = deps.tokens.verify(token, storefront.storeId);
  if (!verified.ok) return;
  await deps.db
    .deleteFrom("redeem_sessions")
    .where("id", "=", verified.claims.sid)
    .where("store_id", "=", storefront.storeId)
    .where("order_id", "is", null)
    .execute();
}
