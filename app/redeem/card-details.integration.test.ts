/**
 * Card details through the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): the cards of
 * a redeem session with their product, number masked to the last four digits, balance, expiry, state
 * and ledger in order after an issue and a redeem; never the full number or the pin; a token of
 * another storefront, a tampered one and none are refused with the redeem token errors. And the
 * card's PDF voucher.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { ErrorCode } from "../api/errors";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { changeBalance } from "../giftcards/ledger.server";
import { createApi } from "../graphql/yoga.server";
import { serverI18n } from "../i18n/server-i18n.server";
import type { Storefront } from "../storefront/storefront";
import { checkIntoSession } from "./session.server";
import { voucherPdf } from "./voucher-pdf.server";

const { registry, storefronts } = await shippedRegistry();
const be = registry.get("kadoo-be");
const ch = registry.get("giftpass-ch");

const DETAILS = `query($userData: UserDataInput!) { cardDetails(userData: $userData) {
  status errors { code referencedRequestParameter }
  cards { id maskedNumber balance { currency value } expiryDate state product { title path image { url alt } }
    ledger { date kind amount { currency value } balanceAfter { value } } } } }`;

describe.each(backends())("card details on $name", (backend) => {
  let handle: DatabaseHandle;
  let services: ReturnType<typeof testServices>["services"];
  let api: ReturnType<typeof createApi>;
  let serial = 0;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be" || s.code === "giftpass-ch"),
    );
    services = testServices(handle.db, registry).services;
    api = createApi({ db: handle.db, registry, introspection: false, services, logErrors: (e) => console.error(e) });
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A card of `sf` bought as its product `slug`, checked into a redeem session. */
  async function checkedCard(sf: Storefront, value: number, slug?: string) {
    serial += 1;
    const card = await issueTestCard(handle.db, sf, value);
    const row = await handle.db
      .selectFrom("giftcards")
      .select(["id", "expires_at"])
      .where("number", "=", card.number)
      .executeTakeFirstOrThrow();
    if (slug) {
      const product = await handle.db
        .selectFrom("products")
        .select("id")
        .where("store_id", "=", sf.storeId)
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow();
      await handle.db.updateTable("giftcards").set({ product_id: product.id }).where("id", "=", row.id).execute();
    }
    const opened = await checkIntoSession(
      { db: handle.db, limits: services.limits, tokens: services.redeemTokens },
      sf,
      { number: card.number, pin: card.pin, address: `10.14.${serial}.1` },
    );
    if (!opened.ok) throw new Error(JSON.stringify(opened.error));
    return { ...card, id: row.id, expiresAt: new Date(row.expires_at), token: opened.token };
  }

  async function details(sf: Storefront, token: string | null) {
    const userData = { language: sf.defaultLanguage, storeID: sf.storeId, countryCode: sf.country, redeemToken: token };
    const response = await api.fetch(
      "http://internal/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: DETAILS, variables: { userData } }),
      },
      requestContext(handle.db, sf),
    );
    const text = await response.text();
    const body = JSON.parse(text);
    if (body.errors) throw new Error(text);
    return { text, result: body.data.cardDetails };
  }

  it("shows a session's card: product, masked number, balance, expiry, state and its ledger in order", async () => {
    const card = await checkedCard(be, 50, "apple-gift-card");
    const spent = await changeBalance(handle.db, {
      cardId: card.id,
      storeId: be.storeId,
      kind: "redeem",
      amount: -12.5,
      reference: `card-details-test-${card.id}`,
    });
    expect(spent).toMatchObject({ ok: true, balance: 37.5 });

    const { text, result } = await details(be, card.token);
    expect(result.status).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.cards).toHaveLength(1);
    const [shown] = result.cards;
    expect(shown.id).toBe(card.id);
    expect(shown.maskedNumber).toBe(`•••• ${card.number.slice(-4)}`);
    expect(shown.balance).toEqual({ currency: "EUR", value: 37.5 });
    expect(shown.expiryDate).toBe(card.expiresAt.toISOString().slice(0, 10));
    expect(shown.state).toBe("active");
    expect(shown.product).toMatchObject({ title: "Apple Gift Card", path: "/cadeaubonnen/apple-gift-card/" });
    expect(shown.product.image.url).toMatch(/apple-gift-card\.svg$/);
    expect(shown.ledger.map((e: { kind: string }) => e.kind)).toEqual(["issue", "redeem"]);
    expect(shown.ledger[0]).toMatchObject({ amount: { currency: "EUR", value: 50 }, balanceAfter: { value: 50 } });
    expect(shown.ledger[1]).toMatchObject({ amount: { value: -12.5 }, balanceAfter: { value: 37.5 } });
    expect(Date.parse(shown.ledger[1].date)).toBeGreaterThanOrEqual(Date.parse(shown.ledger[0].date));
    // Nothing to reuse: not the full number, not its first twelve digits, not the pin.
    expect(text).not.toContain(card.number);
    expect(text).not.toContain(card.number.slice(0, 12));
    expect(text).not.toContain(card.pin);
  });

  it("tells a blocked and an expired card by their state; a card without product has none", async () => {
    const blocked = await checkedCard(be, 20);
    await handle.db.updateTable("giftcards").set({ blocked: true }).where("id", "=", blocked.id).execute();
    const first = await details(be, blocked.token);
    expect(first.result.cards[0]).toMatchObject({ state: "blocked", product: null });

    const expired = await checkedCard(be, 20);
    await handle.db
      .updateTable("giftcards")
      .set({ expires_at: new Date(Date.now() - 86_400_000) })
      .where("id", "=", expired.id)
      .execute();
    expect((await details(be, expired.token)).result.cards[0].state).toBe("expired");
  });

  it("refuses another storefront's token, a tampered one and none, with the redeem token errors", async () => {
    const swiss = await checkedCard(ch, 30);
    expect((await details(ch, swiss.token)).result.cards).toHaveLength(1);

    const other = await details(be, swiss.token);
    expect(other.result).toEqual({
      status: false,
      cards: [],
      errors: [{ code: ErrorCode.RedeemTokenOtherStore, referencedRequestParameter: "userData.redeemToken" }],
    });
    expect(other.text).not.toContain(swiss.number.slice(-4));

    const own = await checkedCard(be, 30);
    const [payload, signature] = own.token.split(".");
    const tampered = `${payload.slice(0, -2)}${payload.endsWith("AA") ? "BB" : "AA"}.${signature}`;
    expect((await details(be, tampered)).result.errors).toEqual([
      { code: ErrorCode.RedeemTokenInvalid, referencedRequestParameter: "userData.redeemToken" },
    ]);
    expect((await details(be, null)).result.errors[0].code).toBe(ErrorCode.RedeemTokenInvalid);
  });

  it("makes the card's voucher as a PDF", async () => {
    const card = await checkedCard(be, 25, "apple-gift-card");
    const { result } = await details(be, card.token);
    const pdf = await voucherPdf(result.cards[0], { storefront: be, language: "nl", i18n: await serverI18n("nl") });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("DejaVuSans");
  });
});
