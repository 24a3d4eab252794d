/**
 * Issue 44: a key starting with `__proto__.` in an API key/value list (the activation order's `fields`,
 * the checkout details) was assigned by path onto Object.prototype; the process then died on an
 * uncaught error in the metrics library. Every input that builds an object from keys a client chose —
 * key/value `fields`, a payment return's `params`, a tracking event's JSON payload — now answers
 * with a clear error or leaves the key out, and no prototype changes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import type { DatabaseHandle } from "../db/db.server";
import { createApi } from "./yoga.server";

const { registry } = await shippedRegistry();
const sf = registry.get("kadoo-be");
const userData = { language: "nl", storeID: sf.storeId, countryCode: sf.country };
const HOSTILE = [
  { key: "__proto__.polluted", value: "1" },
  { key: "constructor.prototype.polluted", value: "1" },
  { key: "a.__proto__.polluted", value: "1" },
  { key: "prototype.polluted", value: "1" },
  { key: "__proto__", value: "1" },
];

describe("keys a client chooses never reach a prototype", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  const unexpected: unknown[] = [];

  beforeAll(async () => {
    handle = await backends()[0].open();
    api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services: testServices(handle.db, registry).services,
      logErrors: (error) => unexpected.push(error),
    });
  });
  afterAll(() => handle?.close());
  afterEach(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(unexpected).toEqual([]);
  });

  async function call(query: string, variables: Record<string, unknown>) {
    const response = await api.fetch(
      "http://internal/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables: { userData, ...variables } }),
      },
      requestContext(handle.db, sf),
    );
    expect(response.status).toBeLessThan(500);
    return (await response.json()) as { data?: Record<string, { errors: { code: number }[] }> };
  }

  it("the activation order's fields: refused keys left out, the form's own errors answered", async () => {
    const { data } = await call(
      "mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { createActivationOrder(userData: $userData, fields: $fields) { kind errors { code referencedRequestParameter } } }",
      { fields: [...HOSTILE, { key: "email", value: "a@b.be" }] },
    );
    expect(data?.createActivationOrder.errors.length).toBeGreaterThan(0);
  });

  it("the checkout details' fields alike", async () => {
    const { data } = await call(
      "mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { saveCheckoutDetails(userData: $userData, fields: $fields) { status errors { code } } }",
      { fields: HOSTILE },
    );
    expect(data?.saveCheckoutDetails.errors.length).toBeGreaterThan(0);
  });

  it("a payment return's params", async () => {
    const { data } = await call(
      "mutation($userData: UserDataInput!, $uuid: String!, $params: [KeyValue!]!) { completePaymentReturn(userData: $userData, orderUuid: $uuid, params: $params) { order { uuid } errors { code } } }",
      { uuid: "00000000-0000-4000-8000-000000000000", params: HOSTILE },
    );
    expect(data?.completePaymentReturn).toBeDefined();
  });

  it("a tracking event's JSON payload", async () => {
    await call(
      "mutation($userData: UserDataInput!, $events: [AnalyticsEventInput!]!) { trackEvents(userData: $userData, events: $events) { accepted errors { code } } }",
      {
        events: [
          { type: "search", payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}' },
        ],
      },
    );
  });
});
