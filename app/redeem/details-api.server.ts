/** The card details page's API call (spec §7; issue 14), typed with what the page and its voucher read. */

import { graphql } from "../api/generated/server";
import type { CardDetailsQuery } from "../api/generated/server/graphql";

/** The session's cards with their ledgers, as the page and its voucher read them (the API's answer). */
export type CardDetailsResult = CardDetailsQuery["cardDetails"];
export type CardDetailsView = CardDetailsResult["cards"][number];

export const CARD_DETAILS = graphql(`
  query cardDetails($userData: UserDataInput!) {
    cardDetails(userData: $userData) {
      status
      cards { id maskedNumber balance { currency value } expiryDate state product { title path image { url alt } }
        ledger { date kind amount { currency value } balanceAfter { currency value } } }
      errors { message code referencedRequestParameter }
    }
  }
`);
