/**
 * Choice-card activation (spec §1, §2 `/activeren/`, `/activeren/gelukt/`; §7 create activation order
 * with the §8 activation errors; issue 14): the order, where it stands, and the activated card opened
 * for its details. Rules live in app/activation/.
 */
import * as v from "valibot";
import { activationSchema } from "../../activation/activation.schema";
import { activationOptions } from "../../activation/form-options";
import { createActivationOrder } from "../../activation/order.server";
import { activationView, openActivatedCard } from "../../activation/status.server";
import { apiError, ErrorCode } from "../../api/errors";
import type { Fields } from "../../api/fields";
import { fieldsToObject } from "../../forms/field-names";
import { serverI18n } from "../../i18n/server-i18n.server";
import type { PaymentMethodId } from "../../payments/methods";
import { type ApiContext, scope, type UserData } from "../context.server";
import { humanCheck } from "../human-check.server";
import { invalid, nextStepResult, orderDeps } from "./checkout.server";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  "An activation of a choice card as its payer sees it (spec §2 /activeren/gelukt/)."
  type Activation {
    uuid: String!
    "paying, activating, active, refused or canceled (its payment never came)."
    state: String!
    "The card's last four digits."
    last4: String!
    amount: Price!
    "The payer's e-mail: for the session that placed the activation, its account, or the mail link's orderKey; null for anyone else (issue 44)."
    email: String
    "Whether openActivatedCard gives this session the card now: the session that placed it, active, within a day."
    canOpenCard: Boolean!
    "A refused activation's payment is back with the holder."
    refunded: Boolean!
  }

  type ActivationResult {
    activation: Activation
    errors: [Error!]!
  }

  type ActivatedCardResult {
    "A redeem token for the activated card (its details and the redeem shop), within a day of the activation."
    redeemToken: String
    errors: [Error!]!
  }

  extend type Query {
    "An activation of this storefront by its order's uuid; orderKey is the activation mail's signed key."
    activation(userData: UserDataInput!, uuid: String!, orderKey: String): ActivationResult!
  }

  extend type Mutation {
    "spec §7 create activation order: the activation form's fields (cardNumber, amount, email, captchaToken, method, issuer, terms, idempotencyKey)."
    createActivationOrder(userData: UserDataInput!, fields: [KeyValue!]!): NextStep!
    "Opens the card an activation made active as a redeem session: for the session that placed the activation only."
    openActivatedCard(userData: UserDataInput!, uuid: String!): ActivatedCardResult!
  }
`;

type UuidArgs = { userData: UserData; uuid: string; orderKey?: string | null };

/** Who is asking (order-access.server.ts): the session, and the mail link's key when given. */
const viewerOf = async (ctx: ApiContext, key?: string | null) => ({
  session: await ctx.session.current(),
  key: key?.slice(0, 64) ?? null,
  links: ctx.services.orderLinks,
});

export const activationModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        activation: async (_: unknown, args: UuidArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { activation: null, errors: s.errors };
          const viewer = await viewerOf(ctx, args.orderKey);
          const view = await activationView(ctx.db, s.storefront.storeId, args.uuid.slice(0, 64), viewer);
          if (!view) return { activation: null, errors: [apiError(ErrorCode.NotFound, "uuid")] };
          return { activation: { ...view, amount: { value: view.amount, currency: view.currency } }, errors: [] };
        },
      },
      Mutation: {
        createActivationOrder: async (_: unknown, args: { userData: UserData; fields: Fields }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { kind: "failed", errors: s.errors };
          const options = activationOptions(s.storefront, s.language);
          if (!options) return { kind: "failed", errors: [apiError(ErrorCode.NotFound)] };
          const parsed = v.safeParse(
            activationSchema(await serverI18n(s.language), options),
            fieldsToObject(args.fields),
            { abortEarly: true },
          );
          if (!parsed.success) return { kind: "failed", errors: invalid(parsed.issues) };
          const x = parsed.output;
          if (!(await humanCheck(ctx, x.captchaToken, "activation"))) {
            return { kind: "failed", errors: [apiError(ErrorCode.CaptchaFailed, "captchaToken")] };
          }
          // The order is bound to this session (a visitor without one gets it now, with its cookie).
          const session = await ctx.session.ensure();
          const next = await createActivationOrder(
            { ...orderDeps(ctx), cards: ctx.services.cards, limits: ctx.services.limits },
            s.storefront,
            {
              cardNumber: x.cardNumber,
              amount: x.amount,
              email: x.email,
              method: x.method as PaymentMethodId,
              issuer: x.issuer || undefined,
              idempotencyKey: x.idempotencyKey,
              language: s.language,
              baseUrl: ctx.baseUrl,
              ip: ctx.ip,
              customerId: session.customerId,
              sessionId: session.id,
            },
          );
          return nextStepResult(next);
        },
        openActivatedCard: async (_: unknown, args: UuidArgs, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { redeemToken: null, errors: s.errors };
          const token = await openActivatedCard(
            { db: ctx.db, tokens: ctx.services.redeemTokens },
            s.storefront.storeId,
            args.uuid.slice(0, 64),
            await viewerOf(ctx),
          );
          return token
            ? { redeemToken: token, errors: [] }
            : { redeemToken: null, errors: [apiError(ErrorCode.NotFound, "uuid")] };
        },
      },
    },
  ],
};
