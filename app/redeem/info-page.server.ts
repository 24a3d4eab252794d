/**
 * The redeem gift card info page `/saldocheck/info/{pageId}/` (spec §2): what a business redeem page
 * offers — its company's words, what is good to know and the gift cards its cards may be spent on —
 * with the way to the balance check. The same for every visitor: no session, shared-cacheable.
 */
import type { AppLoadContext } from "@remix-run/node";
import { seoForScreen } from "../seo/seo.server";
import { PAGE_INFO, redeemProductItem } from "./api-docs.server";

export async function loadRedeemInfo(context: AppLoadContext, request: Request, pageId: string) {
  const { redeemPageInfo } = await context.api.request(PAGE_INFO, { pageId });
  if (!redeemPageInfo.page) throw new Response("Not Found", { status: 404 });
  return {
    page: redeemPageInfo.page,
    items: redeemPageInfo.items.map(redeemProductItem),
    total: redeemPageInfo.total,
    seo: seoForScreen(context, request, {
      routeId: "redeem-info",
      title: `${redeemPageInfo.page.title} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}
