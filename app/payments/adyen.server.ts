/**
 * The Adyen adapter of PaymentProvider (docs/decisions/012-payments.md), on Checkout API v72 through the
 * official Node library. Every Adyen answer, including HTTP and network failures, becomes a PaymentOutcome
 * value: callers never see a throw, except parseWebhook's InvalidWebhookError (the route answers 401 on it).
 */
import { createHash } from "node:crypto";
import adyen, { type Types } from "@adyen/api-library";
import { eventCodeOf, notificationItems } from "./adyen-notifications.server";
import type { PaymentMethodId } from "./methods";
import {
  InvalidWebhookError,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  type RefundOutcome,
  type RefundRequest,
  type TransferInstructions,
  type WebhookEvent,
} from "./provider";

// The library is CommonJS and Node's ESM loader cannot see `CheckoutAPI` as a named export: take it
// from the default export, which works both under vitest and in the server build.
const { Client, CheckoutAPI, hmacValidator } = adyen;

type CheckoutPaymentRequest = Types.checkout.PaymentRequest;
type CheckoutPaymentMethod = CheckoutPaymentRequest["paymentMethod"];
type CheckoutResponse = Types.checkout.PaymentResponse | Types.checkout.PaymentDetailsResponse;

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** Hex HMAC key of the standard webhook (Customer Area → Webhooks). */
  hmacKey: string;
  /** Public key for Adyen Components on the payment step; unused on the server. */
  clientKey: string;
  environment: "TEST" | "LIVE";
  /** Required for LIVE: the prefix of the account's live checkout host (`<prefix>-checkout-live.adyenpayments.com`). */
  liveEndpointUrlPrefix?: string;
}

/**
 * Adyen's `paymentMethod.type` per shop method. Sources: the discriminator mapping of
 * @adyen/api-library 32.1.0 (typings/checkout/paymentRequestPaymentMethod.js), adyen-web's TxVariants and
 * docs.adyen.com/payment-methods/payment-method-types. Invoice never reaches Adyen: the shop handles it.
 */
export const ADYEN_METHOD_TYPES: Record<Exclude<PaymentMethodId, "invoice">, string> = {
  card: "scheme",
  paypal: "paypal",
  // Bancontact card: a card payment, so Adyen needs the bcmc Component's encrypted fields (clientData).
  bancontact: "bcmc",
  // Belfius and KBC/CBC are in none of the three sources above: these names are unconfirmed and must be
  // checked with Adyen before a storefront offers them (Adyen answers 422, i.e. an error outcome, otherwise).
  belfius: "belfius",
  kbc: "kbc",
  ideal: "ideal",
  applepay: "applepay",
  // Listed by Adyen but discontinued by the scheme (giropay ended 2024; Sofort moved into Klarna).
  giropay: "giropay",
  sofort: "directEbanking",
  trustly: "trustly",
  // Adyen sells Przelewy24/Dotpay as "Online banking Poland"; it asks for the bank (issuer).
  przelewy24: "onlineBanking_PL",
  eps: "eps",
  swish: "swish",
  blik: "blik",
  mbway: "mbway",
  // Payconiq by Bancontact is Adyen's "Bancontact mobile".
  payconiq: "bcmc_mobile",
  banktransfer: "bankTransfer_IBAN",
};

/** Methods whose paymentMethod object comes from Adyen Components in the browser (encrypted card data, wallet token). */
const COMPONENT_METHODS: ReadonlySet<PaymentMethodId> = new Set(["card", "applepay", "bancontact"]);
/** Methods that can meet 3-D Secure. */
const CARD_METHODS: ReadonlySet<PaymentMethodId> = new Set(["card", "bancontact"]);

// https://docs.adyen.com/development-resources/refusal-reasons: 14 Acquirer Fraud, 20 FRAUD,
// 22 FRAUD-CANCELLED, 31 Issuer Suspected Fraud; 29 Withdrawal count exceeded, 46 blocked by Adyen to
// prevent excessive retry fees. (7 is "Invalid Amount" and 27 "Declined Non Generic": plain refusals.)
const FRAUD_CODES = new Set(["14", "20", "22", "31"]);
const RETRY_LIMIT_CODES = new Set(["29", "46"]);

type Refusal = { kind: "fraud" } | { kind: "retryLimit" } | { kind: "refused"; reason?: string };

function classifyRefusal(reason: string | undefined, code: string | undefined): Refusal {
  const text = reason?.toLowerCase() ?? "";
  if ((code && FRAUD_CODES.has(code)) || text.includes("fraud")) return { kind: "fraud" };
  if (
    (code && RETRY_LIMIT_CODES.has(code)) ||
    text.includes("withdrawal count exceeded") ||
    text.includes("too many") ||
    text.includes("excessive retry")
  ) {
    return { kind: "retryLimit" };
  }
  return { kind: "refused", reason: reason || undefined };
}

function errorMessage(error: unknown): string {
  return `Adyen: ${error instanceof Error ? error.message : String(error)}`;
}

/** A name in one field, as the shop asks it; Adyen wants two. Split at the first space so "van der Berg" stays a last name. */
function splitName(name: string): Types.checkout.Name {
  const trimmed = name.trim();
  const space = trimmed.indexOf(" ");
  return space < 0
    ? { firstName: trimmed, lastName: "" }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

function paymentMethodOf(request: PaymentRequest, type: string): CheckoutPaymentMethod | string {
  const { method } = request;
  if (COMPONENT_METHODS.has(method)) {
    // Bancontact can start without card fields only if Adyen hosts them; card and Apple Pay cannot.
    if (!request.clientData && method !== "bancontact") return `${method} needs the data of Adyen Components`;
    return { ...request.clientData, type } as unknown as CheckoutPaymentMethod;
  }
  const pm: Record<string, string> = { type };
  if (method === "ideal" || method === "przelewy24" || method === "eps") {
    if (request.issuer) pm.issuer = request.issuer;
  } else if (method === "blik") {
    if (!request.blikCode) return "BLIK needs a blikCode";
    pm.blikCode = request.blikCode;
  } else if (method === "mbway") {
    if (!request.phone) return "MB WAY needs a phone number";
    // Adyen's MbwayDetails requires the email next to the phone.
    pm.telephoneNumber = request.phone;
    pm.shopperEmail = request.shopper.email;
  }
  return pm as unknown as CheckoutPaymentMethod;
}

function stringField(action: object, key: string): string | undefined {
  const value = (action as Record<string, unknown>)[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Bank details from a bankTransfer (or voucher) action, only when Adyen gave all of them. */
function instructionsOf(action: CheckoutResponse["action"]): TransferInstructions | undefined {
  if (!action) return undefined;
  const beneficiary = stringField(action, "beneficiary");
  const iban = stringField(action, "iban");
  const bic = stringField(action, "bic");
  const reference = stringField(action, "reference");
  return beneficiary && iban && bic && reference ? { beneficiary, iban, bic, reference } : undefined;
}

/**
 * One Adyen response → outcome, for /payments and /payments/details alike. `isBankTransfer` tells a
 * transfer waiting for money (pending) from a payment waiting for its webhook (await).
 */
function outcomeOf(response: CheckoutResponse, isBankTransfer: boolean): PaymentOutcome {
  const pspReference = response.pspReference;
  const action = response.action ?? undefined;
  switch (response.resultCode) {
    case "Authorised":
      return pspReference
        ? { status: "authorised", pspReference }
        : { status: "error", message: "Adyen: Authorised without a pspReference" };
    case "RedirectShopper":
    case "IdentifyShopper":
    case "ChallengeShopper": {
      const url = action && stringField(action, "url");
      const method = action && stringField(action, "method");
      if (action?.type !== "redirect" || !url) {
        // Native 3-D Secure (threeDS2 action) needs Adyen Components on the page: we ask for redirect 3DS instead.
        return { status: "error", message: `Adyen: ${response.resultCode} with an action the shop cannot follow` };
      }
      if (method && method.toUpperCase() !== "GET") {
        // A POST redirect needs an auto-submitting form with action.data; the outcome can only carry a URL.
        // None of our methods gets one from Adyen v72 (3DS2 and bank redirects are GET).
        return { status: "error", message: `Adyen: ${method} redirects are not supported` };
      }
      // Adyen sends the pspReference with actions since v67; completeRedirect does not need it anyway.
      return { status: "redirect", pspReference: pspReference ?? "", url };
    }
    case "Pending":
    case "Received":
    case "PresentToShopper":
      if (!pspReference) return { status: "error", message: `Adyen: ${response.resultCode} without a pspReference` };
      if (isBankTransfer) {
        const instructions = instructionsOf(action);
        return instructions ? { status: "pending", pspReference, instructions } : { status: "pending", pspReference };
      }
      // Vouchers to present (Multibanco, Boleto…) are not methods of spec §3.
      if (response.resultCode === "PresentToShopper") {
        return { status: "error", message: "Adyen: PresentToShopper for a method that is not a bank transfer" };
      }
      // An await action, or none: the webhook settles it. A qrCode action (Swish, Payconiq on a desktop)
      // is shown on the processing page; its qrCodeData is what the shopper's app scans.
      if (action?.type === "qrCode" && "qrCodeData" in action && typeof action.qrCodeData === "string") {
        return { status: "await", pspReference, qrCode: action.qrCodeData };
      }
      return { status: "await", pspReference };
    // Only /payments/details of a few methods; the webhook carries the authorisation, so wait for it.
    case "Success":
      return pspReference
        ? { status: "await", pspReference }
        : { status: "error", message: "Adyen: Success without a pspReference" };
    case "Refused": {
      const refusal = classifyRefusal(response.refusalReason, response.refusalReasonCode);
      if (refusal.kind === "refused") return { status: "refused", pspReference, reason: refusal.reason };
      return { status: refusal.kind, pspReference };
    }
    case "Cancelled":
      return { status: "cancelled", pspReference };
    case "Error":
      return { status: "error", message: `Adyen: ${response.refusalReason ?? "Error"}` };
    default:
      return { status: "error", message: `Adyen: unexpected resultCode ${String(response.resultCode)}` };
  }
}

/** True when Adyen gave no usable answer: no HTTP status (timeout, network) or a 5xx. */
function noAnswer(error: unknown): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status !== "number" || status === 0 || status >= 500;
}

/** Milliseconds of silence on a call to Adyen before it counts as "no answer" (issue 44). */
export const ADYEN_TIMEOUT_MS = 10_000;

export function createAdyenProvider(config: AdyenConfig): PaymentProvider {
  // Built here, not per call, so a LIVE config without its URL prefix fails at boot (the library throws).
  const client = new Client({
    apiKey: config.apiKey,
    environment: adyen.EnvironmentEnum[config.environment],
    liveEndpointUrlPrefix: config.liveEndpointUrlPrefix,
    // A silent Adyen gives up after 10 s (the library's default: 30 s), within the request's budget
    // (REQUEST_TIMEOUT_MS): the shopper gets the "no answer" outcome and the reconcile job asks later.
    connectionTimeoutMillis: ADYEN_TIMEOUT_MS,
  });
  const checkout = new CheckoutAPI(client);
  const payments = checkout.PaymentsApi;
  const modifications = checkout.ModificationsApi;
  const hmac = new hmacValidator();

  async function createPayment(request: PaymentRequest): Promise<PaymentOutcome> {
    if (request.method === "invoice") {
      return { status: "error", message: "Invoice is paid to the shop, never through Adyen" };
    }
    const type = ADYEN_METHOD_TYPES[request.method];
    const paymentMethod = paymentMethodOf(request, type);
    if (typeof paymentMethod === "string") return { status: "error", message: `Adyen: ${paymentMethod}` };

    const body: CheckoutPaymentRequest = {
      amount: { value: request.amount.value, currency: request.amount.currency },
      reference: request.merchantReference,
      merchantAccount: config.merchantAccount,
      paymentMethod,
      returnUrl: request.returnUrl,
      shopperEmail: request.shopper.email,
      shopperName: splitName(request.shopper.name),
      countryCode: request.shopper.country,
      shopperLocale: request.shopper.locale,
      channel: adyen.Types.checkout.PaymentRequest.ChannelEnum.Web,
      ...(request.shopper.ip ? { shopperIP: request.shopper.ip } : {}),
      ...(CARD_METHODS.has(request.method)
        ? {
            // Redirect 3-D Secure: the outcome can carry a URL, not a native challenge.
            authenticationData: {
              threeDSRequestData: {
                nativeThreeDS: adyen.Types.checkout.ThreeDSRequestData.NativeThreeDSEnum.Disabled,
              },
            },
            origin: new URL(request.returnUrl).origin,
          }
        : {}),
    };
    try {
      const response = await payments.payments(body, { idempotencyKey: request.idempotencyKey });
      return outcomeOf(response, request.method === "banktransfer");
    } catch (error) {
      // No answer (timeout, connection lost, Adyen's 5xx): the payment may exist — the reconcile job asks.
      if (noAnswer(error)) return { status: "unknown", message: errorMessage(error) };
      return { status: "error", message: errorMessage(error) };
    }
  }

  async function completeRedirect(_pspReference: string, params: Record<string, string>): Promise<PaymentOutcome> {
    const details: Types.checkout.PaymentCompletionDetails = params.redirectResult
      ? { redirectResult: params.redirectResult }
      : params.payload
        ? { payload: params.payload }
        : {};
    const result = details.redirectResult ?? details.payload;
    if (!result) return { status: "error", message: "Adyen: the return URL has no redirectResult" };
    try {
      // Keyed on the result so a reload of the return page gets Adyen's first answer again, not an error.
      const idempotencyKey = `details-${createHash("sha256").update(result).digest("base64url")}`;
      const response = await payments.paymentsDetails({ details }, { idempotencyKey });
      return outcomeOf(response, response.paymentMethod?.type?.startsWith("bankTransfer") ?? false);
    } catch (error) {
      return { status: "error", message: errorMessage(error) };
    }
  }

  function parseWebhook(body: string, _headers: Record<string, string | undefined>): WebhookEvent[] {
    const { live, items } = notificationItems(body);
    // A TEST notification must never settle a LIVE order (and the reverse), even with a shared key.
    if (live !== undefined && String(live) !== String(config.environment === "LIVE")) {
      throw new InvalidWebhookError("Adyen webhook: live flag does not match the environment");
    }
    // Every item is checked before any is used: one bad signature rejects the whole delivery.
    for (const item of items) {
      let valid: boolean;
      try {
        valid = hmac.validateHMAC(item, config.hmacKey);
      } catch {
        valid = false; // no hmacSignature in additionalData
      }
      if (!valid) throw new InvalidWebhookError(`Adyen webhook: invalid HMAC for ${item.pspReference}`);
    }

    const events: WebhookEvent[] = [];
    for (const item of items) {
      // A company-level webhook also carries the other merchant accounts' payments: not ours.
      if (item.merchantAccountCode !== config.merchantAccount) continue;
      const mapped = eventCodeOf(item);
      if (!mapped) continue;
      const success = mapped.success ?? String(item.success) === "true";
      const refusal = success ? undefined : classifyRefusal(item.reason, item.additionalData?.refusalReasonCode);
      const reason =
        refusal?.kind === "fraud" ? "FRAUD" : refusal?.kind === "retryLimit" ? "RETRY_LIMIT" : refusal?.reason;
      events.push({
        // Adyen's own dedupe key: the same notification is resent with the same three values.
        key: `${item.pspReference}:${item.eventCode}:${item.success}`,
        eventCode: mapped.code,
        success,
        // Modifications have their own pspReference; the payment they act on is the originalReference.
        pspReference: item.originalReference || item.pspReference,
        merchantReference: item.merchantReference,
        amount: { value: Number(item.amount.value), currency: String(item.amount.currency) },
        ...(item.paymentMethod ? { method: item.paymentMethod } : {}),
        ...(reason ? { reason } : {}),
        eventDate: item.eventDate,
      });
    }
    return events;
  }

  async function cancel(pspReference: string, merchantReference: string): Promise<void> {
    try {
      await modifications.cancelAuthorisedPaymentByPspReference(
        pspReference,
        { merchantAccount: config.merchantAccount, reference: merchantReference },
        { idempotencyKey: `cancel-${pspReference}` },
      );
    } catch {
      // Best effort: an unfinished payment that Adyen could not cancel expires on its own (OFFER_CLOSED).
    }
  }

  async function refund(request: RefundRequest): Promise<RefundOutcome> {
    try {
      await modifications.refundCapturedPayment(
        request.pspReference,
        { merchantAccount: config.merchantAccount, amount: request.amount, reference: request.merchantReference },
        { idempotencyKey: request.idempotencyKey },
      );
      return { status: "received" };
    } catch (error) {
      return { status: "error", message: `Adyen refund: ${(error as Error).message}` };
    }
  }

  /**
   * Adyen has no lookup by reference: a payment whose answer was lost is cancelled by the shop's own
   * reference (Adyen's "technical cancel", POST /cancels with paymentReference), idempotently; its
   * CANCELLATION (or an earlier AUTHORISATION) webhook then settles the order. Until then: unknown.
   */
  async function paymentStatus(reference: { merchantReference: string }): Promise<PaymentOutcome | null> {
    try {
      await modifications.cancelAuthorisedPayment(
        {
          merchantAccount: config.merchantAccount,
          paymentReference: reference.merchantReference,
          reference: `reconcile-${reference.merchantReference}`.slice(0, 80),
        },
        { idempotencyKey: `technical-cancel-${reference.merchantReference}` },
      );
    } catch (error) {
      return { status: "unknown", message: errorMessage(error) };
    }
    return { status: "unknown", message: "Adyen: technical cancel sent; the webhook settles the payment" };
  }

  return {
    id: "adyen",
    webhookAck: "[accepted]",
    createPayment,
    completeRedirect,
    parseWebhook,
    cancel,
    refund,
    paymentStatus,
  };
}
