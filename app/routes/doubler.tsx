/** /verdubbelaar/ — the balance doubler's entry (spec §2; issue 14). The form's answer is personal: no shared cache. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DoublerPage } from "../doubler/DoublerPage";
import { doublerAction, loadDoubler } from "../doubler/page.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDoubler(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => doublerAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;
// The human check and the e-mail rule are shared with the shop's forms: their texts are in its catalog.
export const handle = shopHandle;
export const clientLoader = withShopCatalog;

export default function DoublerRoute() {
  return <DoublerPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
