/**
 * The basket in the database: one `carts` row per basket (the document of app/basket/cart.ts plus the
 * checkout data), found through the session (guests) or the account. Every query filters by store_id.
 * Edits use optimistic versioning: two tabs editing at once never lose an item.
 */

import { randomBytes, randomUUID } from "node:crypto";
import { type AliasableExpression, type Expression, type ExpressionBuilder, sql } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { SessionRider, SessionScope } from "../accounts/session.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import type { Database } from "../db/types";
import type { Storefront } from "../storefront/storefront";
import { type CartDoc, type CartRules, EMPTY_CART, mergeCarts } from "./cart";

export interface CartRecord {
  id: string;
  doc: CartDoc;
  checkout: Record<string, unknown>;
  version: number;
  customerId: number | null;
}

export function newId(): string {
  return randomBytes(6).toString("base64url").replace(/[-_]/g, "x");
}

export function cartRules(storefront: Storefront): CartRules {
  const c = storefront.checkout;
  return {
    vatRate: c.vatRate,
    shipping: c.shipping,
    registeredAbove: c.registeredAbove,
    appleLimit: c.appleLimit,
    orderLimit: c.orderLimit,
    maxCards: c.maxCards,
  };
}

/** The columns a CartRecord is made of. */
const CART_COLUMNS = ["id", "doc", "checkout", "version", "customer_id"] as const;

function toRecord(row: {
  id: string;
  doc: unknown;
  checkout: Record<string, unknown>;
  version: number;
  customer_id: number | null;
}): CartRecord {
  return {
    id: row.id,
    doc: (row.doc as CartDoc) ?? EMPTY_CART,
    checkout: row.checkout ?? {},
    version: row.version,
    customerId: row.customer_id,
  };
}

/** Whose basket a session sees: the account's when logged in, else the guest basket it holds. */
export type CartOwner = { storeId: number } & ({ customerId: number } | { guestCartId: string });

/** The session's basket owner, or null when the session has none (no session, or a guest without a basket). */
export async function cartOwner(session: SessionScope): Promise<CartOwner | null> {
  const s = await session.current();
  if (!s) return null;
  if (s.customerId !== null) return { storeId: session.storeId, customerId: s.customerId };
  return s.cartId ? { storeId: session.storeId, guestCartId: s.cartId } : null;
}

type Operand<T> = T | Expression<T>;

/** An account's basket in a store (one per account and storefront). */
function accountBasket(
  eb: ExpressionBuilder<Database, "carts">,
  storeId: Operand<number>,
  customerId: Operand<number>,
) {
  return eb.and([eb("carts.store_id", "=", storeId), eb("carts.customer_id", "=", customerId)]);
}

/** A guest's basket in a store: the one its session names, never an account's. */
function guestBasket(eb: ExpressionBuilder<Database, "carts">, storeId: Operand<number>, cartId: Operand<string>) {
  return eb.and([eb("carts.store_id", "=", storeId), eb("carts.id", "=", cartId), eb("carts.customer_id", "is", null)]);
}

/** The condition on `carts` that finds the owner's basket, in this store only (for queries that join it). */
export function ownedBy(owner: CartOwner) {
  return (eb: ExpressionBuilder<Database, "carts">) =>
    "customerId" in owner
      ? accountBasket(eb, owner.storeId, owner.customerId)
      : guestBasket(eb, owner.storeId, owner.guestCartId);
}

/** The session's basket (the account's when logged in), or null when there is none yet. */
export async function findCart(db: DB, session: SessionScope): Promise<CartRecord | null> {
  const owner = await cartOwner(session);
  if (!owner) return null;
  const row = await db.selectFrom("carts").select(CART_COLUMNS).where(ownedBy(owner)).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** A basket as a page views it: with whether its checkout has an order waiting for payment. */
export type ViewedCart = CartRecord & { pendingCheckout: boolean };

const viewed = new WeakMap<SessionScope, Promise<ViewedCart | null>>();

/**
 * The visitor's basket as the request's queries see it, read once for all of them: a basket page's
 * header count and the basket itself, a checkout step's basket and its gift-card payments. Only for
 * reading — an edit reads with `findCart` and its version. A mutation of the request forgets it
 * (`forgetViewedCart`, the API's execution plugin), so a query after a change reads the change.
 */
export function viewCart(db: DB, session: SessionScope): Promise<ViewedCart | null> {
  let read = viewed.get(session);
  if (!read) {
    const made = findViewedCart(db, session);
    viewed.set(session, made);
    // A failed read is not kept (a newer one, after a mutation, is not this one's to drop).
    made.catch(() => viewed.get(session) === made && viewed.delete(session));
    read = made;
  }
  return read;
}

/** A basket's columns as a page views it. */
function viewedColumns(eb: ExpressionBuilder<Database, "carts">) {
  return [
    ...CART_COLUMNS,
    // In the same query: the basket page leaves checkout only when there is something to leave.
    eb
      .exists(
        eb
          .selectFrom("orders")
          .select("orders.id")
          .whereRef("orders.cart_id", "=", "carts.id")
          .where("orders.status", "=", "PENDING"),
      )
      .as("pending_checkout"),
  ];
}

type ViewedRow = Parameters<typeof toRecord>[0] & { pending_checkout: unknown };

/** The looked-up session's columns, in its subqueries. */
const OF_SESSION = {
  storeId: sql.ref<number>("sessions.store_id"),
  customerId: sql.ref<number>("sessions.customer_id"),
  cartId: sql.ref<string>("sessions.cart_id"),
};

/**
 * The viewed basket as a subquery of the session's own lookup (SessionScope.currentWith): the
 * owner as `cartOwner` tells it — the account's basket when the session is logged in, else the
 * session's guest basket — read in the same round trip. A JSON object (its columns are JSON's own
 * types), or null without a basket.
 */
const viewedCartOfSession: SessionRider<ViewedRow> = (eb) =>
  jsonObjectFrom(
    eb
      .selectFrom("carts")
      .select((c) => viewedColumns(c))
      .where((c) =>
        c.or([
          c.and([
            c("sessions.customer_id", "is not", null),
            accountBasket(c, OF_SESSION.storeId, OF_SESSION.customerId),
          ]),
          c.and([c("sessions.customer_id", "is", null), guestBasket(c, OF_SESSION.storeId, OF_SESSION.cartId)]),
        ]),
      ),
  ) as AliasableExpression<ViewedRow>;

async function findViewedCart(db: DB, session: SessionScope): Promise<ViewedCart | null> {
  // The session not read yet (the request's first read of it): both in one query.
  const together = session.currentWith(viewedCartOfSession);
  const row = together ? (await together).rider : await viewedCartOf(db, await cartOwner(session));
  return row ? { ...toRecord(row), pendingCheckout: Boolean(row.pending_checkout) } : null;
}

async function viewedCartOf(db: DB, owner: CartOwner | null): Promise<ViewedRow | null> {
  if (!owner) return null;
  const row = await db.selectFrom("carts").select(viewedColumns).where(ownedBy(owner)).executeTakeFirst();
  return row ?? null;
}

/** Whether the basket's checkout has an order waiting for payment (a basket edited, read after the edit). */
export async function hasPendingCheckout(db: DB, cartId: string): Promise<boolean> {
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where("cart_id", "=", cartId)
    .where("status", "=", "PENDING")
    .executeTakeFirst();
  return row !== undefined;
}

export function forgetViewedCart(session: SessionScope): void {
  viewed.delete(session);
}

async function createCart(db: DB, session: SessionScope, storefront: Storefront): Promise<CartRecord> {
  const s = await session.ensure();
  const id = randomUUID();
  await db
    .insertInto("carts")
    .values({
      id,
      store_id: storefront.storeId,
      customer_id: s.customerId,
      currency: storefront.currency,
      doc: JSON.stringify(EMPTY_CART),
    })
    .execute();
  if (s.customerId === null) await session.setCart(id);
  return { id, doc: EMPTY_CART, checkout: {}, version: 0, customerId: s.customerId };
}

export class CartConflictError extends Error {}

/** Saves a new document if nobody changed the basket since `cart` was read. */
export async function saveCart(
  db: DB,
  cart: CartRecord,
  doc: CartDoc,
  checkout: Record<string, unknown> = cart.checkout,
): Promise<CartRecord> {
  // RETURNING, not the driver's row count: PGlite does not report counts the way pg does.
  const saved = await db
    .updateTable("carts")
    .set({
      doc: JSON.stringify(doc),
      checkout: JSON.stringify(checkout),
      version: cart.version + 1,
      updated_at: new Date(),
    })
    .where("id", "=", cart.id)
    .where("version", "=", cart.version)
    .returning("id")
    .executeTakeFirst();
  if (!saved) throw new CartConflictError(cart.id);
  return { ...cart, doc, checkout, version: cart.version + 1 };
}

export type EditResult = { ok: true; cart: CartRecord } | { ok: false; errors: ApiError[] };

/**
 * Applies an edit to the session's basket (created when `create` is set), retrying when another
 * request changed it in between. The edit returns the new document or errors.
 */
export async function editCart(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  edit: (cart: CartRecord) => Promise<CartDoc | ApiError[]> | CartDoc | ApiError[],
  options: { create?: boolean } = {},
): Promise<EditResult> {
  for (let attempt = 0; attempt < 4; attempt++) {
    let cart = await findCart(db, session);
    if (!cart) {
      if (!options.create) return { ok: false, errors: [apiError(ErrorCode.CartNotFound)] };
      cart = await createCart(db, session, storefront);
    }
    const next = await edit(cart);
    if (Array.isArray(next)) return { ok: false, errors: next };
    try {
      return { ok: true, cart: await saveCart(db, cart, next) };
    } catch (error) {
      if (!(error instanceof CartConflictError)) throw error;
    }
  }
  return { ok: false, errors: [apiError(ErrorCode.Conflict)] };
}

/**
 * After login the guest basket joins the account's (spec: the cart survives login). Returns the
 * account's basket id, if any.
 */
export async function mergeGuestCart(
  db: DB,
  storefront: Storefront,
  guestCartId: string | null,
  customerId: number,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("carts")
      .select(CART_COLUMNS)
      .where("store_id", "=", storefront.storeId)
      .where("customer_id", "=", customerId)
      .forUpdate()
      .executeTakeFirst();
    const guest = guestCartId
      ? await trx
          .selectFrom("carts")
          .select(CART_COLUMNS)
          .where("store_id", "=", storefront.storeId)
          .where("id", "=", guestCartId)
          .where("customer_id", "is", null)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (!guest) return account?.id ?? null;
    if (!account) {
      await trx.updateTable("carts").set({ customer_id: customerId }).where("id", "=", guest.id).execute();
      return guest.id;
    }
    const merged = mergeCarts(toRecord(account).doc, toRecord(guest).doc, newId);
    await trx
      .updateTable("carts")
      .set({ doc: JSON.stringify(merged), version: account.version + 1, updated_at: new Date() })
      .where("id", "=", account.id)
      .execute();
    // Orders placed from the guest basket keep pointing at it; it is only emptied.
    await trx
      .updateTable("carts")
      .set({ doc: JSON.stringify(EMPTY_CART), version: guest.version + 1 })
      .where("id", "=", guest.id)
      .execute();
    return account.id;
  });
}
