/**
 * The account pages' guard (spec §6: anonymous users are sent to the account identify page): the
 * logged-in account holder of this storefront, or a redirect to `/account/?next=<path>` — the page
 * asked for (its path within the storefront, without the storefront's prefix), so identify/login can come back to it. Without a session cookie no API call is made.
 */
import { type AppLoadContext, redirect } from "@remix-run/node";
import { doc } from "../api/client.server";
import { href } from "../storefront/links";

export interface CustomerProfileView {
  firstName: string | null;
  lastName: string | null;
  email: string;
  invoiceEmail: string | null;
  phoneNumber: string | null;
  vatNumber: string | null;
  customerType: "PRIVATE" | "BUSINESS";
  phoneCountry: string | null;
  companyName: string | null;
  kvkNumber: string | null;
  referenceNumber: string | null;
}

export const USER_INFO = doc<{
  getUserInfo: { user: { mainProfile: CustomerProfileView; subscribed: boolean } | null };
}>(/* GraphQL */ `
  query accountUser($userData: UserDataInput!) {
    getUserInfo(userData: $userData) {
      user {
        mainProfile {
          firstName lastName email invoiceEmail phoneNumber vatNumber
          customerType phoneCountry companyName kvkNumber referenceNumber
        }
        subscribed
      }
    }
  }
`);

export async function requireCustomer(context: AppLoadContext, request: Request) {
  const user = context.session.hasCookie ? (await context.api.request(USER_INFO)).getUserInfo.user : null;
  if (user) return user;
  // The page's path within the storefront (without its prefix), as `href` gives paths.
  const url = new URL(request.url);
  const prefix = context.basename === "/" ? "" : context.basename;
  const path = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname;
  throw redirect(`${href(context.storefront, "account")}?${new URLSearchParams({ next: path + url.search })}`);
}
