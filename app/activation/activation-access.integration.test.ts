/**
 * An activation's personal data and its card are its payer's (issue 44), at the API: the session that
 * created the activation order sees the e-mail and opens the activated card; another session with the
 * uuid sees where it stands (state, last digits, amount) without the e-mail, and `openActivatedCard`
 * gives it nothing; the activation mail's signed key shows the e-mail (not the card's opening) until it
 * expires, a tampered or another order's key does not. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiShopper, ERR, kv } from "../../tests/fixtures/api-shopper";
import { solvedCaptcha } from "../../tests/fixtures/captcha";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { hashToken } from "../accounts/session.server";
import { ErrorCode } from "../api/errors";
import { ORDER_LINK_DAYS } from "../checkout/orders/order-access.server";
import { applyOutcome } from "../checkout/orders/transitions.server";
import type { DatabaseHandle } from "../db/db.server";
import { registerStockCards } from "../giftcards/cards.server";
import { createApi } from "../graphql/yoga.server";
import { decide } from "../payments/testpay/provider.server";

const { registry } = await shippedRegistry();
const be = registry.get("kadoo-be");
const EMAIL = "betaler@example.be";

const CREATE = `mutation($userData: UserDataInput!, $fields: [KeyValue!]!) {
  createActivationOrder(userData: $userData, fields: $fields) { kind orderUuid ${ERR} } }`;
const VIEW = `query($userData: UserDataInput!, $uuid: String!, $orderKey: String) {
  activation(userData: $userData, uuid: $uuid, orderKey: $orderKey) {
    activation { uuid state last4 email canOpenCard } ${ERR} } }`;
const OPEN = `mutation($userData: UserDataInput!, $uuid: String!) {
  openActivatedCard(userData: $userData, uuid: $uuid) { redeemToken ${ERR} } }`;

describe.each(backends())("activation access on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let api: ReturnType<typeof createApi>;
  let payer: ReturnType<typeof apiShopper>;
  let uuid: string;
  let last4: string;

  /** A visitor with a session of their own (not the payer's). */
  const otherSession = async () => {
    const visitor = apiShopper(api, handle.db, be);
    visitor.token = randomUUID().replaceAll("-", "");
    const now = new Date();
    await handle.db
      .insertInto("sessions")
      .values({
        id: hashToken(visitor.token),
        store_id: be.storeId,
        customer_id: null,
        cart_id: null,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + 86400_000),
      })
      .execute();
    return visitor;
  };

  beforeAll(async () => {
    handle = await backend.open();
    shop = testServices(handle.db, registry);
    api = createApi({ db: handle.db, registry, introspection: false, services: shop.services });
    const [card] = await handle.db
      .transaction()
      .execute((trx) =>
        registerStockCards(
          trx,
          { storeId: be.storeId, currency: be.currency, prefix: be.giftcards.prefixes[0], validityMonths: 24 },
          1,
          { ending: "", batch: "access-test" },
        ),
      );
    last4 = card.number.slice(-4);
    // A visitor without a session creates the order: the API gives it one and binds the order to it.
    payer = apiShopper(api, handle.db, be);
    const created = await payer.call(CREATE, {
      fields: kv({
        cardNumber: card.number,
        amount: "40",
        email: EMAIL,
        method: "bancontact",
        terms: "on",
        idempotencyKey: `activation-access-${randomUUID()}`,
        captchaToken: await solvedCaptcha(shop.services.captcha),
      }),
    });
    expect(created.createActivationOrder.errors).toEqual([]);
    expect(payer.token).not.toBeNull();
    uuid = created.createActivationOrder.orderUuid;
    // Paid (as TestPay's webhook tells the shop), then activated by the job.
    const payment = await handle.db
      .selectFrom("payments as p")
      .innerJoin("orders as o", "o.id", "p.order_id")
      .select(["p.id", "p.order_id", "p.psp_reference"])
      .where("o.uuid", "=", uuid)
      .executeTakeFirstOrThrow();
    await decide(shop.testPay, payment.psp_reference!, "authorise");
    await applyOutcome(
      shop.orderDeps,
      { id: payment.id, orderId: payment.order_id, orderUuid: uuid },
      { status: "authorised", pspReference: payment.psp_reference! },
    );
    for (let i = 0; i < 4; i++) await shop.jobs.runDue();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("the payer's session sees the e-mail and opens the activated card", async () => {
    const { activation } = await payer.call(VIEW, { uuid });
    expect(activation).toEqual({
      activation: { uuid, state: "active", last4, email: EMAIL, canOpenCard: true },
      errors: [],
    });
    const { openActivatedCard } = await payer.call(OPEN, { uuid });
    expect(openActivatedCard.errors).toEqual([]);
    expect(shop.services.redeemTokens.verify(openActivatedCard.redeemToken, be.storeId)).toMatchObject({ ok: true });
  });

  it("anyone else with the uuid sees the state only: no e-mail, and the card does not open", async () => {
    for (const stranger of [apiShopper(api, handle.db, be), await otherSession()]) {
      const view = await stranger.call(VIEW, { uuid });
      expect(view.activation).toEqual({
        activation: { uuid, state: "active", last4, email: null, canOpenCard: false },
        errors: [],
      });
      const opened = await stranger.call(OPEN, { uuid });
      expect(opened.openActivatedCard).toEqual({
        redeemToken: null,
        errors: [expect.objectContaining({ code: ErrorCode.NotFound, referencedRequestParameter: "uuid" })],
      });
      expect(JSON.stringify([view, opened])).not.toContain(EMAIL);
    }
  });

  it("the activation mail's signed key shows the e-mail, not the card; a tampered or expired key shows nothing", async () => {
    const mail = await handle.db
      .selectFrom("mail_outbox as m")
      .innerJoin("orders as o", "o.id", "m.order_id")
      .select(["m.kind", "m.to_address", "m.text_body"])
      .where("o.uuid", "=", uuid)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: "activation-done", to_address: EMAIL });
    const key = /\/activeren\/gelukt\/\?order=[\w-]+&key=([\w.-]+)/.exec(mail.text_body)?.[1];
    expect(key, "the mail links to the activation's page with a key").toBeTruthy();
    const holder = apiShopper(api, handle.db, be);
    const viewed = await holder.call(VIEW, { uuid, orderKey: key });
    expect(viewed.activation.activation).toMatchObject({ email: EMAIL, canOpenCard: false });
    expect((await holder.call(OPEN, { uuid })).openActivatedCard.redeemToken).toBeNull();

    const day = 24 * 60 * 60 * 1000;
    const links = shop.services.orderLinks;
    const genuine = links.sign(uuid);
    const expired = links.sign(uuid, Date.now() - (ORDER_LINK_DAYS + 1) * day);
    const tampered = `${genuine.slice(0, -2)}${genuine.endsWith("AA") ? "BB" : "AA"}`;
    const extended = `${Number(genuine.split(".")[0]) + 365 * 86400}.${genuine.split(".")[1]}`;
    const anotherOrder = links.sign(randomUUID());
    for (const orderKey of [expired, tampered, extended, anotherOrder, "", "not-a-key"]) {
      const refused = await holder.call(VIEW, { uuid, orderKey });
      expect(refused.activation.activation, orderKey).toMatchObject({ state: "active", email: null });
    }
  });
});
