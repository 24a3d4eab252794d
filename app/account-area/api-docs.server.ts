/** The account area's API documents (app/graphql/modules/account-orders.server.ts), typed with `doc()`. */
import { graphql } from "../api/generated/server";
import type { ApiError } from "../api/errors";
import type { AccountOrderDetailsView, AccountOrderView } from "./order-views";

const SUMMARY = /* GraphQL */ `
  uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable
`;

export const ACCOUNT_ORDERS = graphql(`
  query accountOrders($userData: UserDataInput!, $paging: Paging!) {
    accountOrders(userData: $userData, paging: $paging) {
      orders { 
  uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable
 }
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
