/**
 * Issuing gift cards (spec §3 Gift card; §5 card number and pin): 19-digit numbers starting with one
 * of the storefront's prefixes and ending in a Luhn check digit, 6-digit pins stored only as argon2
 * hashes, balance and expiry. A card is keyed by its order line: issuing the same line twice returns
 * nothing new (the job may run again after a crash). Its value is the first entry of its ledger.
 */
import { randomInt } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { Transaction } from "kysely";
import type { Database } from "../db/types";
import { recordIssue } from "./ledger.server";

export const CARD_NUMBER_LENGTH = 19;

/** Luhn check digit of a number without it. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  return /^\d+$/.test(number) && luhnDigit(number.slice(0, -1)) === Number(number.at(-1));
}

/** A random number with the prefix (and, for a card provider's test cards, fixed digits before the check digit). */
export function newCardNumber(prefix: string, ending = ""): string {
  let body = prefix;
  while (body.length < CARD_NUMBER_LENGTH - 1 - ending.length) body += String(randomInt(10));
  body += ending;
  return `${body}${luhnDigit(body)}`;
}

export function newPin(): string {
  return String(randomInt(1_000_000)).padStart(6, "0");
}

/** "6280 0950 1234 5678 901": easier to read and type. */
export function formatCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export interface IssuedCard {
  number: string;
  pin: string;
  value: number;
  expiresAt: Date;
}

export interface CardLineToIssue {
  lineKey: string;
  productId: number | null;
  value: number;
  deliveryType: "DIGITAL" | "PHYSICAL";
  receiverEmail: string | null;
  /** False for brand cards issued by a redeem order (spent at the brand, not in the redeem shop). */
  redeemable?: boolean;
}

/**
 * spec §9: a card worth more than `limit` is issued as several — as few as possible, of equal value
 * (cents spread over the first ones), so no card is a tiny remainder (docs/decisions/017).
 */
export function splitValue(value: number, limit: number): number[] {
  const cents = Math.round(value * 100);
  const max = Math.round(limit * 100);
  if (cents <= max || max <= 0) return [value];
  const parts = Math.ceil(cents / max);
  const base = Math.floor(cents / parts);
  const rest = cents - base * parts;
  return Array.from({ length: parts }, (_, i) => (base + (i < rest ? 1 : 0)) / 100);
}

/** A free number, or null after five taken ones (practically never: 10^11 numbers per prefix). */
async function freeNumber(trx: Transaction<Database>, prefix: string, ending = ""): Promise<string | null> {
  for (let tries = 0; tries < 5; tries++) {
    const number = newCardNumber(prefix, ending);
    const taken = await trx.selectFrom("giftcards").select("id").where("number", "=", number).executeTakeFirst();
    if (!taken) return number;
  }
  return null;
}

/**
 * Choice cards for the shelves (spec §1: a bought choice card is activated with its number): a print
 * run of cards that are not activated yet — no value, no activation date — each with its pin, which
 * only the caller sees (for the printer). Activation gives them their value (app/activation/).
 */
export async function registerStockCards(
  trx: Transaction<Database>,
  store: { storeId: number; currency: string; prefix: string; validityMonths: number },
  count: number,
  options: { ending?: string; batch?: string } = {},
): Promise<{ number: string; pin: string }[]> {
  const cards: { number: string; pin: string }[] = [];
  const expiresAt = new Date();
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + store.validityMonths);
  const batch = options.batch ?? new Date().toISOString().slice(0, 10);
  for (let i = 0; i < count; i++) {
    const number = await freeNumber(trx, store.prefix, options.ending);
    if (!number) continue;
    const pin = newPin();
    await trx
      .insertInto("giftcards")
      .values({
        store_id: store.storeId,
        number,
        pin_hash: await hash(pin),
        balance: 0,
        initial_value: 0,
        currency: store.currency,
        expires_at: expiresAt,
        product_id: null,
        order_id: null,
        delivery_type: "PHYSICAL",
        line_key: `stock:${batch}:${number.slice(-6)}`,
        receiver_email: null,
        activated_at: null,
      })
      .execute();
    cards.push({ number, pin });
  }
  return cards;
}

/**
 * Issues the cards of the given lines in the caller's transaction. Lines already issued are skipped
 * (their pins are not known any more: the caller only issues lines it has not delivered yet).
 */
export async function issueCards(
  trx: Transaction<Database>,
  order: { id: number | null; storeId: number; currency: string },
  card: { prefix: string; validityMonths: number },
  lines: CardLineToIssue[],
): Promise<IssuedCard[]> {
  const issued: IssuedCard[] = [];
  const expiresAt = new Date();
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + card.validityMonths);
  for (const line of lines) {
    const number = await freeNumber(trx, card.prefix);
    if (!number) continue;
    const pin = newPin();
    const row = await trx
      .insertInto("giftcards")
      .values({
        store_id: order.storeId,
        number,
        pin_hash: await hash(pin),
        balance: line.value,
        initial_value: line.value,
        currency: order.currency,
        expires_at: expiresAt,
        product_id: line.productId,
        order_id: order.id,
        delivery_type: line.deliveryType,
        line_key: line.lineKey,
        receiver_email: line.receiverEmail,
        activated_at: new Date(),
        redeemable: line.redeemable ?? true,
      })
      .onConflict((oc) => oc.columns(["order_id", "line_key"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row) {
      await recordIssue(trx, {
        id: row.id,
        storeId: order.storeId,
        value: line.value,
        orderId: order.id,
        reference: line.lineKey,
      });
      issued.push({ number, pin, value: line.value, expiresAt });
    }
  }
  return issued;
}
