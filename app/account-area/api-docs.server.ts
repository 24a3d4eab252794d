/** The account area's API documents (app/graphql/modules/account-orders.server.ts), typed with `doc()`. */
import { doc } from "../api/client.server";
import type { ApiError } from "../api/errors";
import type { AccountOrderDetailsView, AccountOrderView } from "./order-views";

const SUMMARY = /* GraphQL */ `
  uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable
`;

export const ACCOUNT_ORDERS = doc<
  { accountOrders: { orders: AccountOrderView[]; total: number; pageCount: number; errors: ApiError[] } },
  { paging: { itemsPerPage: number; pageNumber: number } }
>(/* GraphQL */ `
  query accountOrders($userData: UserDataInput!, $paging: Paging!) {
    accountOrders(userData: $userData, paging: $paging) {
      orders { ${SUMMARY} }
      total
      pageCount
      errors { message code referencedRequestParameter }
    }
  }
`);

export const ACCOUNT_ORDER = doc<
  { accountOrder: { order: AccountOrderDetailsView | null; errors: ApiError[] } },
  { uuid: string }
>(/* GraphQL */ `
  query accountOrder($userData: UserDataInput!, $uuid: String!) {
    accountOrder(userData: $userData, uuid: $uuid) {
      order {
        ${SUMMARY}
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

export const ACCOUNT_INVOICE = doc<
  { accountInvoice: { fileName: string | null; pdf: string | null; errors: ApiError[] } },
  { uuid: string }
>(/* GraphQL */ `
  query accountInvoice($userData: UserDataInput!, $uuid: String!) {
    accountInvoice(userData: $userData, uuid: $uuid) {
      fileName
      pdf
      errors { message code referencedRequestParameter }
    }
  }
`);
