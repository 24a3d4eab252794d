/** The activation pages' API documents (app/graphql/modules/activation.server.ts). */
import { graphql } from "../api/generated/server";
import type { ApiError } from "../api/errors";
import type { Fields } from "../api/fields";

export interface ActivationData {
  uuid: string;
  state: "paying" | "activating" | "active" | "refused" | "canceled";
  last4: string;
  amount: { value: number; currency: string };
  /** Null unless the viewer placed the activation or holds the mail's link (issue 44). */
  email: string | null;
  canOpenCard: boolean;
  refunded: boolean;
}

const ERRORS = "errors { message code referencedRequestParameter }";

export const CREATE = graphql(`
  mutation createActivation($userData: UserDataInput!, $fields: [KeyValue!]!) {
    createActivationOrder(userData: $userData, fields: $fields) { kind url orderUuid errors { message code referencedRequestParameter } }
  }
`);

export const ACTIVATION = graphql(`
  query activation($userData: UserDataInput!, $uuid: String!, $orderKey: String) {
    activation(userData: $userData, uuid: $uuid, orderKey: $orderKey) {
      activation { uuid state last4 amount { value currency } email canOpenCard refunded }
      errors { message code referencedRequestParameter }
    }
  }
`);

export const OPEN_CARD = graphql(`
  mutation openActivatedCard($userData: UserDataInput!, $uuid: String!) {
    openActivatedCard(userData: $userData, uuid: $uuid) { redeemToken errors { message code referencedRequestParameter } }
  }
`);
