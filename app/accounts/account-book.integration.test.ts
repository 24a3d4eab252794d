/**
 * The account's address book, data, export and deletion through the API on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set): addresses stay within their account and storefront, the default address
 * fills the checkout, and after deletion no personal data of the account remains while its orders do.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD, apiShopper, DETAILS, digitalVariation, ERR, kv, PLACE, SHIPPING } from "../../tests/fixtures/api-shopper";
import { solvedCaptcha } from "../../tests/fixtures/captcha";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { checkoutPrefill } from "../checkout/prefill.server";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "../graphql/yoga.server";
import { decide } from "../payments/testpay/provider.server";
import { webhookRouter } from "../server/webhooks.server";
import type { Storefront } from "../storefront/storefront";
import { createCustomer } from "./accounts.server";

const { storefronts, registry } = await shippedRegistry();
const kadooBe = registry.get("kadoo-be");
const giftpassCh = registry.get("giftpass-ch");

const ADDRESS = "id isDefault firstName lastName companyName countryCode postCode houseNumber suffix street city";
const ADDRESSES = `query($userData: UserDataInput!) { addresses(userData: $userData) { addresses { ${ADDRESS} } ${ERR} } }`;
const CREATE = `mutation($userData: UserDataInput!, $fields: [KeyValue!]!, $makeDefault: Boolean) {
  createAddress(userData: $userData, fields: $fields, makeDefault: $makeDefault) { address { ${ADDRESS} } ${ERR} } }`;
const UPDATE = `mutation($userData: UserDataInput!, $id: ID!, $fields: [KeyValue!]!) {
  updateAddress(userData: $userData, id: $id, fields: $fields) { address { ${ADDRESS} } ${ERR} } }`;
const REMOVE = `mutation($userData: UserDataInput!, $id: ID!) { deleteAddress(userData: $userData, id: $id) { status ${ERR} } }`;
const DEFAULT = `mutation($userData: UserDataInput!, $id: ID!) { setDefaultAddress(userData: $userData, id: $id) { address { id isDefault } ${ERR} } }`;
const PROFILE = `mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { updateProfile(userData: $userData, fields: $fields) { status ${ERR} } }`;
const USER = `query($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { subscribed mainProfile {
  firstName lastName email phoneNumber customerType companyName vatNumber address { street houseNumber postCode city } } } } }`;
const EXPORT = `query($userData: UserDataInput!) { exportAccountData(userData: $userData) { json ${ERR} } }`;
const DELETE = `mutation($userData: UserDataInput!, $email: String!, $password: String!, $confirm: Boolean!) {
  deleteAccount(userData: $userData, email: $email, password: $password, confirm: $confirm) { status ${ERR} } }`;
const LOGIN = `mutation($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {
  userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { status ${ERR} } }`;

const PASSWORD = "Adres!boek-2026";
const home = {
  firstName: "Zoë",
  lastName: "Vandermeulen",
  countryCode: "BE",
  postCode: "9000",
  houseNumber: "77",
  street: "Kouterstraat",
  city: "Gent",
};
const office = {
  ...home,
  companyName: "Bloemen Zoë BV",
  postCode: "1000",
  houseNumber: "5",
  street: "Wetstraat",
  city: "Brussel",
};

describe.each(backends())("address book and account data on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let api: ReturnType<typeof createApi>;
  let server: Server;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => ["kadoo-be", "giftpass-ch"].includes(s.code)),
    );
    const app = express();
    let router: express.Router | null = null;
    app.use("/__webhooks", (req, res, next) => (router ? router(req, res, next) : next()));
    server = createServer(app).listen(0);
    const port = (server.address() as AddressInfo).port;
    shop = testServices(handle.db, registry, { webhookUrl: `http://127.0.0.1:${port}/__webhooks/test` });
    router = webhookRouter(shop.services.payments, shop.orderDeps);
    api = createApi({ db: handle.db, registry, introspection: false, services: shop.services, logErrors: () => {} });
  });
  afterAll(async () => {
    server?.close();
    await handle?.close();
  });

  /** A new account of the storefront, logged in through the API as the login page does. */
  async function account(sf: Storefront, email: string) {
    const created = await createCustomer(handle.db, sf.storeId, {
      email,
      password: PASSWORD,
      profile: { firstName: "Zoë", lastName: "Vandermeulen" },
      subscribed: false,
    });
    if (!created.ok) throw new Error("account not created");
    const b = apiShopper(api, handle.db, sf);
    const login = await b.call(LOGIN, {
      email,
      password: PASSWORD,
      captchaToken: await solvedCaptcha(shop.services.captcha),
    });
    expect(login.userLogin).toEqual({ status: true, errors: [] });
    // Every test account logs in from the same address: the per-address login limit is not under test here.
    await shop.services.limits.reset("login", `${sf.storeId}:ip:127.0.0.1`);
    return { b, customerId: created.customerId };
  }

  it("creates, edits, defaults and deletes addresses with the checkout's address rules", async () => {
    const { b } = await account(kadooBe, "adressen@example.be");
    const bad = await b.call(CREATE, { fields: kv({ ...home, postCode: "90" }) });
    expect(bad.createAddress.address).toBeNull();
    expect(bad.createAddress.errors[0]).toMatchObject({ code: 1005, referencedRequestParameter: "postCode" });

    const first = (await b.call(CREATE, { fields: kv(home) })).createAddress.address;
    expect(first).toMatchObject({ ...home, isDefault: true, suffix: "", companyName: "" });
    const second = (await b.call(CREATE, { fields: kv(office) })).createAddress.address;
    expect(second.isDefault).toBe(false);
    // getUserInfo's mainProfile.address is the default address (spec §3 CustomerProfile).
    expect((await b.call(USER)).getUserInfo.user.mainProfile.address).toEqual({
      street: "Kouterstraat",
      houseNumber: "77",
      postCode: "9000",
      city: "Gent",
    });

    const moved = await b.call(UPDATE, { id: second.id, fields: kv({ ...office, houseNumber: "16" }) });
    expect(moved.updateAddress.address.houseNumber).toBe("16");
    expect((await b.call(DEFAULT, { id: second.id })).setDefaultAddress.address).toEqual({
      id: second.id,
      isDefault: true,
    });
    let list = (await b.call(ADDRESSES)).addresses.addresses;
    expect(list.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Deleting the default makes the remaining one the default.
    expect((await b.call(REMOVE, { id: second.id })).deleteAddress).toEqual({ status: true, errors: [] });
    list = (await b.call(ADDRESSES)).addresses.addresses;
    expect(list).toEqual([{ ...first, isDefault: true }]);
    expect((await b.call(REMOVE, { id: second.id })).deleteAddress.errors[0].code).toBe(3050);
  });

  it("another account or storefront can neither see nor change an account's addresses", async () => {
    const { b: owner, customerId } = await account(kadooBe, "eigenaar@example.be");
    const mine = (await owner.call(CREATE, { fields: kv(home) })).createAddress.address;
    const { b: other } = await account(kadooBe, "ander@example.be");
    expect((await other.call(ADDRESSES)).addresses.addresses).toEqual([]);
    expect((await other.call(UPDATE, { id: mine.id, fields: kv(office) })).updateAddress.errors[0].code).toBe(3050);
    expect((await other.call(REMOVE, { id: mine.id })).deleteAddress.errors[0].code).toBe(3050);
    expect((await other.call(DEFAULT, { id: mine.id })).setDefaultAddress.errors[0].code).toBe(3050);

    // The owner's session sent to another storefront is nobody there.
    const abroad = await owner.call(ADDRESSES, {}, giftpassCh);
    expect(abroad.addresses).toEqual({ addresses: [], errors: [expect.objectContaining({ code: 1009 })] });
    const { b: swiss } = await account(giftpassCh, "eigenaar@example.be");
    expect((await swiss.call(ADDRESSES)).addresses.addresses).toEqual([]);
    expect(
      (await swiss.call(UPDATE, { id: mine.id, fields: kv({ ...office, countryCode: "CH", postCode: "8001" }) }))
        .updateAddress.errors[0].code,
    ).toBe(3050);
    // Anonymous: not logged in.
    const anonymous = apiShopper(api, handle.db, kadooBe);
    expect((await anonymous.call(ADDRESSES)).addresses.errors[0].code).toBe(1009);

    const rows = await handle.db
      .selectFrom("customer_addresses")
      .selectAll()
      .where("customer_id", "=", customerId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ street: "Kouterstraat", is_default: true, store_id: kadooBe.storeId });
  });

  it("the default address and the profile prefill the checkout; a picked address replaces it", async () => {
    const { b } = await account(kadooBe, "bestellen@example.be");
    await b.call(CREATE, { fields: kv(home) });
    const picked = (await b.call(CREATE, { fields: kv(office) })).createAddress.address;
    const profile = await b.call(PROFILE, {
      fields: kv({
        customerType: "BUSINESS",
        firstName: "Zoë",
        lastName: "Vandermeulen",
        phoneCountry: "BE",
        phoneNumber: "0470 12 34 56",
        companyName: "Bloemen Zoë BV",
        vatNumber: "BE0123456749",
        referenceNumber: "KOST-12",
        subscribed: "on",
      }),
    });
    expect(profile.updateProfile).toEqual({ status: true, errors: [] });
    // The checkout's loader asks through the same API client the pages use.
    const context = {
      api: { request: (doc: string, vars?: Record<string, unknown>) => b.call(doc, vars) },
    } as unknown as AppLoadContext;
    const prefill = await checkoutPrefill(context, new URL("http://kadoo.test/bestellen/"));
    expect(prefill?.address).toMatchObject({ street: "Kouterstraat", isDefault: true });
    expect(prefill?.profile).toMatchObject({
      customerType: "BUSINESS",
      companyName: "Bloemen Zoë BV",
      vatNumber: "BE0123456749",
      referenceNumber: "KOST-12",
      phoneNumber: "0470 12 34 56",
    });
    const chosen = await checkoutPrefill(context, new URL(`http://kadoo.test/bestellen/?address=${picked.id}`));
    expect(chosen).toMatchObject({ chosen: true, address: { street: "Wetstraat" } });
    // Another account's address id is not a choice.
    const stranger = await checkoutPrefill(context, new URL("http://kadoo.test/bestellen/?address=999999"));
    expect(stranger).toMatchObject({ chosen: false, address: { street: "Kouterstraat" } });
    const user = (await b.call(USER)).getUserInfo.user;
    expect(user.subscribed).toBe(true);

    // A business customer without a VAT number is refused with the field's message; nothing changes.
    const refused = await b.call(PROFILE, {
      fields: kv({ customerType: "BUSINESS", firstName: "Zoë", lastName: "V", phoneCountry: "BE", companyName: "X" }),
    });
    expect(refused.updateProfile.errors[0]).toMatchObject({
      referencedRequestParameter: "vatNumber",
      message: "Btw-nummer is een verplicht veld",
    });
    expect((await b.call(USER)).getUserInfo.user.mainProfile.lastName).toBe("Vandermeulen");
  });

  it("exports the holder's data, and after deletion no personal data remains while the orders do", async () => {
    const email = "wissen@example.be";
    const { b, customerId } = await account(kadooBe, email);
    await b.call(CREATE, { fields: kv(home) });
    // An order of the account: a card for a receiver, paid and fulfilled (mails in the outbox).
    const v = await digitalVariation(handle.db, kadooBe, "apple-gift-card");
    const added = await b.call(ADD, {
      input: {
        variationId: v.id,
        amount: v.amount,
        quantity: 1,
        receivers: [{ name: "Lotte Claes", email: "lotte@example.be" }],
      },
    });
    expect(added.addGiftcardPackage.errors).toEqual([]);
    const details = {
      customerType: "PRIVATE",
      firstName: "Zoë",
      lastName: "Vandermeulen",
      email,
      phoneCountry: "BE",
      phoneNumber: "0470 98 76 54",
    };
    expect((await b.call(DETAILS, { fields: kv(details) })).saveCheckoutDetails.status).toBe(true);
    const billing = {
      "billing.countryCode": "BE",
      "billing.postCode": "9000",
      "billing.houseNumber": "77",
      "billing.street": "Kouterstraat",
      "billing.city": "Gent",
    };
    expect((await b.call(SHIPPING, { fields: kv(billing) })).saveCheckoutShipping.status).toBe(true);
    const placed = await b.call(PLACE, {
      fields: kv({ method: "bancontact", terms: "on", idempotencyKey: "delete-account-key-0000000001" }),
    });
    await decide(shop.testPay, new URL(placed.placeOrder.url).pathname.split("/").pop() as string, "authorise");
    for (let i = 0; i < 4; i++) await shop.jobs.runDue();
    const order = await handle.db
      .selectFrom("orders")
      .selectAll()
      .where("uuid", "=", placed.placeOrder.orderUuid)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "COMPLETED", customer_id: customerId });
    expect(
      await handle.db.selectFrom("mail_outbox").select("id").where("order_id", "=", order.id).execute(),
    ).not.toHaveLength(0);

    const exported = JSON.parse((await b.call(EXPORT)).exportAccountData.json);
    expect(exported.account.email).toBe(email);
    expect(exported.addresses).toEqual([expect.objectContaining({ street: "Kouterstraat", isDefault: true })]);
    expect(exported.orders).toEqual([
      expect.objectContaining({
        number: `95-${String(order.id).padStart(6, "0")}`,
        uuid: order.uuid,
        status: "COMPLETED",
        total: { currency: "EUR", value: Number(order.grand_total) },
      }),
    ]);
    expect(exported.newsletter).toEqual({ subscribed: false });

    // The confirmation: the e-mail typed again, the box ticked, the current password.
    const attempt = (over: object) => b.call(DELETE, { email, password: PASSWORD, confirm: true, ...over });
    expect((await attempt({ email: "iemand@example.be" })).deleteAccount.errors[0].code).toBe(3052);
    expect((await attempt({ password: "not-the-password" })).deleteAccount.errors[0].code).toBe(3053);
    expect((await attempt({ confirm: false })).deleteAccount.errors[0].referencedRequestParameter).toBe("confirm");
    expect((await attempt({})).deleteAccount).toEqual({ status: true, errors: [] });

    // Nothing personal of the account is left.
    const db = handle.db;
    expect(await db.selectFrom("customers").select("id").where("id", "=", customerId).execute()).toEqual([]);
    expect(
      await db.selectFrom("customer_addresses").select("id").where("customer_id", "=", customerId).execute(),
    ).toEqual([]);
    expect(await db.selectFrom("sessions").select("id").where("customer_id", "=", customerId).execute()).toEqual([]);
    expect(await db.selectFrom("carts").select("id").where("customer_id", "=", customerId).execute()).toEqual([]);
    const kept = await db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: "COMPLETED", customer_id: null, email: "", grand_total: order.grand_total });
    const orderText = JSON.stringify([kept.checkout, kept.doc]);
    const outbox = JSON.stringify(await db.selectFrom("mail_outbox").selectAll().execute());
    const cards = JSON.stringify(
      await db.selectFrom("giftcards").select("receiver_email").where("order_id", "=", order.id).execute(),
    );
    for (const personal of [
      email,
      "Zoë",
      "Vandermeulen",
      "Kouterstraat",
      "470 98 76 54",
      "Lotte",
      "lotte@example.be",
    ]) {
      expect(orderText, personal).not.toContain(personal);
      expect(outbox, personal).not.toContain(personal);
      expect(cards, personal).not.toContain(personal);
    }
    // The invoice keeps what the law asks of a private sale: the order, its lines and totals, the country.
    expect(kept.checkout).toMatchObject({ details: { customerType: "PRIVATE" }, billing: { countryCode: "BE" } });

    // The session is gone: the account's calls answer "not logged in"; logging in again fails.
    expect((await b.call(ADDRESSES)).addresses.errors[0].code).toBe(1009);
    const again = apiShopper(api, handle.db, kadooBe);
    const login = await again.call(LOGIN, {
      email,
      password: PASSWORD,
      captchaToken: await solvedCaptcha(shop.services.captcha),
    });
    expect(login.userLogin.errors[0].code).toBe(3013);
  });

  it("refuses to delete an account while an order is still being paid", async () => {
    const email = "wachten@example.be";
    const { b, customerId } = await account(kadooBe, email);
    const v = await digitalVariation(handle.db, kadooBe, "apple-gift-card");
    await b.call(ADD, { input: { variationId: v.id, amount: v.amount, quantity: 1, receivers: [] } });
    const details = {
      customerType: "PRIVATE",
      firstName: "Wim",
      lastName: "Wachter",
      email,
      phoneCountry: "BE",
      phoneNumber: "0470 11 22 33",
    };
    await b.call(DETAILS, { fields: kv(details) });
    await b.call(SHIPPING, {
      fields: kv({
        "billing.countryCode": "BE",
        "billing.postCode": "2000",
        "billing.houseNumber": "1",
        "billing.street": "Meir",
        "billing.city": "Antwerpen",
      }),
    });
    const placed = await b.call(PLACE, {
      fields: kv({ method: "banktransfer", terms: "on", idempotencyKey: "delete-account-key-0000000002" }),
    });
    expect(placed.placeOrder.kind).not.toBe("error");
    const refused = await b.call(DELETE, { email, password: PASSWORD, confirm: true });
    expect(refused.deleteAccount.errors[0].code).toBe(3054);
    expect(await handle.db.selectFrom("customers").select("id").where("id", "=", customerId).execute()).toHaveLength(1);
  });
});
