/**
 * The guard of the account pages that edit the profile (address book, account data): the logged-in
 * account holder's whole profile, or identify with the way back (`toIdentify`). Without a session
 * cookie no API call is made.
 */
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "../api/generated/server";
import type { AccountPageId } from "../storefront/account-pages";
import { toIdentify, userInfo } from "./account-guard.server";

export const USER_INFO = graphql(`
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

/** The logged-in account's whole profile for an account page that edits it, or identify (account-guard.server.ts). */
export async function requireCustomer(context: AppLoadContext, page: AccountPageId) {
  return (await userInfo(context, USER_INFO)) ?? toIdentify(context, page);
}
