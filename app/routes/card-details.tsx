/** /kaartgegevens/ — card details of the redeem session's cards (spec §2; issue 14). Personal: never shared-cached. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { CardDetailsPage } from "../redeem/CardDetailsPage";
import { loadCardDetails } from "../redeem/details-page.server";
import { seoMeta } from "../seo/meta";

export const handle = { ...shopHandle, layout: "redeem" as const };
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCardDetails(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function CardDetailsRoute() {
  return <CardDetailsPage data={useLoaderData<typeof loader>()} />;
}
