/**
 * The address book (issue 15; spec §3 Address, §6 "address book"): an account's saved addresses with
 * the checkout's address fields (forms/address.ts savedAddressSchema). Every query names the
 * storefront and the account, so an address is never reachable from another storefront or account.
 * The first address becomes the default; deleting the default makes the oldest other one the default.
 */
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import type { SavedAddressInput } from "../forms/address";

export const ADDRESS_BOOK_MAX = 20;

export interface SavedAddress extends SavedAddressInput {
  id: number;
  isDefault: boolean;
}

export interface Owner {
  storeId: number;
  customerId: number;
}

type Row = {
  id: number;
  is_default: boolean;
  first_name: string;
  last_name: string;
  company_name: string;
  country_code: string;
  post_code: string;
  house_number: string;
  suffix: string;
  street: string;
  city: string;
};

const COLUMNS = [
  "id",
  "is_default",
  "first_name",
  "last_name",
  "company_name",
  "country_code",
  "post_code",
  "house_number",
  "suffix",
  "street",
  "city",
] as const;

function toAddress(r: Row): SavedAddress {
  return {
    id: r.id,
    isDefault: r.is_default,
    firstName: r.first_name,
    lastName: r.last_name,
    companyName: r.company_name,
    countryCode: r.country_code,
    postCode: r.post_code,
    houseNumber: r.house_number,
    suffix: r.suffix,
    street: r.street,
    city: r.city,
  };
}

function columns(a: SavedAddressInput) {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    company_name: a.companyName,
    country_code: a.countryCode,
    post_code: a.postCode,
    house_number: a.houseNumber,
    suffix: a.suffix,
    street: a.street,
    city: a.city,
  };
}

/** The default first, then in the order they were added. */
export async function listAddresses(db: DB, owner: Owner): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom("customer_addresses")
    .select(COLUMNS)
    .where("store_id", "=", owner.storeId)
    .where("customer_id", "=", owner.customerId)
    .orderBy("is_default", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toAddress);
}

export async function defaultAddress(db: DB, owner: Owner): Promise<SavedAddress | null> {
  return (await listAddresses(db, owner))[0] ?? null;
}

type Result = { ok: true; address: SavedAddress } | { ok: false; error: ApiError };

export async function createAddress(
  db: DB,
  owner: Owner,
  input: SavedAddressInput,
  makeDefault = false,
): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    // The account row's lock makes concurrent additions count one after the other.
    await trx
      .selectFrom("customers")
      .select("id")
      .where("id", "=", owner.customerId)
      .where("store_id", "=", owner.storeId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom("customer_addresses")
      .select("id")
      .where("customer_id", "=", owner.customerId)
      .execute();
    if (existing.length >= ADDRESS_BOOK_MAX) return { ok: false, error: apiError(ErrorCode.AddressBookFull) };
    const isDefault = makeDefault || existing.length === 0;
    if (isDefault) {
      await trx
        .updateTable("customer_addresses")
        .set({ is_default: false })
        .where("customer_id", "=", owner.customerId)
        .execute();
    }
    const row = await trx
      .insertInto("customer_addresses")
      .values({ store_id: owner.storeId, customer_id: owner.customerId, is_default: isDefault, ...columns(input) })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { ok: true, address: toAddress(row) };
  });
}

export async function updateAddress(db: DB, owner: Owner, id: number, input: SavedAddressInput): Promise<Result> {
  const row = await db
    .updateTable("customer_addresses")
    .set({ ...columns(input), updated_at: new Date() })
    .where("id", "=", id)
    .where("store_id", "=", owner.storeId)
    .where("customer_id", "=", owner.customerId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? { ok: true, address: toAddress(row) } : { ok: false, error: apiError(ErrorCode.AddressNotFound, "id") };
}

export async function setDefaultAddress(db: DB, owner: Owner, id: number): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("customer_addresses")
      .select("id")
      .where("id", "=", id)
      .where("store_id", "=", owner.storeId)
      .where("customer_id", "=", owner.customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!target) return { ok: false, error: apiError(ErrorCode.AddressNotFound, "id") };
    await trx
      .updateTable("customer_addresses")
      .set({ is_default: false })
      .where("customer_id", "=", owner.customerId)
      .where("id", "!=", id)
      .execute();
    const row = await trx
      .updateTable("customer_addresses")
      .set({ is_default: true })
      .where("id", "=", id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { ok: true, address: toAddress(row) };
  });
}

export async function deleteAddress(
  db: DB,
  owner: Owner,
  id: number,
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("customer_addresses")
      .where("id", "=", id)
      .where("store_id", "=", owner.storeId)
      .where("customer_id", "=", owner.customerId)
      .returning("is_default")
      .executeTakeFirst();
    if (!gone) return { ok: false, error: apiError(ErrorCode.AddressNotFound, "id") };
    if (gone.is_default) {
      const next = await trx
        .selectFrom("customer_addresses")
        .select("id")
        .where("customer_id", "=", owner.customerId)
        .orderBy("id")
        .executeTakeFirst();
      if (next)
        await trx.updateTable("customer_addresses").set({ is_default: true }).where("id", "=", next.id).execute();
    }
    return { ok: true };
  });
}
