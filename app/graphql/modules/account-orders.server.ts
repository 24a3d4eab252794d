/**
 * The account's orders (issue 15; spec §3 Order, §6 logged-in account holder): a page of them, one
 * with its packages or activation, and its invoice — each for the logged-in account of the resolved
 * storefront only. Anonymous callers get 'Please log in first.'; an order that is not the account's
 * answers as unknown (spec §8 errors as data).
 */
import { accountInvoice, accountOrder, accountOrders } from "../../account-area/orders.server";
import { type ApiError, apiError, ErrorCode } from "../../api/errors";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

/** Orders per page at most. */
const MAX_PER_PAGE = 50;

const typeDefs = /* GraphQL */ `
  "spec §3 Order: regular, activation, redeem or multi-address."
  type AccountOrder {
    uuid: String!
    "The order number on the confirmation and the invoice."
    number: String!
    type: String!
    "PENDING, COMPLETED or CANCELED."
    status: String!
    "ISO date-time."
    orderedOn: String!
    "A payment method id, or giftcard when gift cards paid it all."
    paymentMethod: String!
    contactPerson: String!
    total: Price!
    invoiceAvailable: Boolean!
    reorderable: Boolean!
  }

  type AccountOrderLine {
    title: String!
    qty: Int!
    amount: Price!
    extras: [String!]!
  }

  type AccountOrderShipment {
    deliveryType: String!
    receiver: String
    address: String
    lines: [AccountOrderLine!]!
  }

  type AccountActivation {
    cardLast4: String!
    status: String!
    amount: Price!
  }

  type AccountOrderDetails {
    uuid: String!
    number: String!
    type: String!
    status: String!
    orderedOn: String!
    paymentMethod: String!
    contactPerson: String!
    total: Price!
    invoiceAvailable: Boolean!
    reorderable: Boolean!
    email: String!
    shipments: [AccountOrderShipment!]!
    activation: AccountActivation
    paidWithCards: [String!]!
    subTotal: Price
  }

  type AccountOrdersResult {
    orders: [AccountOrder!]!
    total: Int!
    pageCount: Int!
    errors: [Error!]!
  }

  type AccountOrderResult {
    order: AccountOrderDetails
    errors: [Error!]!
  }

  type AccountInvoiceResult {
    fileName: String
    "The PDF, base64."
    pdf: String
    errors: [Error!]!
  }

  extend type Query {
    "The logged-in account's orders, newest first."
    accountOrders(userData: UserDataInput!, paging: Paging!): AccountOrdersResult!
    accountOrder(userData: UserDataInput!, uuid: String!): AccountOrderResult!
    "The invoice of a completed order of the logged-in account (spec §3 invoice download)."
    accountInvoice(userData: UserDataInput!, uuid: String!): AccountInvoiceResult!
  }
`;

/** The logged-in account of the resolved storefront, or the errors to answer with. */
async function account(ctx: ApiContext, userData: UserData): Promise<{ customerId: number } | { errors: ApiError[] }> {
  const s = scope(ctx, userData);
  if (!s.ok) return { errors: s.errors };
  const customerId = (await ctx.session.current())?.customerId;
  return customerId ? { customerId } : { errors: [apiError(ErrorCode.NotLoggedIn)] };
}

const UUID = /^[0-9a-f-]{36}$/;

export const accountOrdersModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      AccountOrder: { orderedOn: (o: { orderedOn: Date }) => o.orderedOn.toISOString() },
      AccountOrderDetails: { orderedOn: (o: { orderedOn: Date }) => o.orderedOn.toISOString() },
      Query: {
        accountOrders: async (
          _: unknown,
          args: { userData: UserData; paging: { itemsPerPage: number; pageNumber: number } },
          ctx: ApiContext,
        ) => {
          const empty = { orders: [], total: 0, pageCount: 0 };
          const a = await account(ctx, args.userData);
          if ("errors" in a) return { ...empty, errors: a.errors };
          const { itemsPerPage, pageNumber } = args.paging;
          if (itemsPerPage < 1 || itemsPerPage > MAX_PER_PAGE || pageNumber < 1) {
            return { ...empty, errors: [apiError(ErrorCode.InvalidPaging, "paging")] };
          }
          const page = await accountOrders(ctx.db, ctx.storefront.storeId, a.customerId, args.paging);
          return { ...page, pageCount: Math.ceil(page.total / itemsPerPage), errors: [] };
        },
        accountOrder: async (_: unknown, args: { userData: UserData; uuid: string }, ctx: ApiContext) => {
          const a = await account(ctx, args.userData);
          if ("errors" in a) return { order: null, errors: a.errors };
          const order = UUID.test(args.uuid)
            ? await accountOrder(ctx.db, ctx.storefront.storeId, a.customerId, args.uuid)
            : null;
          return order
            ? { order, errors: [] }
            : { order: null, errors: [apiError(ErrorCode.AccountOrderNotFound, "uuid")] };
        },
        accountInvoice: async (_: unknown, args: { userData: UserData; uuid: string }, ctx: ApiContext) => {
          const a = await account(ctx, args.userData);
          if ("errors" in a) return { fileName: null, pdf: null, errors: a.errors };
          if (!UUID.test(args.uuid)) {
            return { fileName: null, pdf: null, errors: [apiError(ErrorCode.AccountOrderNotFound, "uuid")] };
          }
          const invoice = await accountInvoice(ctx, ctx.storefront.storeId, a.customerId, args.uuid);
          return invoice.ok
            ? { fileName: invoice.fileName, pdf: invoice.pdf.toString("base64"), errors: [] }
            : { fileName: null, pdf: null, errors: [invoice.error] };
        },
      },
    },
  ],
};
