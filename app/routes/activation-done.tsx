/** /activeren/gelukt/ — where a paid activation stands, until the card is active (spec §2; issue 14). Personal. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActivationDone } from "../activation/ActivationDone";
import { activationDoneAction, loadActivationDone } from "../activation/page.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

// The payment form and its texts are the shop catalog's (checkout's terms field, payment messages).
export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadActivationDone(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => activationDoneAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function ActivationDoneRoute() {
  return <ActivationDone data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
