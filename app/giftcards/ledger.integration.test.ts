/**
 * The card ledger on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): the balance is the sum of
 * the entries, concurrent redemptions never drive a card below 0, a retried change applies once, and a
 * card of one storefront cannot be changed from another.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import type { DatabaseHandle } from "../db/db.server";
import { issueCards } from "./cards.server";
import { changeBalance, ledgerOf } from "./ledger.server";

const STORE = 95;
const OTHER_STORE = 110;

describe.each(backends())("card ledger on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A card issued the way fulfilment issues it (without an order or product: the ledger needs neither). */
  async function newCard(value: number, lineKey: string): Promise<number> {
    await handle.db
      .transaction()
      .execute((trx) =>
        issueCards(trx, { id: null, storeId: STORE, currency: "EUR" }, { prefix: "628095", validityMonths: 12 }, [
          { lineKey, productId: null, value, deliveryType: "DIGITAL", receiverEmail: null },
        ]),
      );
    const row = await handle.db
      .selectFrom("giftcards")
      .select("id")
      .where("line_key", "=", lineKey)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function balanceOf(cardId: number) {
    const card = await handle.db
      .selectFrom("giftcards")
      .select("balance")
      .where("id", "=", cardId)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ total: string }>`select coalesce(sum(amount), 0) as total from giftcard_ledger
      where giftcard_id = ${cardId}`.execute(handle.db);
    return { balance: Number(card.balance), sum: Number(rows[0].total) };
  }

  it("issues a card with its issue entry: the balance is the sum of the entries", async () => {
    const card = await newCard(25, "issue-test");
    expect(await ledgerOf(handle.db, STORE, card)).toEqual([
      expect.objectContaining({ kind: "issue", amount: 25, balanceAfter: 25, reference: "issue-test" }),
    ]);
    expect(await balanceOf(card)).toEqual({ balance: 25, sum: 25 });
  });

  it("20 parallel redemptions of one card never drive it below 0", async () => {
    const card = await newCard(100, "parallel-test");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changeBalance(handle.db, { cardId: card, storeId: STORE, kind: "redeem", amount: -7.5, reference: `r${i}` }),
      ),
    );
    const applied = results.filter((r) => r.ok);
    expect(applied).toHaveLength(13); // 13 × 7.50 = 97.50; a 14th would leave -5.00
    expect(results.filter((r) => !r.ok && r.reason === "insufficient")).toHaveLength(7);
    expect(await balanceOf(card)).toEqual({ balance: 2.5, sum: 2.5 });
    const entries = await ledgerOf(handle.db, STORE, card);
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
    expect(entries.at(-1)?.balanceAfter).toBe(2.5);
  });

  it("applies a retried change once, and refunds through the ledger", async () => {
    const card = await newCard(50, "retry-test");
    const redeem = { cardId: card, storeId: STORE, kind: "redeem" as const, amount: -20, reference: "order-1" };
    expect(await changeBalance(handle.db, redeem)).toEqual({ ok: true, balance: 30, repeated: false });
    expect(await changeBalance(handle.db, redeem)).toEqual({ ok: true, balance: 30, repeated: true });
    const refund = { cardId: card, storeId: STORE, kind: "refund" as const, amount: 20, reference: "order-1" };
    expect(await changeBalance(handle.db, refund)).toEqual({ ok: true, balance: 50, repeated: false });
    expect((await ledgerOf(handle.db, STORE, card)).map((e) => [e.kind, e.amount])).toEqual([
      ["issue", 50],
      ["redeem", -20],
      ["refund", 20],
    ]);
    expect(await balanceOf(card)).toEqual({ balance: 50, sum: 50 });
  });

  it("never changes a card from another storefront", async () => {
    const card = await newCard(10, "isolation-test");
    const foreign = { cardId: card, storeId: OTHER_STORE, kind: "redeem" as const, amount: -5, reference: "x" };
    expect(await changeBalance(handle.db, foreign)).toEqual({ ok: false, reason: "notFound", balance: null });
    expect(await ledgerOf(handle.db, OTHER_STORE, card)).toEqual([]);
    expect(await balanceOf(card)).toEqual({ balance: 10, sum: 10 });
  });
});
