/** /saldocheck/checkout/ — redeem checkout and its confirmation (spec §2; issue 13). Personal: never shared-cached. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { loadRedeemCheckout, redeemCheckoutAction } from "../redeem/checkout-page.server";
import { RedeemCheckoutPage, RedeemConfirmation } from "../redeem/RedeemCheckoutPage";
import { seoMeta } from "../seo/meta";

export const handle = { ...shopHandle, layout: "redeem" as const };
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadRedeemCheckout(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => redeemCheckoutAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function RedeemCheckoutRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (data.kind === "confirmation") return <RedeemConfirmation order={data.order} shopHref={data.shopHref} />;
  return <RedeemCheckoutPage data={data} action={answer} />;
}
