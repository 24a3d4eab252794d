/** /account/adresboek/ — the account's address book (issue 15). Personal: no shared cache. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressBookPage } from "../accounts/AddressBookPage";
import { addressBookAction, loadAddressBook } from "../accounts/book-page.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAddressBook(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => addressBookAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function AccountAddressBookRoute() {
  return <AddressBookPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
