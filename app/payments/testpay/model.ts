/** TestPay's own vocabulary: where it is mounted, its payment states and the decisions its pages take. */
import type { DB } from "../../db/db.server";
import type { JobQueue } from "../../fulfilment/jobs.server";

export const TESTPAY_PATH = "/__testpay";

/** The merchant account TestPay puts in its notifications (Adyen sends the shop's account code). */
export const MERCHANT_ACCOUNT = "TestPayShop";

export const WEBHOOK_JOB = "testpay-deliver-webhook";

/** A card token is good for this long after the hosted fields made it, like a real provider's session. */
export const TOKEN_TTL_MS = 60 * 60 * 1000;

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
  | "expired"
  /** Authorised, then given back by the shop. */
  | "refunded";

export const OPEN_STATUSES: readonly TestPayStatus[] = ["redirect", "challenge", "awaiting", "pending"];

/** What a button on a hosted page (or the card issuer, or the shop's cancel) decides. */
export type Decision = "authorise" | "refuse" | "authenticationFailed" | "fraud" | "retryLimit" | "cancel" | "expire";

export interface DecisionEvent {
  status: TestPayStatus;
  eventCode: "AUTHORISATION" | "CANCELLATION" | "OFFER_CLOSED" | "REFUND";
  success: boolean;
  reason?: string;
}

// Refusal reasons as Adyen words them; "FRAUD" and "RETRY_LIMIT" are what the shop maps to spec §8
// codes 2035 and 2036.
export const DECISIONS: Record<Decision, DecisionEvent> = {
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
