/** /saldocheck/info/{pageId}/ — a business redeem page's information (spec §2; issue 13). The same for everyone. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { loadRedeemInfo } from "../redeem/info-page.server";
import { RedeemInfoPage } from "../redeem/RedeemInfoPage";
import { seoMeta } from "../seo/meta";

export const handle = { ...shopHandle, layout: "redeem" as const };
export const clientLoader = withShopCatalog;
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadRedeemInfo(context, request, params.pageId ?? "");
export const meta = seoMeta;

export default function RedeemInfoRoute() {
  const data = useLoaderData<typeof loader>();
  return <RedeemInfoPage page={data.page} items={data.items} />;
}
