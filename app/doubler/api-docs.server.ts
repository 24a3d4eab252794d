/** The doubler's API documents, shared by its pages and the redeem flow's doubler modal. */
import { doc } from "../api/client.server";
import type { ApiError } from "../api/errors";

export type Draw = { month: string; day: string };

export const NEXT_DRAW = doc<{ nextDoublerDraw: { draw: Draw | null; errors: ApiError[] } }>(/* GraphQL */ `
  query nextDraw($userData: UserDataInput!) {
    nextDoublerDraw(userData: $userData) { draw { month day } errors { message code referencedRequestParameter } }
  }
`);

export const ENTER = doc<
  { enterDoubler: { status: boolean; draw: Draw | null; productSlug: string | null; errors: ApiError[] } },
  { input: Record<string, string> }
>(/* GraphQL */ `
  mutation enter($userData: UserDataInput!, $input: DoublerEntryInput!) {
    enterDoubler(userData: $userData, input: $input) {
      status draw { month day } productSlug errors { message code referencedRequestParameter }
    }
  }
`);

export const ENTER_SESSION_CARD = doc<
  { enterDoublerWithRedeemCard: { status: boolean; draw: Draw | null; errors: ApiError[] } },
  { input: { firstName: string; lastName: string; email: string; cardId: string } }
>(/* GraphQL */ `
  mutation enterSessionCard($userData: UserDataInput!, $input: DoublerSessionEntryInput!) {
    enterDoublerWithRedeemCard(userData: $userData, input: $input) {
      status draw { month day } errors { message code referencedRequestParameter }
    }
  }
`);
