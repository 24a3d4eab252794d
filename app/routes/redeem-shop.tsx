/** /saldocheck/inwisselen/[{pageId}/][{page}/] — redeem shop (spec §2; issue 13). Personal: never shared-cached. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { RedeemShopPage } from "../redeem/RedeemShopPage";
import { loadRedeemShop, redeemShopAction } from "../redeem/shop-page.server";
import { seoMeta } from "../seo/meta";

export const handle = { ...shopHandle, layout: "redeem" as const };
export const clientLoader = withShopCatalog;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadRedeemShop(context, request, params);
export const action = ({ request, context, params }: ActionFunctionArgs) => redeemShopAction(context, request, params);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function RedeemShopRoute() {
  return <RedeemShopPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>()} />;
}
