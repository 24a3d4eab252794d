/**
 * The redeem checkout `/saldocheck/checkout/` (spec §2; §4 identify in the redeem flow; §7 add original
 * package to cart and place order): the recipient's details (an address when a card goes by post), the
 * method for the rest when the cards do not cover everything, the terms — one post that saves the
 * details and places the order — and, with `?order=UUID`, the confirmation with the remaining balance.
 */
import { randomUUID } from "node:crypto";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { fieldsOf } from "../api/fields";
import { followNextStep } from "../checkout/next-step.server";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { METHOD_INFO } from "../payments/methods";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { PLACE, REDEEM_ORDER, redeemOrderData, SAVE_DETAILS } from "./api-docs.server";
import { checkoutSchemaOf, type RedeemCheckoutOptions } from "./checkout-form";
import { restPaymentMethods } from "./rest-payment";
import { redeemShopHref } from "./shop-links";
import { openSession, redeemPrefill } from "./shop-page.server";

/** A remainder payment that failed at the provider, as the message the page shows (spec §8). */
const PAYMENT_FAILURES: Record<string, number> = {
  refused: ErrorCode.PaymentRefused,
  cancelled: ErrorCode.PaymentCancelled,
  error: ErrorCode.PaymentFailed,
  fraud: ErrorCode.FraudCheck,
  retryLimit: ErrorCode.RetryLimit,
};

const ORDER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function options(context: AppLoadContext, needsAddress: boolean, priceToPay: number): RedeemCheckoutOptions {
  const sf = context.storefront;
  const methods = restPaymentMethods(sf.payments.methods, priceToPay);
  return {
    methods: methods.map((id) => ({ id, name: METHOD_INFO[id].name, logo: METHOD_INFO[id].logo })),
    issuers: methods.includes("ideal") ? (sf.payments.issuers.ideal ?? []) : [],
    needsAddress,
    deliveryCountries: [...sf.checkout.deliveryCountries],
    country: sf.country,
  };
}

export async function loadRedeemCheckout(context: AppLoadContext, request: Request) {
  const i18n = await getI18n(context.language);
  const uuid = new URL(request.url).searchParams.get("order") ?? "";
  const seo = (title: string) =>
    seoForScreen(context, request, {
      routeId: "redeem-checkout",
      title: `${title} | ${context.storefront.brandName}`,
      noindex: true,
    });
  if (ORDER_UUID.test(uuid)) {
    const { redeemOrder } = await context.api.request(REDEEM_ORDER, { uuid });
    if (!redeemOrder.order) throw new Response("Not Found", { status: 404 });
    return {
      kind: "confirmation" as const,
      order: redeemOrderData(redeemOrder.order),
      shopHref: href(context.storefront, "redeem-shop"),
      seo: seo(i18n._(msg`Thank you for your order`)),
    };
  }
  const info = await openSession(context);
  const shopHref = redeemShopHref(context.storefront, info.page?.key ?? null);
  if (info.basket.packages.length === 0) throw redirect(shopHref);
  const prefill = await redeemPrefill(context, request);
  return {
    kind: "checkout" as const,
    info,
    shopHref,
    prefill,
    options: options(context, info.basket.needsAddress, info.basket.totals.priceToPay.value),
    idempotencyKey: randomUUID(),
    paymentError: (() => {
      const code = PAYMENT_FAILURES[new URL(request.url).searchParams.get("error") ?? ""];
      return code ? apiError(code) : null;
    })(),
    seo: seo(i18n._(msg`Checkout`)),
  };
}

export async function redeemCheckoutAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const info = await openSession(context);
  const o = options(context, info.basket.needsAddress, info.basket.totals.priceToPay.value);
  const submission = parseForm(formData, { i18n, schema: checkoutSchemaOf(i18n, o) });
  if (submission.status !== "success") return { result: submission.reply(), errors: [] as ApiError[] };
  const fields = fieldsOf(formData);
  const { saveRedeemDetails } = await context.api.request(SAVE_DETAILS, { fields });
  if (!saveRedeemDetails.status) return { result: submission.reply(), errors: saveRedeemDetails.errors };
  const { addOriginalPackageToCartAndPlaceOrder: next } = await context.api.request(PLACE, { fields });
  return { result: submission.reply(), errors: followNextStep(context, next, "redeem-checkout") };
}
