/**
 * What the checkout fills in for a logged-in customer (issue 15; spec §4 Logout resets "prefill
 * data"): the account's details for step 1, and an address of the address book for step 2 — the one
 * chosen with `?address=<id>`, else the default. Anonymous shoppers get none.
 */
import type { AppLoadContext } from "@remix-run/node";
import { ADDRESSES, type SavedAddressView } from "../accounts/book-docs.server";
import { USER_INFO } from "../accounts/guard.server";

export interface CheckoutPrefill {
  profile: {
    customerType: "PRIVATE" | "BUSINESS";
    firstName: string;
    lastName: string;
    phoneCountry: string | null;
    phoneNumber: string;
    companyName: string;
    vatNumber: string;
    kvkNumber: string;
    referenceNumber: string;
    invoiceEmail: string;
  } | null;
  addresses: SavedAddressView[];
  /** The address to fill in; `chosen`: picked on the shipping step, so it replaces what the basket holds. */
  address: SavedAddressView | null;
  chosen: boolean;
}

export async function checkoutPrefill(context: AppLoadContext, url: URL): Promise<CheckoutPrefill | null> {
  const [{ addresses }, { getUserInfo }] = await Promise.all([
    context.api.request(ADDRESSES),
    context.api.request(USER_INFO),
  ]);
  const p = getUserInfo.user?.mainProfile;
  if (!p) return null;
  const list = addresses.addresses;
  const asked = list.find((a) => a.id === url.searchParams.get("address")) ?? null;
  return {
    profile: {
      // A profile that never chose is a private customer's (the form's first choice).
      customerType: p.customerType === "BUSINESS" ? "BUSINESS" : "PRIVATE",
      firstName: p.firstName ?? "",
      lastName: p.lastName ?? "",
      phoneCountry: p.phoneCountry,
      phoneNumber: p.phoneNumber ?? "",
      companyName: p.companyName ?? "",
      vatNumber: p.vatNumber ?? "",
      kvkNumber: p.kvkNumber ?? "",
      referenceNumber: p.referenceNumber ?? "",
      invoiceEmail: p.invoiceEmail ?? "",
    },
    addresses: list,
    address: asked ?? list[0] ?? null,
    chosen: asked !== null,
  };
}
