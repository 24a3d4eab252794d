/** /nabestellen/ — order again from an earlier order or a redeem session's card (spec §2; issue 14). Personal: no shared cache. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { loadReorder, reorderAction, type reorderPageData } from "../reorder/page.server";
import { ReorderPage } from "../reorder/ReorderPage";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadReorder(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => reorderAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function ReorderRoute() {
  return <ReorderPage data={useLoaderData<typeof reorderPageData>()} action={useActionData<typeof action>()} />;
}
