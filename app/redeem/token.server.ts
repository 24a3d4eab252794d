/**
 * The redeem token (spec §6 redeem user, §7 "the redeem token … travel[s] in a header"; issue 13): a
 * successful card check opens a redeem session and hands out a token naming it, the storefront and the
 * checked cards, with an expiry, signed with HMAC-SHA256. The browser keeps it (local storage, or a
 * cookie on the redeem paths without JavaScript) and sends it back; the server trusts nothing in it
 * that the signature does not cover, and a token of one storefront is refused by every other.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DB } from "../db/db.server";

/** How long a redeem session lasts after the last card check. */
export const REDEEM_TOKEN_TTL_SECONDS = 2 * 60 * 60;

export interface RedeemClaims {
  /** Redeem session id. */
  sid: string;
  storeId: number;
  cardIds: number[];
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type TokenCheck =
  | { ok: true; claims: RedeemClaims }
  | { ok: false; reason: "invalid" | "expired" | "otherStore" };

export interface RedeemTokens {
  sign(claims: RedeemClaims): string;
  /** Verifies signature, storefront and expiry (the session itself is checked by the caller). */
  verify(token: string | null | undefined, storeId: number, now?: Date): TokenCheck;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

export function createRedeemTokens(key: string): RedeemTokens {
  const mac = (payload: string) => createHmac("sha256", key).update(`redeem.${payload}`).digest();
  return {
    sign(claims) {
      const payload = b64(JSON.stringify({ v: 1, s: claims.sid, t: claims.storeId, c: claims.cardIds, e: claims.exp }));
      return `${payload}.${b64(mac(payload))}`;
    },
    verify(token, storeId, now = new Date()) {
      if (!token || token.length > 2000) return { ok: false, reason: "invalid" };
      const [payload, signature, extra] = token.split(".");
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
      const expected = mac(payload);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: "invalid" };
      let body: { v?: unknown; s?: unknown; t?: unknown; c?: unknown; e?: unknown };
      try {
        body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return { ok: false, reason: "invalid" };
      }
      const { v, s, t, c, e } = body;
      if (
        v !== 1 ||
        typeof s !== "string" ||
        typeof t !== "number" ||
        typeof e !== "number" ||
        !Array.isArray(c) ||
        !c.every((id) => Number.isInteger(id))
      ) {
        return { ok: false, reason: "invalid" };
      }
      if (t !== storeId) return { ok: false, reason: "otherStore" };
      if (e * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
      return { ok: true, claims: { sid: s, storeId: t, cardIds: c as number[], exp: e } };
    },
  };
}

export function expiryFrom(now: Date = new Date()): number {
  return Math.floor(now.getTime() / 1000) + REDEEM_TOKEN_TTL_SECONDS;
}

/** Opens a redeem session for the first checked card. */
export async function openRedeemSession(db: DB, storeId: number, cardIds: number[], now = new Date()) {
  const sid = randomBytes(18).toString("base64url");
  const exp = expiryFrom(now);
  await db
    .insertInto("redeem_sessions")
    .values({ id: sid, store_id: storeId, card_ids: JSON.stringify(cardIds), expires_at: new Date(exp * 1000) })
    .execute();
  return { sid, storeId, cardIds, exp } satisfies RedeemClaims;
}

/** Adds a card to the session (add extra card) and extends it. */
export async function extendRedeemSession(db: DB, claims: RedeemClaims, cardIds: number[], now = new Date()) {
  const exp = expiryFrom(now);
  await db
    .updateTable("redeem_sessions")
    .set({ card_ids: JSON.stringify(cardIds), expires_at: new Date(exp * 1000) })
    .where("id", "=", claims.sid)
    .where("store_id", "=", claims.storeId)
    .execute();
  return { ...claims, cardIds, exp } satisfies RedeemClaims;
}

/** The session a verified token names, if it still exists for that storefront. */
export async function redeemSessionOf(db: DB, claims: RedeemClaims) {
  return db
    .selectFrom("redeem_sessions")
    .selectAll()
    .where("id", "=", claims.sid)
    .where("store_id", "=", claims.storeId)
    .where("expires_at", ">", new Date())
    .executeTakeFirst();
}
