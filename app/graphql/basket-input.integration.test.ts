/**
 * The basket API parses its input with the basket forms' rules (basket/add.schema.ts): what a form
 * refuses, the API refuses, naming the field; what a form leaves out (a phone), the API may send as null.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { readCookie } from "../accounts/session.server";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "./yoga.server";

const { storefronts, registry } = await shippedRegistry();
const sf = registry.get("kadoo-be");
const ERR = "errors { code referencedRequestParameter }";
const ADD = `mutation($userData: UserDataInput!, $input: AddGiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, input: $input) { order { itemCount shipments { tag } } ${ERR} } }`;
const RECEIVER = `mutation($userData: UserDataInput!, $tag: String!, $receiver: ReceiverInput!) {
  updateReceiver(userData: $userData, shipmentTag: $tag, receiver: $receiver) { order { itemCount } ${ERR} } }`;
const COUNT = `query($userData: UserDataInput!, $uuid: String) {
  cartQuantity(userData: $userData, orderUuid: $uuid) { cart { id qty items { id qty variationId } packageGroupIds } ${ERR} } }`;
const VIEW = `query($userData: UserDataInput!) {
  cart(userData: $userData) { order { id itemCount shipments { tag packages { id giftcardItem { qty variationId } } } packagesGroups { tag packageId } } } }`;
const QUANTITY = `mutation($userData: UserDataInput!, $tag: String!, $id: String!, $qty: Int!) {
  setPackageQuantity(userData: $userData, shipmentTag: $tag, packageId: $id, quantity: $qty) { order { itemCount } ${ERR} } }`;

describe.each(backends())("basket API input on $name", (backend) => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  let token: string | null = null;
  let variation: { id: string; amount: number };

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s.code === "kadoo-be"),
    );
    api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services: testServices(handle.db, registry).services,
    });
    const row = await handle.db
      .selectFrom("product_variations as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["v.id", "v.fixed_values", "v.min_price"])
      .where("p.store_id", "=", sf.storeId)
      .where("p.slug", "=", "apple-gift-card")
      .where("v.variation_type", "=", "digital")
      .executeTakeFirstOrThrow();
    variation = { id: String(row.id), amount: (row.fixed_values as number[])[0] ?? Number(row.min_price) };
  });
  afterAll(async () => {
    await handle?.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: the test reads the JSON it asked for
  async function call(query: string, variables: Record<string, unknown>): Promise<any> {
    const ctx = requestContext(handle.db, sf, token);
    const userData = { language: "nl", storeID: sf.storeId, countryCode: sf.country };
    const response = await api.fetch(
      "http://internal/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables: { userData, ...variables } }),
      },
      ctx,
    );
    for (const cookie of ctx.cookies) token = readCookie(cookie.split(";")[0], `sid_${sf.storeId}`) ?? token;
    const json = (await response.json()) as { data: Record<string, unknown> };
    return Object.values(json.data)[0];
  }
  const add = (input: Record<string, unknown>) =>
    call(ADD, { input: { variationId: variation.id, amount: variation.amount, quantity: 1, ...input } });

  it("refuses what the add-to-basket form refuses, naming the field", async () => {
    const refused = async (input: Record<string, unknown>) => (await add(input)).errors;
    expect(await refused({ quantity: 51 })).toEqual([{ code: 1005, referencedRequestParameter: "quantity" }]);
    expect(await refused({ message: "   " })).toEqual([{ code: 1005, referencedRequestParameter: "message" }]);
    expect(await refused({ receivers: [{ name: "Jan", email: "jan@example" }] })).toEqual([
      { code: 1005, referencedRequestParameter: "receivers.0.email" },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `R${i}`, email: `r${i}@example.be` }));
    expect(await refused({ receivers: eleven })).toEqual([{ code: 1005, referencedRequestParameter: "receivers" }]);
    expect(await refused({ schedule: { date: "2000-01-01", time: "10:00" } })).toEqual([
      { code: 1005, referencedRequestParameter: "schedule" },
    ]);
  });

  it("takes a receiver without a phone (null), then edits the receiver and the quantity with the same rules", async () => {
    const added = await add({ receivers: [{ name: "Jan", email: "jan@example.be", phone: null }] });
    expect(added.errors).toEqual([]);
    const tag = added.order.shipments[0].tag;
    const bad = await call(RECEIVER, { tag, receiver: { name: "Els", email: "els@", phone: null } });
    expect(bad.errors).toEqual([{ code: 1005, referencedRequestParameter: "receiver.email" }]);
    const good = await call(RECEIVER, { tag, receiver: { name: "Els", email: "els@example.be", phone: null } });
    expect(good.errors).toEqual([]);
    const packageId = (await handle.db.selectFrom("carts").select("doc").executeTakeFirstOrThrow()).doc as {
      shipments: { tag: string; packages: { id: string }[] }[];
    };
    const id = packageId.shipments.find((s) => s.tag === tag)?.packages[0].id;
    expect((await call(QUANTITY, { tag, id, qty: 51 })).errors).toEqual([
      { code: 1005, referencedRequestParameter: "quantity" },
    ]);
    expect((await call(QUANTITY, { tag, id, qty: 3 })).order.itemCount).toBe(3);
  });

  it("counts the header's basket as the basket shows it: ids, quantities, variations and package groups", async () => {
    await add({ quantity: 2, receivers: [{ name: "Mia", email: "mia@example.be", phone: null }] });
    const { order } = await call(VIEW, {});
    const { cart, errors } = await call(COUNT, {});
    expect(errors).toEqual([]);
    expect(order.shipments.length).toBeGreaterThan(1);
    // biome-ignore lint/suspicious/noExplicitAny: the JSON asked for above
    const packages = order.shipments.flatMap((s: any) => s.packages);
    expect(cart).toEqual({
      id: order.id,
      qty: order.itemCount,
      // biome-ignore lint/suspicious/noExplicitAny: the JSON asked for above
      items: packages.map((p: any) => ({ id: p.id, qty: p.giftcardItem.qty, variationId: p.giftcardItem.variationId })),
      // biome-ignore lint/suspicious/noExplicitAny: the JSON asked for above
      packageGroupIds: order.packagesGroups.map((g: any) => `${g.tag}:${g.packageId}`),
    });
    expect((await call(COUNT, { uuid: "00000000-0000-4000-8000-000000000000" })).errors).toEqual([
      { code: 1003, referencedRequestParameter: "orderUuid" },
    ]);
  });
});
