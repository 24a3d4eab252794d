/** The basket (spec §2 /winkelmandje/, per-storefront slug). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BasketPage } from "../basket/BasketPage";
import { type BasketActionData, basketAction, loadBasket } from "../basket/basket.server";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { seoMeta } from "../seo/meta";
import { requireOwnSlug } from "../storefront/slug.server";

export const handle = shopHandle;
export const clientLoader = withShopCatalog;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireOwnSlug(context, request, "basket");
  return loadBasket(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireOwnSlug(context, request, "basket");
  return basketAction(context, request);
}

export const meta = seoMeta;

export default function BasketRoute() {
  const action = useActionData<typeof basketAction>() as BasketActionData | undefined;
  return <BasketPage data={useLoaderData<typeof loader>()} action={action} />;
}
