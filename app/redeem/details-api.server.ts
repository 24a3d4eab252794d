/** The card details page's API call (spec §7; issue 14), typed with what the page and its voucher read. */

import type { ApiError } from "../api/errors";
import { graphql } from "../api/generated/server";
import type { LedgerKind } from "../db/commerce-types";
import type { CardState } from "../giftcards/held.server";
import type { Money } from "./api-docs.server";

export interface CardDetailsView {
  id: number;
  maskedNumber: string;
  balance: Money;
  expiryDate: string;
  state: CardState;
  product: { title: string; path: string; image: { url: string; alt: string } } | null;
  ledger: { date: string; kind: LedgerKind; amount: Money; balanceAfter: Money }[];
}

export interface CardDetailsResult {
  status: boolean;
  cards: CardDetailsView[];
  errors: ApiError[];
}

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
