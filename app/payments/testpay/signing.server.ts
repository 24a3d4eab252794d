/** HMAC signatures of TestPay's webhooks and redirect tokens, and its PSP references. */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { TestPayStatus } from "./model";

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

export function safeEqual(a: string, b: string): boolean {
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
