/**
 * Orders and their payments (spec §4 Checkout; docs/decisions/011-orders-and-fulfilment.md).
 *
 * PENDING → COMPLETED when a payment is authorised (or an invoice order is accepted), PENDING → CANCELED
 * when the shopper leaves or gives up; every transition is one conditional UPDATE in a transaction, so
 * the same webhook twice, a double submit or a crash in between never completes, issues or cancels
 * anything twice. Completing enqueues the fulfilment jobs in the same transaction.
 *
 * This module holds what the order modules share (rows, dependencies, the next step); placing an
 * order is place.server.ts, its transitions transitions.server.ts, the provider's events
 * webhook-events.server.ts, and what the pages ask about an order status.server.ts.
 */
import type { Transaction } from "kysely";
import type { ApiError } from "../../api/errors";
import type { OrderStatus } from "../../db/commerce-types";
import type { DB } from "../../db/db.server";
import type { Database } from "../../db/types";
import type { JobQueue } from "../../fulfilment/jobs.server";
import type { PaymentProvider } from "../../payments/provider";

export type Trx = Transaction<Database>;

/** The provider of payments made with the shop's own gift cards (debited on the card ledger). */
export const GIFTCARD_PROVIDER = "giftcard";

/**
 * The job a completed order sets off, by order type (spec §3): cards issued and sent — or, for a
 * choice-card activation, the card activated at the card provider, tried again for more than a day
 * (the job's backoff tops out at an hour) before it gives up and the 24-hour alert has long been raised.
 */
export const FULFILMENT_JOBS: Record<
  "regular" | "activation" | "redeem" | "multi-address",
  { kind: string; maxAttempts?: number }
> = {
  regular: { kind: "fulfil-order" },
  "multi-address": { kind: "fulfil-order" },
  redeem: { kind: "fulfil-order" },
  activation: { kind: "activate-card", maxAttempts: 40 },
};

/** Failed attempts with one method before spec §8 2036 asks for another method or patience. */
export const MAX_ATTEMPTS_PER_METHOD = 3;

export interface OrderDeps {
  db: DB;
  payments: PaymentProvider;
  jobs: JobQueue;
}

/** What the browser does next after placing an order. */
export type NextStep =
  | { kind: "redirect"; url: string; orderUuid: string }
  | { kind: "processing"; orderUuid: string }
  | { kind: "completed"; orderUuid: string }
  | { kind: "pending"; orderUuid: string }
  | { kind: "failed"; orderUuid: string | null; errors: ApiError[] };

export const toMinor = (value: number) => Math.round(value * 100);

export function processingUrl(baseUrl: string, orderUuid: string): string {
  return `${baseUrl}/bestellen/betaling-verwerken/?order=${orderUuid}`;
}

export interface OrderRow {
  id: number;
  idempotency_key: string;
  uuid: string;
  store_id: number;
  cart_id: string | null;
  status: OrderStatus;
  email: string;
  customer_type: "PRIVATE" | "BUSINESS";
  grand_total: string;
  currency: string;
  payment_method: string;
  attempts: number;
  doc: unknown;
  checkout: unknown;
  language: string;
}

export const ORDER_COLUMNS = [
  "id",
  "idempotency_key",
  "uuid",
  "store_id",
  "cart_id",
  "status",
  "email",
  "customer_type",
  "grand_total",
  "currency",
  "payment_method",
  "attempts",
  "doc",
  "checkout",
  "language",
] as const;
