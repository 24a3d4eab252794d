/** /account/registreren/ and its success step (spec §2; issue 15). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RegisterPage } from "../accounts/AuthPages";
import { loadAuthPage, registerAction } from "../accounts/auth-pages.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadAuthPage(context, request, "register", params);
export const action = ({ request, context }: ActionFunctionArgs) => registerAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function AccountRegisterRoute() {
  return <RegisterPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
