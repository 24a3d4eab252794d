/**
 * Ordering again (issue 14; spec §2 `/nabestellen/`, §8 2031): the view of a source's packages at
 * today's prices and availability, and the mutation that puts them in the basket through the basket's
 * add rules. A source is an order of the caller's (the session that placed it, or the confirmation
 * mail's signed `orderKey`: its packages name receivers and carry messages, issue 44) or a card of the
 * caller's redeem session. Rules live in app/reorder/.
 */
import { apiError, ErrorCode } from "../../api/errors";
import { mayViewOrder } from "../../checkout/orders/order-access.server";
import { findPlacedOrder } from "../../checkout/orders/status.server";
import { reorder } from "../../reorder/reorder.server";
import { type ReorderSource, reorderLines } from "../../reorder/sources.server";
import { type ReorderItem, reorderItems, shortDescription } from "../../reorder/today.server";
import type { Language } from "../../storefront/vocabulary";
import { type ApiContext, scope, type UserData } from "../context.server";
import { edited } from "./basket.server";
import type { SchemaModule } from "./index";
import { opened } from "./redeem.server";

const typeDefs = /* GraphQL */ `
  type ReorderExtra {
    title: String!
    price: Price!
  }

  type ReorderMessage {
    text: String!
    price: Price!
  }

  "Today's product of a package (spec §2 modal 'reorder product details')."
  type ReorderProduct {
    id: ID!
    title: String!
    shortDescription: String!
    path: String!
    image: String!
    backgroundColor: String!
    showShadow: Boolean!
    "Today's amounts of the package's delivery type: fixed values, or a range."
    fixedValues: [Price!]!
    minPrice: Price
    maxPrice: Price
  }

  type ReorderPackage {
    "The order's package id, or card-<id> for a card."
    id: ID!
    "DIGITAL | PHYSICAL"
    deliveryType: String!
    "Who the cards went to (null: the orderer); a physical delivery address is chosen again in checkout."
    receiver: Receiver
    "As it was ordered; today's title is the product's."
    title: String!
    quantity: Int!
    amount: Price!
    "null: no longer sold here."
    product: ReorderProduct
    wrapper: ReorderExtra
    giftPacking: ReorderExtra
    message: ReorderMessage
    "The package at today's prices."
    total: Price!
    available: Boolean!
    "notSold | amount | extra | outOfStock"
    unavailableReason: String
  }

  type ReorderView {
    "order | card"
    source: String
    packages: [ReorderPackage!]!
    errors: [Error!]!
  }

  type ReorderResult {
    order: GiftcardOrder
    "Packages that cannot be ordered again as they were (nothing was added)."
    unavailable: [ID!]!
    errors: [Error!]!
  }

  extend type Query {
    "An earlier order's gift-card packages (orderUuid), or a redeem session card's product (cardId), as today."
    reorderView(userData: UserDataInput!, orderUuid: String, orderKey: String, cardId: ID): ReorderView!
  }

  extend type Mutation {
    "Puts the packages (all, or those named) in the basket at today's prices: all or nothing."
    reorder(userData: UserDataInput!, orderUuid: String, orderKey: String, cardId: ID, packageIds: [ID!]): ReorderResult!
  }
`;

type SourceArgs = { userData: UserData; orderUuid?: string | null; orderKey?: string | null; cardId?: string | null };
type Sourced =
  | { ok: true; language: Language; source: ReorderSource }
  | { ok: false; errors: ReturnType<typeof apiError>[] };

/** The source the arguments name: an order of this storefront, or a card the caller's redeem session holds. */
async function sourceOf(ctx: ApiContext, args: SourceArgs): Promise<Sourced> {
  const s = scope(ctx, args.userData);
  if (!s.ok) return s;
  const { orderUuid, cardId } = args;
  if (Boolean(orderUuid) === Boolean(cardId)) {
    return { ok: false, errors: [apiError(ErrorCode.InvalidInput, orderUuid ? "cardId" : "orderUuid")] };
  }
  if (orderUuid) {
    // Another's order is not found, as an unknown one (order-access.server.ts).
    const order = await findPlacedOrder(ctx.db, ctx.storefront.storeId, orderUuid.slice(0, 64));
    const viewer = { session: await ctx.session.current(), key: args.orderKey, links: ctx.services.orderLinks };
    if (!order || !mayViewOrder(order, viewer))
      return { ok: false, errors: [apiError(ErrorCode.NotFound, "orderUuid")] };
    return { ok: true, language: s.language, source: { kind: "order", uuid: order.uuid } };
  }
  // A card only within its redeem session; without one the card is simply not found (nothing leaks).
  const o = await opened(ctx, args.userData);
  const sessionCardIds = o.ok ? o.session.cards.map((c) => c.id) : [];
  const id = /^\d{1,12}$/.test(String(cardId)) ? Number(cardId) : Number.NaN;
  return { ok: true, language: s.language, source: { kind: "card", cardId: id, sessionCardIds } };
}

function packageOf(item: ReorderItem, currency: string) {
  const price = (value: number) => ({ currency, value });
  const { line, product, rule } = item;
  return {
    id: line.id,
    deliveryType: line.deliveryType,
    receiver: line.receiver,
    title: line.title,
    quantity: line.qty,
    amount: price(line.amount),
    product: product
      ? {
          id: product.id,
          title: product.title,
          shortDescription: shortDescription(product.description),
          path: product.path,
          image: product.image.url,
          backgroundColor: product.backgroundColor,
          showShadow: product.showShadow,
          fixedValues: (rule?.fixed ?? []).map(price),
          minPrice: rule ? price(rule.min) : null,
          maxPrice: rule ? price(rule.max) : null,
        }
      : null,
    wrapper: item.wrapper ? { title: item.wrapper.title, price: price(item.wrapper.price) } : null,
    giftPacking: item.giftPacking ? { title: item.giftPacking.title, price: price(item.giftPacking.price) } : null,
    message: item.message ? { text: item.message.text, price: price(item.message.price) } : null,
    total: price(item.total),
    available: item.unavailable === null,
    unavailableReason: item.unavailable,
  };
}

export const reorderModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        reorderView: async (_: unknown, args: SourceArgs, ctx: ApiContext) => {
          const sourced = await sourceOf(ctx, args);
          if (!sourced.ok) return { source: null, packages: [], errors: sourced.errors };
          const { source, language } = sourced;
          const lines = await reorderLines(ctx.db, ctx.storefront, language, source);
          if (!lines) {
            const field = source.kind === "order" ? "orderUuid" : "cardId";
            return { source: null, packages: [], errors: [apiError(ErrorCode.NotFound, field)] };
          }
          const items = await reorderItems(ctx.db, ctx.storefront, language, lines);
          return {
            source: source.kind,
            packages: items.map((i) => packageOf(i, ctx.storefront.currency)),
            errors: [],
          };
        },
      },
      Mutation: {
        reorder: async (_: unknown, args: SourceArgs & { packageIds?: string[] | null }, ctx: ApiContext) => {
          const sourced = await sourceOf(ctx, args);
          if (!sourced.ok) return { order: null, unavailable: [], errors: sourced.errors };
          const ids = args.packageIds ? args.packageIds.slice(0, 100).map(String) : null;
          const { source, language } = sourced;
          const result = await reorder(ctx.db, ctx.session, ctx.storefront, language, source, ids);
          if (!result.ok) return { order: null, unavailable: result.unavailable, errors: result.errors };
          return { ...(await edited(ctx, language, result)), unavailable: [] };
        },
      },
    },
  ],
};
