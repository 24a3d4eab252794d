/**
 * The activation pages (spec §2 `/activeren/`, `/activeren/gelukt/`; issue 14): the form (checked
 * with the same schema in the browser, here and in the API), the payment through the storefront's
 * provider, and the page that follows the activation until the card is active — from where its
 * details open.
 */
import { randomUUID } from "node:crypto";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { challengeUrl } from "../accounts/captcha-url";
import { issueFormPass } from "../accounts/form-pass.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { fieldsOf } from "../api/fields";
import { followNextStep } from "../checkout/next-step.server";
import { orderKeyOf } from "../checkout/orders/order-access.server";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { setRedeemCookie } from "../redeem/cookie.server";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { activationSchema } from "./activation.schema";
import { ACTIVATION, activationData, CREATE, OPEN_CARD } from "./api-docs.server";
import { activationOptions } from "./form-options";

/** A payment that failed at the provider, as the message the form shows (spec §8). */
const PAYMENT_FAILURES: Record<string, number> = {
  refused: ErrorCode.PaymentRefused,
  cancelled: ErrorCode.PaymentCancelled,
  error: ErrorCode.PaymentFailed,
  fraud: ErrorCode.FraudCheck,
  retryLimit: ErrorCode.RetryLimit,
};

function optionsOf(context: AppLoadContext) {
  const options = activationOptions(context.storefront, context.language);
  if (!options) throw new Response("Not Found", { status: 404 });
  return options;
}

export async function loadActivation(context: AppLoadContext, request: Request) {
  const i18n = await getI18n(context.language);
  const code = PAYMENT_FAILURES[new URL(request.url).searchParams.get("error") ?? ""];
  return {
    options: optionsOf(context),
    idempotencyKey: randomUUID(),
    paymentError: code ? apiError(code) : null,
    challengeUrl: challengeUrl(context.basename),
    formPass: await issueFormPass(context, ["activation"]),
    seo: seoForScreen(context, request, {
      routeId: "activation",
      title: `${i18n._(msg`Activate your choice card`)} | ${context.storefront.brandName}`,
      description: i18n._(
        msg`Activate your choice card: enter its number, choose the amount and pay. Your card is active within 24 hours.`,
      ),
    }),
  };
}

export async function activationAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const submission = parseForm(formData, { i18n, schema: activationSchema(i18n, optionsOf(context)) });
  if (submission.status !== "success") return { result: submission.reply(), errors: [] as ApiError[] };
  const { createActivationOrder: next } = await context.api.request(CREATE, { fields: fieldsOf(formData) });
  return { result: submission.reply(), errors: followNextStep(context, next, "activation-done") };
}

/**
 * Where the activation stands. The uuid alone gives the state; the payer's session (the provider's
 * return lands in it) or the activation mail's `?key=` also the e-mail (issue 44, order-access.server.ts).
 */
export async function loadActivationDone(context: AppLoadContext, request: Request) {
  const i18n = await getI18n(context.language);
  const params = new URL(request.url).searchParams;
  const uuid = (params.get("order") ?? "").slice(0, 64);
  const orderKey = orderKeyOf(params.get("key"));
  const { activation } = await context.api.request(ACTIVATION, { uuid, orderKey });
  if (!activation.activation) throw new Response("Not Found", { status: 404 });
  return {
    activation: activationData(activation.activation),
    orderKey,
    activationHref: href(context.storefront, "activation"),
    seo: seoForScreen(context, request, {
      routeId: "activation-done",
      title: `${i18n._(msg`Your activation`)} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

/** "See card details": the active card as a redeem session (for the session that placed it), then its details page. */
export async function activationDoneAction(context: AppLoadContext, request: Request) {
  const uuid = (new URL(request.url).searchParams.get("order") ?? "").slice(0, 64);
  const { openActivatedCard } = await context.api.request(OPEN_CARD, { uuid });
  if (!openActivatedCard.redeemToken) return { errors: openActivatedCard.errors };
  setRedeemCookie(context, openActivatedCard.redeemToken);
  throw redirect(href(context.storefront, "card-details"));
}
