/** Table types of customers, baskets, orders, payments, jobs, cards, shipments, mail and TestPay (migration 005). */
import type { ColumnType, Generated } from "kysely";
import type { Json, Numeric, Timestamp } from "./column-types";

export interface CustomersTable {
  id: Generated<number>;
  store_id: number;
  email: string;
  /** Lower-cased, trimmed e-mail: one account per address per storefront. */
  email_key: string;
  password_hash: string;
  profile: Json<Record<string, unknown>>;
  subscribed: Generated<boolean>;
  created_at: Timestamp;
}

/** The address book (migration 013): one saved address of an account, at most one default. */
export interface CustomerAddressesTable {
  id: Generated<number>;
  store_id: number;
  customer_id: number;
  is_default: Generated<boolean>;
  first_name: string;
  last_name: string;
  company_name: Generated<string>;
  country_code: string;
  post_code: string;
  house_number: string;
  suffix: Generated<string>;
  street: string;
  city: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartsTable {
  id: string;
  store_id: number;
  customer_id: number | null;
  currency: string;
  doc: Json<unknown>;
  checkout: ColumnType<Record<string, unknown>, string | undefined, string>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a database leak gives no usable session. */
  id: string;
  store_id: number;
  customer_id: number | null;
  cart_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Last request of the session (idle timeout of a logged-in session, migration 013). */
  last_seen_at: Timestamp;
}

/** A forgot-password token (migration 013): only its SHA-256 is stored; good once, for one hour. */
export interface PasswordResetsTable {
  id: Generated<number>;
  store_id: number;
  customer_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export type OrderStatus = "PENDING" | "COMPLETED" | "CANCELED";

export interface OrdersTable {
  id: Generated<number>;
  uuid: string;
  store_id: number;
  cart_id: string | null;
  customer_id: number | null;
  status: OrderStatus;
  type: Generated<"regular" | "activation" | "redeem" | "multi-address">;
  language: string;
  currency: string;
  email: string;
  customer_type: "PRIVATE" | "BUSINESS";
  doc: Json<unknown>;
  checkout: Json<unknown>;
  totals: Json<unknown>;
  grand_total: Numeric;
  payment_method: string;
  idempotency_key: string;
  attempts: Generated<number>;
  stock_reserved: Generated<boolean>;
  cancel_reason: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  canceled_at: Timestamp | null;
}

export type PaymentStatus =
  | "initiated"
  | "redirect"
  | "await"
  | "pending"
  | "authorised"
  | "refused"
  | "cancelled"
  | "fraud"
  | "retryLimit"
  | "error"
  /** Paid, then given back (a refused choice-card activation). */
  | "refunded";

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  method: string;
  attempt: number;
  merchant_reference: string;
  psp_reference: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookEventsTable {
  id: Generated<number>;
  provider: string;
  event_key: string;
  event: Json<unknown>;
  received_at: Timestamp;
  processed_at: Timestamp | null;
  deliveries: Generated<number>;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: Json<Record<string, unknown>>;
  dedupe_key: string | null;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: Timestamp | null;
  last_error: string | null;
  done_at: Timestamp | null;
  failed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface GiftcardsTable {
  id: Generated<number>;
  store_id: number;
  number: string;
  pin_hash: string;
  balance: Numeric;
  initial_value: Numeric;
  currency: string;
  expires_at: Timestamp;
  blocked: Generated<boolean>;
  product_id: number | null;
  order_id: number | null;
  delivery_type: "DIGITAL" | "PHYSICAL";
  line_key: string;
  receiver_email: string | null;
  created_at: Timestamp;
  /** Null: a choice card not activated yet (spec §4 card status "not activated"). */
  activated_at: Timestamp | null;
  /** False for brand cards issued by a redeem order: spent at the brand, not in the redeem shop. */
  redeemable: Generated<boolean>;
  /** The business redeem shop page the card belongs to; null: the storefront's redeem shop. */
  redeem_page_id: number | null;
  is_test: Generated<boolean>;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expires_at: Timestamp;
}

export interface RedeemSessionsTable {
  /** Random id carried (signed) in the redeem token. */
  id: string;
  store_id: number;
  card_ids: Json<number[]>;
  doc: ColumnType<unknown, string | undefined, string>;
  order_id: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

export type LedgerKind = "issue" | "redeem" | "refund" | "activation" | "doubler" | "expiry";

export interface GiftcardLedgerTable {
  id: Generated<number>;
  giftcard_id: number;
  store_id: number;
  kind: LedgerKind;
  /** Positive: credit; negative: debit. */
  amount: Numeric;
  balance_after: Numeric;
  order_id: number | null;
  /** What caused the entry (order line, redeem order, draw…): one entry per card, kind and reference. */
  reference: string;
  created_at: Timestamp;
}

export interface DoublerEntriesTable {
  id: Generated<number>;
  store_id: number;
  /** The draw, by its month in the storefront's zone (`YYYY-MM`). */
  draw_month: string;
  giftcard_id: number;
  name: string;
  email: string;
  language: string;
  created_at: Timestamp;
}

export interface DoublerDrawsTable {
  store_id: number;
  draw_month: string;
  winner_entry_id: number | null;
  entries: Generated<number>;
  /** What the winning card gained (its balance at the draw). */
  amount: ColumnType<string, number | string | undefined, number | string>;
  drawn_at: Timestamp;
}

export type ActivationStatus = "waiting" | "active" | "refused" | "canceled";

export interface ActivationsTable {
  id: Generated<number>;
  store_id: number;
  order_id: number;
  giftcard_id: number;
  amount: Numeric;
  email: string;
  language: string;
  /** waiting: for its payment or the card provider; canceled: its payment never came. */
  status: Generated<ActivationStatus>;
  provider_reference: string | null;
  refusal_code: string | null;
  refusal_message: string | null;
  created_at: Timestamp;
  done_at: Timestamp | null;
  /** When the "not active within 24 hours" alert went to the log and the operator. */
  alerted_at: Timestamp | null;
}

export interface ShipmentsTable {
  id: Generated<number>;
  store_id: number;
  order_id: number;
  tag: string;
  dispatch_date: ColumnType<string, string, string>;
  registered: boolean;
  address: Json<Record<string, unknown>>;
  status: Generated<"queued" | "dispatched">;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  store_id: number;
  order_id: number | null;
  kind: string;
  dedupe_key: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: ColumnType<{ filename: string; contentType: string; base64: string }[], string | undefined, string>;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** Set when the send-mail job used its last attempt (the SMTP server never took it): an operator's case. */
  failed_at: Timestamp | null;
  last_error: string | null;
}

export interface TestpayPaymentsTable {
  psp_reference: string;
  idempotency_key: string;
  merchant_reference: string;
  store_id: number;
  method: string;
  amount: number;
  currency: string;
  status: string;
  request: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestpayCardTokensTable {
  token: string;
  brand: string | null;
  last4: string;
  outcome: string;
  created_at: Timestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

/** Generation of the cached pages and reads per scope ("all" or a storefront code): a bump empties every process's copies. */
export interface CacheGenerationsTable {
  scope: string;
  generation: number;
  changed_at: Generated<Date>;
}
