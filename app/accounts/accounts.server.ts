/**
 * Accounts of a storefront (spec §6): one account per e-mail address per storefront, argon2 password
 * hashes. Logging a session in (which keeps the guest basket) is basket/login.server.ts.
 */
import { hash, verify } from "@node-rs/argon2";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import { PASSWORD_CHARACTERS, PASSWORD_MAX, PASSWORD_MIN } from "../forms/rules";
import { defaultAddress } from "./address-book.server";
import type { SessionScope } from "./session.server";

export const emailKey = (email: string) => email.trim().toLowerCase();

export interface Profile {
  customerType?: "PRIVATE" | "BUSINESS";
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  phoneCountry?: string;
  companyName?: string;
  vatNumber?: string;
  kvkNumber?: string;
  referenceNumber?: string;
  invoiceEmail?: string;
}

export async function customerExists(db: DB, storeId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("customers")
    .select("id")
    .where("store_id", "=", storeId)
    .where("email_key", "=", emailKey(email))
    .executeTakeFirst();
  return row !== undefined;
}

/** A hash to compare against when the account does not exist, so both answers take as long. */
let dummyHash: Promise<string> | null = null;

export async function checkPassword(
  db: DB,
  storeId: number,
  email: string,
  password: string,
): Promise<{ ok: true; customerId: number } | { ok: false; error: ApiError }> {
  const row = await db
    .selectFrom("customers")
    .select(["id", "password_hash"])
    .where("store_id", "=", storeId)
    .where("email_key", "=", emailKey(email))
    .executeTakeFirst();
  if (!row) {
    dummyHash ??= hash("not a password of anyone");
    await verify(await dummyHash, password).catch(() => false);
    return { ok: false, error: apiError(ErrorCode.WrongCredentials) };
  }
  const ok = await verify(row.password_hash, password).catch(() => false);
  return ok ? { ok: true, customerId: row.id } : { ok: false, error: apiError(ErrorCode.WrongCredentials) };
}

/** spec §5 password (the form rules' bounds and characters) as the API's §8 errors, on `field`. */
export function passwordError(password: string, field = "password"): ApiError | null {
  if (password.length < PASSWORD_MIN) return apiError(ErrorCode.PasswordTooShort, field);
  if (password.length > PASSWORD_MAX) return apiError(ErrorCode.PasswordTooLong, field);
  if (!PASSWORD_CHARACTERS.test(password)) return apiError(ErrorCode.PasswordCharacters, field);
  return null;
}

export async function createCustomer(
  db: DB,
  storeId: number,
  input: { email: string; password: string; profile: Profile; subscribed: boolean },
): Promise<{ ok: true; customerId: number } | { ok: false; error: ApiError }> {
  const problem = passwordError(input.password);
  if (problem) return { ok: false, error: problem };
  try {
    const row = await db
      .insertInto("customers")
      .values({
        store_id: storeId,
        email: input.email.trim(),
        email_key: emailKey(input.email),
        password_hash: await hash(input.password),
        profile: JSON.stringify(input.profile),
        subscribed: input.subscribed,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, customerId: row.id };
  } catch (error) {
    if ((error as { code?: string }).code === "23505") {
      return { ok: false, error: apiError(ErrorCode.AccountExists, "email") };
    }
    throw error;
  }
}

export async function userInfo(db: DB, session: SessionScope) {
  const s = await session.current();
  if (!s?.customerId) return null;
  const row = await db
    .selectFrom("customers")
    .select(["email", "profile", "subscribed"])
    .where("id", "=", s.customerId)
    .where("store_id", "=", session.storeId)
    .executeTakeFirst();
  if (!row) return null;
  const p = row.profile as Profile;
  // spec §3 CustomerProfile.address: the address book's default address.
  const address = await defaultAddress(db, { storeId: session.storeId, customerId: s.customerId });
  return {
    mainProfile: {
      firstName: p.firstName ?? null,
      lastName: p.lastName ?? null,
      email: row.email,
      invoiceEmail: p.invoiceEmail ?? null,
      phoneNumber: p.phoneNumber ?? null,
      vatNumber: p.vatNumber ?? null,
      customerType: p.customerType ?? "PRIVATE",
      phoneCountry: p.phoneCountry ?? null,
      companyName: p.companyName ?? null,
      kvkNumber: p.kvkNumber ?? null,
      referenceNumber: p.referenceNumber ?? null,
      address: address && {
        postCode: address.postCode,
        houseNumber: address.houseNumber,
        suffix: address.suffix,
        street: address.street,
        city: address.city,
        administrativeArea: null,
        companyName: address.companyName || null,
      },
    },
    subscribed: row.subscribed,
  };
}
