/** The reorder page's API documents (app/graphql/modules/reorder.server.ts), typed with `doc()`. */
import { doc } from "../api/client.server";
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

export const VIEW = doc<
  { reorderView: { source: "order" | "card" | null; packages: ReorderPackageView[]; errors: ApiError[] } },
  ReorderSourceVars
>(/* GraphQL */ `
  query reorderView($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID) {
    reorderView(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId) {
      source
      packages {
        id deliveryType receiver { name email } title quantity amount ${PRICE}
        product { id title shortDescription path image backgroundColor showShadow
          fixedValues ${PRICE} minPrice ${PRICE} maxPrice ${PRICE} }
        wrapper { title price ${PRICE} } giftPacking { title price ${PRICE} } message { text price ${PRICE} }
        total ${PRICE} available unavailableReason
      }
      errors { message code referencedRequestParameter }
    }
  }
`);

export const REORDER = doc<
  { reorder: { order: { itemCount: number } | null; unavailable: string[]; errors: ApiError[] } },
  ReorderSourceVars & { packageIds: string[] | null }
>(/* GraphQL */ `
  mutation reorder($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID, $packageIds: [ID!]) {
    reorder(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId, packageIds: $packageIds) {
      order { itemCount }
      unavailable
      errors { message code referencedRequestParameter }
    }
  }
`);
