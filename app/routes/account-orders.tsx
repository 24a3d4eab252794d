/** /account/bestellingen/ — every order of the account, paged; `?order={uuid}` its details modal (spec §2; issue 15). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrdersPage } from "../account-area/AccountAreaPages";
import { loadOrders } from "../account-area/pages.server";
import { PRIVATE_HEADERS } from "../accounts/account-guard.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadOrders(context, request, params.page);
export const headers = () => PRIVATE_HEADERS;
export const meta = seoMeta;

export default function AccountOrdersRoute() {
  return <OrdersPage data={useLoaderData<typeof loader>()} />;
}
