/**
 * Balance check through the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): every card
 * status with its message, an unknown number and a wrong pin answered identically, the pin rate limits
 * (one address; rotating addresses on one card), and redeem tokens refused on another storefront, when
 * tampered with or expired.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedCaptcha } from "../../tests/fixtures/captcha";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { createDatabaseRateLimits, POLICIES } from "../accounts/rate-limit.server";
import { ERROR_MESSAGES, ErrorCode } from "../api/errors";
import type { DatabaseHandle } from "../db/db.server";
import { changeBalance } from "../giftcards/ledger.server";
import { createApi } from "../graphql/yoga.server";
import type { Storefront } from "../storefront/storefront";
import { checkIntoSession } from "./session.server";

const { registry } = await shippedRegistry();
const be = registry.get("kadoo-be");
const nl = registry.get("kadoo-nl");

const RESULT =
  "status redeemToken cards { id maskedNumber balance { currency value } expiryDate } balance { currency value } errors { message code referencedRequestParameter }";
const CHECK = `mutation($userData: UserDataInput!, $n: String!, $p: String!, $c: String!) {
  checkGiftCard(userData: $userData, cardNumber: $n, pin: $p, captchaToken: $c) { ${RESULT} } }`;
const INFO = `query($userData: UserDataInput!) { giftCardInfo(userData: $userData) { ${RESULT} } }`;

describe.each(backends())("balance check on $name", (backend) => {
  let handle: DatabaseHandle;
  let services: ReturnType<typeof testServices>["services"];
  let api: ReturnType<typeof createApi>;
  let calls = 0;

  beforeAll(async () => {
    handle = await backend.open();
    services = testServices(handle.db, registry).services;
    api = createApi({ db: handle.db, registry, introspection: false, services, logErrors: (e) => console.error(e) });
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** Issues a card the way fulfilment does and returns its number and pin. */
  async function newCard(sf: Storefront, value = 50) {
    return issueTestCard(handle.db, sf, value);
  }

  async function call(
    sf: Storefront,
    query: string,
    variables: Record<string, unknown>,
    options: { ip?: string; token?: string } = {},
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the JSON it asked for
  ): Promise<any> {
    const ctx = { ...requestContext(handle.db, sf), ip: options.ip ?? `10.9.${++calls}.1` };
    const userData = {
      language: sf.defaultLanguage,
      storeID: sf.storeId,
      countryCode: sf.country,
      redeemToken: options.token ?? null,
    };
    const response = await api.fetch(
      "http://internal/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables: { userData, ...variables } }),
      },
      ctx,
    );
    return { status: response.status, body: await response.json() };
  }

  async function check(sf: Storefront, n: string, p: string, options: { ip?: string; token?: string } = {}) {
    return call(sf, CHECK, { n, p, c: await solvedCaptcha(services.captcha) }, options);
  }

  const errorOf = (code: number) => ({ code, message: ERROR_MESSAGES[code] });

  it("a good card: its balance and expiry, and a token that reads the session back", async () => {
    const card = await newCard(be, 75.5);
    const { body } = await check(be, card.number, card.pin);
    const result = body.data.checkGiftCard;
    expect(result.errors).toEqual([]);
    expect(result.status).toBe(true);
    expect(result.balance).toEqual({ currency: "EUR", value: 75.5 });
    expect(result.cards).toEqual([
      expect.objectContaining({
        maskedNumber: expect.stringMatching(/^•••• •••• •••• \d{4} \d{3}$/),
        expiryDate: card.expiresAt.toISOString().slice(0, 10),
      }),
    ]);
    expect(result.cards[0].maskedNumber.endsWith(card.number.slice(-3))).toBe(true);
    const info = await call(be, INFO, {}, { token: result.redeemToken });
    expect(info.body.data.giftCardInfo.balance).toEqual({ currency: "EUR", value: 75.5 });
  });

  it("an unknown number and a wrong pin get the same answer and status code", async () => {
    const card = await newCard(be);
    const unknownNumber = `${be.giftcards.prefixes[0]}${"0".repeat(19 - be.giftcards.prefixes[0].length)}`;
    const wrongPin = card.pin === "000000" ? "111111" : "000000";
    const a = await check(be, unknownNumber, card.pin, { ip: "10.1.0.1" });
    const b = await check(be, card.number, wrongPin, { ip: "10.1.0.2" });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect(a.body.data.checkGiftCard.errors).toEqual([
      { ...errorOf(ErrorCode.CardUnknown), referencedRequestParameter: "cardNumber" },
    ]);
  });

  it.each([
    ["notActivated", ErrorCode.CardNotActivated, { activated_at: null }],
    ["blocked", ErrorCode.CardBlocked, { blocked: true }],
    ["expired", ErrorCode.CardExpired, { expires_at: new Date(Date.now() - 86_400_000) }],
    ["not allowed for redeem", ErrorCode.CardNotAllowed, { redeemable: false }],
    ["a test card", ErrorCode.CardTest, { is_test: true }],
  ] as const)("%s: told only with the right pin, with its message", async (_name, code, change) => {
    const card = await newCard(be);
    await handle.db.updateTable("giftcards").set(change).where("number", "=", card.number).execute();
    const { body } = await check(be, card.number, card.pin);
    expect(body.data.checkGiftCard.errors).toEqual([{ ...errorOf(code), referencedRequestParameter: "cardNumber" }]);
    expect(body.data.checkGiftCard.redeemToken).toBeNull();
  });

  it("no balance: a card spent to 0", async () => {
    const card = await newCard(be, 20);
    const row = await handle.db
      .selectFrom("giftcards")
      .select("id")
      .where("number", "=", card.number)
      .executeTakeFirstOrThrow();
    await changeBalance(handle.db, {
      cardId: row.id,
      storeId: be.storeId,
      kind: "redeem",
      amount: -20,
      reference: "spent",
    });
    const { body } = await check(be, card.number, card.pin);
    expect(body.data.checkGiftCard.errors).toEqual([
      { ...errorOf(ErrorCode.CardNoBalance), referencedRequestParameter: "cardNumber" },
    ]);
  });

  it("another store: a card of kadoo-nl checked on kadoo-be", async () => {
    const card = await newCard(nl);
    const { body } = await check(be, card.number, card.pin);
    expect(body.data.checkGiftCard.errors).toEqual([
      { ...errorOf(ErrorCode.CardAnotherStore), referencedRequestParameter: "cardNumber" },
    ]);
  });

  it("an extra card joins the session; the same card again and a card of another redeem shop are refused", async () => {
    const first = await newCard(be, 30);
    const second = await newCard(be, 45);
    const business = await newCard(be, 60);
    await handle.db.updateTable("giftcards").set({ redeem_page_id: 7 }).where("number", "=", business.number).execute();
    const opened = (await check(be, first.number, first.pin)).body.data.checkGiftCard;
    const again = (await check(be, first.number, first.pin, { token: opened.redeemToken })).body.data.checkGiftCard;
    expect(again.errors).toEqual([
      { ...errorOf(ErrorCode.CardAlreadyAdded), referencedRequestParameter: "cardNumber" },
    ]);
    const combined = (await check(be, second.number, second.pin, { token: opened.redeemToken })).body.data
      .checkGiftCard;
    expect(combined.errors).toEqual([]);
    expect(combined.cards).toHaveLength(2);
    expect(combined.balance).toEqual({ currency: "EUR", value: 75 });
    const mixed = (await check(be, business.number, business.pin, { token: combined.redeemToken })).body.data
      .checkGiftCard;
    expect(mixed.errors).toEqual([
      { ...errorOf(ErrorCode.CardDifferentTypes), referencedRequestParameter: "cardNumber" },
    ]);
  });

  it("the card number rules of the form: 19 digits and a known prefix", async () => {
    const short = (await check(be, "6280095123", "123456")).body.data.checkGiftCard;
    expect(short.errors).toEqual([
      expect.objectContaining({ code: ErrorCode.InvalidInput, referencedRequestParameter: "cardNumber" }),
    ]);
    const foreign = (await check(be, "1234000000000000123", "123456")).body.data.checkGiftCard;
    expect(foreign.errors).toEqual([
      expect.objectContaining({ code: ErrorCode.InvalidInput, referencedRequestParameter: "cardNumber" }),
    ]);
    const noCaptcha = (await call(be, CHECK, { n: (await newCard(be)).number, p: "123456", c: "" })).body.data
      .checkGiftCard;
    expect(noCaptcha.errors).toEqual([expect.objectContaining({ code: ErrorCode.CaptchaFailed })]);
  });

  it("redeem tokens: refused on another storefront, when tampered with, and once expired", async () => {
    const card = await newCard(be);
    const { redeemToken } = (await check(be, card.number, card.pin)).body.data.checkGiftCard;
    const elsewhere = (await call(nl, INFO, {}, { token: redeemToken })).body.data.giftCardInfo;
    expect(elsewhere.errors).toEqual([
      { ...errorOf(ErrorCode.RedeemTokenOtherStore), referencedRequestParameter: "userData.redeemToken" },
    ]);
    const [payload, signature] = redeemToken.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, c: [...claims.c, 1] })).toString("base64url")}.${signature}`;
    const tampered = (await call(be, INFO, {}, { token: forged })).body.data.giftCardInfo;
    expect(tampered.errors).toEqual([
      { ...errorOf(ErrorCode.RedeemTokenInvalid), referencedRequestParameter: "userData.redeemToken" },
    ]);
    const expired = services.redeemTokens.sign({
      sid: claims.s,
      storeId: be.storeId,
      cardIds: claims.c,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const late = (await call(be, INFO, {}, { token: expired })).body.data.giftCardInfo;
    expect(late.errors).toEqual([
      { ...errorOf(ErrorCode.RedeemTokenExpired), referencedRequestParameter: "userData.redeemToken" },
    ]);
  });

  describe("pin guessing is stopped as configured", () => {
    const deps = () => ({ db: handle.db, limits: createDatabaseRateLimits(handle.db), tokens: services.redeemTokens });

    it("50 wrong pins from one address: the address's allowance, then the rate-limit answer (even for the right pin)", async () => {
      const cards = await Promise.all(Array.from({ length: 50 }, () => newCard(be)));
      const answers: string[] = [];
      for (const card of cards) {
        const wrong = card.pin === "999999" ? "888888" : "999999";
        const result = await checkIntoSession(deps(), be, { number: card.number, pin: wrong, address: "10.2.0.1" });
        answers.push(result.ok ? "ok" : String(result.error.code));
      }
      const allowed = POLICIES.cardCheckAddress.points;
      expect(answers.slice(0, allowed)).toEqual(Array(allowed).fill(String(ErrorCode.CardUnknown)));
      expect(answers.slice(allowed)).toEqual(Array(50 - allowed).fill(String(ErrorCode.PinRateLimited)));
      const right = await checkIntoSession(deps(), be, {
        number: cards[0].number,
        pin: cards[0].pin,
        address: "10.2.0.1",
      });
      expect(right).toEqual({ ok: false, error: expect.objectContaining({ code: ErrorCode.PinRateLimited }) });
    });

    it("50 wrong pins on one card from rotating addresses: the card's allowance, then the rate-limit answer", async () => {
      const card = await newCard(be);
      const answers: string[] = [];
      for (let i = 0; i < 50; i++) {
        const wrong = String(i).padStart(6, "0") === card.pin ? "999999" : String(i).padStart(6, "0");
        const result = await checkIntoSession(deps(), be, { number: card.number, pin: wrong, address: `10.3.${i}.1` });
        answers.push(result.ok ? "ok" : String(result.error.code));
      }
      const allowed = POLICIES.cardCheckCard.points;
      expect(answers.slice(0, allowed)).toEqual(Array(allowed).fill(String(ErrorCode.CardUnknown)));
      expect(answers.slice(allowed)).toEqual(Array(50 - allowed).fill(String(ErrorCode.PinRateLimited)));
      // The card's owner from a fresh address is stopped too until the window has passed.
      const owner = await checkIntoSession(deps(), be, { number: card.number, pin: card.pin, address: "10.4.0.1" });
      expect(owner).toEqual({ ok: false, error: expect.objectContaining({ code: ErrorCode.PinRateLimited }) });
    });
  });
});
