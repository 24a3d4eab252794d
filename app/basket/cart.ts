/**
 * The basket (spec §3 Cart / GiftcardOrder, Package): a document of shipments, each with packages.
 * Pure functions only — totals, limits, package groups and edits — so the API, the order code and the
 * tests share one set of rules. No server imports. docs/decisions/011-orders-and-fulfilment.md
 */

import type { ProductType } from "../db/catalogue-types";
import type { PostalAddress } from "../forms/address";

export type DeliveryType = "DIGITAL" | "PHYSICAL";

/** spec §3 enumerations: order-line kinds. */
export type LineKind =
  | "BLANK_GIFT_CARD_PACK"
  | "DIGITAL_WRAPPER"
  | "DONATION"
  | "GIFTCARD"
  | "GIFT_PACKING"
  | "PERSONAL_MESSAGE"
  | "WRAPPER";

/** The gift card of a package: what the shopper chose, as it was when added. */
export interface CardLine {
  productId: number;
  variationId: number;
  sku: string;
  title: string;
  slug: string;
  productType: ProductType;
  variationType: "digital" | "physical";
  image: string;
  color: string;
  /** Face value of one card. */
  amount: number;
  qty: number;
  /** Products sharing an order limit ('apple'). */
  limitGroup: string | null;
  /** Extra value on each issued card, paid by the brand (a redeem promotion); not part of the price. */
  bonus?: number;
}

/** A wrapper, gift packing or the personal message: an extra of the storefront's catalogue. */
export interface ExtraLine {
  extraId: number;
  sku: string;
  title: string;
  price: number;
  qty: number;
  image: string;
  containsWine: boolean;
}

export interface MessageLine {
  extraId: number;
  sku: string;
  title: string;
  price: number;
  text: string;
}

export interface Package {
  id: string;
  card: CardLine;
  /** WRAPPER for physical cards, DIGITAL_WRAPPER for digital ones. */
  wrapper: ExtraLine | null;
  /** Physical only. */
  giftPacking: ExtraLine | null;
  message: MessageLine | null;
}

export interface Receiver {
  name: string;
  email: string;
  phone: string;
}

export interface Address extends PostalAddress {
  customerType: "PRIVATE" | "BUSINESS";
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
}

export interface Shipment {
  id: string;
  /** Stable name of the shipment in API calls (deleteGiftcardPackageGroup's shipmentTag). */
  tag: string;
  deliveryType: DeliveryType;
  /** null: the cards go to the orderer (their e-mail, or their delivery address). */
  receiver: Receiver | null;
  /** Digital: local send date + time in the storefront's zone; null = right after payment (within one hour). */
  schedule: { date: string; time: string } | null;
  /** Physical: chosen dispatch date; null = the earliest possible. */
  dispatchDate: string | null;
  /** Physical: where it goes; set in the checkout's shipping step (null = the orderer's delivery address). */
  address: Address | null;
  packages: Package[];
}

export interface CartDoc {
  shipments: Shipment[];
}

export const EMPTY_CART: CartDoc = { shipments: [] };

/** spec §9: empty card sets are packed per 3. */
export const BLANK_PACK_SIZE = 3;

export interface CartRules {
  vatRate: number;
  shipping: { standard: number; registered: number };
  registeredAbove: number;
  appleLimit: number;
  orderLimit: number;
  maxCards: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function lineKindOf(card: Pick<CardLine, "productType">): LineKind {
  if (card.productType === "DONATION") return "DONATION";
  if (card.productType === "GIFTCARD_BLANK") return "BLANK_GIFT_CARD_PACK";
  return "GIFTCARD";
}

/** Sets of 3 needed for `qty` empty cards. */
export function blankPacks(qty: number): number {
  return Math.ceil(qty / BLANK_PACK_SIZE);
}

export function packageCardValue(p: Package): number {
  return round2(p.card.amount * p.card.qty);
}

export function packageExtrasValue(p: Package): number {
  return round2(
    (p.wrapper ? p.wrapper.price * p.wrapper.qty : 0) +
      (p.giftPacking ? p.giftPacking.price * p.giftPacking.qty : 0) +
      (p.message ? p.message.price : 0),
  );
}

export function packageTotal(p: Package): number {
  return round2(packageCardValue(p) + packageExtrasValue(p));
}

export function allPackages(doc: CartDoc): Package[] {
  return doc.shipments.flatMap((s) => s.packages);
}

/** Number of gift cards (the header badge counts these). */
export function cardCount(doc: CartDoc): number {
  return allPackages(doc).reduce((n, p) => n + p.card.qty, 0);
}

export function cardValue(doc: CartDoc): number {
  return round2(allPackages(doc).reduce((n, p) => n + packageCardValue(p), 0));
}

export function containsWine(doc: CartDoc): boolean {
  return allPackages(doc).some((p) => p.giftPacking?.containsWine || p.wrapper?.containsWine);
}

/** spec §1: orders above 300 euro (the storefront's threshold) or with wine are sent registered. */
export function isRegistered(doc: CartDoc, rules: Pick<CartRules, "registeredAbove">): boolean {
  return cardValue(doc) > rules.registeredAbove || containsWine(doc);
}

export type AdjustmentType = "SHIPPING" | "REGISTERED_SHIPPING";

export interface Adjustment {
  adjustmentType: AdjustmentType;
  /** The shipment it belongs to. */
  tag: string;
  price: number;
}

export interface Totals {
  subTotal: number;
  grandTotalWithoutTax: number;
  grandTotal: number;
  /** VAT included in grandTotal (extras and shipping only: gift cards are exempt, spec §1). */
  vat: number;
  adjustments: Adjustment[];
  groupedTotals: {
    digitalTotal: { qty: number; price: number };
    physicalTotal: { qty: number; price: number };
    /** Wrappers, gift packing, messages and shipping. */
    extra: number;
  };
  registered: boolean;
}

/** spec §3 totals, adjustments and groupedTotals. */
export function computeTotals(doc: CartDoc, rules: CartRules): Totals {
  const registered = isRegistered(doc, rules);
  const adjustments: Adjustment[] = doc.shipments
    .filter((s) => s.deliveryType === "PHYSICAL" && s.packages.length > 0)
    .map((s) => ({
      adjustmentType: registered ? "REGISTERED_SHIPPING" : "SHIPPING",
      tag: s.tag,
      price: registered ? rules.shipping.registered : rules.shipping.standard,
    }));
  const grouped = { digital: { qty: 0, price: 0 }, physical: { qty: 0, price: 0 } };
  let extras = 0;
  for (const s of doc.shipments) {
    const bucket = s.deliveryType === "DIGITAL" ? grouped.digital : grouped.physical;
    for (const p of s.packages) {
      bucket.qty += p.card.qty;
      bucket.price = round2(bucket.price + packageCardValue(p));
      extras = round2(extras + packageExtrasValue(p));
    }
  }
  const shipping = round2(adjustments.reduce((n, a) => n + a.price, 0));
  const subTotal = round2(grouped.digital.price + grouped.physical.price + extras);
  const grandTotal = round2(subTotal + shipping);
  const taxable = round2(extras + shipping);
  const vat = round2(taxable - taxable / (1 + rules.vatRate / 100));
  return {
    subTotal,
    grandTotalWithoutTax: round2(grandTotal - vat),
    grandTotal,
    vat,
    adjustments,
    groupedTotals: {
      digitalTotal: grouped.digital,
      physicalTotal: grouped.physical,
      extra: round2(extras + shipping),
    },
    registered,
  };
}

/** Why a basket cannot take (or keep) what it holds; codes of spec §8 (app/graphql/errors.ts). */
export type LimitViolation = "testCard" | "appleLimit" | "giftcardLimit";

export interface ProductFlags {
  isTest: boolean;
}

/**
 * The basket limits of spec §8 on a whole basket: Apple gift cards ≤ the storefront's limit per order
 * (2015); the gift-card value and count of one order (2030). Test cards are refused when added.
 */
export function limitViolations(doc: CartDoc, rules: CartRules): LimitViolation[] {
  const out: LimitViolation[] = [];
  const apple = allPackages(doc)
    .filter((p) => p.card.limitGroup === "apple")
    .reduce((n, p) => n + packageCardValue(p), 0);
  if (apple > rules.appleLimit) out.push("appleLimit");
  if (cardValue(doc) > rules.orderLimit || cardCount(doc) > rules.maxCards) out.push("giftcardLimit");
  return out;
}

/** spec §3 packagesGroups: one group per package, with what a basket row shows. */
export interface PackageGroup {
  tag: string;
  packageId: string;
  deliveryType: DeliveryType;
  receiver: Receiver | null;
  cardsPreviews: { image: string; color: string; productLabel: string }[];
  totalPrice: number;
}

export function packageGroups(doc: CartDoc): PackageGroup[] {
  return doc.shipments.flatMap((s) =>
    s.packages.map((p) => ({
      tag: s.tag,
      packageId: p.id,
      deliveryType: s.deliveryType,
      receiver: s.receiver,
      cardsPreviews: [{ image: p.card.image, color: p.card.color, productLabel: p.card.title }],
      totalPrice: packageTotal(p),
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Edits. Each returns a new document; ids come from the caller (random on the server, fixed in tests).

const sameReceiver = (a: Receiver | null, b: Receiver | null) =>
  a === null || b === null ? a === b : a.email.toLowerCase() === b.email.toLowerCase() && a.name === b.name;
const sameSchedule = (a: Shipment["schedule"], b: Shipment["schedule"]) =>
  a === null || b === null ? a === b : a.date === b.date && a.time === b.time;

export interface NewPackage {
  deliveryType: DeliveryType;
  receiver: Receiver | null;
  schedule: Shipment["schedule"];
  pkg: Package;
}

/** Adds a package to the shipment with the same delivery type, receiver and schedule, or to a new one. */
export function addPackage(doc: CartDoc, add: NewPackage, newId: () => string): CartDoc {
  const index = doc.shipments.findIndex(
    (s) =>
      s.deliveryType === add.deliveryType &&
      sameReceiver(s.receiver, add.receiver) &&
      (add.deliveryType === "PHYSICAL" || sameSchedule(s.schedule, add.schedule)),
  );
  if (index >= 0) {
    return {
      shipments: doc.shipments.map((s, i) => (i === index ? { ...s, packages: [...s.packages, add.pkg] } : s)),
    };
  }
  const id = newId();
  const shipment: Shipment = {
    id,
    tag: `${add.deliveryType === "DIGITAL" ? "digital" : "physical"}-${id}`,
    deliveryType: add.deliveryType,
    receiver: add.receiver,
    schedule: add.deliveryType === "DIGITAL" ? add.schedule : null,
    dispatchDate: null,
    address: null,
    packages: [add.pkg],
  };
  return { shipments: [...doc.shipments, shipment] };
}

/** spec §7 deleteGiftcardPackageGroup: one package of a shipment, or the whole shipment. */
export function deletePackageGroup(doc: CartDoc, tag: string, packageId?: string | null): CartDoc | null {
  const shipment = doc.shipments.find((s) => s.tag === tag);
  if (!shipment) return null;
  if (packageId && !shipment.packages.some((p) => p.id === packageId)) return null;
  return {
    shipments: doc.shipments
      .map((s) =>
        s.tag !== tag ? s : { ...s, packages: packageId ? s.packages.filter((p) => p.id !== packageId) : [] },
      )
      .filter((s) => s.packages.length > 0),
  };
}

export function updateShipment(doc: CartDoc, tag: string, change: (s: Shipment) => Shipment): CartDoc | null {
  if (!doc.shipments.some((s) => s.tag === tag)) return null;
  return { shipments: doc.shipments.map((s) => (s.tag === tag ? change(s) : s)) };
}

/** Changes a package's quantity (wrappers follow the card count); 0 removes it. */
export function setPackageQuantity(doc: CartDoc, tag: string, packageId: string, qty: number): CartDoc | null {
  const shipment = doc.shipments.find((s) => s.tag === tag);
  if (!shipment?.packages.some((p) => p.id === packageId)) return null;
  if (qty <= 0) return deletePackageGroup(doc, tag, packageId);
  return updateShipment(doc, tag, (s) => ({
    ...s,
    packages: s.packages.map((p) =>
      p.id !== packageId
        ? p
        : {
            ...p,
            card: { ...p.card, qty },
            wrapper: p.wrapper ? { ...p.wrapper, qty } : null,
          },
    ),
  }));
}

/**
 * A guest basket merged into the account's when the shopper logs in (spec: the cart survives login):
 * the guest's shipments join the account's, with new ids where they clash.
 */
export function mergeCarts(into: CartDoc, from: CartDoc, newId: () => string): CartDoc {
  let doc = into;
  for (const s of from.shipments) {
    for (const pkg of s.packages) {
      const taken = new Set(allPackages(doc).map((p) => p.id));
      const moved = taken.has(pkg.id) ? { ...pkg, id: newId() } : pkg;
      doc = addPackage(
        doc,
        { deliveryType: s.deliveryType, receiver: s.receiver, schedule: s.schedule, pkg: moved },
        newId,
      );
    }
  }
  return doc;
}

/** spec §7 cartQuantity: only ids, quantities, variation ids and package group ids. */
export function cartQuantity(doc: CartDoc) {
  return {
    qty: cardCount(doc),
    items: allPackages(doc).map((p) => ({ id: p.id, qty: p.card.qty, variationId: String(p.card.variationId) })),
    packageGroupIds: doc.shipments.flatMap((s) => s.packages.map((p) => `${s.tag}:${p.id}`)),
  };
}
