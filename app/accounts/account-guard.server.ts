/**
 * Who is logged in, the guard of the account pages and logging out (spec §6: anonymous visitors are
 * sent to the identify page; §4 Logout success). Every account page's loader starts with
 * `requireAccount`: without a logged-in account the visitor goes to `/account/?next=<page>` and, once
 * logged in, comes back to the page.
 */
import { type AppLoadContext, redirect } from "@remix-run/node";
import type { Doc } from "../api/document";
import { graphql } from "../api/generated/server";
import type { UserDataInput } from "../api/generated/server/graphql";
import type { AccountPageId } from "../storefront/account-pages";
import { href } from "../storefront/links";
import { safeRedirectTarget } from "../storefront/safe-redirect";

/** Personal pages and their redirects are never stored by a browser or a shared cache. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export interface AccountUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const ME = graphql(`
  query me($userData: UserDataInput!) {
    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }
  }
`);

const LOGOUT = graphql(`
  mutation logout($userData: UserDataInput!) { userLogout(userData: $userData) { status } }
`);

/** The logged-in account as a getUserInfo query asks for it (spec §7), or null; no session cookie, no call. */
export async function userInfo<T>(
  context: AppLoadContext,
  query: Doc<{ getUserInfo: { user: T | null } }, { userData: UserDataInput }>,
): Promise<T | null> {
  if (!context.session.hasCookie) return null;
  return (await context.api.request(query)).getUserInfo.user;
}

/** The logged-in account's name and e-mail, or null. */
export async function currentUser(context: AppLoadContext): Promise<AccountUser | null> {
  return (await userInfo(context, ME))?.mainProfile ?? null;
}

/** Identify, with the way back to the account page asked for (spec §6: anonymous visitors go there). */
export function toIdentify(context: AppLoadContext, page: AccountPageId): never {
  throw redirect(`${href(context.storefront, "account")}?${new URLSearchParams({ next: page })}`, {
    headers: PRIVATE_HEADERS,
  });
}

/** The account of an account page, or a redirect to identify with the way back (spec §6). */
export async function requireAccount(context: AppLoadContext, page: AccountPageId): Promise<AccountUser> {
  const user = await currentUser(context);
  return user ?? toIdentify(context, page);
}

/**
 * Logs out (spec §4 Logout success): the session ends, and with it the user info, the checkout's
 * prefill and the basket (the next one is new and empty). From an account page — every page under
 * /account/ — the visitor goes home, from any other page back to it. `back` is the page's path
 * relative to the storefront (a form field): only such a path is followed.
 */
export async function logOut(context: AppLoadContext, back: string): Promise<Response> {
  await context.api.request(LOGOUT);
  const sf = context.storefront;
  const own = safeRedirectTarget(back) !== null && !back.startsWith(href(sf, "account"));
  return redirect(own ? back : href(sf, "home"), { headers: PRIVATE_HEADERS });
}
