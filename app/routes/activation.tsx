/** /activeren/ — choice-card activation (spec §2; issue 14). The form's answer is personal: no shared cache. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActivationPage } from "../activation/ActivationPage";
import { activationAction, loadActivation } from "../activation/page.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

// The payment form and its texts are the shop catalog's (checkout's terms field, payment messages).
export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadActivation(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => activationAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function ActivationRoute() {
  return <ActivationPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
