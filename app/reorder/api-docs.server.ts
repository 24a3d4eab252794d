/** The reorder page's API documents (app/graphql/modules/reorder.server.ts), typed with `doc()`. */
import { graphql } from "../api/generated/server";
import type { ApiError } from "../api/errors";

interface Price {
  currency: string;
  value: number;
}

export interface ReorderProductView {
  id: string;
  title: string;
  shortDescription: string;
  path: string;
  image: string;
  backgroundColor: string;
  showShadow: boolean;
  fixedValues: Price[];
  minPrice: Price | null;
  maxPrice: Price | null;
}

export interface ReorderPackageView {
  id: string;
  deliveryType: "DIGITAL" | "PHYSICAL";
  receiver: { name: string; email: string } | null;
  title: string;
  quantity: number;
  amount: Price;
  product: ReorderProductView | null;
  wrapper: { title: string; price: Price } | null;
  giftPacking: { title: string; price: Price } | null;
  message: { text: string; price: Price } | null;
  total: Price;
  available: boolean;
  unavailableReason: "notSold" | "amount" | "extra" | "outOfStock" | null;
}

export interface ReorderSourceVars {
  orderUuid: string | null;
  cardId: string | null;
  orderKey?: string | null;
}

const PRICE = "{ currency value }";

export const VIEW = graphql(`
  query reorderView($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID) {
    reorderView(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId) {
      source
      packages {
        id deliveryType receiver { name email } title quantity amount { currency value }
        product { id title shortDescription path image backgroundColor showShadow
          fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }
        wrapper { title price { currency value } } giftPacking { title price { currency value } } message { text price { currency value } }
        total { currency value } available unavailableReason
      }
      errors { message code referencedRequestParameter }
    }
  }
`);

export const REORDER = graphql(`
  mutation reorder($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID, $packageIds: [ID!]) {
    reorder(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId, packageIds: $packageIds) {
      order { itemCount }
      unavailable
      errors { message code referencedRequestParameter }
    }
  }
`);
