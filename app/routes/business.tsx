/**
 * The business page (spec §2 /zakelijk/{product?}): ordering for companies with the quote request form,
 * a product's business view with its quote form modal, and the quote's thank-you view (issue 15).
 * The form's answer is personal and the page carries a one-time form pass: no shared cache.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { shopHandle, withShopCatalog } from "../i18n/shop-catalog";
import { BusinessProductView, BusinessView, QuoteThanks } from "../quotes/BusinessPage";
import { loadBusinessPage, quoteAction } from "../quotes/page.server";
import { seoMeta } from "../seo/meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadBusinessPage(context, request, params);
export const action = ({ request, context }: ActionFunctionArgs) => quoteAction(context, request);
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const meta = seoMeta;
// The quote form's texts are in the shop catalog; spec §2 header variants: the business header here.
export const handle = { ...shopHandle, header: "business" };
export const clientLoader = withShopCatalog;

export default function BusinessRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (data.kind === "quote-thanks") return <QuoteThanks data={data} />;
  if (data.kind === "business-product") return <BusinessProductView data={data} action={answer} />;
  return <BusinessView data={data} action={answer} />;
}
