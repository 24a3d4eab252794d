/**
 * Adding packages to the basket (spec §3 Package; §8 rules): the variation of this storefront, its
 * amount rule, extras of the right kind, and the rules every changed basket keeps (basket-rules.ts).
 */
import type { SessionScope } from "../accounts/session.server";
import type { JourneyKind } from "../analytics/analytics";
import { recordBasketAddition } from "../analytics/journey.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { amountFits } from "../catalog/detail/purchase";
import { cardImageUrl } from "../catalog/products.server";
import type { ExtraKind } from "../db/catalogue-types";
import type { DB } from "../db/db.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { basketRuleErrors, stockErrors } from "./basket-rules";
import {
  addPackage,
  type CardLine,
  type ExtraLine,
  type NewPackage,
  type Package,
  type Receiver,
  type Shipment,
} from "./cart";
import { cartRules, type EditResult, editCart, newId } from "./cart.server";
import { type ExtraView, listExtras } from "./extras.server";

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

type Prepared =
  | { ok: true; variation: VariationRow; build: (id: () => string) => NewPackage[] }
  | { ok: false; errors: ApiError[] };

/**
 * One input checked against today's catalogue (spec §3 Package; §8 rules): the variation must be this
 * storefront's, not a test card; the amount one of its values or within its bounds; extras of the
 * right kind. Gives the packages to add (one per receiver) at today's titles and prices.
 */
async function prepare(
  db: DB,
  storefront: Storefront,
  language: Language,
  extras: ExtraView[],
  input: AddPackageInput,
): Promise<Prepared> {
  if (!Number.isInteger(input.variationId)) return { ok: false, errors: [apiError(ErrorCode.NotFound, "variationId")] };
  const variation = await variationOf(db, storefront, language, input.variationId);
  if (!variation) return { ok: false, errors: [apiError(ErrorCode.NotFound, "variationId")] };
  if (variation.isTest) return { ok: false, errors: [apiError(ErrorCode.TestCard, "variationId")] };
  const rule = { fixed: variation.fixedValues, min: variation.min, max: variation.max };
  if (!amountFits(rule, input.amount)) return { ok: false, errors: [apiError(ErrorCode.InvalidInput, "amount")] };
  const digital = variation.variationType === "digital";
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
  const toExtraLine = (e: ExtraView, qty: number): ExtraLine => ({
    extraId: e.id,
    sku: e.sku,
    title: e.title,
    price: e.price,
    qty,
    image: e.image,
    containsWine: e.containsWine,
  });
  const build = (id: () => string): NewPackage[] =>
    receivers.map((receiver) => ({
      deliveryType: digital ? "DIGITAL" : "PHYSICAL",
      receiver,
      schedule: digital ? input.schedule : null,
      pkg: {
        id: id(),
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
      } satisfies Package,
    }));
  return { ok: true, variation, build };
}

/** A set's result; a refusal names the input it is about (`at`), when it is about one. */
export type AddSetResult = EditResult | { ok: false; errors: ApiError[]; at: number | null };

/**
 * Adds a set of inputs at once, all or nothing (reorder, issue 14): each input is checked as a single
 * addition is, then the whole basket keeps the rules of every change — enough stock of each variation
 * for all its units (2031), the Apple (2015) and gift-card (2030) limits. The addition is recorded
 * with its journey kind (spec §3).
 */
export async function addPackageSet(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  language: Language,
  inputs: AddPackageInput[],
  journey: JourneyKind,
): Promise<AddSetResult> {
  if (inputs.length === 0) return { ok: false, errors: [apiError(ErrorCode.InvalidInput)], at: null };
  const extras = await listExtras(db, storefront, language);
  const prepared: Extract<Prepared, { ok: true }>[] = [];
  for (const [at, input] of inputs.entries()) {
    const one = await prepare(db, storefront, language, extras, input);
    if (!one.ok) return { ok: false, errors: one.errors, at };
    prepared.push(one);
  }
  const rules = cartRules(storefront);
  let refusedAt: number | null = null;
  const result = await editCart(
    db,
    session,
    storefront,
    (cart) => {
      let doc = cart.doc;
      for (const one of prepared) for (const add of one.build(newId)) doc = addPackage(doc, add, newId);
      // Stock per variation (the first input of a variation short of stock is the one refused), then limits.
      for (const [at, one] of prepared.entries()) {
        const errors = stockErrors(doc, one.variation);
        if (errors.length) {
          refusedAt = at;
          return errors;
        }
      }
      refusedAt = null;
      const errors = basketRuleErrors(doc, rules, null);
      return errors.length ? errors : doc;
    },
    { create: true },
  );
  if (!result.ok) return { ok: false, errors: result.errors, at: refusedAt };
  await recordBasketAddition(db, {
    storeId: storefront.storeId,
    language,
    journey,
    items: prepared.map((one, i) => ({
      productId: one.variation.productId,
      variationId: one.variation.variationId,
      amount: inputs[i].amount,
      qty: inputs[i].quantity * Math.max(1, inputs[i].receivers.length),
    })),
  });
  return result;
}

/**
 * Adds a package per receiver (spec §3 Package; §8 rules): the variation must be this storefront's,
 * not a test card; the amount one of its values or within its bounds; enough stock (2031); the
 * whole basket within the Apple (2015) and gift-card (2030) limits. A product page's addition.
 */
export async function addPackages(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  language: Language,
  input: AddPackageInput,
): Promise<EditResult> {
  const result = await addPackageSet(db, session, storefront, language, [input], "regular");
  return result.ok ? result : { ok: false, errors: result.errors };
}
