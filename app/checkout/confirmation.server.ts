/**
 * After the payment (spec §2 /bestellen/betaling-verwerken/, /bestellen/gelukt/, /bestellen/{uuid}/):
 * the processing page applies the provider's answer on return and waits for app confirmations; the
 * confirmations show the order as it is — completed, waiting for a bank transfer, failed (with retry)
 * or cancelled. The order's summary (receivers, amounts) only to its buyer: the session that placed it
 * or the holder of the confirmation mail's signed link (`?key=`); anyone else with the uuid sees the
 * status alone (issue 44, checkout/orders/order-access.server.ts — the API decides).
 */
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import QRCode from "qrcode";
import { graphql } from "../api/generated/server";
import type { OrderStatusFieldsFragment, OrderSummaryQuery } from "../api/generated/server/graphql";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import type { RouteId } from "../storefront/route-table";
import { orderKeyOf } from "./orders/order-access.server";

/** An order's payment status as the confirmation pages read it (the API's OrderStatusFields). */
export type OrderStatusData = OrderStatusFieldsFragment;

/** An order's payment status (the payment return and the confirmation pages). */
graphql(`
  fragment OrderStatusFields on OrderStatus {
    uuid status type paymentStatus paymentMethod instructions { beneficiary iban bic reference } appUrl qrCode canRetry
  }
`);

const RETURN = graphql(`
  mutation back($userData: UserDataInput!, $orderUuid: String!, $params: [KeyValue!]!) {
    completePaymentReturn(userData: $userData, orderUuid: $orderUuid, params: $params) { order { ...OrderStatusFields } }
  }
`);

const STATUS = graphql(`
  query status($userData: UserDataInput!, $uuid: String!) { orderStatus(userData: $userData, uuid: $uuid) { order { ...OrderStatusFields } } }
`);

/** What the confirmation shows of the order's basket, for its buyer: nothing more reaches the page. */
export interface OrderSummary {
  currency: string;
  itemCount: number;
  grandTotal: number;
  digital: boolean;
  physical: boolean;
  groups: { key: string; product: string; receiver: string; receiverDetail: string; total: number }[];
}

type SummaryResult = NonNullable<OrderSummaryQuery["cart"]["order"]>;

const SUMMARY = graphql(`
  query orderSummary($userData: UserDataInput!, $orderUuid: String, $orderKey: String) {
    cart(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey) {
      order {
        currency itemCount totals { grandTotal { value } }
        groupedTotals { digitalTotal { qty } physicalTotal { qty } }
        packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { value } cardsPreviews { productLabel } }
      }
      errors { message code referencedRequestParameter }
    }
  }
`);

function summaryOf(cart: SummaryResult): OrderSummary {
  return {
    currency: cart.currency,
    itemCount: cart.itemCount,
    grandTotal: cart.totals.grandTotal.value,
    digital: cart.groupedTotals.digitalTotal.qty > 0,
    physical: cart.groupedTotals.physicalTotal.qty > 0,
    groups: cart.packagesGroups.map((g) => ({
      key: `${g.tag}:${g.packageId}`,
      product: g.cardsPreviews[0]?.productLabel ?? "",
      receiver: g.receiverTitle,
      receiverDetail: g.receiverDescription,
      total: g.totalPrice.value,
    })),
  };
}

const FAILED = ["refused", "cancelled", "fraud", "retryLimit", "error"];

function notFound(): never {
  throw new Response("Not found", { status: 404 });
}

/** Where a failed payment sends the shopper: checkout with retry (spec §2) or the payment-failed page. */
function failedTarget(context: AppLoadContext, order: OrderStatusData): string {
  if (context.storefront.features.paymentRetry && order.canRetry) {
    return `${href(context.storefront, "checkout")}?order=${order.uuid}&error=${order.paymentStatus}`;
  }
  return href(context.storefront, "order-confirmation", { order: order.uuid });
}

export async function loadProcessing(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const uuid = url.searchParams.get("order") ?? "";
  if (!/^[0-9a-f-]{36}$/.test(uuid)) notFound();
  const params = [...url.searchParams].filter(([key]) => key !== "order").map(([key, value]) => ({ key, value }));
  const order = params.length
    ? (await context.api.request(RETURN, { orderUuid: uuid, params })).completePaymentReturn.order
    : (await context.api.request(STATUS, { uuid })).orderStatus.order;
  if (!order) notFound();
  // A redeem order is confirmed — or tried again — in the redeem flow.
  if (order.type === "redeem" && (order.status !== "PENDING" || FAILED.includes(order.paymentStatus ?? ""))) {
    throw redirect(
      order.status === "COMPLETED"
        ? `${href(context.storefront, "redeem-checkout")}?order=${uuid}`
        : `${href(context.storefront, "redeem-checkout")}?error=${order.paymentStatus ?? "cancelled"}`,
    );
  }
  // An activation is followed on its own page; a failed payment goes back to its form.
  if (order.type === "activation") {
    if (order.status !== "PENDING") throw redirect(`${href(context.storefront, "activation-done")}?order=${uuid}`);
    if (FAILED.includes(order.paymentStatus ?? "")) {
      throw redirect(`${href(context.storefront, "activation")}?error=${order.paymentStatus}`);
    }
  }
  if (order.status === "COMPLETED") throw redirect(`${href(context.storefront, "checkout-success")}?order=${uuid}`);
  if (order.status === "CANCELED" || order.paymentStatus === "pending") {
    throw redirect(href(context.storefront, "order-confirmation", { order: uuid }));
  }
  if (order.paymentStatus && FAILED.includes(order.paymentStatus)) throw redirect(failedTarget(context, order));
  const i18n = await getI18n(context.language);
  return {
    order,
    // The QR code as an SVG drawing (no script or image request needed).
    qrSvg: order.qrCode
      ? await QRCode.toString(order.qrCode, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
      : null,
    seo: seoForScreen(context, request, {
      routeId: "checkout-processing",
      title: `${i18n._(msg`Your payment is being processed`)} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

export async function loadConfirmation(context: AppLoadContext, request: Request, routeId: RouteId, param?: string) {
  const url = new URL(request.url);
  const uuid = param ?? url.searchParams.get("order") ?? "";
  if (!/^[0-9a-f-]{36}$/.test(uuid)) notFound();
  // The mail's signed key, handed to the API (which checks it) and on to the reorder link.
  const key = orderKeyOf(url.searchParams.get("key"));
  const [{ orderStatus }, { cart }, i18n] = await Promise.all([
    context.api.request(STATUS, { uuid }),
    context.api.request(SUMMARY, { orderUuid: uuid, orderKey: key }),
    getI18n(context.language),
  ]);
  const order = orderStatus.order;
  if (!order) notFound();
  const title = order.status === "COMPLETED" ? i18n._(msg`Thank you for your order`) : i18n._(msg`Your order`);
  return {
    order,
    // null: not the buyer's (another session, no or a wrong or expired key): the status alone.
    summary: cart.order ? summaryOf(cart.order) : null,
    key: cart.order ? key : null,
    retryUrl: context.storefront.features.paymentRetry && order.canRetry ? failedTarget(context, order) : null,
    seo: seoForScreen(context, request, {
      routeId,
      params: param ? { order: param } : {},
      title: `${title} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}
