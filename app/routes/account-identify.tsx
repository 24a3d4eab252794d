/** /account/: identify (e-mail, then login or order as guest), or the logged-in account (spec §2, §4). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { IdentifyPage } from "../accounts/AccountPages";
import { identifyAction, loadAccountPage } from "../accounts/account.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAccountPage(context, request, "account");
export const action = ({ request, context }: ActionFunctionArgs) => identifyAction(context, request);
export const meta = seoMeta;

export default function AccountIdentifyRoute() {
  return <IdentifyPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>() as never} />;
}
