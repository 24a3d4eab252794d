/** /account/login/ (spec §2, §5 Login). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LoginPage } from "../accounts/AccountPages";
import { loadAccountPage, loginAction } from "../accounts/account.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAccountPage(context, request, "login");
export const action = ({ request, context }: ActionFunctionArgs) => loginAction(context, request);
export const meta = seoMeta;

export default function AccountLoginRoute() {
  return <LoginPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>() as never} />;
}
