/**
 * TestPay, the built-in test provider (docs/decisions/012-payments.md): the default when no Adyen keys
 * are set. It stands in for an external payment service: it keeps its own books (testpay_* tables),
 * shows hosted pages of its own for every flow of spec §3 (pages.server.ts: bank and wallet redirects
 * with an iDEAL issuer list, app confirmation for Payconiq / Swish / MB WAY / BLIK, hosted card fields
 * with 3-D Secure, bank transfer), and tells the shop the outcome the way Adyen does: HMAC-signed
 * notification JSON, POSTed by a durable job that retries with backoff until the shop answers
 * "[accepted]" — so a decision taken while the shop is down still reaches it after a restart.
 */

import { sql } from "kysely";
import type { DB } from "../../db/db.server";
import { METHOD_INFO, PAYMENT_METHODS } from "../methods";
import type {
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  RefundOutcome,
  RefundRequest,
  WebhookEvent,
} from "../provider";
import {
  DECISIONS,
  type Decision,
  type DecisionEvent,
  OPEN_STATUSES,
  type TestPayConfig,
  type TestPayStatus,
  TOKEN_TTL_MS,
} from "./model";
import { findPayment, type StoredRequest, type TestPayment, toPayment } from "./payments-store.server";
import { newPspReference, PSP_PATTERN, readRedirectToken } from "./signing.server";
import type { CardOutcome } from "./test-cards";
import { enqueueWebhook, finalOutcome, originOf, outcomeOfCreated, verifiedItems } from "./webhooks.server";

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

/**
 * A shopper e-mail with this tag (an+timeout@example.be) makes TestPay take the payment and lose its
 * answer, as a provider that times out does: the order stays pending until the reconcile job asks.
 */
export const TIMEOUT_TAG = "+timeout@";

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
    // The simulated provider timeout: the payment is taken, its answer never reaches the shop.
    if (inserted && request.shopper.email.includes(TIMEOUT_TAG)) {
      return { status: "unknown", message: "TestPay: no answer (simulated timeout)" };
    }
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

  /** Like Adyen: the whole authorised amount goes back, and a REFUND notification tells the shop. */
  async function refund(request: RefundRequest): Promise<RefundOutcome> {
    if (!PSP_PATTERN.test(request.pspReference)) return { status: "error", message: "TestPay: unknown payment" };
    const refunded = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("testpay_payments")
        .set({ status: "refunded", updated_at: new Date() })
        .where("psp_reference", "=", request.pspReference)
        .where("status", "=", "authorised")
        .where("amount", "=", request.amount.value)
        .returning(["psp_reference", "merchant_reference", "amount", "currency", "method", "request"])
        .executeTakeFirst();
      if (row) await enqueueWebhook(trx, config, row, { status: "refunded", eventCode: "REFUND", success: true });
      return row !== undefined;
    });
    if (refunded) {
      config.jobs.wake();
      return { status: "received" };
    }
    // Asked again after it was refunded: the same answer (idempotent); anything else cannot be refunded.
    const payment = await findPayment(db, request.pspReference);
    return payment?.status === "refunded"
      ? { status: "received" }
      : { status: "error", message: "TestPay: only an authorised payment of that amount can be refunded" };
  }

  /** The books, by the shop's reference: what a provider's status lookup answers. */
  async function paymentStatus(reference: { merchantReference: string }): Promise<PaymentOutcome | null> {
    const row = await db
      .selectFrom("testpay_payments")
      .selectAll()
      .where("merchant_reference", "=", reference.merchantReference)
      .executeTakeFirst();
    if (!row) return null;
    const payment = toPayment(row);
    return outcomeOfCreated(payment, originOf(payment.request.returnUrl) ?? "");
  }

  return {
    id: "test",
    webhookAck: "[accepted]",
    createPayment,
    completeRedirect,
    parseWebhook,
    cancel,
    refund,
    paymentStatus,
  };
}
