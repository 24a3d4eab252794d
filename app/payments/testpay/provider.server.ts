/**
 * TestPay, the built-in test provider (docs/decisions/012-payments.md): the default when no Adyen keys
 * are set. It stands in for an external payment service: it keeps its own books (testpay_* tables),
 * shows hosted pages of its own for every flow of spec §3 (bank and wallet redirects with an iDEAL
 * issuer list, app confirmation for Payconiq / Swish / MB WAY / BLIK, hosted card fields with 3-D
 * Secure, bank transfer), and tells the shop the outcome through HMAC-signed webhooks delivered over
 * HTTP by a durable job (retried with backoff until the shop answers "[accepted]").
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DB } from "../../db/db.server";
import type { JobQueue } from "../../fulfilment/jobs.server";
import { METHOD_INFO, type PaymentMethodId } from "../methods";
import {
  InvalidWebhookError,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  type WebhookEvent,
} from "../provider";

export const TESTPAY_PATH = "/__testpay";
const MERCHANT = "TestPayShop";

export interface TestPayConfig {
  db: DB;
  jobs: JobQueue;
  /** Key the webhooks are signed with; the shop verifies with the same key. */
  hmacKey: string;
  /** Where the shop receives webhooks, e.g. http://127.0.0.1:3000/__webhooks/test */
  webhookUrl: string;
  /** Delay before a webhook is delivered (ms); default 500. */
  webhookDelayMs?: number;
}

/** The provider's own states of a payment. */
export type TestPayStatus =
  | "redirect"
  | "awaiting"
  | "challenge"
  | "pending"
  | "authorised"
  | "refused"
  | "fraud"
  | "retryLimit"
  | "cancelled"
  | "expired";

export type Decision = "authorise" | "refuse" | "cancel" | "fraud" | "retryLimit" | "expire";

/** Test cards (number → what the issuer answers). Any other valid number of a known brand is authorised. */
export const TEST_CARDS: Record<string, "authorised" | "refused" | "challenge" | "fraud" | "retryLimit"> = {
  "4111111111111111": "authorised",
  "5555555555554444": "authorised",
  "371449635398431": "authorised",
  "4000000000000002": "refused",
  "4000000000003220": "challenge",
  "4100000000000019": "fraud",
  "4000000000000119": "retryLimit",
};

export const TRANSFER_ACCOUNT = { beneficiary: "TestPay Payments B.V.", iban: "NL66TEST0123456789", bic: "TESTNL2A" };

export interface NotificationItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: "true" | "false";
  paymentMethod: string;
  reason?: string;
  eventDate: string;
  additionalData?: { hmacSignature?: string };
}

function keyBytes(key: string): Buffer {
  return /^[0-9a-fA-F]+$/.test(key) && key.length % 2 === 0 ? Buffer.from(key, "hex") : Buffer.from(key, "utf8");
}

/** Adyen's signing string: the same fields in the same order. */
export function signItem(item: NotificationItem, hmacKey: string): string {
  const data = [
    item.pspReference,
    item.originalReference ?? "",
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(":");
  return createHmac("sha256", keyBytes(hmacKey)).update(data).digest("base64");
}

/** A signed token of psp reference + decision, appended to the return URL (like Adyen's redirectResult). */
export function redirectToken(psp: string, hmacKey: string): string {
  const body = Buffer.from(JSON.stringify({ psp, at: Date.now() })).toString("base64url");
  const sig = createHmac("sha256", keyBytes(hmacKey)).update(body).digest("base64url");
  return `${body}.${sig}`;
}

function readRedirectToken(token: string, hmacKey: string): string | null {
  const [body, sig] = token.split(".");
  if (!body || !sig) return null;
  const expected = createHmac("sha256", keyBytes(hmacKey)).update(body).digest("base64url");
  if (expected.length !== sig.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(sig))) return null;
  try {
    return (JSON.parse(Buffer.from(body, "base64url").toString()) as { psp: string }).psp;
  } catch {
    return null;
  }
}

export function newPspReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(14);
  return `TP${[...bytes].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

export interface TestPayment {
  psp: string;
  merchantReference: string;
  storeId: number;
  method: PaymentMethodId;
  amount: number;
  currency: string;
  status: TestPayStatus;
  request: {
    returnUrl: string;
    issuer?: string;
    phone?: string;
    blikCode?: string;
    reason?: string;
    shopper?: { email: string; name: string; locale: string };
  };
  createdAt: Date;
}

export async function findPayment(db: DB, psp: string): Promise<TestPayment | null> {
  const row = await db.selectFrom("testpay_payments").selectAll().where("psp_reference", "=", psp).executeTakeFirst();
  if (!row) return null;
  return {
    psp: row.psp_reference,
    merchantReference: row.merchant_reference,
    storeId: row.store_id,
    method: row.method as PaymentMethodId,
    amount: row.amount,
    currency: row.currency,
    status: row.status as TestPayStatus,
    request: row.request as TestPayment["request"],
    createdAt: row.created_at,
  };
}

const OPEN: TestPayStatus[] = ["redirect", "awaiting", "challenge", "pending"];

function outcomeOf(p: TestPayment): PaymentOutcome {
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
    default:
      return { status: "error", message: "no result yet" };
  }
}

const EVENT: Record<Decision, { status: TestPayStatus; eventCode: string; success: boolean; reason?: string }> = {
  authorise: { status: "authorised", eventCode: "AUTHORISATION", success: true },
  refuse: { status: "refused", eventCode: "AUTHORISATION", success: false, reason: "Refused" },
  fraud: { status: "fraud", eventCode: "AUTHORISATION", success: false, reason: "FRAUD" },
  retryLimit: { status: "retryLimit", eventCode: "AUTHORISATION", success: false, reason: "RETRY_LIMIT" },
  cancel: { status: "cancelled", eventCode: "CANCELLATION", success: true },
  expire: { status: "expired", eventCode: "OFFER_CLOSED", success: true },
};

/**
 * Records a decision on an open payment (a button on a hosted page, the card issuer, a cancel) and
 * queues its webhook — once: a decided payment keeps its first decision.
 */
export async function decide(config: TestPayConfig, psp: string, decision: Decision): Promise<TestPayment | null> {
  const event = EVENT[decision];
  const updated = await config.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("testpay_payments")
      .set({ status: event.status, updated_at: new Date() })
      .where("psp_reference", "=", psp)
      .where("status", "in", OPEN)
      .returning(["psp_reference", "merchant_reference", "amount", "currency", "method", "request"])
      .executeTakeFirst();
    if (!row) return false;
    if (event.reason) {
      await trx
        .updateTable("testpay_payments")
        .set({ request: JSON.stringify({ ...(row.request as object), reason: event.reason }) })
        .where("psp_reference", "=", psp)
        .execute();
    }
    const item: NotificationItem = {
      pspReference: row.psp_reference,
      merchantAccountCode: MERCHANT,
      merchantReference: row.merchant_reference,
      amount: { value: row.amount, currency: row.currency },
      eventCode: event.eventCode,
      success: event.success ? "true" : "false",
      paymentMethod: row.method,
      ...(event.reason ? { reason: event.reason } : {}),
      eventDate: new Date().toISOString(),
    };
    item.additionalData = { hmacSignature: signItem(item, config.hmacKey) };
    const body = JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] });
    await config.jobs.enqueue(
      trx,
      "testpay-deliver-webhook",
      { body },
      {
        dedupeKey: `testpay-webhook:${psp}:${event.eventCode}`,
        runAt: new Date(Date.now() + (config.webhookDelayMs ?? 500)),
        maxAttempts: 20,
      },
    );
    return true;
  });
  if (updated) config.jobs.wake();
  return findPayment(config.db, psp);
}

export function registerTestPayJobs(jobs: JobQueue, config: TestPayConfig): void {
  jobs.register("testpay-deliver-webhook", async (payload) => {
    const response = await fetch(config.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: String(payload.body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok || text.trim() !== "[accepted]") {
      throw new Error(`Webhook not accepted: ${response.status} ${text.slice(0, 200)}`);
    }
  });
}

export function createTestProvider(config: TestPayConfig): PaymentProvider {
  const { db } = config;

  async function createPayment(request: PaymentRequest): Promise<PaymentOutcome> {
    const existing = await db
      .selectFrom("testpay_payments")
      .select("psp_reference")
      .where("idempotency_key", "=", request.idempotencyKey)
      .executeTakeFirst();
    if (existing) return outcomeOfCreated(config, existing.psp_reference, new URL(request.returnUrl).origin);

    const info = METHOD_INFO[request.method];
    if (info.flow === "invoice") return { status: "error", message: "invoice is handled by the shop" };
    if (request.method === "blik" && !/^\d{6}$/.test(request.blikCode ?? ""))
      return { status: "error", message: "BLIK code missing" };
    if (request.method === "mbway" && !request.phone)
      return { status: "error", message: "MB WAY phone number missing" };

    let status: TestPayStatus;
    let cardOutcome: (typeof TEST_CARDS)[string] | null = null;
    if (info.flow === "card") {
      const token = String(request.clientData?.cardToken ?? "");
      const card = token
        ? await db
            .selectFrom("testpay_card_tokens")
            .select(["outcome", "created_at"])
            .where("token", "=", token)
            .executeTakeFirst()
        : undefined;
      // Tokens are single-use within an hour, like a real provider's.
      if (!card || Date.now() - card.created_at.getTime() > 3600_000)
        return { status: "error", message: "card token unknown or expired" };
      cardOutcome = card.outcome as (typeof TEST_CARDS)[string];
      status = cardOutcome === "challenge" ? "challenge" : "redirect";
    } else if (info.flow === "app") status = "awaiting";
    else if (info.flow === "banktransfer") status = "pending";
    else status = "redirect";

    const psp = newPspReference();
    await db
      .insertInto("testpay_payments")
      .values({
        psp_reference: psp,
        idempotency_key: request.idempotencyKey,
        merchant_reference: request.merchantReference,
        store_id: request.storeId,
        method: request.method,
        amount: request.amount.value,
        currency: request.amount.currency,
        status,
        request: JSON.stringify({
          returnUrl: request.returnUrl,
          issuer: request.issuer,
          phone: request.phone,
          blikCode: request.blikCode,
          shopper: { email: request.shopper.email, name: request.shopper.name, locale: request.shopper.locale },
        }),
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    // A card without a challenge is decided by the issuer right away.
    if (cardOutcome && cardOutcome !== "challenge") {
      const decision: Decision =
        cardOutcome === "authorised" ? "authorise" : cardOutcome === "refused" ? "refuse" : cardOutcome;
      await decide(config, psp, decision);
    }
    return outcomeOfCreated(config, psp, new URL(request.returnUrl).origin);
  }

  return {
    id: "test",
    webhookAck: "[accepted]",
    createPayment,
    async completeRedirect(pspReference, params) {
      const psp = params.redirectResult ? readRedirectToken(params.redirectResult, config.hmacKey) : null;
      if (!psp || psp !== pspReference) return { status: "error", message: "invalid redirect result" };
      const payment = await findPayment(db, psp);
      if (!payment) return { status: "error", message: "unknown payment" };
      return outcomeOf(payment);
    },
    parseWebhook(body) {
      let parsed: { notificationItems?: { NotificationRequestItem?: NotificationItem }[] };
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new InvalidWebhookError("not JSON");
      }
      if (!Array.isArray(parsed.notificationItems) || parsed.notificationItems.length === 0) {
        throw new InvalidWebhookError("no notification items");
      }
      return parsed.notificationItems.map(({ NotificationRequestItem: item }) => {
        if (!item?.additionalData?.hmacSignature) throw new InvalidWebhookError("unsigned item");
        const expected = Buffer.from(signItem(item, config.hmacKey));
        const given = Buffer.from(item.additionalData.hmacSignature);
        if (expected.length !== given.length || !timingSafeEqual(expected, given))
          throw new InvalidWebhookError("bad signature");
        const event: WebhookEvent = {
          key: `${item.pspReference}:${item.eventCode}:${item.success}`,
          eventCode: item.eventCode as WebhookEvent["eventCode"],
          success: item.success === "true",
          pspReference: item.pspReference,
          merchantReference: item.merchantReference,
          amount: item.amount,
          method: item.paymentMethod,
          reason: item.reason,
          eventDate: item.eventDate,
        };
        return event;
      });
    },
    async cancel(pspReference) {
      await decide(config, pspReference, "cancel").catch(() => null);
    },
  };
}

/** What the shop is told when a payment is created (or created again with the same key). */
async function outcomeOfCreated(config: TestPayConfig, psp: string, origin: string): Promise<PaymentOutcome> {
  const payment = await findPayment(config.db, psp);
  if (!payment) return { status: "error", message: "unknown payment" };
  switch (payment.status) {
    case "redirect":
      return { status: "redirect", pspReference: psp, url: `${origin}${TESTPAY_PATH}/pay/${psp}` };
    case "challenge":
      return { status: "redirect", pspReference: psp, url: `${origin}${TESTPAY_PATH}/3ds/${psp}` };
    case "awaiting":
      return { status: "await", pspReference: psp, appUrl: `${origin}${TESTPAY_PATH}/app/${psp}` };
    case "pending":
      return { status: "pending", pspReference: psp, instructions: { ...TRANSFER_ACCOUNT, reference: psp } };
    default:
      return outcomeOf(payment);
  }
}
