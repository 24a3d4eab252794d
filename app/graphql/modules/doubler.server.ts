/**
 * The balance doubler (spec §1, §2 `/verdubbelaar/`; issue 14): the coming draw, and an entry with a
 * name, an e-mail, a card number and the human check. Rules live in app/doubler/.
 */
import { apiError, ErrorCode } from "../../api/errors";
import { productsByIds } from "../../catalog/products.server";
import { nextDraw } from "../../doubler/draw-dates";
import { type EntryResult, enterDoubler } from "../../doubler/entries.server";
import { doublerEntrySchema, doublerSessionEntrySchema } from "../../doubler/entry.schema";
import { allCardPrefixes } from "../../giftcards/check.schema";
import { serverI18n } from "../../i18n/server-i18n.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import { humanCheck } from "../human-check.server";
import { parseInput } from "../input.server";
import type { SchemaModule } from "./index";
import { opened } from "./redeem.server";

const typeDefs = /* GraphQL */ `
  "A monthly draw of the balance doubler: its month and day (the first Monday) in the storefront's zone."
  type DoublerDraw {
    month: String!
    day: String!
  }

  type DoublerDrawResult {
    draw: DoublerDraw
    errors: [Error!]!
  }

  input DoublerEntryInput {
    firstName: String!
    lastName: String!
    email: String!
    cardNumber: String!
    captchaToken: String!
  }

  type DoublerEntryResult {
    status: Boolean!
    "The draw the card takes part in."
    draw: DoublerDraw
    "The card's product, when it was bought in this shop (the thank-you page shows it)."
    productSlug: String
    errors: [Error!]!
  }

  extend type Query {
    "The draw an entry made now joins."
    nextDoublerDraw(userData: UserDataInput!): DoublerDrawResult!
    "The product of an entered card (the thank-you page, spec §2 /verdubbelaar/bedankt/{product}/)."
    doublerCardProduct(userData: UserDataInput!, slug: String!): Product
  }

  input DoublerSessionEntryInput {
    firstName: String!
    lastName: String!
    email: String!
    "One of the redeem session's cards (GiftCardInfo cards[].id)."
    cardId: ID!
  }

  extend type Mutation {
    "Enters a card of this storefront in the coming draw (once per card and draw)."
    enterDoubler(userData: UserDataInput!, input: DoublerEntryInput!): DoublerEntryResult!
    "The redeem flow's doubler modal: enters a card of the redeem session (checked with its pin already)."
    enterDoublerWithRedeemCard(userData: UserDataInput!, input: DoublerSessionEntryInput!): DoublerEntryResult!
  }
`;

type SessionEntryArgs = {
  userData: UserData;
  input: { firstName: string; lastName: string; email: string; cardId: string };
};

type EntryArgs = {
  userData: UserData;
  input: { firstName: string; lastName: string; email: string; cardNumber: string; captchaToken: string };
};

const failed = (errors: ReturnType<typeof apiError>[]) => ({ status: false, draw: null, productSlug: null, errors });

function answer(entered: EntryResult) {
  if (!entered.ok) return failed([entered.error]);
  return {
    status: true,
    draw: { month: entered.drawMonth, day: entered.drawDay },
    productSlug: entered.productSlug,
    errors: [],
  };
}

export const doublerModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        nextDoublerDraw: (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          return s.ok
            ? { draw: nextDraw(new Date(), s.storefront.checkout.timeZone), errors: [] }
            : { draw: null, errors: s.errors };
        },
        doublerCardProduct: async (_: unknown, args: { userData: UserData; slug: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return null;
          const row = await ctx.db
            .selectFrom("products")
            .select("id")
            .where("store_id", "=", s.storefront.storeId)
            .where("slug", "=", args.slug.slice(0, 200))
            .executeTakeFirst();
          if (!row) return null;
          const [product] = await productsByIds(ctx.db, s.storefront, s.language, [row.id]);
          return product ?? null;
        },
      },
      Mutation: {
        enterDoubler: async (_: unknown, args: EntryArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return failed(s.errors);
          const schema = doublerEntrySchema(await serverI18n(s.language), allCardPrefixes(ctx.registry.all));
          const input = parseInput(schema, args.input);
          if (!input.ok) return failed(input.errors);
          if (!(await humanCheck(ctx, input.value.captchaToken, "doubler"))) {
            return failed([apiError(ErrorCode.CaptchaFailed, "captchaToken")]);
          }
          const entered = await enterDoubler({ db: ctx.db, limits: ctx.services.limits }, s.storefront, {
            ...input.value,
            language: s.language,
            address: ctx.ip,
          });
          return answer(entered);
        },
        enterDoublerWithRedeemCard: async (_: unknown, args: SessionEntryArgs, ctx: ApiContext) => {
          const o = await opened(ctx, args.userData);
          if (!o.ok) return failed(o.errors);
          const cardIds = o.session.cards.map((c) => String(c.id));
          const input = parseInput(doublerSessionEntrySchema(await serverI18n(o.language), cardIds), args.input);
          if (!input.ok) return failed(input.errors);
          const card = o.session.cards.find((c) => String(c.id) === input.value.cardId);
          if (!card) return failed([apiError(ErrorCode.InvalidInput, "cardId")]);
          const entered = await enterDoubler({ db: ctx.db, limits: ctx.services.limits }, o.storefront, {
            ...input.value,
            cardNumber: card.number,
            language: o.language,
            address: ctx.ip,
          });
          return answer(entered);
        },
      },
    },
  ],
};
