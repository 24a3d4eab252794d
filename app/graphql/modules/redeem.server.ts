/**
 * The redeem half of the API (spec §7 "gift card info", "add and update redeem package", redeem token
 * in userData, the x-redeem-token header and, encoded, the context of redeem product requests; §8 card
 * and redeem messages): check a card into a redeem session, read it with its basket, list what it may
 * be spent on, change its packages, end it. Resolvers parse input with the forms' schemas and call
 * redeem/; rules live there.
 */
import * as v from "valibot";
import { type ApiError, apiError, ErrorCode } from "../../api/errors";
import { productPath } from "../../catalog/products.server";
import type { CheckedCard } from "../../giftcards/check.server";
import { maskedNumber } from "../../giftcards/check.server";
import { serverI18n } from "../../i18n/server-i18n.server";
import { needsAddress, type RedeemDoc, type RedeemPackage, redeemDocOf, redeemTotals } from "../../redeem/basket";
import {
  type PackageChange,
  type PackageInput,
  pageIdOf,
  putRedeemPackage,
  removeRedeemPackage,
} from "../../redeem/packages.server";
import { checkIntoSession, endSession, type RedeemSession, sessionOf } from "../../redeem/session.server";
import {
  type RedeemProductView,
  redeemPageById,
  redeemPageByKey,
  redeemProduct,
  redeemShopPage,
} from "../../redeem/shop.server";
import type { Storefront } from "../../storefront/storefront";
import type { Language } from "../../storefront/vocabulary";
import { type ApiContext, scope, type UserData } from "../context.server";
import { parseInput } from "../input.server";
import { type CardArgs, cardCheckInput } from "./giftcard-payment.server";
import type { SchemaModule } from "./index";
import { redeemTypeDefs } from "./redeem.sdl";

/**
 * The token of a call: userData.redeemToken, else the header, else (redeem product requests) the
 * encoded one of the context — spec §7: it travels in all three.
 */
export function redeemTokenOf(
  ctx: ApiContext,
  userData: UserData,
  context?: { encodedRedeemToken?: string | null } | null,
): string | null {
  if (userData.redeemToken) return userData.redeemToken;
  if (ctx.redeemTokenHeader) return ctx.redeemTokenHeader;
  const encoded = context?.encodedRedeemToken;
  if (!encoded || encoded.length > 4000) return null;
  return Buffer.from(encoded, "base64url").toString("utf8") || null;
}

const price = (currency: string, value: number) => ({ currency, value });

const card = (c: CheckedCard) => ({
  id: c.id,
  maskedNumber: maskedNumber(c.number),
  balance: price(c.currency, c.balance),
  expiryDate: c.expiresAt.toISOString().slice(0, 10),
});

function packageView(p: RedeemPackage, currency: string, storefront: Storefront) {
  return {
    id: p.id,
    mainProduct: {
      id: p.productId,
      redeemProductId: p.redeemProductId,
      title: p.title,
      path: productPath(storefront, p.slug),
      image: p.image,
      backgroundColor: p.color,
    },
    mainProductType: p.mainProductType,
    items: [
      {
        qty: 1,
        variation: {
          id: p.variationId,
          sku: p.sku,
          title: p.title,
          price: price(currency, p.amount),
          variationType: p.variationType,
        },
      },
    ],
    packageTotals: {
      mainItemAmount: price(currency, p.amount),
      mainItemEditable: true,
      promotionAmount: price(currency, p.promotionAmount),
    },
    note: p.note,
  };
}

/** A shop product in the API's shape: redeemData's amounts as prices. */
function productView(p: RedeemProductView, currency: string) {
  const r = p.redeemData;
  return {
    ...p,
    redeemData: {
      ...r,
      minimumAvailableCustomAmount: price(currency, r.minimumAvailableCustomAmount),
      maximumAvailableCustomAmount: price(currency, r.maximumAvailableCustomAmount),
      minimumRemainingBalance: price(currency, r.minimumRemainingBalance),
    },
  };
}

export function basketView(doc: RedeemDoc, balance: number, storefront: Storefront) {
  const currency = storefront.currency;
  const totals = redeemTotals(doc, balance);
  return {
    packages: doc.packages.map((p) => packageView(p, currency, storefront)),
    details: doc.details,
    totals: {
      total: price(currency, totals.total),
      balance: price(currency, totals.balance),
      byCards: price(currency, totals.byCards),
      priceToPay: price(currency, totals.priceToPay),
      remainingBalance: price(currency, totals.remainingBalance),
    },
    needsAddress: needsAddress(doc),
  };
}

export async function info(
  ctx: ApiContext,
  storefront: Storefront,
  language: Language,
  session: RedeemSession,
  token: string | null,
  doc: RedeemDoc = redeemDocOf(session.doc),
) {
  const pageId = pageIdOf(session);
  return {
    status: true,
    redeemToken: token,
    cards: session.cards.map(card),
    balance: price(storefront.currency, session.balance),
    basket: basketView(doc, session.balance, storefront),
    page: pageId === null ? null : await redeemPageById(ctx.db, storefront, language, pageId),
    errors: [],
  };
}

export const failed = (errors: ApiError[]) => ({
  status: false,
  redeemToken: null,
  cards: [],
  balance: null,
  basket: null,
  page: null,
  errors,
});

const deps = (ctx: ApiContext) => ({ db: ctx.db, limits: ctx.services.limits, tokens: ctx.services.redeemTokens });

type Opened =
  | { ok: true; storefront: Storefront; language: Language; session: RedeemSession; token: string }
  | { ok: false; errors: ApiError[] };

/** The storefront, language and redeem session of a call (every redeem call after the check needs one). */
export async function opened(
  ctx: ApiContext,
  userData: UserData,
  context?: { encodedRedeemToken?: string | null } | null,
): Promise<Opened> {
  const s = scope(ctx, userData);
  if (!s.ok) return s;
  const token = redeemTokenOf(ctx, userData, context);
  if (!token) return { ok: false, errors: [apiError(ErrorCode.RedeemTokenInvalid, "userData.redeemToken")] };
  const found = await sessionOf(deps(ctx), s.storefront, token);
  if (!found.ok) return { ok: false, errors: [found.error] };
  return { ok: true, storefront: s.storefront, language: s.language, session: found.session, token };
}

const packageInput = v.object({
  redeemProductId: v.pipe(v.number(), v.integer()),
  deliveryType: v.string(),
  amount: v.number(),
  note: v.nullish(v.string(), null),
});

async function changed(ctx: ApiContext, o: Extract<Opened, { ok: true }>, change: PackageChange) {
  if (!change.ok) return failed(change.errors);
  return info(ctx, o.storefront, o.language, o.session, o.token, change.doc);
}

export const redeemModule: SchemaModule = {
  typeDefs: [redeemTypeDefs],
  resolvers: [
    {
      Query: {
        giftCardInfo: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const o = await opened(ctx, args.userData);
          return o.ok ? info(ctx, o.storefront, o.language, o.session, o.token) : failed(o.errors);
        },
        redeemProducts: async (
          _: unknown,
          args: { userData: UserData; context?: { encodedRedeemToken?: string | null }; page?: number | null },
          ctx: ApiContext,
        ) => {
          const o = await opened(ctx, args.userData, args.context);
          if (!o.ok) return { items: [], total: 0, pageCount: 0, errors: o.errors };
          const page = args.page ?? 1;
          if (!Number.isInteger(page) || page < 1) {
            return { items: [], total: 0, pageCount: 0, errors: [apiError(ErrorCode.InvalidPaging, "page")] };
          }
          const result = await redeemShopPage(ctx.db, o.storefront, o.language, pageIdOf(o.session), page);
          const currency = o.storefront.currency;
          return { ...result, items: result.items.map((p) => productView(p, currency)), errors: [] };
        },
        redeemPageInfo: async (_: unknown, args: { userData: UserData; pageId: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { page: null, items: [], total: 0, errors: s.errors };
          const page = await redeemPageByKey(ctx.db, s.storefront, s.language, args.pageId);
          if (!page) return { page: null, items: [], total: 0, errors: [apiError(ErrorCode.NotFound, "pageId")] };
          const shop = await redeemShopPage(ctx.db, s.storefront, s.language, page.id, 1);
          const items = shop.items.map((p) => productView(p, s.storefront.currency));
          return { page, items, total: shop.total, errors: [] };
        },
        redeemProduct: async (
          _: unknown,
          args: { userData: UserData; context?: { encodedRedeemToken?: string | null }; id: number },
          ctx: ApiContext,
        ) => {
          const o = await opened(ctx, args.userData, args.context);
          if (!o.ok) return { product: null, errors: o.errors };
          const product = await redeemProduct(ctx.db, o.storefront, o.language, pageIdOf(o.session), args.id);
          return product
            ? { product: productView(product, o.storefront.currency), errors: [] }
            : { product: null, errors: [apiError(ErrorCode.NoRedeemData, "id")] };
        },
      },
      Mutation: {
        checkGiftCard: async (_: unknown, args: CardArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          const input = await cardCheckInput(ctx, args, s.language, "cardCheck");
          if (!input.ok) return failed(input.errors);
          const result = await checkIntoSession(deps(ctx), s.storefront, {
            ...input.value,
            token: redeemTokenOf(ctx, args.userData),
          });
          return result.ok ? info(ctx, s.storefront, s.language, result.session, result.token) : failed([result.error]);
        },
        resetRedeem: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { status: false, errors: s.errors };
          const token = redeemTokenOf(ctx, args.userData);
          if (token) await endSession(deps(ctx), s.storefront, token);
          return { status: true, errors: [] };
        },
        addRedeemPackage: async (_: unknown, args: { userData: UserData; input: unknown }, ctx: ApiContext) => {
          const o = await opened(ctx, args.userData);
          if (!o.ok) return failed(o.errors);
          const input = parseInput(packageInput, args.input);
          if (!input.ok) return failed(input.errors);
          const i18n = await serverI18n(o.language);
          return changed(
            ctx,
            o,
            await putRedeemPackage(ctx.db, o.storefront, o.language, i18n, o.session, input.value as PackageInput),
          );
        },
        updateRedeemPackage: async (
          _: unknown,
          args: { userData: UserData; packageId: string; input: unknown },
          ctx: ApiContext,
        ) => {
          const o = await opened(ctx, args.userData);
          if (!o.ok) return failed(o.errors);
          const input = parseInput(packageInput, args.input);
          if (!input.ok) return failed(input.errors);
          const i18n = await serverI18n(o.language);
          const change = await putRedeemPackage(
            ctx.db,
            o.storefront,
            o.language,
            i18n,
            o.session,
            input.value as PackageInput,
            args.packageId,
          );
          return changed(ctx, o, change);
        },
        removeRedeemPackage: async (_: unknown, args: { userData: UserData; packageId: string }, ctx: ApiContext) => {
          const o = await opened(ctx, args.userData);
          if (!o.ok) return failed(o.errors);
          return changed(ctx, o, await removeRedeemPackage(ctx.db, o.session, args.packageId));
        },
      },
    },
  ],
};
