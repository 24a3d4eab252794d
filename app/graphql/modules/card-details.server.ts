/**
 * Card details (spec §2 `/kaartgegevens/`, §3 Gift card, §4 card status, §8 card and redeem messages;
 * issue 14): the cards of the redeem session the token names, with their product, state and ledger.
 * The number is masked to its last four digits; the pin is never read. A token of another storefront,
 * an expired or a tampered one answers with the redeem token errors. Rules live in giftcards/ and redeem/.
 */
import { lastFourMasked } from "../../giftcards/check.server";
import { type CardDetail, sessionCardDetails } from "../../redeem/card-details.server";
import type { ApiContext, UserData } from "../context.server";
import type { SchemaModule } from "./index";
import { opened } from "./redeem.server";

const typeDefs = /* GraphQL */ `
  "spec §4 card status, as a card's holder sees it now."
  enum CardState {
    active
    expired
    blocked
    notActivated
  }

  "spec §3 Gift card: what changed the balance."
  enum CardLedgerKind {
    issue
    redeem
    refund
    activation
    doubler
    expiry
  }

  type CardLedgerEntry {
    "ISO date-time of the change."
    date: String!
    kind: CardLedgerKind!
    "Positive: credited; negative: debited."
    amount: Price!
    balanceAfter: Price!
  }

  type CardDetailsProduct {
    title: String!
    path: String!
    image: Image!
  }

  type CardDetails {
    "The card's id in the session (GiftCardInfo cards[].id)."
    id: Int!
    "The number with all but its last four digits hidden."
    maskedNumber: String!
    balance: Price!
    "ISO date the card expires."
    expiryDate: String!
    state: CardState!
    "The product the card was bought as, when this shop has it."
    product: CardDetailsProduct
    "Every balance change, oldest first."
    ledger: [CardLedgerEntry!]!
  }

  type CardDetailsResult {
    status: Boolean!
    cards: [CardDetails!]!
    errors: [Error!]!
  }

  extend type Query {
    "The cards of the redeem session the token names, with product, state and ledger (the card details page)."
    cardDetails(userData: UserDataInput!): CardDetailsResult!
  }
`;

function view(card: CardDetail) {
  const price = (value: number) => ({ currency: card.currency, value });
  return {
    id: card.id,
    maskedNumber: lastFourMasked(card.number),
    balance: price(card.balance),
    expiryDate: card.expiresAt.toISOString().slice(0, 10),
    state: card.state,
    product: card.product,
    ledger: card.ledger.map((e) => ({
      date: e.createdAt.toISOString(),
      kind: e.kind,
      amount: price(e.amount),
      balanceAfter: price(e.balanceAfter),
    })),
  };
}

export const cardDetailsModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        cardDetails: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const o = await opened(ctx, args.userData);
          if (!o.ok) return { status: false, cards: [], errors: o.errors };
          const cards = await sessionCardDetails(ctx.db, o.storefront, o.language, o.session);
          return { status: true, cards: cards.map(view), errors: [] };
        },
      },
    },
  ],
};
