/**
 * The redeem half of the API (spec §7 "gift card info", redeem token in userData and the
 * x-redeem-token header; §8 card and redeem messages): check a card into a redeem session, read the
 * session's cards, end it. Resolvers parse input with the balance-check form's schema and call
 * redeem/; rules live there.
 */

import * as v from "valibot";
import { apiError, ErrorCode } from "../../api/errors";
import type { CheckedCard } from "../../giftcards/check.server";
import { maskedNumber } from "../../giftcards/check.server";
import { serverI18n } from "../../i18n/server-i18n.server";
import { cardCheckFields } from "../../redeem/check.schema";
import { checkIntoSession, endSession, type RedeemSession, sessionOf } from "../../redeem/session.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import { parseInput } from "../input.server";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  type RedeemCard {
    id: Int!
    "The number with all but its last seven digits hidden."
    maskedNumber: String!
    balance: Price!
    "ISO date the card expires."
    expiryDate: String!
  }

  type GiftCardInfoResult {
    status: Boolean
    "The redeem token of the session (spec §6): keep it and send it with every redeem call."
    redeemToken: String
    cards: [RedeemCard!]!
    "Sum of the cards' balances."
    balance: Price
    errors: [Error!]!
  }

  extend type Query {
    "The cards of the redeem session the token names, as they are now."
    giftCardInfo(userData: UserDataInput!): GiftCardInfoResult!
  }

  extend type Mutation {
    "Checks a card with its pin (and the human check) and adds it to the redeem session, or opens one."
    checkGiftCard(userData: UserDataInput!, cardNumber: String!, pin: String!, captchaToken: String!): GiftCardInfoResult!
    "Ends the redeem session (spec §2 leave guard: all steps reset)."
    resetRedeem(userData: UserDataInput!): StatusResult!
  }
`;

/** The token of a call: userData.redeemToken, else the header (spec §7: it travels in both). */
export function redeemTokenOf(ctx: ApiContext, userData: UserData): string | null {
  return userData.redeemToken || ctx.redeemTokenHeader || null;
}

const card = (c: CheckedCard) => ({
  id: c.id,
  maskedNumber: maskedNumber(c.number),
  balance: { currency: c.currency, value: c.balance },
  expiryDate: c.expiresAt.toISOString().slice(0, 10),
});

const info = (session: RedeemSession, token: string | null) => ({
  status: true,
  redeemToken: token,
  cards: session.cards.map(card),
  balance: { currency: session.cards[0]?.currency ?? "EUR", value: session.balance },
  errors: [],
});

const failed = (errors: ReturnType<typeof apiError>[]) => ({
  status: false,
  redeemToken: null,
  cards: [],
  balance: null,
  errors,
});

const deps = (ctx: ApiContext) => ({ db: ctx.db, limits: ctx.services.limits, tokens: ctx.services.redeemTokens });

export const redeemModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        giftCardInfo: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          const token = redeemTokenOf(ctx, args.userData);
          if (!token) return failed([apiError(ErrorCode.RedeemTokenInvalid, "userData.redeemToken")]);
          const found = await sessionOf(deps(ctx), s.storefront, token);
          return found.ok ? info(found.session, token) : failed([found.error]);
        },
      },
      Mutation: {
        checkGiftCard: async (
          _: unknown,
          args: { userData: UserData; cardNumber: string; pin: string; captchaToken: string },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          // The form's rules; every storefront's prefixes, so another shop's card gets its own answer.
          const prefixes = ctx.registry.all.flatMap((sf) => sf.giftcards.prefixes);
          const fields = cardCheckFields(await serverI18n(s.language), prefixes);
          const input = parseInput(v.object({ cardNumber: fields.cardNumber, pin: fields.pin }), args);
          if (!input.ok) return failed(input.errors);
          if (!(await ctx.services.captcha.verify(args.captchaToken))) {
            return failed([apiError(ErrorCode.CaptchaFailed, "captchaToken")]);
          }
          const result = await checkIntoSession(deps(ctx), s.storefront, {
            number: input.value.cardNumber,
            pin: input.value.pin,
            address: ctx.ip,
            token: redeemTokenOf(ctx, args.userData),
          });
          return result.ok ? info(result.session, result.token) : failed([result.error]);
        },
        resetRedeem: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { status: false, errors: s.errors };
          const token = redeemTokenOf(ctx, args.userData);
          if (token) await endSession(deps(ctx), s.storefront, token);
          return { status: true, errors: [] };
        },
      },
    },
  ],
};
