/** /bestellen/betaling-verwerken/: back from the provider, or waiting for an app confirmation (spec §2, §4). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProcessingPage } from "../checkout/ConfirmationPages";
import { loadProcessing } from "../checkout/confirmation.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadProcessing(context, request);
export const meta = seoMeta;

export default function CheckoutProcessingRoute() {
  return <ProcessingPage data={useLoaderData<typeof loader>()} />;
}
