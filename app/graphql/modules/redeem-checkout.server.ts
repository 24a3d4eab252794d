/**
 * Redeem checkout in the API (spec §4 identify in the redeem flow, §7 "add original package to cart and
 * place order" with 2031/2035/2036, order / redeemOrder by uuid): the recipient's details, placing the
 * redeem order (the rest, if any, paid with a storefront method) and the redeem order as confirmed.
 * Input is parsed with the redeem checkout's schemas; rules live in redeem/.
 */
import * as v from "valibot";
import { apiError, ErrorCode } from "../../api/errors";
import type { Fields } from "../../api/fields";
import { paymentSchema } from "../../checkout/checkout.schema";
import { isOrderUuid } from "../../checkout/orders/status.server";
import { fieldsToObject } from "../../forms/field-names";
import { serverI18n } from "../../i18n/server-i18n.server";
import type { PaymentMethodId } from "../../payments/methods";
import { needsAddress, redeemDocOf, redeemTotals } from "../../redeem/basket";
import { redeemDetailsSchema, redeemPlaceSchema } from "../../redeem/checkout.schema";
import { placeRedeemOrder } from "../../redeem/order.server";
import { redeemOrderView } from "../../redeem/order-view.server";
import { saveRedeemDetails } from "../../redeem/packages.server";
import { restPaymentMethods } from "../../redeem/rest-payment";
import { type ApiContext, scope, type UserData } from "../context.server";
import { invalid, nextStepResult, orderDeps } from "./checkout.server";
import type { SchemaModule } from "./index";
import { failed, info, opened } from "./redeem.server";

const typeDefs = /* GraphQL */ `
  type RedeemOrderPackage {
    id: String!
    title: String!
    image: String!
    amount: Price!
    promotionAmount: Price!
    note: String
  }

  type RedeemOrderShipment {
    id: String!
    deliveryType: String!
    deliveryAddress: Address
    packages: [RedeemOrderPackage!]!
  }

  type RedeemOrderTotals {
    total: Price!
    byCards: Price!
    paidOtherwise: Price!
  }

  type RedeemOrder {
    uuid: String!
    status: String!
    email: String!
    createdAt: String!
    shipments: [RedeemOrderShipment!]!
    billingAddress: Address
    totals: RedeemOrderTotals!
    paymentMethod: String!
    "What the cards that paid hold now."
    remainingBalance: Price!
  }

  type RedeemOrderResult {
    order: RedeemOrder
    errors: [Error!]!
  }

  extend type Query {
    "spec §7 redeemOrder: a redeem order of this storefront by its uuid."
    redeemOrder(userData: UserDataInput!, uuid: String!): RedeemOrderResult!
  }

  extend type Mutation {
    "The recipient's details (and delivery address when a card goes by post), as the redeem checkout's form fields."
    saveRedeemDetails(userData: UserDataInput!, fields: [KeyValue!]!): GiftCardInfoResult!
    "spec §7: places the redeem order of the session's packages (errors 2031, 2035, 2036 without a parameter)."
    addOriginalPackageToCartAndPlaceOrder(userData: UserDataInput!, fields: [KeyValue!]!): NextStep!
  }
`;

function priced(currency: string, value: number) {
  return { currency, value };
}

export const redeemCheckoutModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        redeemOrder: async (_: unknown, args: { userData: UserData; uuid: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          const view = isOrderUuid(args.uuid) ? await redeemOrderView(ctx.db, s.storefront, args.uuid) : null;
          if (!view) return { order: null, errors: [apiError(ErrorCode.NotFound, "uuid")] };
          const c = s.storefront.currency;
          return {
            order: {
              ...view,
              shipments: view.shipments.map((sh) => ({
                ...sh,
                packages: sh.packages.map((p) => ({
                  ...p,
                  amount: priced(c, p.amount),
                  promotionAmount: priced(c, p.promotionAmount),
                })),
              })),
              totals: {
                total: priced(c, view.totals.total),
                byCards: priced(c, view.totals.byCards),
                paidOtherwise: priced(c, view.totals.paidOtherwise),
              },
              remainingBalance: priced(c, view.remainingBalance),
            },
            errors: [],
          };
        },
      },
      Mutation: {
        saveRedeemDetails: async (_: unknown, args: { userData: UserData; fields: Fields }, ctx: ApiContext) => {
          const o = await opened(ctx, args.userData);
          if (!o.ok) return failed(o.errors);
          const doc = redeemDocOf(o.session.doc);
          const schema = redeemDetailsSchema(await serverI18n(o.language), {
            needsAddress: needsAddress(doc),
            deliveryCountries: o.storefront.checkout.deliveryCountries,
          });
          const parsed = v.safeParse(schema, fieldsToObject(args.fields));
          if (!parsed.success) return failed(invalid(parsed.issues));
          const x = parsed.output;
          const saved = await saveRedeemDetails(ctx.db, o.session, {
            firstName: x.firstName,
            lastName: x.lastName,
            email: x.email,
            address: needsAddress(doc) ? x.address : null,
          });
          if (!saved.ok) return failed(saved.errors);
          return info(ctx, o.storefront, o.language, o.session, o.token, saved.doc);
        },
        addOriginalPackageToCartAndPlaceOrder: async (
          _: unknown,
          args: { userData: UserData; fields: Fields },
          ctx: ApiContext,
        ) => {
          const o = await opened(ctx, args.userData);
          if (!o.ok) return { kind: "failed", errors: o.errors };
          const sf = o.storefront;
          const i18n = await serverI18n(o.language);
          const totals = redeemTotals(redeemDocOf(o.session.doc), o.session.balance);
          const methods = restPaymentMethods(sf.payments.methods, totals.priceToPay);
          const schema = redeemPlaceSchema(i18n, {
            paymentSchema:
              totals.priceToPay > 0
                ? paymentSchema(i18n, {
                    methods,
                    issuers: (sf.payments.issuers.ideal ?? []).map((x) => x.id),
                    phoneCountry: sf.country,
                  })
                : null,
          });
          const parsed = v.safeParse(schema, fieldsToObject(args.fields));
          if (!parsed.success) return { kind: "failed", errors: invalid(parsed.issues) };
          const x = parsed.output as { method?: string; issuer?: string; idempotencyKey: string };
          if (!(await ctx.services.limits.consume("placeOrder", `${sf.storeId}:redeem:${o.session.claims.sid}`))) {
            return { kind: "failed", errors: [apiError(ErrorCode.RetryLimit)] };
          }
          const next = await placeRedeemOrder(orderDeps(ctx), sf, o.session, {
            method: totals.priceToPay > 0 ? (x.method as PaymentMethodId) : null,
            issuer: x.issuer || undefined,
            idempotencyKey: x.idempotencyKey,
            language: o.language,
            baseUrl: ctx.baseUrl,
            ip: ctx.ip,
            customerId: (await ctx.session.current())?.customerId ?? null,
          });
          return nextStepResult(next);
        },
      },
    },
  ],
};
