/**
 * The pages of the account area (spec §2 /account/overzicht/ … /account/gegevens/, §6 logged-in
 * account holder): their route ids in menu order. The header's account dropdown and the overview list
 * the ones the route table holds, so a page appears in both once its route exists. Their names live
 * here, in the catalog every page loads (the header shows them everywhere). No server imports.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SCREENS } from "./route-table";

/** Menu order of the account pages (address book and account data come with their own routes). */
const ACCOUNT_PAGE_IDS = ["account-overview", "account-orders", "address-book", "account-data"] as const;

export type AccountPageId = (typeof ACCOUNT_PAGE_IDS)[number];

/** The pages' names in the account menu and on the overview. */
export const ACCOUNT_PAGE_LABELS: Record<AccountPageId, MessageDescriptor> = {
  "account-overview": msg`Account overview`,
  "account-orders": msg`My orders`,
  "address-book": msg`Address book`,
  "account-data": msg`My details`,
};

const routed = new Set<string>(SCREENS.map((s) => s.id));

/** The account pages the route table holds, in menu order. */
export const ACCOUNT_PAGES: readonly AccountPageId[] = ACCOUNT_PAGE_IDS.filter((id) => routed.has(id));

/** Whether a route id (a Remix id or a screen id) is an account page: anonymous visitors go to identify. */
export function isAccountPage(id: string | undefined): id is AccountPageId {
  return (ACCOUNT_PAGES as readonly string[]).includes(id ?? "");
}

/** The identify page's `next`: an account page to return to after login, or the checkout (spec §4). */
export const NEXT_VALUES = ["", "checkout", ...ACCOUNT_PAGES] as const;
export type NextValue = "" | "checkout" | AccountPageId;

export function nextOf(value: string | null | undefined): NextValue {
  return (NEXT_VALUES as readonly string[]).includes(value ?? "") ? (value as NextValue) : "";
}
