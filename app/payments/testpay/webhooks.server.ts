/** TestPay's notifications to the shop: Adyen-shaped, HMAC-signed, delivered by a durable retrying job. */

import { parseJson } from "../../forms/field-names";
import type { Executor, JobQueue } from "../../fulfilment/jobs.server";
import { currentContext } from "../../observability/context.server";
import type { PaymentMethodId } from "../methods";
import { InvalidWebhookError, type PaymentOutcome } from "../provider";
import { type DecisionEvent, MERCHANT_ACCOUNT, TESTPAY_PATH, type TestPayConfig, WEBHOOK_JOB } from "./model";
import type { PaymentRow, StoredRequest, TestPayment } from "./payments-store.server";
import { type NotificationItem, safeEqual, signItem } from "./signing.server";
import { TRANSFER_ACCOUNT } from "./test-cards";

/** The outcome as the shop may learn it after the fact (completeRedirect, a repeated createPayment). */
export function finalOutcome(p: TestPayment): PaymentOutcome {
  switch (p.status) {
    case "authorised":
      return { status: "authorised", pspReference: p.psp };
    case "refused":
      return { status: "refused", pspReference: p.psp, reason: p.request.reason ?? "Refused" };
    case "fraud":
      return { status: "fraud", pspReference: p.psp };
    case "retryLimit":
      return { status: "retryLimit", pspReference: p.psp };
    case "cancelled":
    case "expired":
      return { status: "cancelled", pspReference: p.psp };
    case "refunded":
      return { status: "authorised", pspReference: p.psp };
    default:
      return { status: "error", message: "no result yet" };
  }
}

/** What createPayment answers for a payment (new, or found again by its idempotency key). */
export function outcomeOfCreated(p: TestPayment, origin: string): PaymentOutcome {
  switch (p.status) {
    case "redirect":
      return { status: "redirect", pspReference: p.psp, url: `${origin}${TESTPAY_PATH}/pay/${p.psp}` };
    case "challenge":
      return { status: "redirect", pspReference: p.psp, url: `${origin}${TESTPAY_PATH}/3ds/${p.psp}` };
    case "awaiting": {
      const appUrl = `${origin}${TESTPAY_PATH}/app/${p.psp}`;
      // Payconiq and Swish are scanned from a desktop: the QR code opens the simulated app on a phone.
      return { status: "await", pspReference: p.psp, appUrl, ...(QR_METHODS.has(p.method) ? { qrCode: appUrl } : {}) };
    }
    case "pending":
      return { status: "pending", pspReference: p.psp, instructions: { ...TRANSFER_ACCOUNT, reference: p.psp } };
    default:
      return finalOutcome(p);
  }
}

const QR_METHODS: ReadonlySet<PaymentMethodId> = new Set(["payconiq", "swish"]);

/** Queues the notification of a decision, in the caller's transaction: the decision and its webhook commit together. */
export async function enqueueWebhook(
  trx: Executor,
  config: TestPayConfig,
  row: Pick<PaymentRow, "psp_reference" | "merchant_reference" | "amount" | "currency" | "method" | "request">,
  event: DecisionEvent,
): Promise<void> {
  const stored = row.request as unknown as StoredRequest;
  const item: NotificationItem = {
    pspReference: row.psp_reference,
    merchantAccountCode: MERCHANT_ACCOUNT,
    merchantReference: row.merchant_reference,
    amount: { value: row.amount, currency: row.currency },
    eventCode: event.eventCode,
    success: event.success ? "true" : "false",
    // Adyen names the card's brand for card payments, the method otherwise.
    paymentMethod: stored.cardBrand ?? row.method,
    ...(event.reason ? { reason: event.reason } : {}),
    eventDate: new Date().toISOString(),
  };
  item.additionalData = { hmacSignature: signItem(item, config.hmacKey) };
  // Built once, here: every retry sends the same bytes, so the shop deduplicates on the same key.
  const body = JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] });
  await config.jobs.enqueue(
    trx,
    WEBHOOK_JOB,
    { body },
    {
      dedupeKey: `testpay-webhook:${row.psp_reference}:${event.eventCode}`,
      runAt: new Date(Date.now() + (config.webhookDelayMs ?? 500)),
      maxAttempts: 20,
    },
  );
}

export function registerTestPayJobs(jobs: JobQueue, config: TestPayConfig): void {
  jobs.register(WEBHOOK_JOB, async (payload) => {
    const response = await fetch(config.webhookUrl, {
      method: "POST",
      // The notification is logged under the id of the request that paid (ADR 031), like a provider's trace id.
      headers: { "content-type": "application/json", "x-request-id": currentContext()?.requestId ?? "" },
      body: String(payload.body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    // Like Adyen: only a 2xx with the acknowledgement counts; anything else is delivered again later.
    if (!response.ok || text.trim() !== "[accepted]") {
      throw new Error(`TestPay webhook not accepted: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const EVENT_CODES: ReadonlySet<string> = new Set([
  "AUTHORISATION",
  "CANCELLATION",
  "OFFER_CLOSED",
  "REFUND",
  "CAPTURE",
  "PENDING",
]);

/** The items of a notification body, each checked for shape and signature before any is used. */
export function verifiedItems(body: string, hmacKey: string): NotificationItem[] {
  let parsed: unknown;
  try {
    parsed = parseJson(body);
  } catch {
    throw new InvalidWebhookError("TestPay webhook: body is not JSON");
  }
  if (!isObject(parsed) || !Array.isArray(parsed.notificationItems) || parsed.notificationItems.length === 0) {
    throw new InvalidWebhookError("TestPay webhook: no notificationItems");
  }
  return parsed.notificationItems.map((entry: unknown) => {
    const item = isObject(entry) ? entry.NotificationRequestItem : undefined;
    if (
      !isObject(item) ||
      typeof item.pspReference !== "string" ||
      typeof item.merchantReference !== "string" ||
      typeof item.merchantAccountCode !== "string" ||
      typeof item.eventCode !== "string" ||
      (item.success !== "true" && item.success !== "false") ||
      typeof item.eventDate !== "string" ||
      !isObject(item.amount) ||
      typeof item.amount.value !== "number" ||
      typeof item.amount.currency !== "string"
    ) {
      throw new InvalidWebhookError("TestPay webhook: malformed NotificationRequestItem");
    }
    const typed = item as unknown as NotificationItem;
    const signature = typed.additionalData?.hmacSignature;
    if (typeof signature !== "string" || !safeEqual(signature, signItem(typed, hmacKey))) {
      throw new InvalidWebhookError(`TestPay webhook: invalid HMAC for ${typed.pspReference}`);
    }
    if (!EVENT_CODES.has(typed.eventCode))
      throw new InvalidWebhookError(`TestPay webhook: unknown event ${typed.eventCode}`);
    return typed;
  });
}

export function originOf(returnUrl: string): string | null {
  try {
    const url = new URL(returnUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
