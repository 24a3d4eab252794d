/**
 * TestPay, the built-in test provider (docs/decisions/012-payments.md): the default when no Adyen keys
 * are set. It stands in for an external payment service: it keeps its own books (testpay_* tables),
 * shows hosted pages of its own for every flow of spec §3 (pages.server.ts: bank and wallet redirects
 * with an iDEAL issuer list, app confirmation for Payconiq / Swish / MB WAY / BLIK, hosted card fields
 * with 3-D Secure, bank transfer), and tells the shop the outcome the way Adyen does: HMAC-signed
 * notification JSON, POSTed by a durable job that retries with backoff until the shop answers
 * "[accepted]" — so a decision taken while the shop is down still reaches it after a restart.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../../db/db.server";
import { CARD_BRAND_PATTERNS } from "../../forms/rules";
import type { Executor, JobQueue } from "../../fulfilment/jobs.server";
import { METHOD_INFO, PAYMENT_METHODS, type PaymentMethodId } from "../methods";
import {
  InvalidWebhookError,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  type WebhookEvent,
} from "../provider";

export const TESTPAY_PATH = "/__testpay";
/** The merchant account TestPay puts in its notifications (Adyen sends the shop's account code). */
const MERCHANT_ACCOUNT = "TestPayShop";
const WEBHOOK_JOB = "testpay-deliver-webhook";
/** A card token is good for this long after the hosted fields made it, like a real provider's session. */
const TOKEN_TTL_MS = 60 * 60 * 1000;

export interface TestPayConfig {
  db: DB;
  jobs: JobQueue;
  /** HMAC key (hex or any string) the webhooks are signed with; the shop verifies with the same key. */
  hmacKey: string;
  /** Where the shop receives webhooks, e.g. http://127.0.0.1:3000/__webhooks/test */
  webhookUrl: string;
  /** Delay before a webhook is delivered (ms); default 500. Tests use 0. */
  webhookDelayMs?: number;
}

/** TestPay's own states of a payment; the first four are open (a decision can still be taken). */
export type TestPayStatus =
  | "redirect"
  | "challenge"
  | "awaiting"
  | "pending"
  | "authorised"
  | "refused"
  | "fraud"
  | "retryLimit"
  | "cancelled"
  | "expired";

export const OPEN_STATUSES: readonly TestPayStatus[] = ["redirect", "challenge", "awaiting", "pending"];

/** What a button on a hosted page (or the card issuer, or the shop's cancel) decides. */
export type Decision = "authorise" | "refuse" | "authenticationFailed" | "fraud" | "retryLimit" | "cancel" | "expire";

interface DecisionEvent {
  status: TestPayStatus;
  eventCode: "AUTHORISATION" | "CANCELLATION" | "OFFER_CLOSED";
  success: boolean;
  reason?: string;
}

// Refusal reasons as Adyen words them; "FRAUD" and "RETRY_LIMIT" are what the shop maps to spec §8
// codes 2035 and 2036.
const DECISIONS: Record<Decision, DecisionEvent> = {
  authorise: { status: "authorised", eventCode: "AUTHORISATION", success: true },
  refuse: { status: "refused", eventCode: "AUTHORISATION", success: false, reason: "Refused" },
  authenticationFailed: {
    status: "refused",
    eventCode: "AUTHORISATION",
    success: false,
    reason: "3D Not Authenticated",
  },
  fraud: { status: "fraud", eventCode: "AUTHORISATION", success: false, reason: "FRAUD" },
  retryLimit: { status: "retryLimit", eventCode: "AUTHORISATION", success: false, reason: "RETRY_LIMIT" },
  cancel: { status: "cancelled", eventCode: "CANCELLATION", success: true },
  expire: { status: "expired", eventCode: "OFFER_CLOSED", success: true },
};

export type CardOutcome = "authorised" | "refused" | "challenge" | "fraud" | "retryLimit";

/**
 * The test cards: number → what the issuer answers. Any other Luhn-valid number of a known brand
 * (spec §5 patterns, plus Bancontact's 6703 range) is authorised.
 */
export const TEST_CARDS: Record<string, CardOutcome> = {
  "4111111111111111": "authorised",
  "5555555555554444": "authorised",
  "371449635398431": "authorised",
  "6703444444444449": "authorised",
  "4000000000000002": "refused",
  "4000000000003220": "challenge",
  "4100000000000019": "fraud",
  "4000000000000119": "retryLimit",
};

/**
 * Card brands the hosted fields recognise: spec §5's patterns (the same list cardBrandOf uses) plus
 * Bancontact's BIN range 6703, which §5 does not list but the Bancontact test card needs.
 */
export const TESTPAY_BRAND_PATTERNS: [string, RegExp][] = [["bancontact", /^6703\d{12,15}$/], ...CARD_BRAND_PATTERNS];

export function testPayBrandOf(number: string): string | null {
  const digits = number.replace(/[\s-]+/g, "");
  return TESTPAY_BRAND_PATTERNS.find(([, re]) => re.test(digits))?.[0] ?? null;
}

export function cardOutcomeOf(number: string): CardOutcome {
  return TEST_CARDS[number.replace(/[\s-]+/g, "")] ?? "authorised";
}

/** The account a bank transfer goes to; the psp reference is the transfer's reference. */
export const TRANSFER_ACCOUNT = { beneficiary: "TestPay Payments B.V.", iban: "NL66TEST0123456789", bic: "TESTNL2A" };

/** One item of an Adyen-style notification (the fields Adyen signs, and a few it does not). */
export interface NotificationItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: "true" | "false";
  paymentMethod?: string;
  reason?: string;
  eventDate: string;
  additionalData?: { hmacSignature?: string };
}

/** Adyen's keys are hex; a configured key of any other shape is used as text. */
function keyBytes(key: string): Buffer {
  return /^[0-9a-fA-F]+$/.test(key) && key.length % 2 === 0 ? Buffer.from(key, "hex") : Buffer.from(key, "utf8");
}

/** Signs a notification item the way the shop verifies it: Adyen's signing string, HMAC-SHA256, base64. */
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

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// The prefix keeps a redirect token's MAC from ever being valid as anything else signed with the key.
function tokenMac(body: string, hmacKey: string): string {
  return createHmac("sha256", keyBytes(hmacKey)).update(`testpay-redirect:${body}`).digest("base64url");
}

/** The `redirectResult` the hosted pages append to the return URL: a signed token of psp + status. */
export function redirectToken(psp: string, status: TestPayStatus, hmacKey: string): string {
  const body = Buffer.from(JSON.stringify({ psp, status })).toString("base64url");
  return `${body}.${tokenMac(body, hmacKey)}`;
}

/** The psp reference of a genuine token, or null (forged, tampered or garbled). */
export function readRedirectToken(token: string, hmacKey: string): { psp: string; status: string } | null {
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined || !safeEqual(mac, tokenMac(body, hmacKey))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { psp?: unknown; status?: unknown };
    return typeof parsed.psp === "string" ? { psp: parsed.psp, status: String(parsed.status) } : null;
  } catch {
    return null;
  }
}

const PSP_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const PSP_PATTERN = /^TP[A-Z0-9]{14}$/;

/** "TP" + 14 random uppercase alphanumerics (rejection sampling keeps every character equally likely). */
export function newPspReference(): string {
  let out = "TP";
  while (out.length < 16) {
    for (const byte of randomBytes(16)) {
      if (byte < 252 && out.length < 16) out += PSP_ALPHABET[byte % 36];
    }
  }
  return out;
}

/** What TestPay keeps of the shop's request (the `request` jsonb) plus what it learns later. */
export interface StoredRequest {
  returnUrl: string;
  issuer?: string;
  phone?: string;
  blikCode?: string;
  cardBrand?: string;
  cardLast4?: string;
  /** Refusal reason of the decision, for completeRedirect. */
  reason?: string;
  shopper?: { email: string; name: string; locale: string };
}

export interface TestPayment {
  psp: string;
  merchantReference: string;
  storeId: number;
  method: PaymentMethodId;
  amount: number;
  currency: string;
  status: TestPayStatus;
  request: StoredRequest;
  createdAt: Date;
}

type PaymentRow = {
  psp_reference: string;
  merchant_reference: string;
  store_id: number;
  method: string;
  amount: number;
  currency: string;
  status: string;
  request: Record<string, unknown>;
  created_at: Date;
};

function toPayment(row: PaymentRow): TestPayment {
  return {
    psp: row.psp_reference,
    merchantReference: row.merchant_reference,
    storeId: row.store_id,
    method: row.method as PaymentMethodId,
    amount: row.amount,
    currency: row.currency,
    status: row.status as TestPayStatus,
    request: row.request as unknown as StoredRequest,
    createdAt: row.created_at,
  };
}

export async function findPayment(db: DB, psp: string): Promise<TestPayment | null> {
  if (!PSP_PATTERN.test(psp)) return null;
  const row = await db.selectFrom("testpay_payments").selectAll().where("psp_reference", "=", psp).executeTakeFirst();
  return row ? toPayment(row) : null;
}

export async function latestPayments(db: DB, limit = 50): Promise<TestPayment[]> {
  const rows = await db.selectFrom("testpay_payments").selectAll().orderBy("created_at", "desc").limit(limit).execute();
  return rows.map(toPayment);
}

/** The page of TestPay where a payment's open decision is taken. */
export function simulatorPath(payment: Pick<TestPayment, "psp" | "method" | "status">): string {
  const flow = METHOD_INFO[payment.method]?.flow;
  const page = flow === "card" ? "3ds" : flow === "app" ? "app" : flow === "banktransfer" ? "bank" : "pay";
  return `${TESTPAY_PATH}/${page}/${payment.psp}`;
}

/** The outcome as the shop may learn it after the fact (completeRedirect, a repeated createPayment). */
function finalOutcome(p: TestPayment): PaymentOutcome {
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

/** What createPayment answers for a payment (new, or found again by its idempotency key). */
function outcomeOfCreated(p: TestPayment, origin: string): PaymentOutcome {
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
async function enqueueWebhook(
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

/**
 * Records a decision on an open payment and queues its webhook, once: a decided payment keeps its
 * first decision, so a double click or a second tab changes nothing. `from` limits the states the
 * decision applies to (the bank page cannot settle a card's 3-D Secure). Returns the payment as it is
 * afterwards (null if unknown).
 */
export async function decide(
  config: TestPayConfig,
  psp: string,
  decision: Decision,
  from: readonly TestPayStatus[] = OPEN_STATUSES,
): Promise<TestPayment | null> {
  if (!PSP_PATTERN.test(psp)) return null;
  const event = DECISIONS[decision];
  const patch = JSON.stringify(event.reason ? { reason: event.reason } : {});
  const decided = await config.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("testpay_payments")
      .set({ status: event.status, updated_at: new Date(), request: sql`request || ${patch}::jsonb` })
      .where("psp_reference", "=", psp)
      .where("status", "in", [...from])
      .returning(["psp_reference", "merchant_reference", "amount", "currency", "method", "request"])
      .executeTakeFirst();
    if (!row) return false;
    await enqueueWebhook(trx, config, row, event);
    return true;
  });
  if (decided) config.jobs.wake();
  return findPayment(config.db, psp);
}

/** Stores the iDEAL bank the shopper chose on TestPay's issuer page. */
export async function chooseIssuer(db: DB, psp: string, issuer: string): Promise<void> {
  await db
    .updateTable("testpay_payments")
    .set({ request: sql`request || ${JSON.stringify({ issuer })}::jsonb`, updated_at: new Date() })
    .where("psp_reference", "=", psp)
    .where("status", "=", "redirect")
    .execute();
}

/** Stores a card token of the hosted fields: brand, last four and the issuer's answer — never the number or CVC. */
export async function storeCardToken(db: DB, number: string, brand: string): Promise<{ token: string; last4: string }> {
  const digits = number.replace(/[\s-]+/g, "");
  const token = `tp_tok_${randomBytes(18).toString("base64url")}`;
  const last4 = digits.slice(-4);
  await db
    .insertInto("testpay_card_tokens")
    .values({ token, brand, last4, outcome: cardOutcomeOf(digits) })
    .execute();
  return { token, last4 };
}

export function registerTestPayJobs(jobs: JobQueue, config: TestPayConfig): void {
  jobs.register(WEBHOOK_JOB, async (payload) => {
    const response = await fetch(config.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
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
function verifiedItems(body: string, hmacKey: string): NotificationItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
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

function originOf(returnUrl: string): string | null {
  try {
    const url = new URL(returnUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

export function createTestProvider(config: TestPayConfig): PaymentProvider {
  const { db } = config;

  async function byIdempotencyKey(key: string): Promise<TestPayment | null> {
    const row = await db
      .selectFrom("testpay_payments")
      .selectAll()
      .where("idempotency_key", "=", key)
      .executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  async function createPayment(request: PaymentRequest): Promise<PaymentOutcome> {
    // Pages are served on the shopper's host (the storefront's own domain), where the shop mounts them.
    const origin = originOf(request.returnUrl);
    if (!origin) return { status: "error", message: "TestPay: returnUrl must be an absolute http(s) URL" };
    const existing = await byIdempotencyKey(request.idempotencyKey);
    if (existing) return outcomeOfCreated(existing, origin);

    if (!PAYMENT_METHODS.includes(request.method)) return { status: "error", message: "TestPay: unknown method" };
    const flow = METHOD_INFO[request.method].flow;
    if (flow === "invoice") return { status: "error", message: "invoice is handled by the shop" };
    if (request.method === "blik" && !/^\d{6}$/.test(request.blikCode ?? "")) {
      return { status: "error", message: "TestPay: BLIK needs a 6-digit blikCode" };
    }
    if (request.method === "mbway" && !request.phone?.trim()) {
      return { status: "error", message: "TestPay: MB WAY needs a phone number" };
    }

    const stored: StoredRequest = {
      returnUrl: request.returnUrl,
      ...(request.issuer ? { issuer: request.issuer } : {}),
      ...(request.phone ? { phone: request.phone } : {}),
      ...(request.blikCode ? { blikCode: request.blikCode } : {}),
      shopper: { email: request.shopper.email, name: request.shopper.name, locale: request.shopper.locale },
    };
    let status: TestPayStatus;
    let cardEvent: DecisionEvent | null = null;
    if (flow === "card") {
      const token = request.clientData?.cardToken;
      const card =
        typeof token === "string" && token
          ? await db.selectFrom("testpay_card_tokens").selectAll().where("token", "=", token).executeTakeFirst()
          : undefined;
      if (!card || Date.now() - card.created_at.getTime() > TOKEN_TTL_MS) {
        return { status: "error", message: "TestPay: card token unknown or expired" };
      }
      if (card.brand) stored.cardBrand = card.brand;
      stored.cardLast4 = card.last4;
      const outcome = card.outcome as CardOutcome;
      // Without a challenge the issuer answers at once: the payment is created already decided.
      if (outcome === "challenge") status = "challenge";
      else {
        cardEvent = DECISIONS[outcome === "authorised" ? "authorise" : outcome === "refused" ? "refuse" : outcome];
        status = cardEvent.status;
        if (cardEvent.reason) stored.reason = cardEvent.reason;
      }
    } else if (flow === "app") status = "awaiting";
    else if (flow === "banktransfer") status = "pending";
    else status = "redirect";

    const inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("testpay_payments")
        .values({
          psp_reference: newPspReference(),
          idempotency_key: request.idempotencyKey,
          merchant_reference: request.merchantReference,
          store_id: request.storeId,
          method: request.method,
          amount: request.amount.value,
          currency: request.amount.currency,
          status,
          request: JSON.stringify(stored),
        })
        // A concurrent call with the same key won the race: its payment is the one.
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row && cardEvent) await enqueueWebhook(trx, config, row, cardEvent);
      return row;
    });
    if (inserted && cardEvent) config.jobs.wake();
    const payment = inserted ? toPayment(inserted) : await byIdempotencyKey(request.idempotencyKey);
    return payment ? outcomeOfCreated(payment, origin) : { status: "error", message: "TestPay: payment not stored" };
  }

  async function completeRedirect(pspReference: string, params: Record<string, string>): Promise<PaymentOutcome> {
    const token = params.redirectResult ? readRedirectToken(params.redirectResult, config.hmacKey) : null;
    if (!token || token.psp !== pspReference) return { status: "error", message: "TestPay: invalid redirectResult" };
    // The token says where the shopper left; the books say where the payment stands now.
    const payment = await findPayment(db, pspReference);
    return payment ? finalOutcome(payment) : { status: "error", message: "TestPay: unknown payment" };
  }

  function parseWebhook(body: string, _headers: Record<string, string | undefined>): WebhookEvent[] {
    return verifiedItems(body, config.hmacKey).map((item) => ({
      key: `${item.pspReference}:${item.eventCode}:${item.success}`,
      eventCode: item.eventCode as WebhookEvent["eventCode"],
      success: item.success === "true",
      pspReference: item.originalReference || item.pspReference,
      merchantReference: item.merchantReference,
      amount: { value: item.amount.value, currency: item.amount.currency },
      ...(item.paymentMethod ? { method: item.paymentMethod } : {}),
      ...(item.reason ? { reason: item.reason } : {}),
      eventDate: item.eventDate,
    }));
  }

  async function cancel(pspReference: string, _merchantReference: string): Promise<void> {
    try {
      await decide(config, pspReference, "cancel");
    } catch {
      // Best effort, like a real provider's cancel: an open payment left behind changes nothing for the shop.
    }
  }

  return { id: "test", webhookAck: "[accepted]", createPayment, completeRedirect, parseWebhook, cancel };
}
