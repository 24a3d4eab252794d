/** TestPay's books: the payments it was asked for (testpay_* tables) and stored card tokens. */
import { randomBytes } from "node:crypto";
import type { DB } from "../../db/db.server";
import { METHOD_INFO, type PaymentMethodId } from "../methods";
import { TESTPAY_PATH, type TestPayStatus } from "./model";
import { PSP_PATTERN } from "./signing.server";
import { cardOutcomeOf } from "./test-cards";

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

export type PaymentRow = {
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

export function toPayment(row: PaymentRow): TestPayment {
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
