/**
 * The API shape of a basket or order (spec §3 Cart / GiftcardOrder): built from the document and its
 * totals. Shared by the GraphQL resolvers and the pages' types. No server imports.
 */
import {
  blankPacks,
  type CartDoc,
  type LineKind,
  lineKindOf,
  type Package,
  packageGroups,
  packageTotal,
  type Shipment,
  type Totals,
} from "./cart";

export interface PriceView {
  currency: string;
  value: number;
}

export interface OrderItemView {
  id: string;
  kind: LineKind;
  qty: number;
  price: PriceView;
  total: PriceView;
  title: string;
  sku: string;
  variationId: string;
  image: string | null;
  text: string | null;
}

export interface PackageView {
  id: string;
  giftcardItem: OrderItemView & {
    productId: string;
    slug: string;
    productType: string;
    variationType: "digital" | "physical";
    color: string;
  };
  wrapper: OrderItemView | null;
  giftPacking: OrderItemView | null;
  message: OrderItemView | null;
  blankPacks: number;
  total: PriceView;
}

export interface ShipmentView {
  id: string;
  tag: string;
  deliveryType: "DIGITAL" | "PHYSICAL";
  receiver: { name: string; email: string; phone: string } | null;
  schedule: { date: string; time: string } | null;
  dispatchDate: string | null;
  deliveryAddress: Shipment["address"];
  packages: PackageView[];
}

export interface CartView {
  id: string;
  currency: string;
  itemCount: number;
  registered: boolean;
  shipments: ShipmentView[];
  packagesGroups: {
    tag: string;
    packageId: string;
    deliveryType: "DIGITAL" | "PHYSICAL";
    receiverTitle: string;
    receiverDescription: string;
    cardsPreviews: {
      image: { url: { type: string; href: string }; alt: string };
      color: { color: string; opacity: number };
      productLabel: string;
    }[];
    totalPrice: PriceView;
  }[];
  totals: {
    subTotal: PriceView;
    grandTotalWithoutTax: PriceView;
    grandTotal: PriceView;
    vat: PriceView;
    adjustments: { title: string; adjustmentType: string; price: PriceView; tag: string }[];
  };
  groupedTotals: {
    digitalTotal: { qty: number; price: PriceView };
    physicalTotal: { qty: number; price: PriceView };
    extra: PriceView;
  };
}

export interface ViewTexts {
  /** Receiver title of a package for the orderer themself. */
  yourself: string;
  /** Description of the orderer's digital cards ('to your e-mail address'). */
  yourEmail: string;
  /** Description of the orderer's physical cards ('to your delivery address'). */
  yourAddress: string;
  shipping: string;
  registeredShipping: string;
}

function item(
  currency: string,
  id: string,
  kind: LineKind,
  line: { qty: number; price: number; title: string; sku: string; id: number; image: string | null; text?: string },
): OrderItemView {
  return {
    id,
    kind,
    qty: line.qty,
    price: { currency, value: line.price },
    total: { currency, value: Math.round(line.price * line.qty * 100) / 100 },
    title: line.title,
    sku: line.sku,
    variationId: String(line.id),
    image: line.image,
    text: line.text ?? null,
  };
}

function packageView(currency: string, s: Shipment, p: Package): PackageView {
  const digital = s.deliveryType === "DIGITAL";
  return {
    id: p.id,
    giftcardItem: {
      ...item(currency, `${p.id}:card`, lineKindOf(p.card), {
        qty: p.card.qty,
        price: p.card.amount,
        title: p.card.title,
        sku: p.card.sku,
        id: p.card.variationId,
        image: p.card.image,
      }),
      productId: String(p.card.productId),
      slug: p.card.slug,
      productType: p.card.productType,
      variationType: p.card.variationType,
      color: p.card.color,
    },
    wrapper: p.wrapper
      ? item(currency, `${p.id}:wrapper`, digital ? "DIGITAL_WRAPPER" : "WRAPPER", {
          ...p.wrapper,
          id: p.wrapper.extraId,
        })
      : null,
    giftPacking: p.giftPacking
      ? item(currency, `${p.id}:packing`, "GIFT_PACKING", { ...p.giftPacking, id: p.giftPacking.extraId })
      : null,
    message: p.message
      ? item(currency, `${p.id}:message`, "PERSONAL_MESSAGE", {
          qty: 1,
          price: p.message.price,
          title: p.message.title,
          sku: p.message.sku,
          id: p.message.extraId,
          image: null,
          text: p.message.text,
        })
      : null,
    blankPacks: lineKindOf(p.card) === "BLANK_GIFT_CARD_PACK" ? blankPacks(p.card.qty) : 0,
    total: { currency, value: packageTotal(p) },
  };
}

export function cartView(id: string, currency: string, doc: CartDoc, totals: Totals, texts: ViewTexts): CartView {
  const price = (value: number): PriceView => ({ currency, value });
  return {
    id,
    currency,
    itemCount: doc.shipments.reduce((n, s) => n + s.packages.reduce((m, p) => m + p.card.qty, 0), 0),
    registered: totals.registered,
    shipments: doc.shipments.map((s) => ({
      id: s.id,
      tag: s.tag,
      deliveryType: s.deliveryType,
      receiver: s.receiver,
      schedule: s.schedule,
      dispatchDate: s.dispatchDate,
      deliveryAddress: s.address,
      packages: s.packages.map((p) => packageView(currency, s, p)),
    })),
    packagesGroups: packageGroups(doc).map((g) => ({
      tag: g.tag,
      packageId: g.packageId,
      deliveryType: g.deliveryType,
      receiverTitle: g.receiver?.name ?? texts.yourself,
      receiverDescription: g.receiver?.email ?? (g.deliveryType === "DIGITAL" ? texts.yourEmail : texts.yourAddress),
      cardsPreviews: g.cardsPreviews.map((c) => ({
        image: { url: { type: "relative", href: c.image }, alt: c.productLabel },
        color: { color: c.color, opacity: 1 },
        productLabel: c.productLabel,
      })),
      totalPrice: price(g.totalPrice),
    })),
    totals: {
      subTotal: price(totals.subTotal),
      grandTotalWithoutTax: price(totals.grandTotalWithoutTax),
      grandTotal: price(totals.grandTotal),
      vat: price(totals.vat),
      adjustments: totals.adjustments.map((a) => ({
        title: a.adjustmentType === "REGISTERED_SHIPPING" ? texts.registeredShipping : texts.shipping,
        adjustmentType: a.adjustmentType,
        price: price(a.price),
        tag: a.tag,
      })),
    },
    groupedTotals: {
      digitalTotal: {
        qty: totals.groupedTotals.digitalTotal.qty,
        price: price(totals.groupedTotals.digitalTotal.price),
      },
      physicalTotal: {
        qty: totals.groupedTotals.physicalTotal.qty,
        price: price(totals.groupedTotals.physicalTotal.price),
      },
      extra: price(totals.groupedTotals.extra),
    },
  };
}
