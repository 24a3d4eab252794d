/**
 * The words of card details (spec §3 Gift card, §4 card status): a card's state and what changed its
 * balance, in the page language — shared by the page and its PDF voucher. No server imports.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LedgerKind } from "../db/commerce-types";
import type { CardState } from "../giftcards/held.server";

export const CARD_STATE_LABELS: Record<CardState, MessageDescriptor> = {
  active: msg({ message: "Active", context: "card state" }),
  expired: msg({ message: "Expired", context: "card state" }),
  blocked: msg({ message: "Blocked", context: "card state" }),
  notActivated: msg({ message: "Not activated", context: "card state" }),
};

export const LEDGER_KIND_LABELS: Record<LedgerKind, MessageDescriptor> = {
  issue: msg({ message: "Card issued", context: "card history" }),
  redeem: msg({ message: "Spent", context: "card history" }),
  refund: msg({ message: "Refunded", context: "card history" }),
  activation: msg({ message: "Activated", context: "card history" }),
  doubler: msg({ message: "Balance doubler", context: "card history" }),
  expiry: msg({ message: "Expired", context: "card history" }),
};
