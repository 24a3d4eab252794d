/** Checkout (spec §2 /bestellen/). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutPage } from "../checkout/CheckoutPage";
import { type CheckoutActionData, checkoutAction, loadCheckout } from "../checkout/checkout.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCheckout(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => checkoutAction(context, request);
export const meta = seoMeta;

export default function CheckoutRoute() {
  const action = useActionData<typeof checkoutAction>() as CheckoutActionData | undefined;
  return <CheckoutPage data={useLoaderData<typeof loader>()} action={action} />;
}
