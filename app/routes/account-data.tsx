/** /account/gegevens/ — the account's data, newsletter and the delete-account modal (issue 15). Personal: no shared cache. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountDataPage } from "../accounts/AccountDataPage";
import { accountDataAction, loadAccountData } from "../accounts/data-page.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAccountData(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => accountDataAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function AccountDataRoute() {
  return <AccountDataPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
