/**
 * The basket in the API (spec §7 cart, cartV2, cartQuantity, deleteGiftcardPackageGroup, plus the
 * mutations the basket screens need). The basket is the request's session's, in the storefront the
 * request was resolved to; `orderUuid` reads a placed order of that storefront instead — for its buyer
 * only (the session that placed it, or the mail link's `orderKey`: issue 44). Input is
 * parsed with the basket forms' schemas; the rules are the basket's (app/basket/).
 */

import * as v from "valibot";
import { apiError, ErrorCode } from "../../api/errors";
import { addPackageInputSchema, receiverInputSchema } from "../../basket/add.schema";
import { addPackages } from "../../basket/add-packages.server";
import { type CartDoc, cartQuantity, EMPTY_CART } from "../../basket/cart";
import { type EditResult, hasPendingCheckout, viewCart } from "../../basket/cart.server";
import { changePackageQuantity, removePackageGroup, setDeliveryMoment, setReceiver } from "../../basket/edits.server";
import { listExtras } from "../../basket/extras.server";
import { basketView } from "../../basket/view.server";
import { quantityField } from "../../catalog/detail/purchase";
import { mayViewOrder } from "../../checkout/orders/order-access.server";
import { findPlacedOrder } from "../../checkout/orders/status.server";
import { leaveCheckout } from "../../checkout/orders/transitions.server";
import { serverI18n } from "../../i18n/server-i18n.server";
import type { Language } from "../../storefront/vocabulary";
import { type ApiContext, scope, type UserData } from "../context.server";
import { parseInput } from "../input.server";
import { typeDefs } from "./basket.sdl";
import type { SchemaModule } from "./index";

/**
 * The basket a query asks about: a placed order of the storefront (`orderUuid`), or the session's
 * basket as the request reads it once (viewCart; an empty one when there is none yet). An order that
 * is not the caller's is not found, as an unknown one (its status is orderStatus's, without personal data).
 */
async function askedCart(ctx: ApiContext, orderUuid?: string | null, orderKey?: string | null) {
  if (orderUuid) {
    const row = await findPlacedOrder(ctx.db, ctx.storefront.storeId, orderUuid);
    const viewer = { session: row ? await ctx.session.current() : null, key: orderKey, links: ctx.services.orderLinks };
    if (!row || !mayViewOrder(row, viewer)) return { cart: null, errors: [apiError(ErrorCode.NotFound, "orderUuid")] };
    const extra = { status: row.status, checkout: row.checkout };
    return { cart: { id: row.uuid, doc: row.doc as CartDoc, extra, pendingCheckout: false }, errors: [] };
  }
  const cart = await viewCart(ctx.db, ctx.session);
  const extra = { checkout: cart?.checkout };
  const found = {
    id: cart?.id ?? "",
    doc: cart?.doc ?? EMPTY_CART,
    extra,
    pendingCheckout: cart?.pendingCheckout ?? false,
  };
  return { cart: found, errors: [] };
}

async function readCart(ctx: ApiContext, language: Language, orderUuid?: string | null, orderKey?: string | null) {
  const { cart, errors } = await askedCart(ctx, orderUuid, orderKey);
  if (!cart) return { order: null, errors };
  const view = await basketView(ctx.storefront, language, cart.id, cart.doc, cart.extra);
  return { order: { ...view, pendingCheckout: cart.pendingCheckout }, errors: [] };
}

/** Every edit of the basket invalidates a pending order: the shopper left checkout (spec §4). */
export async function edited(ctx: ApiContext, language: Language, result: EditResult) {
  if (!result.ok) return { order: null, errors: result.errors };
  await leaveCheckout({ db: ctx.db, payments: ctx.services.payments, jobs: ctx.services.jobs }, ctx.session);
  return { order: await basketView(ctx.storefront, language, result.cart.id, result.cart.doc), errors: [] };
}

type Args<T> = T & { userData: UserData };
type ReceiverInput = { name: string; email: string; phone?: string | null };

type OrderArgs = { orderUuid?: string | null; orderKey?: string | null };

async function cartQuery(_: unknown, args: Args<OrderArgs>, ctx: ApiContext) {
  const s = scope(ctx, args.userData);
  return s.ok ? readCart(ctx, s.language, args.orderUuid, args.orderKey) : { order: null, errors: s.errors };
}

export const basketModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      GiftcardOrder: {
        // Known when the basket was read for a page (viewCart); an edit's answer asks when asked.
        pendingCheckout: (
          order: { id: string; status: string | null; pendingCheckout?: boolean },
          _: unknown,
          ctx: ApiContext,
        ) =>
          order.pendingCheckout ?? (order.status === null && order.id !== "" && hasPendingCheckout(ctx.db, order.id)),
      },
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
        cartQuantity: async (_: unknown, args: Args<OrderArgs>, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          const empty = { id: null, qty: 0, items: [], packageGroupIds: [] };
          if (!s.ok) return { cart: empty, errors: s.errors };
          // Counted from the basket itself (the header's badge on every personal page): no view, no totals.
          const { cart, errors } = await askedCart(ctx, args.orderUuid, args.orderKey);
          if (!cart) return { cart: empty, errors };
          return { cart: { id: cart.id || null, ...cartQuantity(cart.doc) }, errors: [] };
        },
        extras: async (_: unknown, args: Args<object>, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { extras: [], errors: s.errors };
          const extras = await ctx.cache.get(JSON.stringify(["extras", ctx.storefront.storeId, s.language]), () =>
            listExtras(ctx.db, ctx.storefront, s.language),
          );
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
        addGiftcardPackage: async (_: unknown, args: Args<{ input: Record<string, unknown> }>, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const rules = { country: ctx.storefront.country, timeZone: ctx.storefront.checkout.timeZone };
          const input = parseInput(addPackageInputSchema(await serverI18n(s.language), rules), args.input);
          if (!input.ok) return { order: null, errors: input.errors };
          const x = input.value;
          const id = (value: string | null | undefined) => (value ? Number(value) : null);
          const result = await addPackages(ctx.db, ctx.session, ctx.storefront, s.language, {
            variationId: Number(x.variationId),
            amount: x.amount,
            quantity: x.quantity,
            wrapperId: id(x.wrapperId),
            giftPackingId: id(x.giftPackingId),
            message: x.message ?? null,
            receivers: x.receivers,
            schedule: x.schedule ?? null,
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
          const result = await removePackageGroup(
            ctx.db,
            ctx.session,
            ctx.storefront,
            args.shipmentTag,
            args.packageId,
          );
          const view = await edited(ctx, s.language, result);
          return view.order ? { order: { id: view.order.id, totals: view.order.totals }, errors: [] } : view;
        },
        updateReceiver: async (
          _: unknown,
          args: Args<{ shipmentTag: string; receiver: ReceiverInput }>,
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const schema = receiverInputSchema(await serverI18n(s.language), ctx.storefront.country);
          const receiver = parseInput(v.object({ receiver: schema }), { receiver: args.receiver });
          if (!receiver.ok) return { order: null, errors: receiver.errors };
          const { shipmentTag } = args;
          const result = await setReceiver(ctx.db, ctx.session, ctx.storefront, shipmentTag, receiver.value.receiver);
          return edited(ctx, s.language, result);
        },
        resetReceiver: async (_: unknown, args: Args<{ shipmentTag: string }>, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const result = await setReceiver(ctx.db, ctx.session, ctx.storefront, args.shipmentTag, null);
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
          const result = await setDeliveryMoment(ctx.db, ctx.session, ctx.storefront, args.shipmentTag, args);
          return edited(ctx, s.language, result);
        },
        setPackageQuantity: async (
          _: unknown,
          args: Args<{ shipmentTag: string; packageId: string; quantity: number }>,
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          // 0 removes the package; any other quantity follows the form's rule.
          const schema = v.object({ quantity: v.union([v.literal(0), quantityField(await serverI18n(s.language))]) });
          const quantity = parseInput(schema, { quantity: args.quantity });
          if (!quantity.ok) return { order: null, errors: quantity.errors };
          const { shipmentTag, packageId } = args;
          const result = await changePackageQuantity(
            ctx.db,
            ctx.session,
            ctx.storefront,
            shipmentTag,
            packageId,
            quantity.value.quantity,
          );
          return edited(ctx, s.language, result);
        },
      },
    },
  ],
};
