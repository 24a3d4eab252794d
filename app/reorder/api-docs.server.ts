/** The reorder page's API documents (app/graphql/modules/reorder.server.ts), typed from the schema (ADR 067). */
import { graphql } from "../api/generated/server";
import type { ReorderViewQuery } from "../api/generated/server/graphql";
import { oneOf } from "../api/narrow";

/** A package of the reorder view, its words checked against the lists the page labels. */
export type ReorderPackageView = Omit<ApiPackage, "deliveryType" | "unavailableReason"> & {
  deliveryType: (typeof DELIVERY)[number];
  unavailableReason: (typeof REASONS)[number] | null;
};
export type ReorderProductView = NonNullable<ApiPackage["product"]>;
type ApiPackage = ReorderViewQuery["reorderView"]["packages"][number];

const DELIVERY = ["DIGITAL", "PHYSICAL"] as const;
const REASONS = ["notSold", "amount", "extra", "outOfStock"] as const;
const SOURCES = ["order", "card"] as const;

export function packageView(p: ApiPackage): ReorderPackageView {
  return {
    ...p,
    deliveryType: oneOf(DELIVERY, p.deliveryType, "delivery type"),
    unavailableReason: p.unavailableReason === null ? null : oneOf(REASONS, p.unavailableReason, "unavailable reason"),
  };
}

export function sourceKind(source: string | null): (typeof SOURCES)[number] | null {
  return source === null ? null : oneOf(SOURCES, source, "reorder source");
}

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
