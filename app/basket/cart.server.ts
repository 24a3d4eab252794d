/**
 * The basket in the database: one `carts` row per basket (the document of app/basket/cart.ts plus the
 * checkout data), found through the session (guests) or the account. Every query filters by store_id.
 * Edits use optimistic versioning: two tabs editing at once never lose an item.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { SessionScope } from "../accounts/session.server";
import { cardImageUrl } from "../catalog/products.server";
import type { DB } from "../db/db.server";
import type { ExtraKind } from "../db/types";
import { type ApiError, apiError, ErrorCode } from "../graphql/errors";
import type { Language } from "../storefront/schema";
import type { Storefront } from "../storefront/storefront";
import {
  addPackage,
  type CardLine,
  type CartDoc,
  type CartRules,
  EMPTY_CART,
  type ExtraLine,
  limitViolations,
  mergeCarts,
  type Package,
  type Receiver,
  type Shipment,
} from "./cart";

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

/** The session's basket (the account's when logged in), or null when there is none yet. */
export async function findCart(db: DB, session: SessionScope): Promise<CartRecord | null> {
  const s = await session.current();
  if (!s) return null;
  let q = db
    .selectFrom("carts")
    .select(["id", "doc", "checkout", "version", "customer_id"])
    .where("store_id", "=", session.storeId);
  if (s.customerId !== null) q = q.where("customer_id", "=", s.customerId);
  else if (s.cartId) q = q.where("id", "=", s.cartId).where("customer_id", "is", null);
  else return null;
  const row = await q.executeTakeFirst();
  return row ? toRecord(row) : null;
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

// ---------------------------------------------------------------------------------------------
// Adding a package

export interface AddPackageInput {
  variationId: number;
  amount: number;
  quantity: number;
  wrapperId: number | null;
  giftPackingId: number | null;
  message: string | null;
  /** Empty: the cards go to the orderer. Each receiver gets `quantity` cards. */
  receivers: Receiver[];
  schedule: Shipment["schedule"];
}

interface VariationRow {
  variationId: number;
  productId: number;
  sku: string;
  variationType: "digital" | "physical";
  fixedValues: number[];
  min: number;
  max: number;
  stock: number | null;
  slug: string;
  productType: CardLine["productType"];
  color: string;
  isTest: boolean;
  limitGroup: string | null;
  title: string;
}

async function variationOf(
  db: DB,
  storefront: Storefront,
  language: Language,
  variationId: number,
): Promise<VariationRow | null> {
  const row = await db
    .selectFrom("product_variations as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .innerJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.language", "=", language))
    .select([
      "v.id as variationId",
      "p.id as productId",
      "v.sku",
      "v.variation_type",
      "v.fixed_values",
      "v.min_price",
      "v.max_price",
      "v.stock",
      "p.slug",
      "p.product_type",
      "p.background_color",
      "p.is_test",
      "p.limit_group",
      "t.title",
    ])
    .where("v.id", "=", variationId)
    .where("p.store_id", "=", storefront.storeId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    variationId: row.variationId,
    productId: row.productId,
    sku: row.sku,
    variationType: row.variation_type,
    fixedValues: row.fixed_values as number[],
    min: Number(row.min_price),
    max: Number(row.max_price),
    stock: row.stock,
    slug: row.slug,
    productType: row.product_type,
    color: row.background_color,
    isTest: row.is_test,
    limitGroup: row.limit_group,
    title: row.title,
  };
}

export interface ExtraView {
  id: number;
  kind: ExtraKind;
  sku: string;
  price: number;
  containsWine: boolean;
  title: string;
  description: string;
  image: string;
}

export function extraImageUrl(storeId: number, sku: string): string {
  return `/media/extra/${storeId}/${encodeURIComponent(sku)}.svg`;
}

/** The storefront's wrappers, gift packing and message options in the page language. */
export async function listExtras(db: DB, storefront: Storefront, language: Language): Promise<ExtraView[]> {
  const rows = await db
    .selectFrom("extras as e")
    .innerJoin("extra_translations as t", (j) => j.onRef("t.extra_id", "=", "e.id").on("t.language", "=", language))
    .select(["e.id", "e.kind", "e.sku", "e.price", "e.contains_wine", "t.title", "t.description"])
    .where("e.store_id", "=", storefront.storeId)
    .orderBy("e.kind")
    .orderBy("e.position")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    sku: r.sku,
    price: Number(r.price),
    containsWine: r.contains_wine,
    title: r.title,
    description: r.description,
    image: extraImageUrl(storefront.storeId, r.sku),
  }));
}

/** Units of a variation already in the basket (stock is checked against all of them). */
function unitsInCart(doc: CartDoc, variationId: number): number {
  return doc.shipments
    .flatMap((s) => s.packages)
    .reduce((n, p) => (p.card.variationId === variationId ? n + p.card.qty : n), 0);
}

/**
 * Adds a package per receiver (spec §3 Package; §8 rules): the variation must be this storefront's,
 * not a test card; the amount one of its values or within its bounds; enough stock (2031); the
 * whole basket within the Apple (2015) and gift-card (2030) limits.
 */
export async function addPackages(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  language: Language,
  input: AddPackageInput,
): Promise<EditResult> {
  const variation = await variationOf(db, storefront, language, input.variationId);
  if (!variation) return { ok: false, errors: [apiError(ErrorCode.NotFound, "variationId")] };
  if (variation.isTest) return { ok: false, errors: [apiError(ErrorCode.TestCard, "variationId")] };
  const validAmount = variation.fixedValues.length
    ? variation.fixedValues.includes(input.amount)
    : Number.isInteger(input.amount) && input.amount >= variation.min && input.amount <= variation.max;
  if (!validAmount) return { ok: false, errors: [apiError(ErrorCode.InvalidInput, "amount")] };
  const digital = variation.variationType === "digital";
  const extras = await listExtras(db, storefront, language);
  const extra = (id: number | null, kinds: ExtraKind[]): ExtraView | null | "invalid" => {
    if (id === null) return null;
    return extras.find((e) => e.id === id && kinds.includes(e.kind)) ?? "invalid";
  };
  const wrapper = extra(input.wrapperId, [digital ? "DIGITAL_WRAPPER" : "WRAPPER"]);
  if (wrapper === "invalid") return { ok: false, errors: [apiError(ErrorCode.InvalidInput, "wrapperId")] };
  const packing = digital ? null : extra(input.giftPackingId, ["GIFT_PACKING"]);
  if (packing === "invalid" || (digital && input.giftPackingId !== null)) {
    return { ok: false, errors: [apiError(ErrorCode.InvalidInput, "giftPackingId")] };
  }
  const messageExtra = extras.find((e) => e.kind === "PERSONAL_MESSAGE");
  if (input.message !== null && !messageExtra) {
    return { ok: false, errors: [apiError(ErrorCode.InvalidInput, "message")] };
  }
  const receivers: (Receiver | null)[] = input.receivers.length ? input.receivers : [null];
  const rules = cartRules(storefront);
  const toExtraLine = (e: ExtraView, qty: number): ExtraLine => ({
    extraId: e.id,
    sku: e.sku,
    title: e.title,
    price: e.price,
    qty,
    image: e.image,
    containsWine: e.containsWine,
  });

  return editCart(
    db,
    session,
    storefront,
    (cart) => {
      const wanted = unitsInCart(cart.doc, variation.variationId) + input.quantity * receivers.length;
      if (variation.stock !== null && wanted > variation.stock) {
        return [apiError(ErrorCode.OutOfStock)];
      }
      let doc = cart.doc;
      for (const receiver of receivers) {
        const pkg: Package = {
          id: newId(),
          card: {
            productId: variation.productId,
            variationId: variation.variationId,
            sku: variation.sku,
            title: variation.title,
            slug: variation.slug,
            productType: variation.productType,
            variationType: variation.variationType,
            image: cardImageUrl(storefront.storeId, language, variation.slug),
            color: variation.color,
            amount: input.amount,
            qty: input.quantity,
            limitGroup: variation.limitGroup,
          },
          wrapper: wrapper ? toExtraLine(wrapper, input.quantity) : null,
          giftPacking: packing ? toExtraLine(packing, 1) : null,
          message:
            input.message !== null && messageExtra
              ? {
                  extraId: messageExtra.id,
                  sku: messageExtra.sku,
                  title: messageExtra.title,
                  price: messageExtra.price,
                  text: input.message,
                }
              : null,
        };
        doc = addPackage(
          doc,
          {
            deliveryType: digital ? "DIGITAL" : "PHYSICAL",
            receiver,
            schedule: digital ? input.schedule : null,
            pkg,
          },
          newId,
        );
      }
      const violations = limitViolations(doc, rules);
      if (violations.includes("appleLimit")) return [apiError(ErrorCode.AppleLimit)];
      if (violations.includes("giftcardLimit")) return [apiError(ErrorCode.GiftcardLimit)];
      return doc;
    },
    { create: true },
  );
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
      .select(["id", "doc", "checkout", "version", "customer_id"])
      .where("store_id", "=", storefront.storeId)
      .where("customer_id", "=", customerId)
      .forUpdate()
      .executeTakeFirst();
    const guest = guestCartId
      ? await trx
          .selectFrom("carts")
          .select(["id", "doc", "checkout", "version", "customer_id"])
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
