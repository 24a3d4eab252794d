/**
 * A reorder's packages against today's catalogue (issue 14): today's product, title and card art,
 * today's extras prices, and whether it can be ordered again as it was — the product still sold, the
 * variation still there and in stock, the amount within today's bounds, its extras still offered.
 * The basket checks all of it again when the packages are added (basket/add-packages.server.ts).
 */
import type { AddPackageInput } from "../basket/add-packages.server";
import { type ExtraView, listExtras } from "../basket/extras.server";
import { type AmountRule, amountFits } from "../catalog/detail/purchase";
import { type ProductView, productsByIds } from "../catalog/products.server";
import type { DB } from "../db/db.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { ReorderLine } from "./sources.server";

/** Why a package cannot be ordered again as it was. */
export type Unavailable = "notSold" | "amount" | "extra" | "outOfStock";

export interface ReorderItem {
  line: ReorderLine;
  /** Today's product (null: no longer sold here). */
  product: ProductView | null;
  /** Today's variation of the line's delivery type. */
  variationId: number | null;
  rule: AmountRule | null;
  wrapper: ExtraView | null;
  giftPacking: ExtraView | null;
  message: { text: string; price: number } | null;
  /** The package at today's prices: its cards plus today's extras. */
  total: number;
  unavailable: Unavailable | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The first paragraph of a product's description: the modal's short description. */
export function shortDescription(description: string): string {
  return description.split("\n").find((p) => p.trim() !== "") ?? "";
}

function variationOf(product: ProductView, line: ReorderLine) {
  const type = line.deliveryType === "DIGITAL" ? "digital" : "physical";
  const own = product.variations.find((v) => line.variationId !== null && v.id === String(line.variationId));
  const variation = own ?? product.variations.find((v) => v.variationType === type);
  if (!variation) return null;
  const config = type === "digital" ? product.digitalVariationConfig : product.physicalVariationConfig;
  const rule: AmountRule | null = config
    ? { fixed: config.fixedValues.map((p) => p.value), min: config.minPrice.value, max: config.maxPrice.value }
    : null;
  return { variation, rule };
}

function itemOf(line: ReorderLine, product: ProductView | undefined, extras: ExtraView[]): ReorderItem {
  const digital = line.deliveryType === "DIGITAL";
  const extra = (id: number | null, kind: ExtraView["kind"]) =>
    id === null ? null : (extras.find((e) => e.id === id && e.kind === kind) ?? "gone");
  const wrapper = extra(line.wrapperId, digital ? "DIGITAL_WRAPPER" : "WRAPPER");
  const giftPacking = digital ? null : extra(line.giftPackingId, "GIFT_PACKING");
  const messageExtra = extras.find((e) => e.kind === "PERSONAL_MESSAGE");
  const message = line.message !== null && messageExtra ? { text: line.message, price: messageExtra.price } : null;
  const found = product ? variationOf(product, line) : null;
  const total = round2(
    line.amount * line.qty +
      (wrapper && wrapper !== "gone" ? wrapper.price * line.qty : 0) +
      (giftPacking && giftPacking !== "gone" ? giftPacking.price : 0) +
      (message ? message.price : 0),
  );
  let unavailable: Unavailable | null = null;
  if (!product || !found?.rule) unavailable = "notSold";
  else if (!amountFits(found.rule, line.amount)) unavailable = "amount";
  else if (wrapper === "gone" || giftPacking === "gone" || (line.message !== null && !messageExtra)) {
    unavailable = "extra";
  } else if (found.variation.stock !== null && found.variation.stock < line.qty) unavailable = "outOfStock";
  return {
    line,
    product: product ?? null,
    variationId: found ? Number(found.variation.id) : null,
    rule: found?.rule ?? null,
    wrapper: wrapper === "gone" ? null : wrapper,
    giftPacking: giftPacking === "gone" ? null : giftPacking,
    message,
    total,
    unavailable,
  };
}

/** Each line with today's product, prices and availability (test cards and other stores' products are not sold). */
export async function reorderItems(
  db: DB,
  storefront: Storefront,
  language: Language,
  lines: ReorderLine[],
): Promise<ReorderItem[]> {
  const [products, extras] = await Promise.all([
    productsByIds(db, storefront, language, [...new Set(lines.map((l) => l.productId))]),
    listExtras(db, storefront, language),
  ]);
  const byId = new Map(products.map((p) => [Number(p.id), p]));
  return lines.map((line) => itemOf(line, byId.get(line.productId), extras));
}

/**
 * What the basket is asked to add for an item: the same card, amount, quantity, extras, message and
 * receiver. A schedule is not kept (an earlier moment has passed): the cards go right after payment
 * unless a moment is chosen in the basket; a physical delivery address is chosen again in checkout.
 */
export function addInputOf(item: ReorderItem): AddPackageInput {
  const { line } = item;
  return {
    variationId: item.variationId ?? Number.NaN,
    amount: line.amount,
    quantity: line.qty,
    wrapperId: line.wrapperId,
    giftPackingId: line.giftPackingId,
    message: line.message,
    receivers: line.receiver ? [line.receiver] : [],
    schedule: null,
  };
}
