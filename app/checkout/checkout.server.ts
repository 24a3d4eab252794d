/**
 * The checkout page (spec §2 /bestellen/, steps details → shipping → payment → success; §4 Checkout;
 * query parameters order + error for a payment retry). Each step is a form post validated with its
 * schema here and again by the API; the page shows the first step that is not done yet, or the one
 * asked for when the steps before it are done.
 */
import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect, redirectDocument } from "@remix-run/node";
import { challengeUrl } from "../accounts/captcha-url";
import { issueFormPass } from "../accounts/form-pass.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { fieldsOf } from "../api/fields";
import { graphql } from "../api/generated/server";
import type { GiftCardPaymentFieldsFragment } from "../api/generated/server/graphql";
import { CART, type CartData, LEAVE_CHECKOUT } from "../basket/queries.server";
import { dispatchDateOptions, earliestDispatchDate, isValidDispatchDate } from "../delivery/delivery-dates";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { allCardPrefixes, cardCheckSchema } from "../giftcards/check.schema";
import { getI18n } from "../i18n/i18n";
import { logoOf, METHOD_INFO, type PaymentMethodId } from "../payments/methods";
import { seoForScreen } from "../seo/seo.server";
import { asJsonText } from "../storefront/json-text";
import { href } from "../storefront/links";
import { detailsSchema, paymentSchema, shippingSchema } from "./checkout.schema";
import type { CheckoutStep } from "./checkout-data";
import { checkoutPrefill } from "./prefill.server";

const SAVE_DETAILS = graphql(`
  mutation details($userData: UserDataInput!, $fields: [KeyValue!]!) {
    saveCheckoutDetails(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }
  }
`);

const SAVE_SHIPPING = graphql(`
  mutation shipping($userData: UserDataInput!, $fields: [KeyValue!]!) {
    saveCheckoutShipping(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }
  }
`);

const PLACE_ORDER = graphql(`
  mutation place($userData: UserDataInput!, $fields: [KeyValue!]!) {
    placeOrder(userData: $userData, fields: $fields) { kind url orderUuid errors { message code referencedRequestParameter } }
  }
`);

/** The gift cards paying for the basket (the API's GiftCardPaymentFields). */
export type GiftCardPayments = GiftCardPaymentFieldsFragment;

/** The gift cards paying for the basket (checkout payment step). */
graphql(`
  fragment GiftCardPaymentFields on GiftCardPayments {
    cards { cardId maskedNumber balance { currency value } used { currency value } } total { currency value } rest { currency value } covered
  }
`);

const GIFTCARD_PAYMENTS = graphql(`
  query giftCardPayments($userData: UserDataInput!) {
    giftCardPayments(userData: $userData) { payments { ...GiftCardPaymentFields } errors { message code referencedRequestParameter } }
  }
`);

const ADD_CARD = graphql(`
  mutation addCard($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
    addGiftCardPayment(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
      payments { covered } errors { message code referencedRequestParameter }
    }
  }
`);

const REMOVE_CARD = graphql(`
  mutation removeCard($userData: UserDataInput!, $cardId: ID!) {
    removeGiftCardPayment(userData: $userData, cardId: $cardId) { payments { covered } errors { message code referencedRequestParameter } }
  }
`);

const ORDER_STATUS = graphql(`
  query checkoutStatus($userData: UserDataInput!, $uuid: String!) {
    orderStatus(userData: $userData, uuid: $uuid) { order { uuid status paymentStatus canRetry } }
  }
`);

const USER = graphql(`
  query user($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { email } } } }
`);

/**
 * What a checkout page reads, in one operation: the basket, who is logged in and — when the payment
 * step is asked for — the gift cards paying (one pass through the API's pipeline instead of three).
 */
const CHECKOUT_READS = graphql(`
  query checkout($userData: UserDataInput!, $payments: Boolean!) {
    cart(userData: $userData) { order { ...CartFields } errors { message code referencedRequestParameter } }
    getUserInfo(userData: $userData) { user { mainProfile { email } } }
    giftCardPayments(userData: $userData) @include(if: $payments) {
      payments { ...GiftCardPaymentFields } errors { message code referencedRequestParameter }
    }
  }
`);

/** The error parameter of a payment retry (spec §2 query parameters) → the message shown. */
const RETRY_ERRORS: Record<string, number> = {
  refused: ErrorCode.PaymentRefused,
  cancelled: ErrorCode.PaymentCancelled,
  fraud: ErrorCode.FraudCheck,
  retryLimit: ErrorCode.RetryLimit,
  error: ErrorCode.PaymentFailed,
};

export function retryErrorCode(error: string): number {
  return RETRY_ERRORS[error] ?? ErrorCode.PaymentFailed;
}

function stepsDone(cart: CartData): Record<CheckoutStep, boolean> {
  const details = Boolean(cart.customer);
  const shipping =
    details &&
    Boolean(cart.billingAddress) &&
    cart.shipments.every((s) => s.deliveryType === "DIGITAL" || Boolean(s.deliveryAddress));
  return { details, shipping, payment: false };
}

export async function loadCheckout(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const basket = href(context.storefront, "basket");
  if (!context.session.hasCookie) throw redirect(basket);
  const asked = url.searchParams.get("step") as CheckoutStep | null;
  const retryOrder = url.searchParams.get("order");
  const retryError = url.searchParams.get("error");
  const [{ cart, getUserInfo, giftCardPayments }, i18n] = await Promise.all([
    context.api.request(CHECKOUT_READS, { payments: asked === "payment" || Boolean(retryOrder && retryError) }),
    getI18n(context.language),
  ]);
  const order = cart.order;
  if (!order || order.itemCount === 0) throw redirect(basket);
  const done = stepsDone(order);
  const first: CheckoutStep = !done.details ? "details" : !done.shipping ? "shipping" : "payment";
  const steps: CheckoutStep[] = ["details", "shipping", "payment"];
  const step: CheckoutStep = asked && steps.indexOf(asked) <= steps.indexOf(first) ? asked : first;

  // spec §2: retry applies when the error parameter is present, the retry feature is on and there is no redeem token.
  const sf = context.storefront;
  let retry: { orderUuid: string; error: ApiError } | null = null;
  if (retryOrder && retryError && sf.features.paymentRetry && !url.searchParams.get("redeemToken")) {
    const { orderStatus } = await context.api.request(ORDER_STATUS, { uuid: retryOrder });
    if (orderStatus.order?.status === "COMPLETED") {
      throw redirect(`${href(sf, "checkout-success")}?order=${orderStatus.order.uuid}`);
    }
    if (orderStatus.order) retry = { orderUuid: orderStatus.order.uuid, error: apiError(retryErrorCode(retryError)) };
  }

  const now = new Date();
  const opts = { timeZone: sf.checkout.timeZone, country: sf.country };
  // Gift cards paying first (spec §7 add gift-card payment): only the payment step shows them.
  const paying =
    step === "payment" || retry
      ? (giftCardPayments ?? (await context.api.request(GIFTCARD_PAYMENTS)).giftCardPayments)
      : null;
  const business = order.customer?.customerType === "BUSINESS";
  // A logged-in customer's details and address book fill the steps not done yet.
  const prefill = getUserInfo.user && step !== "payment" ? await checkoutPrefill(context, url) : null;
  const methods = sf.payments.methods
    .filter((m) => business || !METHOD_INFO[m].businessOnly)
    .map((id) => ({
      id,
      name: METHOD_INFO[id].name,
      logo: logoOf(id),
      flow: METHOD_INFO[id].flow,
      input: METHOD_INFO[id].input ?? null,
    }));
  return {
    // One text for the encoder, not a value per field of every package (ADR 046).
    cart: asJsonText(order),
    step: retry ? ("payment" as const) : step,
    done,
    loggedIn: Boolean(getUserInfo.user),
    prefill,
    userEmail: getUserInfo.user?.mainProfile.email ?? url.searchParams.get("email")?.slice(0, 254) ?? "",
    retry,
    methods,
    issuers: sf.payments.issuers.ideal ?? [],
    giftcards: paying?.payments ?? null,
    // The gift card form (with its captcha's form pass) is the payment step's alone.
    cardForm: paying
      ? { challengeUrl: challengeUrl(context.basename), formPass: await issueFormPass(context, ["giftCardPayment"]) }
      : null,
    paymentClient: context.services.paymentClient,
    locale: `${context.language}-${sf.country}`,
    dispatchDates: dispatchDateOptions(now, opts, 30),
    earliest: earliestDispatchDate(now, opts),
    deliveryCountries: sf.checkout.deliveryCountries,
    idempotencyKey: randomUUID(),
    seo: seoForScreen(context, request, {
      routeId: "checkout",
      title: `${i18n._(msg`Checkout`)} | ${sf.brandName}`,
      noindex: true,
    }),
  };
}

export type CheckoutData = Awaited<ReturnType<typeof loadCheckout>>;

/** What the checkout's steps read: the route data with its basket read from its text. */
export type CheckoutView = Omit<CheckoutData, "cart"> & { cart: CartData };

export interface CheckoutActionData {
  intent: string;
  result: SubmissionResult<string[]> | null;
  errors: ApiError[];
  orderUuid: string | null;
}

/** API errors on form fields go to those fields; the others are shown as the form's error. */
function withApiErrors(
  result: SubmissionResult<string[]>,
  errors: ApiError[],
): { result: SubmissionResult<string[]>; errors: ApiError[] } {
  const fieldErrors: Record<string, string[] | null> = { ...(result.error ?? {}) };
  const rest: ApiError[] = [];
  for (const e of errors) {
    if (e.code === ErrorCode.InvalidInput && e.referencedRequestParameter) {
      const name = e.referencedRequestParameter.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
      fieldErrors[name] = [e.message];
    } else rest.push(e);
  }
  return { result: { ...result, status: "error", error: fieldErrors }, errors: rest };
}

export async function checkoutAction(
  context: AppLoadContext,
  request: Request,
): Promise<CheckoutActionData | Response> {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const intent = String(formData.get("intent") ?? "");
  const sf = context.storefront;
  const checkout = href(sf, "checkout");
  const now = new Date();

  if (intent === "leave") {
    await context.api.request(LEAVE_CHECKOUT);
    return { intent, result: null, errors: [], orderUuid: null };
  }
  if (intent === "details") {
    const { getUserInfo } = await context.api.request(USER);
    const submission = parseForm(formData, {
      i18n,
      schema: detailsSchema(i18n, { loggedIn: Boolean(getUserInfo.user), country: context.storefront.country }),
    });
    if (submission.status !== "success")
      return {
        intent,
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        errors: [],
        orderUuid: null,
      };
    const { saveCheckoutDetails } = await context.api.request(SAVE_DETAILS, { fields: fieldsOf(formData) });
    if (!saveCheckoutDetails.status) {
      const mapped = withApiErrors(
        submission.reply({ hideFields: ["password", "confirmPassword"] }),
        saveCheckoutDetails.errors,
      );
      return { intent, ...mapped, orderUuid: null };
    }
    return redirect(`${checkout}?step=shipping`);
  }
  if (intent === "shipping") {
    const { cart } = await context.api.request(CART, {});
    const opts = { timeZone: sf.checkout.timeZone, country: sf.country };
    const physicalTags = (cart.order?.shipments ?? []).filter((s) => s.deliveryType === "PHYSICAL").map((s) => s.tag);
    const schema = shippingSchema(i18n, {
      physicalTags,
      deliveryCountries: sf.checkout.deliveryCountries,
      isValidDispatchDate: (d) => isValidDispatchDate(d, now, opts),
    });
    // A shipment past the basket's own is refused as a name, never parsed (issue 44).
    const lists = { shipments: physicalTags.length };
    const submission = parseForm(formData, { i18n, schema, lists });
    if (submission.status !== "success") return { intent, result: submission.reply(), errors: [], orderUuid: null };
    const { saveCheckoutShipping } = await context.api.request(SAVE_SHIPPING, { fields: fieldsOf(formData) });
    if (!saveCheckoutShipping.status) {
      return { intent, ...withApiErrors(submission.reply(), saveCheckoutShipping.errors), orderUuid: null };
    }
    return redirect(`${checkout}?step=payment`);
  }
  if (intent === "addCard") {
    const submission = parseForm(formData, {
      i18n,
      schema: cardCheckSchema(i18n, allCardPrefixes(context.registry.all)),
    });
    if (submission.status !== "success") {
      return { intent, result: submission.reply({ hideFields: ["pin"] }), errors: [], orderUuid: null };
    }
    const { addGiftCardPayment } = await context.api.request(ADD_CARD, submission.value);
    if (!addGiftCardPayment.payments) {
      return {
        intent,
        result: submission.reply({ hideFields: ["pin"] }),
        errors: addGiftCardPayment.errors,
        orderUuid: null,
      };
    }
    return redirect(`${checkout}?step=payment`);
  }
  if (intent === "removeCard") {
    await context.api.request(REMOVE_CARD, { cardId: String(formData.get("cardId") ?? "") });
    return redirect(`${checkout}?step=payment`);
  }
  if (intent === "payment") {
    const { giftCardPayments } = await context.api.request(GIFTCARD_PAYMENTS);
    const schema = paymentSchema(i18n, {
      methods: sf.payments.methods,
      issuers: (sf.payments.issuers.ideal ?? []).map((x) => x.id),
      phoneCountry: sf.country,
      covered: giftCardPayments.payments?.covered ?? false,
    });
    const submission = parseForm(formData, { i18n, schema });
    if (submission.status !== "success") return { intent, result: submission.reply(), errors: [], orderUuid: null };
    const { placeOrder } = await context.api.request(PLACE_ORDER, { fields: fieldsOf(formData) });
    const uuid = placeOrder.orderUuid;
    switch (placeOrder.kind) {
      case "redirect":
        // A full page load: the provider's pages are not routes of the shop (even on the same host).
        if (placeOrder.url) return redirectDocument(placeOrder.url);
        break;
      case "processing":
        return redirect(`${href(sf, "checkout-processing")}?order=${uuid}`);
      case "completed":
        return redirect(`${href(sf, "checkout-success")}?order=${uuid}`);
      case "pending":
        return redirect(href(sf, "order-confirmation", { order: uuid ?? "" }));
    }
    const mapped = withApiErrors(submission.reply(), placeOrder.errors);
    return {
      intent,
      result: mapped.result,
      errors: mapped.errors.length
        ? mapped.errors
        : placeOrder.errors.length
          ? []
          : [apiError(ErrorCode.PaymentFailed)],
      orderUuid: uuid,
    };
  }
  return { intent, result: null, errors: [apiError(ErrorCode.InvalidInput, "intent")], orderUuid: null };
}

export type { PaymentMethodId };
