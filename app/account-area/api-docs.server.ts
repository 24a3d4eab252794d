/** The account area's API documents (app/graphql/modules/account-orders.server.ts), typed from the schema (ADR 067). */
import { graphql } from "../api/generated/server";
import type { AccountOrderQuery, AccountOrdersQuery } from "../api/generated/server/graphql";
import { oneOf } from "../api/narrow";
import type { AccountOrderDetailsView, AccountOrderView } from "./order-views";

export const ACCOUNT_ORDERS = graphql(`
  query accountOrders($userData: UserDataInput!, $paging: Paging!) {
    accountOrders(userData: $userData, paging: $paging) {
      orders { uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable }
      total
      pageCount
      errors { message code referencedRequestParameter }
    }
  }
`);

export const ACCOUNT_ORDER = graphql(`
  query accountOrder($userData: UserDataInput!, $uuid: String!) {
    accountOrder(userData: $userData, uuid: $uuid) {
      order {
        uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable
        email
        shipments { deliveryType receiver address lines { title qty amount { currency value } extras } }
        activation { cardLast4 status amount { currency value } }
        paidWithCards
        subTotal { currency value }
      }
      errors { message code referencedRequestParameter }
    }
  }
`);

export const ACCOUNT_INVOICE = graphql(`
  query accountInvoice($userData: UserDataInput!, $uuid: String!) {
    accountInvoice(userData: $userData, uuid: $uuid) {
      fileName
      pdf
      errors { message code referencedRequestParameter }
    }
  }
`);

type ApiOrder = AccountOrdersQuery["accountOrders"]["orders"][number];
type ApiOrderDetails = NonNullable<AccountOrderQuery["accountOrder"]["order"]>;

const TYPES = ["regular", "activation", "redeem", "multi-address"] as const;
const STATUSES = ["PENDING", "COMPLETED", "CANCELED"] as const;
const DELIVERY = ["DIGITAL", "PHYSICAL"] as const;

/** An order of the API's answer as the pages show it: its words checked against the lists they label. */
export function orderView(order: ApiOrder): AccountOrderView {
  return {
    ...order,
    type: oneOf(TYPES, order.type, "order type"),
    status: oneOf(STATUSES, order.status, "order status"),
  };
}

export function orderDetailsView(order: ApiOrderDetails): AccountOrderDetailsView {
  return {
    ...order,
    ...orderView(order),
    shipments: order.shipments.map((s) => ({ ...s, deliveryType: oneOf(DELIVERY, s.deliveryType, "delivery type") })),
  };
}
