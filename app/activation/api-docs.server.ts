import { graphql } from "../api/generated/server";
import type { ActivationQuery } from "../api/generated/server/graphql";
import { oneOf } from "../api/narrow";

/** An activation as its page shows it: the API's answer, its state checked (email null unless the viewer may see it). */
export type ActivationData = Omit<ApiActivation, "state"> & { state: (typeof STATES)[number] };
type ApiActivation = NonNullable<ActivationQuery["activation"]["activation"]>;
const STATES = ["paying", "activating", "active", "refused", "canceled"] as const;

export function activationData(a: ApiActivation): ActivationData {
  return { ...a, state: oneOf(STATES, a.state, "activation state") };
}

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
