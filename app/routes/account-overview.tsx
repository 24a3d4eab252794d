/** /account/overzicht/ — the account overview (spec §2; issue 15). Personal: private, no-store. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OverviewPage } from "../account-area/AccountAreaPages";
import { loadOverview, overviewAction } from "../account-area/pages.server";
import { PRIVATE_HEADERS } from "../accounts/account-guard.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadOverview(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => overviewAction(context, request);
export const headers = () => PRIVATE_HEADERS;
export const meta = seoMeta;

export default function AccountOverviewRoute() {
  return <OverviewPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
