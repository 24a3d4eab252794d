/** /bestellen/gelukt/?order=… and /bestellen/{uuid}/: the order's confirmation (spec §2). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmationPage } from "../checkout/ConfirmationPages";
import { loadConfirmation } from "../checkout/confirmation.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  params.order
    ? loadConfirmation(context, request, "order-confirmation", params.order)
    : loadConfirmation(context, request, "checkout-success");
export const meta = seoMeta;

export default function OrderConfirmationRoute() {
  return <ConfirmationPage data={useLoaderData<typeof loader>()} />;
}
