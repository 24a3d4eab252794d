/** The doubler's API documents, shared by its pages and the redeem flow's doubler modal. */

import { graphql } from "../api/generated/server";

export type Draw = { month: string; day: string };

export const NEXT_DRAW = graphql(`
  query nextDraw($userData: UserDataInput!) {
    nextDoublerDraw(userData: $userData) { draw { month day } errors { message code referencedRequestParameter } }
  }
`);

export const ENTER = graphql(`
  mutation enter($userData: UserDataInput!, $input: DoublerEntryInput!) {
    enterDoubler(userData: $userData, input: $input) {
      status draw { month day } productSlug errors { message code referencedRequestParameter }
    }
  }
`);

export const ENTER_SESSION_CARD = graphql(`
  mutation enterSessionCard($userData: UserDataInput!, $input: DoublerSessionEntryInput!) {
    enterDoublerWithRedeemCard(userData: $userData, input: $input) {
      status draw { month day } errors { message code referencedRequestParameter }
    }
  }
`);
