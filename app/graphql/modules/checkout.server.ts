/**
 * Checkout in the API (spec §2 checkout steps, §4 Checkout): the details and shipping steps validated
 * with the same valibot schemas as the forms; account creation on order; placing the order and
 * starting its payment; leaving checkout; the order's status; the shopper's return from the provider.
 */
import * as v from "valibot";
import { createCustomer } from "../../accounts/accounts.server";
import { type ApiError, apiError, ErrorCode } from "../../api/errors";
import type { Fields } from "../../api/fields";
import { findCart } from "../../basket/cart.server";
import { logIn } from "../../basket/login.server";
import { detailsSchema, paymentSchema, shippingSchema } from "../../checkout/checkout.schema";
import type { BillingAddress, CheckoutData, CheckoutDetails } from "../../checkout/checkout-data";
import { cardsPaying } from "../../checkout/giftcard-payment.server";
import { placeOrder, saveCheckoutData } from "../../checkout/orders/place.server";
import type { NextStep, OrderDeps } from "../../checkout/orders/records.server";
import { isOrderUuid, latestPaymentAction, orderStatus } from "../../checkout/orders/status.server";
import { completeReturn, leaveCheckout } from "../../checkout/orders/transitions.server";
import { isValidDispatchDate } from "../../delivery/delivery-dates";
import { customerValues } from "../../forms/customer";
import { fieldsToObject, parseJson, recordOf } from "../../forms/field-names";
import { serverI18n } from "../../i18n/server-i18n.server";
import type { PaymentMethodId } from "../../payments/methods";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

const typeDefs = /* GraphQL */ `
  input KeyValue {
    key: String!
    value: String!
  }

  type TransferInstructions {
    beneficiary: String!
    iban: String!
    bic: String!
    reference: String!
  }

  type NextStep {
    "redirect | processing | completed | pending | failed"
    kind: String!
    url: String
    orderUuid: String
    errors: [Error!]!
  }

  type OrderStatus {
    uuid: String!
    status: String!
    "regular | activation | redeem | multi-address"
    type: String!
    paymentStatus: String
    paymentMethod: String!
    instructions: TransferInstructions
    appUrl: String
    "What the shopper's payment app scans on a desktop (Payconiq, Swish), when the provider gives one."
    qrCode: String
    canRetry: Boolean!
  }

  type OrderStatusResult {
    order: OrderStatus
    errors: [Error!]!
  }

  extend type Query {
    orderStatus(userData: UserDataInput!, uuid: String!): OrderStatusResult!
  }

  extend type Mutation {
    "Step 1 (fields of the details form, spec §3 CustomerProfile and Business order); may create an account."
    saveCheckoutDetails(userData: UserDataInput!, fields: [KeyValue!]!): StatusResult!
    "Step 2 (delivery addresses of physical shipments, dispatch dates, billing address)."
    saveCheckoutShipping(userData: UserDataInput!, fields: [KeyValue!]!): StatusResult!
    "Step 3: places the order (idempotent on idempotencyKey) and starts the payment."
    placeOrder(userData: UserDataInput!, fields: [KeyValue!]!): NextStep!
    "spec §4: leaving checkout deletes the pending order; the basket stays."
    leaveCheckout(userData: UserDataInput!): StatusResult!
    "The shopper came back from the payment provider (the return URL's query)."
    completePaymentReturn(userData: UserDataInput!, orderUuid: String!, params: [KeyValue!]!): OrderStatusResult!
  }
`;

export function invalid(issues: v.BaseIssue<unknown>[]): ApiError[] {
  return issues.map((issue) => ({
    message: issue.message,
    code: ErrorCode.InvalidInput,
    referencedRequestParameter: v.getDotPath(issue) ?? null,
  }));
}

/** A placed order's next step in the API's NextStep shape. */
export function nextStepResult(next: NextStep) {
  return {
    kind: next.kind,
    url: next.kind === "redirect" ? next.url : null,
    orderUuid: next.orderUuid,
    errors: next.kind === "failed" ? next.errors : [],
  };
}

export function orderDeps(ctx: ApiContext): OrderDeps {
  return { db: ctx.db, payments: ctx.services.payments, jobs: ctx.services.jobs };
}

async function statusOf(ctx: ApiContext, uuid: string) {
  const status = await orderStatus(ctx.db, ctx.storefront.storeId, uuid);
  if (!status) return { order: null, errors: [apiError(ErrorCode.NotFound, "uuid")] };
  return { order: { ...status, ...(await latestPaymentAction(ctx.db, uuid)) }, errors: [] };
}

export const checkoutModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        orderStatus: async (_: unknown, args: { userData: UserData; uuid: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          return s.ok ? statusOf(ctx, args.uuid) : { order: null, errors: s.errors };
        },
      },
      Mutation: {
        saveCheckoutDetails: async (_: unknown, args: { userData: UserData; fields: Fields }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { status: false, errors: s.errors };
          const session = await ctx.session.current();
          const loggedIn = Boolean(session?.customerId);
          const i18n = await serverI18n(s.language);
          const parsed = v.safeParse(
            detailsSchema(i18n, { loggedIn, country: s.storefront.country }),
            fieldsToObject(args.fields),
          );
          if (!parsed.success) return { status: false, errors: invalid(parsed.issues) };
          const x = parsed.output;
          const details: CheckoutDetails = { ...customerValues(x), email: x.email, subscribed: x.subscribed };
          if (!(await findCart(ctx.db, ctx.session)))
            return { status: false, errors: [apiError(ErrorCode.CartNotFound)] };
          if (!loggedIn && x.createAccount) {
            const created = await createCustomer(ctx.db, ctx.storefront.storeId, {
              email: x.email,
              password: x.password,
              subscribed: x.subscribed,
              profile: {
                firstName: x.firstName,
                lastName: x.lastName,
                phoneNumber: x.phoneNumber,
                phoneCountry: x.phoneCountry,
                companyName: details.companyName,
                vatNumber: details.vatNumber,
                invoiceEmail: details.invoiceEmail,
              },
            });
            if (!created.ok) return { status: false, errors: [created.error] };
            await logIn(ctx.db, ctx.storefront, ctx.session, created.customerId);
          }
          const saved = await saveCheckoutData(ctx.db, ctx.session, (data) => ({ data: { ...data, details } }));
          return saved ? { status: true, errors: [] } : { status: false, errors: [apiError(ErrorCode.Conflict)] };
        },
        saveCheckoutShipping: async (_: unknown, args: { userData: UserData; fields: Fields }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { status: false, errors: s.errors };
          const cart = await findCart(ctx.db, ctx.session);
          if (!cart || cart.doc.shipments.length === 0)
            return { status: false, errors: [apiError(ErrorCode.CartNotFound)] };
          const physical = cart.doc.shipments.filter((sh) => sh.deliveryType === "PHYSICAL").map((sh) => sh.tag);
          const now = new Date();
          const opts = { timeZone: ctx.storefront.checkout.timeZone, country: ctx.storefront.country };
          const i18n = await serverI18n(s.language);
          const schema = shippingSchema(i18n, {
            physicalTags: physical,
            deliveryCountries: ctx.storefront.checkout.deliveryCountries,
            isValidDispatchDate: (d) => isValidDispatchDate(d, now, opts),
          });
          const parsed = v.safeParse(schema, fieldsToObject(args.fields));
          if (!parsed.success) return { status: false, errors: invalid(parsed.issues) };
          const x = parsed.output;
          const details = (cart.checkout as CheckoutData).details;
          const first = x.shipments[0];
          const billing: BillingAddress =
            x.billingSame && first
              ? {
                  countryCode: first.countryCode,
                  postCode: first.postCode,
                  houseNumber: first.houseNumber,
                  suffix: first.suffix,
                  street: first.street,
                  city: first.city,
                }
              : (x.billing as BillingAddress);
          const saved = await saveCheckoutData(ctx.db, ctx.session, (data, doc) => ({
            data: { ...data, billing },
            doc: {
              shipments: doc.shipments.map((sh) => {
                const a = x.shipments.find((entry) => entry.tag === sh.tag);
                if (!a) return sh;
                return {
                  ...sh,
                  dispatchDate: a.dispatchDate || null,
                  address: {
                    customerType: details?.customerType ?? "PRIVATE",
                    firstName: a.firstName,
                    lastName: a.lastName,
                    companyName: a.companyName,
                    countryCode: a.countryCode,
                    postCode: a.postCode.toUpperCase(),
                    houseNumber: a.houseNumber,
                    suffix: a.suffix,
                    street: a.street,
                    city: a.city,
                    phoneNumber: details?.phoneNumber ?? "",
                  },
                };
              }),
            },
          }));
          return saved ? { status: true, errors: [] } : { status: false, errors: [apiError(ErrorCode.Conflict)] };
        },
        placeOrder: async (_: unknown, args: { userData: UserData; fields: Fields }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { kind: "failed", errors: s.errors };
          const i18n = await serverI18n(s.language);
          const sf = ctx.storefront;
          const cart = await findCart(ctx.db, ctx.session);
          // Gift cards that pay it all: no method is asked for.
          const covered = cart ? (await cardsPaying(ctx.db, sf, cart)).covered : false;
          const parsed = v.safeParse(
            paymentSchema(i18n, {
              methods: sf.payments.methods,
              issuers: (sf.payments.issuers.ideal ?? []).map((x) => x.id),
              phoneCountry: sf.country,
              covered,
            }),
            fieldsToObject(args.fields),
          );
          if (!parsed.success) return { kind: "failed", errors: invalid(parsed.issues) };
          const x = parsed.output;
          if (!(await ctx.services.limits.consume("placeOrder", `${sf.storeId}:${cart?.id ?? ctx.ip}`))) {
            return { kind: "failed", errors: [apiError(ErrorCode.RetryLimit)] };
          }
          let clientData: Record<string, unknown> | undefined;
          if (x.clientData) {
            try {
              clientData = parseJson(x.clientData) as Record<string, unknown>;
            } catch {
              return { kind: "failed", errors: [apiError(ErrorCode.InvalidInput, "clientData")] };
            }
          }
          const next = await placeOrder(orderDeps(ctx), sf, ctx.session, {
            method: x.method as PaymentMethodId | null,
            issuer: x.issuer || undefined,
            phone: x.phone || undefined,
            blikCode: x.blikCode || undefined,
            clientData,
            idempotencyKey: x.idempotencyKey,
            language: s.language,
            baseUrl: ctx.baseUrl,
            ip: ctx.ip,
          });
          return nextStepResult(next);
        },
        leaveCheckout: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { status: false, errors: s.errors };
          return { status: await leaveCheckout(orderDeps(ctx), ctx.session), errors: [] };
        },
        completePaymentReturn: async (
          _: unknown,
          args: { userData: UserData; orderUuid: string; params: Fields },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { order: null, errors: s.errors };
          // The provider's return parameters: keys chosen by whoever sent the URL — no prototype, none named like one.
          const params = recordOf(
            args.params.slice(0, 20).map((p) => [p.key, p.value.slice(0, 5000)] as const),
            20,
          );
          if (isOrderUuid(args.orderUuid)) {
            await completeReturn(orderDeps(ctx), ctx.storefront.storeId, args.orderUuid, params);
          }
          return statusOf(ctx, args.orderUuid);
        },
      },
    },
  ],
};
