/**
 * A placed order's personal data is its buyer's (issue 44), at the API: `cart(orderUuid)` shows the
 * buyer's e-mail, phone and billing street and the receivers to the session that placed the order or
 * the holder of the confirmation mail's signed key; to anyone else — another session, a tampered,
 * expired or another order's key — the order is not found, while `orderStatus` still tells anyone
 * where it stands (nothing personal in it). PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiShopper, ERR, kv, PLACE, readyToPay } from "../../../tests/fixtures/api-shopper";
import { backends } from "../../../tests/fixtures/db";
import { testServices } from "../../../tests/fixtures/services";
import { shippedRegistry } from "../../../tests/fixtures/storefronts";
import { ErrorCode } from "../../api/errors";
import type { DatabaseHandle } from "../../db/db.server";
import { seedDatabase } from "../../db/seed/seed.server";
import { createApi } from "../../graphql/yoga.server";
import { ORDER_LINK_DAYS } from "./order-access.server";

const { storefronts, registry } = await shippedRegistry();
const be = registry.get("kadoo-be");

const ORDER = `query($userData: UserDataInput!, $orderUuid: String, $orderKey: String) {
  cart(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey) {
    order { id customer { email phoneNumber firstName } billingAddress { street }
      shipments { receiver { name email } } packagesGroups { receiverTitle receiverDescription } }
    ${ERR} } }`;
const STATUS = `query($userData: UserDataInput!, $uuid: String!) {
  orderStatus(userData: $userData, uuid: $uuid) { order { uuid status paymentStatus canRetry } ${ERR} } }`;
const QUANTITY = `query($userData: UserDataInput!, $orderUuid: String, $orderKey: String) {
  cartQuantity(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey) { cart { qty } ${ERR} } }`;

/** What of the buyer and the receivers must never reach another. */
const PERSONAL = ["an@example.be", "0470", "Veldstraat", "jan@example.be", "Jan", "els@example.be", "Els"];

describe.each(backends())("order access on $name", (backend) => {
  let handle: DatabaseHandle;
  let shop: ReturnType<typeof testServices>;
  let api: ReturnType<typeof createApi>;
  let uuid: string;
  let buyer: ReturnType<typeof apiShopper>;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be"),
    );
    shop = testServices(handle.db, registry);
    api = createApi({ db: handle.db, registry, introspection: false, services: shop.services });
    buyer = apiShopper(api, handle.db, be);
    await readyToPay(buyer, handle.db, be);
    const placed = await buyer.call(PLACE, {
      fields: kv({ method: "bancontact", terms: "on", idempotencyKey: "order-access-key-000000000001" }),
    });
    expect(placed.placeOrder.errors).toEqual([]);
    uuid = placed.placeOrder.orderUuid;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("the session that placed the order sees its buyer and receivers", async () => {
    const { cart } = await buyer.call(ORDER, { orderUuid: uuid });
    expect(cart.errors).toEqual([]);
    expect(cart.order).toMatchObject({
      id: uuid,
      customer: { email: "an@example.be", firstName: "An" },
      billingAddress: { street: "Veldstraat" },
    });
    expect(JSON.stringify(cart.order)).toContain("jan@example.be");
  });

  it("another session sees the status, and the order itself is not found: nothing personal", async () => {
    const stranger = apiShopper(api, handle.db, be);
    const status = await stranger.call(STATUS, { uuid });
    expect(status.orderStatus).toEqual({
      order: { uuid, status: "PENDING", paymentStatus: "redirect", canRetry: false },
      errors: [],
    });
    const { cart } = await stranger.call(ORDER, { orderUuid: uuid });
    expect(cart).toEqual({
      order: null,
      errors: [expect.objectContaining({ code: ErrorCode.NotFound, referencedRequestParameter: "orderUuid" })],
    });
    const quantity = await stranger.call(QUANTITY, { orderUuid: uuid });
    expect(quantity.cartQuantity.errors[0].code).toBe(ErrorCode.NotFound);
    for (const text of PERSONAL) {
      expect(JSON.stringify([status, cart, quantity])).not.toContain(text);
    }
  });

  it("the confirmation mail's key shows it to its holder, until it expires", async () => {
    const holder = apiShopper(api, handle.db, be);
    const key = shop.services.orderLinks.sign(uuid);
    const { cart } = await holder.call(ORDER, { orderUuid: uuid, orderKey: key });
    expect(cart.order.customer.email).toBe("an@example.be");
    // A day before it ends it still opens; past ORDER_LINK_DAYS it does not.
    const day = 24 * 60 * 60 * 1000;
    const almost = shop.services.orderLinks.sign(uuid, Date.now() - (ORDER_LINK_DAYS - 1) * day);
    expect((await holder.call(ORDER, { orderUuid: uuid, orderKey: almost })).cart.order.id).toBe(uuid);
    const expired = shop.services.orderLinks.sign(uuid, Date.now() - (ORDER_LINK_DAYS + 1) * day);
    const tampered = `${key.slice(0, -2)}${key.endsWith("AA") ? "BB" : "AA"}`;
    // The expiry is signed too: a later one written into a genuine key does not verify.
    const extended = `${Number(key.split(".")[0]) + 365 * 86400}.${key.split(".")[1]}`;
    const anotherOrder = shop.services.orderLinks.sign(randomUUID());
    for (const orderKey of [expired, tampered, extended, anotherOrder, "", "not-a-key"]) {
      const refused = await holder.call(ORDER, { orderUuid: uuid, orderKey });
      expect(refused.cart.order, orderKey).toBeNull();
      expect(refused.cart.errors[0].code).toBe(ErrorCode.NotFound);
    }
  });
});
