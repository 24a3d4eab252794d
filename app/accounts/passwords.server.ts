/**
 * Changing and resetting a password (spec §7 change password, forgot password; §8 their messages;
 * issue 15). A new password ends every session of the account: a stolen cookie is dead from then on,
 * and the visitor who changed it gets a fresh session (the caller logs it in again).
 *
 * Forgot password hands out a single-use token that expires after an hour; only its SHA-256 is
 * stored. Whether the e-mail has an account is never told: the caller answers the same either way and
 * only mails when there is one.
 */
import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Transaction } from "kysely";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import type { Database } from "../db/types";
import { emailKey, passwordError } from "./accounts.server";
import { endSessionsOf } from "./session.server";

/** How long a forgot-password link works (issue 15: one hour). */
export const RESET_TOKEN_MS = 60 * 60_000;

export type PasswordResult = { ok: true; customerId: number } | { ok: false; error: ApiError };

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

async function setPassword(
  trx: Transaction<Database>,
  storeId: number,
  customerId: number,
  password: string,
  now: Date,
) {
  await trx
    .updateTable("customers")
    .set({ password_hash: await hash(password) })
    .where("id", "=", customerId)
    .where("store_id", "=", storeId)
    .execute();
  // Links asked before the change are spent too: the newest password stands.
  await trx
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("customer_id", "=", customerId)
    .where("used_at", "is", null)
    .execute();
  await endSessionsOf(trx, storeId, customerId);
}

/** Change password (logged in): the current password first, then the new one's rules. */
export async function changePassword(
  db: DB,
  storeId: number,
  customerId: number,
  input: { currentPassword: string; password: string },
): Promise<PasswordResult> {
  const row = await db
    .selectFrom("customers")
    .select("password_hash")
    .where("id", "=", customerId)
    .where("store_id", "=", storeId)
    .executeTakeFirst();
  if (!row) return { ok: false, error: apiError(ErrorCode.NotLoggedIn) };
  const current = await verify(row.password_hash, input.currentPassword).catch(() => false);
  if (!current) return { ok: false, error: apiError(ErrorCode.CurrentPasswordWrong, "currentPassword") };
  const problem = passwordError(input.password);
  if (problem) return { ok: false, error: problem };
  await db.transaction().execute((trx) => setPassword(trx, storeId, customerId, input.password, new Date()));
  return { ok: true, customerId };
}

/**
 * Forgot password: a token for the account of this e-mail, or null when there is none (the caller
 * answers the same either way). `send` queues the mail in the same transaction as the token.
 */
export async function startPasswordReset(
  db: DB,
  storeId: number,
  email: string,
  now: Date,
  send: (trx: Transaction<Database>, to: string, token: string) => Promise<void>,
): Promise<boolean> {
  const customer = await db
    .selectFrom("customers")
    .select(["id", "email"])
    .where("store_id", "=", storeId)
    .where("email_key", "=", emailKey(email))
    .executeTakeFirst();
  if (!customer) return false;
  const token = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("password_resets")
      .values({
        store_id: storeId,
        customer_id: customer.id,
        token_hash: tokenHash(token),
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_TOKEN_MS),
      })
      .execute();
    await send(trx, customer.email, token);
  });
  return true;
}

/** Where a token stands (the new-password page shows its message before asking for a password). */
export async function resetTokenError(db: DB, storeId: number, token: string, now: Date): Promise<ApiError | null> {
  const row = await db
    .selectFrom("password_resets")
    .select(["expires_at", "used_at"])
    .where("token_hash", "=", tokenHash(token))
    .where("store_id", "=", storeId)
    .executeTakeFirst();
  return tokenState(row, now);
}

function tokenState(row: { expires_at: Date; used_at: Date | null } | undefined, now: Date): ApiError | null {
  if (!row) return apiError(ErrorCode.ResetTokenUnknown, "token");
  if (row.used_at) return apiError(ErrorCode.ResetTokenUsed, "token");
  if (new Date(row.expires_at).getTime() <= now.getTime()) return apiError(ErrorCode.ResetTokenExpired, "token");
  return null;
}

/** New password with a forgot-password token: once, before it expires, in this storefront only. */
export async function resetPassword(
  db: DB,
  storeId: number,
  input: { token: string; password: string },
  now: Date,
): Promise<PasswordResult> {
  const problem = passwordError(input.password);
  return db.transaction().execute(async (trx): Promise<PasswordResult> => {
    // Locked: two requests with the same link cannot both use it.
    const row = await trx
      .selectFrom("password_resets")
      .select(["id", "customer_id", "expires_at", "used_at"])
      .where("token_hash", "=", tokenHash(input.token))
      .where("store_id", "=", storeId)
      .forUpdate()
      .executeTakeFirst();
    const error = tokenState(row, now);
    if (error || !row) return { ok: false, error: error ?? apiError(ErrorCode.ResetTokenUnknown, "token") };
    if (problem) return { ok: false, error: problem };
    await setPassword(trx, storeId, row.customer_id, input.password, now);
    return { ok: true, customerId: row.customer_id };
  });
}
