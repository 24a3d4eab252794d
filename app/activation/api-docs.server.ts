/** The activation pages' API documents (app/graphql/modules/activation.server.ts). */
import { doc } from "../api/client.server";
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

export const CREATE = doc<
  { createActivationOrder: { kind: string; url: string | null; orderUuid: string | null; errors: ApiError[] } },
  { fields: Fields }
>(/* GraphQL */ `
  mutation createActivation($userData: UserDataInput!, $fields: [KeyValue!]!) {
    createActivationOrder(userData: $userData, fields: $fields) { kind url orderUuid ${ERRORS} }
  }
`);

export const ACTIVATION = doc<
  { activation: { activation: ActivationData | null; errors: ApiError[] } },
  { uuid: string; orderKey: string | null }
>(
  /* GraphQL */ `
  query activation($userData: UserDataInput!, $uuid: String!, $orderKey: String) {
    activation(userData: $userData, uuid: $uuid, orderKey: $orderKey) {
      activation { uuid state last4 amount { value currency } email canOpenCard refunded }
      ${ERRORS}
    }
  }
`,
);

export const OPEN_CARD = doc<
  { openActivatedCard: { redeemToken: string | null; errors: ApiError[] } },
  { uuid: string }
>(
  /* GraphQL */ `
  mutation openActivatedCard($userData: UserDataInput!, $uuid: String!) {
    openActivatedCard(userData: $userData, uuid: $uuid) { redeemToken ${ERRORS} }
  }
`,
);
