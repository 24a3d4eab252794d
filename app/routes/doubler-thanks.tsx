/** /verdubbelaar/bedankt/{product?}/ — thank you for entering the doubler (spec §2; issue 14). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DoublerThanks } from "../doubler/DoublerPage";
import { loadDoublerThanks } from "../doubler/page.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadDoublerThanks(context, request, params);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;
// The human check and the e-mail rule are shared with the shop's forms: their texts are in its catalog.
export const handle = shopHandle;
export const clientLoader = withShopCatalog;

export default function DoublerThanksRoute() {
  return <DoublerThanks data={useLoaderData<typeof loader>()} />;
}
