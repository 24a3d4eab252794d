/** /saldocheck/ — balance check (spec §2; issue 13). Personal: never shared-cached. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { BalanceCheckPage } from "../redeem/BalanceCheckPage";
import { balanceCheckAction, loadBalanceCheck } from "../redeem/balance-check.server";
import { seoMeta } from "../seo/meta";

export const handle = { ...shopHandle, layout: "redeem" as const };
export const clientLoader = withShopCatalog;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBalanceCheck(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => balanceCheckAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;

export default function BalanceCheckRoute() {
  return (
    <BalanceCheckPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>() ?? undefined} />
  );
}
