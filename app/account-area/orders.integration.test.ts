/**
 * The account's orders through the API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set; issue
 * 15): an account sees its own orders only, with type, method, contact person and status; another
 * account's order and its invoice are refused (3040); the invoice of its own paid order is a PDF;
 * anonymous callers are asked to log in; another storefront knows neither the account nor its orders.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADD,
  apiShopper,
  checkoutSteps,
  digitalVariation,
  ERR,
  kv,
  PLACE,
  type Shopper,
} from "../../tests/fixtures/api-shopper";
import { solvedCaptcha } from "../../tests/fixtures/captcha";
import { issueTestCard } from "../../tests/fixtures/cards";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { createCustomer } from "../accounts/accounts.server";
import { ErrorCode } from "../api/errors";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "../graphql/yoga.server";
import type { Storefront } from "../storefront/storefront";

const { storefronts, registry } = await shippedRegistry();
const be = registry.get("kadoo-be");
const ch = registry.get("giftpass-ch");

const PASSWORD = "Kado!2026-test";
const LOGIN = `mutation($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {
  userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { status ${ERR} } }`;
const ORDERS = `query($userData: UserDataInput!, $paging: Paging!) { accountOrders(userData: $userData, paging: $paging) {
  orders { uuid number type status orderedOn paymentMethod contactPerson total { value currency } invoiceAvailable reorderable }
  total pageCount ${ERR} } }`;
const ORDER = `query($userData: UserDataInput!, $uuid: String!) { accountOrder(userData: $userData, uuid: $uuid) {
  order { uuid number email shipments { deliveryType receiver lines { title qty amount { value } extras } } paidWithCards activation { status } }
  ${ERR} } }`;
const INVOICE = `query($userData: UserDataInput!, $uuid: String!) { accountInvoice(userData: $userData, uuid: $uuid) { fileName pdf ${ERR} } }`;
const PAGING = { paging: { itemsPerPage: 10, pageNumber: 1 } };

describe.each(backends())("account orders on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let api: ReturnType<typeof createApi>;
  let serial = 0;
  const browser = (sf: Storefront = be) => apiShopper(api, handle.db, sf);

  async function loggedIn(email: string, sf: Storefront = be): Promise<Shopper> {
    const b = browser(sf);
    const captchaToken = await solvedCaptcha(shop.services.captcha);
    const login = await b.call(LOGIN, { email, password: PASSWORD, captchaToken });
    expect(login.userLogin).toEqual({ status: true, errors: [] });
    return b;
  }

  /** A completed order of the shopper: a digital Apple card, paid with a gift card. */
  async function placeOrder(b: Shopper): Promise<string> {
    const v = await digitalVariation(handle.db, be, "apple-gift-card");
    const added = await b.call(ADD, { input: { variationId: v.id, amount: v.amount, quantity: 1 } });
    expect(added.addGiftcardPackage.errors).toEqual([]);
    await checkoutSteps(b);
    const card = await issueTestCard(handle.db, be, 1000);
    const c = await solvedCaptcha(shop.services.captcha);
    const paid = await b.call(
      `mutation($userData: UserDataInput!, $n: String!, $p: String!, $c: String!) {
        addGiftCardPayment(userData: $userData, cardNumber: $n, pin: $p, captchaToken: $c) { payments { covered } ${ERR} } }`,
      { n: card.number, p: card.pin, c },
    );
    expect(paid.addGiftCardPayment.payments.covered).toBe(true);
    serial += 1;
    const placed = await b.call(PLACE, {
      fields: kv({ terms: "on", idempotencyKey: `account-order-${serial}-0000000` }),
    });
    expect(placed.placeOrder).toMatchObject({ kind: "completed", errors: [] });
    return placed.placeOrder.orderUuid;
  }

  let mine: Shopper;
  let myOrder: string;
  let theirOrder: string;
  let guestOrder: string;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be" || s.code === "giftpass-ch"),
    );
    shop = testServices(handle.db, registry);
    api = createApi({ db: handle.db, registry, introspection: false, services: shop.services });
    for (const email of ["mine@example.be", "theirs@example.be"]) {
      const created = await createCustomer(handle.db, be.storeId, {
        email,
        password: PASSWORD,
        profile: { firstName: "An", lastName: "Peeters" },
        subscribed: false,
      });
      expect(created.ok).toBe(true);
    }
    mine = await loggedIn("mine@example.be");
    myOrder = await placeOrder(mine);
    theirOrder = await placeOrder(await loggedIn("theirs@example.be"));
    guestOrder = await placeOrder(browser());
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("lists the account's own orders only, with number, type, method, contact person, status and total", async () => {
    const { accountOrders } = await mine.call(ORDERS, PAGING);
    expect(accountOrders.errors).toEqual([]);
    expect(accountOrders.orders.map((o: { uuid: string }) => o.uuid)).toEqual([myOrder]);
    expect(accountOrders).toMatchObject({ total: 1, pageCount: 1 });
    const [order] = accountOrders.orders;
    expect(order).toMatchObject({
      type: "regular",
      status: "COMPLETED",
      paymentMethod: "giftcard",
      contactPerson: "An Peeters",
      invoiceAvailable: true,
      reorderable: true,
      total: { currency: "EUR" },
    });
    expect(order.number).toMatch(new RegExp(`^${be.storeId}-\\d{6}$`));
    expect(Number.isNaN(Date.parse(order.orderedOn))).toBe(false);
    expect([theirOrder, guestOrder]).not.toContain(order.uuid);
  });

  it("shows its own order's details, and refuses another account's and a guest's order (3040)", async () => {
    const own = await mine.call(ORDER, { uuid: myOrder });
    expect(own.accountOrder.errors).toEqual([]);
    expect(own.accountOrder.order.shipments[0]).toMatchObject({ deliveryType: "DIGITAL", lines: [{ qty: 1 }] });
    expect(own.accountOrder.order.paidWithCards).toHaveLength(1);
    for (const uuid of [theirOrder, guestOrder]) {
      const other = await mine.call(ORDER, { uuid });
      expect(other.accountOrder.order).toBeNull();
      expect(other.accountOrder.errors[0].code).toBe(ErrorCode.AccountOrderNotFound);
    }
  });

  it("gives the invoice PDF of its own paid order and refuses another customer's", async () => {
    const own = await mine.call(INVOICE, { uuid: myOrder });
    expect(own.accountInvoice.errors).toEqual([]);
    expect(Buffer.from(own.accountInvoice.pdf, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(own.accountInvoice.fileName).toMatch(/^\d+-\d{6}\.pdf$/);
    for (const uuid of [theirOrder, guestOrder]) {
      const other = await mine.call(INVOICE, { uuid });
      expect(other.accountInvoice).toMatchObject({ pdf: null, fileName: null });
      expect(other.accountInvoice.errors[0].code).toBe(ErrorCode.AccountOrderNotFound);
    }
  });

  it("asks anonymous callers to log in, and nothing after logout", async () => {
    const anonymous = await browser().call(ORDERS, PAGING);
    expect(anonymous.accountOrders).toMatchObject({ orders: [], errors: [{ code: ErrorCode.NotLoggedIn }] });
    const invoice = await browser().call(INVOICE, { uuid: myOrder });
    expect(invoice.accountInvoice).toMatchObject({ pdf: null, errors: [{ code: ErrorCode.NotLoggedIn }] });
    const b = await loggedIn("mine@example.be");
    expect((await b.call(ORDERS, PAGING)).accountOrders.total).toBe(1);
    await b.call(`mutation($userData: UserDataInput!) { userLogout(userData: $userData) { status } }`);
    expect((await b.call(ORDERS, PAGING)).accountOrders.errors[0].code).toBe(ErrorCode.NotLoggedIn);
  });

  it("another storefront knows neither the account nor its orders", async () => {
    // The account's session cookie presented to giftpass-ch: no login there.
    const elsewhere = browser(ch);
    elsewhere.token = mine.token;
    const orders = await elsewhere.call(ORDERS, PAGING);
    expect(orders.accountOrders).toMatchObject({ orders: [], errors: [{ code: ErrorCode.NotLoggedIn }] });
    const order = await elsewhere.call(ORDER, { uuid: myOrder });
    expect(order.accountOrder.order).toBeNull();
    // Its e-mail and password do not log in there.
    const captchaToken = await solvedCaptcha(shop.services.captcha);
    const login = await elsewhere.call(LOGIN, { email: "mine@example.be", password: PASSWORD, captchaToken });
    expect(login.userLogin).toMatchObject({ status: false, errors: [{ code: ErrorCode.WrongCredentials }] });
  });

  it("lists every type — activation and redeem too — and leaves out attempts replaced or left in checkout", async () => {
    const customer = await handle.db
      .selectFrom("customers")
      .select("id")
      .where("store_id", "=", be.storeId)
      .where("email_key", "=", "mine@example.be")
      .executeTakeFirstOrThrow();
    const row = (type: "activation" | "redeem", status: "COMPLETED" | "CANCELED", reason: string | null) => ({
      uuid: randomUUID(),
      store_id: be.storeId,
      customer_id: customer.id,
      status,
      type,
      language: "nl",
      currency: "EUR",
      email: "mine@example.be",
      customer_type: "PRIVATE" as const,
      doc: JSON.stringify({ shipments: [] }),
      checkout: JSON.stringify(type === "activation" ? { activation: { last4: "1234" } } : {}),
      totals: JSON.stringify({ subTotal: 25, grandTotal: 25 }),
      grand_total: 25,
      payment_method: "bancontact",
      idempotency_key: randomUUID(),
      cancel_reason: reason,
    });
    const listed = [row("activation", "COMPLETED", null), row("redeem", "CANCELED", "abandoned")];
    const hidden = [row("redeem", "CANCELED", "replaced"), row("redeem", "CANCELED", "left-checkout")];
    await handle.db
      .insertInto("orders")
      .values([...listed, ...hidden])
      .execute();
    const { accountOrders } = await mine.call(ORDERS, PAGING);
    const byUuid = new Map(accountOrders.orders.map((o: { uuid: string }) => [o.uuid, o]));
    expect(accountOrders.total).toBe(3);
    expect(byUuid.get(listed[0].uuid)).toMatchObject({
      type: "activation",
      contactPerson: "mine@example.be",
      invoiceAvailable: false,
      reorderable: false,
    });
    expect(byUuid.get(listed[1].uuid)).toMatchObject({ type: "redeem", status: "CANCELED", invoiceAvailable: false });
    for (const h of hidden) expect(byUuid.has(h.uuid)).toBe(false);
    const refused = await mine.call(INVOICE, { uuid: listed[0].uuid });
    expect(refused.accountInvoice.errors[0].code).toBe(ErrorCode.InvoiceNotAvailable);
    await handle.db
      .deleteFrom("orders")
      .where(
        "uuid",
        "in",
        [...listed, ...hidden].map((o) => o.uuid),
      )
      .execute();
  });

  it("pages: the page size is bounded and a page past the end is empty", async () => {
    const bad = await mine.call(ORDERS, { paging: { itemsPerPage: 0, pageNumber: 1 } });
    expect(bad.accountOrders.errors[0].code).toBe(ErrorCode.InvalidPaging);
    const past = await mine.call(ORDERS, { paging: { itemsPerPage: 10, pageNumber: 2 } });
    expect(past.accountOrders).toMatchObject({ orders: [], total: 1, errors: [] });
  });
});
