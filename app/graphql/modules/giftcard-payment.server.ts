/**
 * Gift cards as payment in the checkout (spec §7 "add gift-card payment", "check gift-card payment";
 * §8 card messages): check a card with its pin and the human check, add it to the basket's payment,
 * remove it, read what the cards pay and what is left for a payment method. Rules live in
 * checkout/giftcard-payment.server.ts; the card check is the balance check's own.
 */
import * as v from "valibot";
import { type ApiError, apiError, ErrorCode } from "../../api/errors";
import { findCart, viewCart } from "../../basket/cart.server";
import type { CheckoutData } from "../../checkout/checkout-data";
import {
  addPaymentCard,
  type CardsPaying,
  cardsPaying,
  checkPaymentCard,
  removePaymentCard,
} from "../../checkout/giftcard-payment.server";
import { allCardPrefixes, cardCheckFields } from "../../giftcards/check.schema";
import { maskedNumber } from "../../giftcards/check.server";
import { serverI18n } from "../../i18n/server-i18n.server";
import type { Language } from "../../storefront/vocabulary";
import { type ApiContext, scope, type UserData } from "../context.server";
import { humanCheck } from "../human-check.server";
import { parseInput } from "../input.server";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  "A gift card paying (part of) the basket."
  type GiftCardPayment {
    cardId: ID!
    maskedNumber: String!
    balance: Price!
    "What the card pays of this basket (cards pay in the order they were added)."
    used: Price!
  }

  type GiftCardPayments {
    cards: [GiftCardPayment!]!
    total: Price!
    "Left for the payment method."
    rest: Price!
    "The cards pay everything: placing the order asks for no method."
    covered: Boolean!
  }

  type GiftCardPaymentsResult {
    payments: GiftCardPayments
    errors: [Error!]!
  }

  type CheckedGiftCardPayment {
    maskedNumber: String!
    balance: Price!
    expiryDate: String!
  }

  type CheckGiftCardPaymentResult {
    card: CheckedGiftCardPayment
    errors: [Error!]!
  }

  extend type Query {
    giftCardPayments(userData: UserDataInput!): GiftCardPaymentsResult!
  }

  extend type Mutation {
    "Checks a card for paying the basket without adding it (number, pin, human check)."
    checkGiftCardPayment(userData: UserDataInput!, cardNumber: String!, pin: String!, captchaToken: String!): CheckGiftCardPaymentResult!
    "Checks a card and adds it to the basket's payment."
    addGiftCardPayment(userData: UserDataInput!, cardNumber: String!, pin: String!, captchaToken: String!): GiftCardPaymentsResult!
    removeGiftCardPayment(userData: UserDataInput!, cardId: ID!): GiftCardPaymentsResult!
  }
`;

export type CardArgs = { userData: UserData; cardNumber: string; pin: string; captchaToken: string };

const price = (currency: string, value: number) => ({ currency, value });

function view(currency: string, p: CardsPaying) {
  return {
    cards: p.cards.map((c) => ({
      cardId: c.cardId,
      maskedNumber: c.maskedNumber,
      balance: price(currency, c.balance),
      used: price(currency, c.used),
    })),
    total: price(currency, p.total),
    rest: price(currency, p.rest),
    covered: p.covered,
  };
}

async function payments(ctx: ApiContext): Promise<{ payments: ReturnType<typeof view> | null; errors: ApiError[] }> {
  const cart = await viewCart(ctx.db, ctx.session);
  if (!cart) return { payments: null, errors: [apiError(ErrorCode.CartNotFound)] };
  return { payments: view(ctx.storefront.currency, await cardsPaying(ctx.db, ctx.storefront, cart)), errors: [] };
}

/** A card check's input by the card form's rules, and its human check (the balance check's and the checkout's). */
export async function cardCheckInput(
  ctx: ApiContext,
  args: CardArgs,
  language: Language,
  form: "cardCheck" | "giftCardPayment",
) {
  const fields = cardCheckFields(await serverI18n(language), allCardPrefixes(ctx.registry.all));
  const input = parseInput(v.object({ cardNumber: fields.cardNumber, pin: fields.pin }), args);
  if (!input.ok) return input;
  if (!(await humanCheck(ctx, args.captchaToken, form))) {
    return { ok: false as const, errors: [apiError(ErrorCode.CaptchaFailed, "captchaToken")] };
  }
  return { ok: true as const, value: { number: input.value.cardNumber, pin: input.value.pin, address: ctx.ip } };
}

const deps = (ctx: ApiContext) => ({ db: ctx.db, limits: ctx.services.limits });

export const giftCardPaymentModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        giftCardPayments: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          return s.ok ? payments(ctx) : { payments: null, errors: s.errors };
        },
      },
      Mutation: {
        checkGiftCardPayment: async (_: unknown, args: CardArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { card: null, errors: s.errors };
          const input = await cardCheckInput(ctx, args, s.language, "giftCardPayment");
          if (!input.ok) return { card: null, errors: input.errors };
          const cart = await findCart(ctx.db, ctx.session);
          const added = ((cart?.checkout ?? {}) as CheckoutData).giftcards ?? [];
          const checked = await checkPaymentCard(deps(ctx), s.storefront, added, input.value);
          if (!checked.ok) return { card: null, errors: [checked.error] };
          const c = checked.card;
          return {
            card: {
              maskedNumber: maskedNumber(c.number),
              balance: price(c.currency, c.balance),
              expiryDate: c.expiresAt.toISOString().slice(0, 10),
            },
            errors: [],
          };
        },
        addGiftCardPayment: async (_: unknown, args: CardArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { payments: null, errors: s.errors };
          const input = await cardCheckInput(ctx, args, s.language, "giftCardPayment");
          if (!input.ok) return { payments: null, errors: input.errors };
          const added = await addPaymentCard(deps(ctx), s.storefront, ctx.session, input.value);
          return added.ok ? payments(ctx) : { payments: null, errors: [added.error] };
        },
        removeGiftCardPayment: async (_: unknown, args: { userData: UserData; cardId: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { payments: null, errors: s.errors };
          const removed = await removePaymentCard(ctx.db, ctx.session, Number(args.cardId));
          return removed ? payments(ctx) : { payments: null, errors: [apiError(ErrorCode.CartNotFound)] };
        },
      },
    },
  ],
};
