/**
 * Checking a card with its pin (spec §4 "Card status from the server", §5 card number and pin; issue
 * 13): the statuses unknown, not activated, blocked, expired, no balance, already added, not allowed
 * for redeem, another store and different types, plus the test card.
 *
 * Nothing leaks to a guesser: an unknown number and a wrong pin give the same status after the same
 * work (an argon2 verification either way), and what a card is (blocked, expired, …) is told only to
 * whoever has its pin. Attempts are counted per client address, per network, per card number and
 * overall before anything is looked up (rate limits every app process shares); a correct check gives
 * its attempt back, so the limits count wrong ones only (issue 44).
 */
import { hash, verify } from "@node-rs/argon2";
import { networkOf } from "../accounts/network";
import type { LimitKind, RateLimits } from "../accounts/rate-limit.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import type { Storefront } from "../storefront/storefront";

export type CardStatus =
  | "unknown"
  | "notActivated"
  | "blocked"
  | "expired"
  | "noBalance"
  | "alreadyAdded"
  | "notAllowed"
  | "anotherStore"
  | "differentTypes"
  | "testCard"
  | "rateLimited";

/** A card whose pin was given: what the recipient may see of it. */
export interface CheckedCard {
  id: number;
  number: string;
  balance: number;
  currency: string;
  expiresAt: Date;
  /** The business redeem shop page the card belongs to (null: the storefront's redeem shop). */
  redeemPageId: number | null;
}

export type CheckResult = { ok: true; card: CheckedCard } | { ok: false; status: CardStatus };

/** Cards already in the redeem session, to combine with (spec §2 redeem modal "add extra card"). */
export interface CheckInput {
  number: string;
  pin: string;
  /** The client's address (rate limit per address). */
  address: string;
  combineWith?: readonly CheckedCard[];
  now?: Date;
}

// A hash of the same cost as the cards' pins: an unknown number costs the same verification.
let decoy: Promise<string> | null = null;
const decoyHash = () => {
  decoy ??= hash("000000-no-card");
  return decoy;
};

/** A counted look-up of a card number: `allowed` false once a limit is reached. */
export interface CardCheckAttempt {
  allowed: boolean;
  /**
   * The look-up was right (the pin matched, the number is a card of the store): its attempt is given
   * back on every counter it used, so a holder checking and paying with their own card is never
   * refused (issue 44). Wrong attempts stay counted.
   */
  succeeded(): Promise<void>;
}

/**
 * Counts a look-up of a card number (with or without its pin) per card, address and network — every
 * one of them, no short cut: rotating addresses still fill the card's counter — and then, within the
 * network's share only, the overall cap: one client or network cannot use the cap up for everyone.
 */
export async function withinCardCheckLimits(
  limits: RateLimits,
  storeId: number,
  number: string,
  address: string,
): Promise<CardCheckAttempt> {
  const keys: [LimitKind, string][] = [
    ["cardCheckCard", `${storeId}:${number}`],
    ["cardCheckAddress", address],
    ["cardCheckNetwork", networkOf(address)],
  ];
  const results = await Promise.all(keys.map(([kind, key]) => limits.consume(kind, key)));
  if (results[2]) {
    keys.push(["cardCheckOverall", "all"]);
    results.push(await limits.consume("cardCheckOverall", "all"));
  }
  return {
    allowed: results.every(Boolean),
    succeeded: async () => {
      await Promise.all(keys.map(([kind, key]) => limits.refund(kind, key)));
    },
  };
}

export async function checkCard(
  deps: { db: DB; limits: RateLimits },
  storefront: Storefront,
  input: CheckInput,
): Promise<CheckResult> {
  const { db, limits } = deps;
  const now = input.now ?? new Date();
  const attempt = await withinCardCheckLimits(limits, storefront.storeId, input.number, input.address);
  if (!attempt.allowed) return { ok: false, status: "rateLimited" };
  // The prefixes are printed on every card: telling the shop apart reveals nothing.
  if (!storefront.giftcards.prefixes.some((prefix) => input.number.startsWith(prefix))) {
    return { ok: false, status: "anotherStore" };
  }
  const row = await db
    .selectFrom("giftcards")
    .select([
      "id",
      "number",
      "pin_hash",
      "balance",
      "currency",
      "expires_at",
      "blocked",
      "activated_at",
      "redeemable",
      "redeem_page_id",
      "is_test",
    ])
    .where("store_id", "=", storefront.storeId)
    .where("number", "=", input.number)
    .executeTakeFirst();
  const pinMatches = await verify(row?.pin_hash ?? (await decoyHash()), input.pin).catch(() => false);
  if (!row || !pinMatches) return { ok: false, status: "unknown" };
  // The right pin: whatever the card's state, this was no guess.
  await attempt.succeeded();

  const card = checkedCardOf(row);
  const status = statusOf(row, card, input.combineWith ?? [], now);
  return status ? { ok: false, status } : { ok: true, card };
}

function statusOf(
  row: { blocked: boolean; activated_at: Date | string | null; redeemable: boolean; is_test: boolean },
  card: CheckedCard,
  combineWith: readonly CheckedCard[],
  now: Date,
): CardStatus | null {
  if (combineWith.some((c) => c.id === card.id)) return "alreadyAdded";
  const inactive = inactiveStatus(row, card, now);
  if (inactive) return inactive;
  if (!row.redeemable) return "notAllowed";
  if (card.balance <= 0) return "noBalance";
  if (combineWith.some((c) => c.redeemPageId !== card.redeemPageId || c.currency !== card.currency)) {
    return "differentTypes";
  }
  return null;
}

function checkedCardOf(row: {
  id: number;
  number: string;
  balance: string | number;
  currency: string;
  expires_at: Date | string;
  redeem_page_id: number | null;
}): CheckedCard {
  return {
    id: row.id,
    number: row.number,
    balance: Number(row.balance),
    currency: row.currency,
    expiresAt: new Date(row.expires_at),
    redeemPageId: row.redeem_page_id,
  };
}

/** Why a card cannot be used at all: a test card, blocked, not activated yet, or expired. */
export function inactiveStatus(
  row: { blocked: boolean; activated_at: Date | string | null; is_test: boolean },
  card: { expiresAt: Date },
  now: Date,
): CardStatus | null {
  if (row.is_test) return "testCard";
  if (row.blocked) return "blocked";
  if (!row.activated_at) return "notActivated";
  if (card.expiresAt <= now) return "expired";
  return null;
}

/**
 * A card of this storefront by its number alone, active and with a balance (the doubler's entry: spec
 * §1 name, e-mail and card number). Counted by the same limits as a check with a pin; the number's
 * digits must already have passed the form's rules (19 digits, one of the storefront's prefixes).
 */
export async function findActiveCard(
  deps: { db: DB; limits: RateLimits },
  storefront: Storefront,
  input: { number: string; address: string; now?: Date },
): Promise<{ ok: true; card: CheckedCard } | { ok: false; status: CardStatus }> {
  const now = input.now ?? new Date();
  const attempt = await withinCardCheckLimits(deps.limits, storefront.storeId, input.number, input.address);
  if (!attempt.allowed) return { ok: false, status: "rateLimited" };
  const row = await deps.db
    .selectFrom("giftcards")
    .select([
      "id",
      "number",
      "balance",
      "currency",
      "expires_at",
      "blocked",
      "activated_at",
      "redeem_page_id",
      "is_test",
    ])
    .where("store_id", "=", storefront.storeId)
    .where("number", "=", input.number)
    .executeTakeFirst();
  if (!row) return { ok: false, status: "unknown" };
  await attempt.succeeded();
  const card = checkedCardOf(row);
  const status = inactiveStatus(row, card, now) ?? (card.balance <= 0 ? "noBalance" : null);
  return status ? { ok: false, status } : { ok: true, card };
}

/** The current state of cards already checked (a redeem session re-reads them: balances move). */
export async function cardsByIds(db: DB, storeId: number, ids: readonly number[]): Promise<CheckedCard[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("giftcards")
    .select(["id", "number", "balance", "currency", "expires_at", "redeem_page_id"])
    .where("store_id", "=", storeId)
    .where("id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [checkedCardOf(r)] : [];
  });
}

/** "•••• •••• •••• 5678 901": enough for the recipient to tell cards apart, nothing to reuse. */
export function maskedNumber(number: string): string {
  return `•••• •••• •••• ${number.slice(12, 16)} ${number.slice(16)}`;
}

/** "•••• 8901": the last four digits only, for pages and documents a card holder keeps (card details, voucher). */
export function lastFourMasked(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/** spec §8 card messages: the error of each card status. */
const STATUS_ERRORS: Record<CardStatus, number> = {
  unknown: ErrorCode.CardUnknown,
  notActivated: ErrorCode.CardNotActivated,
  blocked: ErrorCode.CardBlocked,
  expired: ErrorCode.CardExpired,
  noBalance: ErrorCode.CardNoBalance,
  alreadyAdded: ErrorCode.CardAlreadyAdded,
  notAllowed: ErrorCode.CardNotAllowed,
  anotherStore: ErrorCode.CardAnotherStore,
  differentTypes: ErrorCode.CardDifferentTypes,
  testCard: ErrorCode.CardTest,
  rateLimited: ErrorCode.PinRateLimited,
};

/** The card status's error; the number field is named unless the answer is about the whole check. */
export function cardStatusError(status: CardStatus): ApiError {
  const field = status === "rateLimited" ? null : "cardNumber";
  return apiError(STATUS_ERRORS[status], field);
}
