/**
 * The basket in the API (spec §7 cart, cartV2, cartQuantity, deleteGiftcardPackageGroup, plus the
 * mutations the basket screens need). The basket is the request's session's, in the storefront the
 * request was resolved to; `orderUuid` reads a placed order of that storefront instead.
 */
import { msg } from "@lingui/core/macro";
import {
  type CartDoc,
  computeTotals,
  deletePackageGroup,
  EMPTY_CART,
  limitViolations,
  type Receiver,
  type Shipment,
  setPackageQuantity,
  updateShipment,
} from "../../basket/cart";
import { addPackages, cartRules, editCart, findCart, listExtras } from "../../basket/cart.server";
import { cartView } from "../../basket/view";
import { digitalSendAt, isValidDispatchDate } from "../../checkout/delivery-dates";
import { leaveCheckout } from "../../checkout/orders.server";
import { hasEmoji, PERSONAL_NOTE_MAX } from "../../forms/rules";
import { serverI18n } from "../../i18n/server-i18n.server";
import type { Language } from "../../storefront/schema";
import type { Storefront } from "../../storefront/storefront";
import { type ApiContext, scope, type UserData } from "../context.server";
import { type ApiError, apiError, ErrorCode } from "../errors";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  enum DeliveryType {
    DIGITAL
    PHYSICAL
  }

  enum OrderLineKind {
    BLANK_GIFT_CARD_PACK
    DIGITAL_WRAPPER
    DONATION
    GIFTCARD
    GIFT_PACKING
    PERSONAL_MESSAGE
    WRAPPER
  }

  type Receiver {
    name: String!
    email: String!
    phone: String!
  }

  type DeliveryAddress {
    customerType: String!
    firstName: String!
    lastName: String!
    companyName: String!
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String!
    street: String!
    city: String!
    phoneNumber: String!
  }

  type Schedule {
    date: String!
    time: String!
  }

  interface OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    "Price of one unit."
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
  }

  type GiftcardOrderItem implements OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
    image: String
    productId: ID!
    slug: String!
    productType: ProductType!
    variationType: VariationType!
    color: String!
  }

  type DonationOrderItem implements OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
    image: String
    productId: ID!
    slug: String!
    color: String!
  }

  "Wrappers (physical or digital) and gift packing."
  type WrapperOrderItem implements OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
    image: String
  }

  type PersonalMessageOrderItem implements OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
    text: String!
  }

  type Package {
    id: ID!
    giftcardItem: OrderItem!
    wrapper: WrapperOrderItem
    giftPacking: WrapperOrderItem
    message: PersonalMessageOrderItem
    "Sets of 3 the empty cards are packed in (spec §9)."
    blankPacks: Int!
    total: Price!
  }

  type CartShipment {
    id: ID!
    tag: String!
    deliveryType: DeliveryType!
    receiver: Receiver
    schedule: Schedule
    dispatchDate: String
    deliveryAddress: DeliveryAddress
    packages: [Package!]!
  }

  type PreviewUrl {
    type: String!
    href: String!
  }

  type PreviewImage {
    url: PreviewUrl!
    alt: String!
  }

  type PreviewColor {
    color: String!
    opacity: Float!
  }

  type CardPreview {
    image: PreviewImage!
    color: PreviewColor!
    productLabel: String!
  }

  type PackageGroup {
    tag: String!
    packageId: String!
    deliveryType: DeliveryType!
    receiverTitle: String!
    receiverDescription: String!
    cardsPreviews: [CardPreview!]!
    totalPrice: Price!
  }

  type Adjustment {
    title: String!
    adjustmentType: String!
    price: Price!
    tag: String!
  }

  type OrderTotals {
    subTotal: Price!
    grandTotalWithoutTax: Price!
    grandTotal: Price!
    vat: Price!
    adjustments: [Adjustment!]!
  }

  type QtyPrice {
    qty: Int!
    price: Price!
  }

  type GroupedTotals {
    digitalTotal: QtyPrice!
    physicalTotal: QtyPrice!
    extra: Price!
  }

  type BillingAddress {
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String!
    street: String!
    city: String!
  }

  "A basket, or a placed order read by its uuid (spec §3 Cart / GiftcardOrder)."
  type GiftcardOrder {
    id: ID!
    "Order status when read by uuid; null for a basket."
    status: String
    currency: String!
    itemCount: Int!
    "Physical cards go by registered mail (spec §1)."
    registered: Boolean!
    shipments: [CartShipment!]!
    packagesGroups: [PackageGroup!]!
    groupedTotals: GroupedTotals!
    totals: OrderTotals!
    billingAddress: BillingAddress
    "What the checkout's details step saved (spec §3 CustomerProfile, Business order)."
    customer: CheckoutCustomer
  }

  type CheckoutCustomer {
    customerType: String!
    firstName: String!
    lastName: String!
    email: String!
    phoneCountry: String!
    phoneNumber: String!
    companyName: String!
    vatNumber: String!
    kvkNumber: String!
    referenceNumber: String!
    invoiceEmail: String!
    subscribed: Boolean!
  }

  type CartResult {
    order: GiftcardOrder
    errors: [Error!]!
  }

  type CartQuantityItem {
    id: ID!
    qty: Int!
    variationId: ID!
  }

  type CartQuantity {
    id: ID
    qty: Int!
    items: [CartQuantityItem!]!
    packageGroupIds: [String!]!
  }

  type CartQuantityResult {
    cart: CartQuantity!
    errors: [Error!]!
  }

  type DeletedGroupOrder {
    id: ID!
    totals: OrderTotals!
  }

  type DeleteGroupResult {
    order: DeletedGroupOrder
    errors: [Error!]!
  }

  enum ExtraKind {
    WRAPPER
    DIGITAL_WRAPPER
    GIFT_PACKING
    PERSONAL_MESSAGE
  }

  "A wrapper, gift packing or the personal message option of the storefront."
  type Extra {
    id: ID!
    kind: ExtraKind!
    sku: String!
    title: String!
    description: String!
    price: Price!
    image: String!
    containsWine: Boolean!
  }

  type ExtrasResult {
    extras: [Extra!]!
    errors: [Error!]!
  }

  input ReceiverInput {
    name: String!
    email: String!
    phone: String
  }

  input ScheduleInput {
    date: String!
    time: String!
  }

  input AddGiftcardPackageInput {
    variationId: ID!
    amount: Float!
    quantity: Int!
    wrapperId: ID
    giftPackingId: ID
    message: String
    receivers: [ReceiverInput!]
    schedule: ScheduleInput
  }

  extend type Query {
    cart(userData: UserDataInput!, orderUuid: String): CartResult!
    cartV2(userData: UserDataInput!, orderUuid: String): CartResult!
    cartQuantity(userData: UserDataInput!, orderUuid: String): CartQuantityResult!
    extras(userData: UserDataInput!): ExtrasResult!
  }

  extend type Mutation {
    addGiftcardPackage(userData: UserDataInput!, input: AddGiftcardPackageInput!): CartResult!
    deleteGiftcardPackageGroup(userData: UserDataInput!, shipmentTag: String!, packageId: String): DeleteGroupResult!
    updateReceiver(userData: UserDataInput!, shipmentTag: String!, receiver: ReceiverInput!): CartResult!
    "The cards go to the orderer again."
    resetReceiver(userData: UserDataInput!, shipmentTag: String!): CartResult!
    "Digital: send date and time (null = right after payment); physical: dispatch date (null = earliest)."
    setDeliveryMoment(userData: UserDataInput!, shipmentTag: String!, schedule: ScheduleInput, dispatchDate: String): CartResult!
    setPackageQuantity(userData: UserDataInput!, shipmentTag: String!, packageId: String!, quantity: Int!): CartResult!
  }
`;

const E_MAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_RECEIVERS = 10;

async function texts(language: Language) {
  const i18n = await serverI18n(language);
  return {
    yourself: i18n._(msg`For yourself`),
    yourEmail: i18n._(msg`To your e-mail address`),
    yourAddress: i18n._(msg`To your delivery address`),
    shipping: i18n._(msg`Shipping`),
    registeredShipping: i18n._(msg`Registered shipping`),
  };
}

async function viewOf(
  storefront: Storefront,
  language: Language,
  id: string,
  doc: CartDoc,
  extra?: { status?: string; checkout?: unknown },
) {
  const totals = computeTotals(doc, cartRules(storefront));
  return {
    ...cartView(id, storefront.currency, doc, totals, await texts(language)),
    status: extra?.status ?? null,
    billingAddress: (extra?.checkout as { billing?: unknown } | undefined)?.billing ?? null,
    customer: (extra?.checkout as { details?: unknown } | undefined)?.details ?? null,
  };
}

async function readCart(ctx: ApiContext, language: Language, orderUuid?: string | null) {
  if (orderUuid) {
    if (!/^[0-9a-f-]{36}$/.test(orderUuid)) return { order: null, errors: [apiError(ErrorCode.NotFound, "orderUuid")] };
    const row = await ctx.db
      .selectFrom("orders")
      .select(["uuid", "doc", "status", "checkout"])
      .where("uuid", "=", orderUuid)
      .where("store_id", "=", ctx.storefront.storeId)
      .executeTakeFirst();
    if (!row) return { order: null, errors: [apiError(ErrorCode.NotFound, "orderUuid")] };
    return {
      order: await viewOf(ctx.storefront, language, row.uuid, row.doc as CartDoc, {
        status: row.status,
        checkout: row.checkout,
      }),
      errors: [],
    };
  }
  const cart = await findCart(ctx.db, ctx.session);
  return {
    order: await viewOf(ctx.storefront, language, cart?.id ?? "", cart?.doc ?? EMPTY_CART, {
      checkout: cart?.checkout,
    }),
    errors: [],
  };
}

function checkReceiver(r: { name: string; email: string; phone?: string | null }, at: string): ApiError | Receiver {
  const name = r.name.trim();
  const email = r.email.trim();
  if (!name || name.length > 60 || hasEmoji(name)) return apiError(ErrorCode.InvalidInput, `${at}.name`);
  if (!E_MAIL.test(email) || email.length > 254) return apiError(ErrorCode.InvalidInput, `${at}.email`);
  const phone = (r.phone ?? "").trim();
  if (phone.length > 30) return apiError(ErrorCode.InvalidInput, `${at}.phone`);
  return { name, email, phone };
}

/** Every edit of the basket invalidates a pending order: the shopper left checkout (spec §4). */
async function edited(ctx: ApiContext, language: Language, result: Awaited<ReturnType<typeof editCart>>) {
  if (!result.ok) return { order: null, errors: result.errors };
  await leaveCheckout({ db: ctx.db, payments: ctx.services.payments, jobs: ctx.services.jobs }, ctx.session);
  return { order: await viewOf(ctx.storefront, language, result.cart.id, result.cart.doc), errors: [] };
}

type Args<T> = T & { userData: UserData };

async function cartQuery(_: unknown, args: Args<{ orderUuid?: string | null }>, ctx: ApiContext) {
  const s = scope(ctx, args.userData);
  return s.ok ? readCart(ctx, s.language, args.orderUuid) : { order: null, errors: s.errors };
}

export const basketModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      OrderItem: {
        __resolveType: (item: { kind: string; text?: string | null }) =>
          item.kind === "DONATION"
            ? "DonationOrderItem"
            : item.kind === "PERSONAL_MESSAGE"
              ? "PersonalMessageOrderItem"
              : item.kind === "GIFTCARD" || item.kind === "BLANK_GIFT_CARD_PACK"
                ? "GiftcardOrderItem"
                : "WrapperOrderItem",
      },
      Query: {
        // spec §7: cart and cartV2 answer the same full gift-card order.
        cart: cartQuery,
        cartV2: cartQuery,
        cartQuantity: async (_: unknown, args: Args<{ orderUuid?: string | null }>, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          const empty = { id: null, qty: 0, items: [], packageGroupIds: [] };
          if (!s.ok) return { cart: empty, errors: s.errors };
          const { order, errors } = await readCart(ctx, s.language, args.orderUuid);
          if (!order) return { cart: empty, errors };
          return {
            cart: {
              id: order.id || null,
              qty: order.itemCount,
              items: order.shipments.flatMap((sh) =>
                sh.packages.map((p) => ({
                  id: p.id,
                  qty: p.giftcardItem.qty,
                  variationId: p.giftcardItem.variationId,
                })),
              ),
              packageGroupIds: order.packagesGroups.map((g) => `${g.tag}:${g.packageId}`),
            },
            errors: [],
          };
        },
        extras: async (_: unknown, args: Args<object>, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { extras: [], errors: s.errors };
          const extras = await listExtras(ctx.db, ctx.storefront, s.language);
          return {
            extras: extras.map((e) => ({
              ...e,
              id: String(e.id),
              price: { currency: ctx.storefront.currency, value: e.price },
            })),
            errors: [],
          };
        },
      },
      Mutation: {
        addGiftcardPackage: async (
          _: unknown,
          args: Args<{
            input: {
              variationId: string;
              amount: number;
              quantity: number;
              wrapperId?: string | null;
              giftPackingId?: string | null;
              message?: string | null;
              receivers?: { name: string; email: string; phone?: string | null }[] | null;
              schedule?: { date: string; time: string } | null;
            };
          }>,
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const input = args.input;
          const variationId = Number(input.variationId);
          if (!Number.isInteger(variationId))
            return { order: null, errors: [apiError(ErrorCode.NotFound, "variationId")] };
          if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 50) {
            return { order: null, errors: [apiError(ErrorCode.InvalidInput, "quantity")] };
          }
          const message = input.message ?? null;
          if (message !== null && (!message.trim() || message.length > PERSONAL_NOTE_MAX || hasEmoji(message))) {
            return { order: null, errors: [apiError(ErrorCode.InvalidInput, "message")] };
          }
          const receivers: Receiver[] = [];
          for (const [i, r] of (input.receivers ?? []).slice(0, MAX_RECEIVERS + 1).entries()) {
            if (i >= MAX_RECEIVERS) return { order: null, errors: [apiError(ErrorCode.InvalidInput, "receivers")] };
            const checked = checkReceiver(r, `receivers.${i}`);
            if ("code" in checked) return { order: null, errors: [checked] };
            receivers.push(checked);
          }
          if (input.schedule) {
            const when = digitalSendAt(new Date(), input.schedule, ctx.storefront.checkout.timeZone);
            if (!when.ok) return { order: null, errors: [apiError(ErrorCode.InvalidInput, "schedule")] };
          }
          const id = (value: string | null | undefined) => (value ? Number(value) : null);
          const result = await addPackages(ctx.db, ctx.session, ctx.storefront, s.language, {
            variationId,
            amount: input.amount,
            quantity: input.quantity,
            wrapperId: id(input.wrapperId),
            giftPackingId: id(input.giftPackingId),
            message: message?.trim() ?? null,
            receivers,
            schedule: input.schedule ?? null,
          });
          return edited(ctx, s.language, result);
        },
        deleteGiftcardPackageGroup: async (
          _: unknown,
          args: Args<{ shipmentTag: string; packageId?: string | null }>,
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const result = await editCart(
            ctx.db,
            ctx.session,
            ctx.storefront,
            (cart) =>
              deletePackageGroup(cart.doc, args.shipmentTag, args.packageId) ?? [
                apiError(ErrorCode.NotFound, "shipmentTag"),
              ],
          );
          const view = await edited(ctx, s.language, result);
          return view.order ? { order: { id: view.order.id, totals: view.order.totals }, errors: [] } : view;
        },
        updateReceiver: async (
          _: unknown,
          args: Args<{ shipmentTag: string; receiver: { name: string; email: string; phone?: string | null } }>,
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const receiver = checkReceiver(args.receiver, "receiver");
          if ("code" in receiver) return { order: null, errors: [receiver] };
          const result = await editCart(
            ctx.db,
            ctx.session,
            ctx.storefront,
            (cart) =>
              updateShipment(cart.doc, args.shipmentTag, (sh) => ({ ...sh, receiver })) ?? [
                apiError(ErrorCode.NotFound, "shipmentTag"),
              ],
          );
          return edited(ctx, s.language, result);
        },
        resetReceiver: async (_: unknown, args: Args<{ shipmentTag: string }>, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const result = await editCart(
            ctx.db,
            ctx.session,
            ctx.storefront,
            (cart) =>
              updateShipment(cart.doc, args.shipmentTag, (sh) => ({ ...sh, receiver: null })) ?? [
                apiError(ErrorCode.NotFound, "shipmentTag"),
              ],
          );
          return edited(ctx, s.language, result);
        },
        setDeliveryMoment: async (
          _: unknown,
          args: Args<{
            shipmentTag: string;
            schedule?: { date: string; time: string } | null;
            dispatchDate?: string | null;
          }>,
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const { timeZone } = ctx.storefront.checkout;
          const now = new Date();
          const result = await editCart(ctx.db, ctx.session, ctx.storefront, (cart) => {
            const shipment = cart.doc.shipments.find((sh) => sh.tag === args.shipmentTag);
            if (!shipment) return [apiError(ErrorCode.NotFound, "shipmentTag")];
            let change: Partial<Shipment>;
            if (shipment.deliveryType === "DIGITAL") {
              if (args.schedule && !digitalSendAt(now, args.schedule, timeZone).ok) {
                return [apiError(ErrorCode.InvalidInput, "schedule")];
              }
              change = { schedule: args.schedule ?? null };
            } else {
              const date = args.dispatchDate ?? null;
              if (date && !isValidDispatchDate(date, now, { timeZone, country: ctx.storefront.country })) {
                return [apiError(ErrorCode.InvalidInput, "dispatchDate")];
              }
              change = { dispatchDate: date };
            }
            return updateShipment(cart.doc, args.shipmentTag, (sh) => ({ ...sh, ...change })) ?? [];
          });
          return edited(ctx, s.language, result);
        },
        setPackageQuantity: async (
          _: unknown,
          args: Args<{ shipmentTag: string; packageId: string; quantity: number }>,
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          if (!Number.isInteger(args.quantity) || args.quantity < 0 || args.quantity > 50) {
            return { order: null, errors: [apiError(ErrorCode.InvalidInput, "quantity")] };
          }
          const rules = cartRules(ctx.storefront);
          const result = await editCart(ctx.db, ctx.session, ctx.storefront, async (cart) => {
            const doc = setPackageQuantity(cart.doc, args.shipmentTag, args.packageId, args.quantity);
            if (!doc) return [apiError(ErrorCode.NotFound, "packageId")];
            const violations = limitViolations(doc, rules);
            if (violations.includes("appleLimit")) return [apiError(ErrorCode.AppleLimit)];
            if (violations.includes("giftcardLimit")) return [apiError(ErrorCode.GiftcardLimit)];
            const pkg = doc.shipments.flatMap((sh) => sh.packages).find((p) => p.id === args.packageId);
            if (pkg) {
              const row = await ctx.db
                .selectFrom("product_variations")
                .select("stock")
                .where("id", "=", pkg.card.variationId)
                .executeTakeFirst();
              const units = doc.shipments
                .flatMap((sh) => sh.packages)
                .reduce((n, p) => (p.card.variationId === pkg.card.variationId ? n + p.card.qty : n), 0);
              if (row && row.stock !== null && units > row.stock) return [apiError(ErrorCode.OutOfStock)];
            }
            return doc;
          });
          return edited(ctx, s.language, result);
        },
      },
    },
  ],
};
