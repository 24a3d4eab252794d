/**
 * Redeem orders on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): a basket the card covers is
 * ordered and completed at once (the card debited on its ledger, a brand card issued — not redeemable
 * again — and mailed with the note); a rest is paid through the provider and, if abandoned, the card
 * gets its money back; 20 parallel orders on one card never take it below 0; a new card above the
 * storefront's limit is split (spec §9).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { ErrorCode } from "../api/errors";
import { cancelAbandonedOrders, QUICK_PAYMENT_WINDOW_MS } from "../checkout/orders/abandoned.server";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { splitValue } from "../giftcards/cards.server";
import { serverI18n } from "../i18n/server-i18n.server";
import { placeRedeemOrder } from "./order.server";
import { redeemOrderView } from "./order-view.server";
import { putRedeemPackage, saveRedeemDetails } from "./packages.server";
import { sessionOf } from "./session.server";
import { redeemShopPage } from "./shop.server";
import { openRedeemSession } from "./token.server";

const { registry, storefronts } = await shippedRegistry();
const be = registry.get("kadoo-be");

describe("splitValue (spec §9)", () => {
  it("keeps a card up to the limit whole and splits above it into equal cards", () => {
    expect(splitValue(150, 150)).toEqual([150]);
    expect(splitValue(151, 150)).toEqual([75.5, 75.5]);
    expect(splitValue(320, 150)).toEqual([106.67, 106.67, 106.66]);
    expect(splitValue(300.01, 150).reduce((a, b) => a + b, 0)).toBeCloseTo(300.01, 2);
  });
});

describe.each(backends())("redeem orders on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let serial = 0;
  let productId = 0;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be"),
    );
    shop = testServices(handle.db, registry);
    const page = await redeemShopPage(handle.db, be, "nl", null, 1);
    const digital = page.items.find(
      (p) =>
        p.mainProductType === "GIFTCARD" &&
        p.variations.some((v) => v.variationType === "digital") &&
        p.redeemData.minimumAvailableCustomAmount <= 10 &&
        p.redeemData.maximumAvailableCustomAmount >= 40,
    );
    if (!digital) throw new Error("no digital redeem product in the seed");
    productId = digital.id;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const deps = () => ({ db: handle.db, limits: shop.services.limits, tokens: shop.services.redeemTokens });

  const newCard = (value: number) => issueTestCard(handle.db, be, value);

  /** A redeem session of the card (opened directly: the pin limits would stop 20 checks of one card). */
  async function sessionWith(card: { number: string; pin: string }, amount: number, note: string | null = null) {
    serial += 1;
    const row = await handle.db
      .selectFrom("giftcards")
      .select("id")
      .where("number", "=", card.number)
      .executeTakeFirstOrThrow();
    const token = shop.services.redeemTokens.sign(await openRedeemSession(handle.db, be.storeId, [row.id]));
    const load = async () => {
      const s = await sessionOf(deps(), be, token);
      if (!s.ok) throw new Error("no session");
      return s.session;
    };
    const i18n = await serverI18n("nl");
    const put = await putRedeemPackage(handle.db, be, "nl", i18n, await load(), {
      redeemProductId: productId,
      deliveryType: "digital",
      amount,
      note,
    });
    if (!put.ok) throw new Error(JSON.stringify(put.errors));
    await saveRedeemDetails(handle.db, await load(), {
      firstName: "Saar",
      lastName: "Peeters",
      email: `saar.${serial}@example.be`,
      address: null,
    });
    return load();
  }

  const input = (key: string, method: "bancontact" | null = null) => ({
    method,
    idempotencyKey: `redeem-test-key-${key}-${serial}`,
    language: "nl" as const,
    baseUrl: "http://kadoo-be.localhost",
    ip: "10.0.0.1",
  });

  const balanceOf = async (number: string) =>
    Number(
      (await handle.db.selectFrom("giftcards").select("balance").where("number", "=", number).executeTakeFirstOrThrow())
        .balance,
    );

  it("a basket the card covers completes at once: the card is debited, a brand card is issued and mailed", async () => {
    const card = await newCard(60);
    const session = await sessionWith(card, 25, "Veel plezier!");
    const next = await placeRedeemOrder(shop.orderDeps, be, session, input("covered"));
    expect(next.kind).toBe("completed");
    expect(await balanceOf(card.number)).toBe(35);
    await shop.jobs.runDue();
    await shop.jobs.runDue();
    const order = await handle.db
      .selectFrom("orders")
      .select(["id", "type", "status", "payment_method"])
      .where("uuid", "=", next.orderUuid!)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ type: "redeem", status: "COMPLETED", payment_method: "giftcard" });
    const issued = await handle.db
      .selectFrom("giftcards")
      .select(["balance", "redeemable"])
      .where("order_id", "=", order.id)
      .execute();
    expect(issued).toHaveLength(1);
    expect(Number(issued[0].balance)).toBeGreaterThanOrEqual(25);
    expect(issued[0].redeemable).toBe(false);
    const mails = await handle.db
      .selectFrom("mail_outbox")
      .select(["kind", "text_body", "to_address"])
      .where("order_id", "=", order.id)
      .execute();
    const cardsMail = mails.find((m) => m.kind === "giftcards");
    expect(cardsMail?.text_body).toMatch(/(\d{4} ){4}\d{3}/);
    expect(cardsMail?.text_body).toContain("Veel plezier!");
    const view = await redeemOrderView(handle.db, be, next.orderUuid!);
    expect(view).toMatchObject({ status: "COMPLETED", remainingBalance: 35, totals: { total: 25, byCards: 25 } });
    // The session's basket is empty again; the card keeps what is left.
    const after = await sessionOf(deps(), be, shop.services.redeemTokens.sign(session.claims));
    expect(after.ok && (after.session.doc as { packages: unknown[] }).packages).toEqual([]);
  });

  it("a rest is paid with a storefront method; abandoned, the order is cancelled and the card refunded", async () => {
    const card = await newCard(20);
    const session = await sessionWith(card, 30);
    const refused = await placeRedeemOrder(shop.orderDeps, be, session, input("rest-no-method"));
    expect(refused).toMatchObject({
      kind: "failed",
      errors: [expect.objectContaining({ code: ErrorCode.MethodUnavailable })],
    });
    const next = await placeRedeemOrder(shop.orderDeps, be, session, input("rest", "bancontact"));
    expect(next.kind).toBe("redirect");
    expect(await balanceOf(card.number)).toBe(0);
    const payments = await handle.db
      .selectFrom("payments as p")
      .innerJoin("orders as o", "o.id", "p.order_id")
      .select(["p.provider", "p.amount", "p.status"])
      .where("o.uuid", "=", next.orderUuid!)
      .orderBy("p.id")
      .execute();
    expect(payments).toEqual([
      { provider: "giftcard", amount: 2000, status: "authorised" },
      expect.objectContaining({ amount: 1000, status: "redirect" }),
    ]);
    const later = new Date(Date.now() + QUICK_PAYMENT_WINDOW_MS + 60_000);
    expect(await cancelAbandonedOrders(shop.orderDeps, later)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(card.number)).toBe(20);
    const view = await redeemOrderView(handle.db, be, next.orderUuid!);
    expect(view?.status).toBe("CANCELED");
  });

  it("20 parallel redeem orders on one card never take it below 0", async () => {
    const card = await newCard(100);
    const sessions = [];
    for (let i = 0; i < 20; i++) sessions.push(await sessionWith(card, 10));
    const results = await Promise.all(
      sessions.map((s, i) => placeRedeemOrder(shop.orderDeps, be, s, input(`parallel-${i}`))),
    );
    expect(results.filter((r) => r.kind === "completed")).toHaveLength(10);
    expect(
      results
        .filter((r) => r.kind === "failed")
        .every((r) => r.kind === "failed" && r.errors[0].code === ErrorCode.CardUnavailable),
    ).toBe(true);
    expect(await balanceOf(card.number)).toBe(0);
  });
});
