/**
 * The probes of issue 44 against a real shop process (the build, on PostgreSQL): tiny requests that
 * blocked the event loop for minutes, ran the process out of heap, polluted Object.prototype (the
 * process then died in the metrics library) or answered 500. Each is now answered within a second with
 * a clear error — a field error in the page, a GraphQL error as data, a 4xx, never a 5xx —, `/healthz`
 * answers within a second while it is in flight, and the process is still up afterwards. Needs the
 * build (npm test builds first) and TEST_DATABASE_URL.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../app/api/errors";
import { MAX_RECEIVERS } from "../../app/basket/add.schema";
import { href } from "../../app/storefront/links";
import { type AppProcess, BUILT, startApp, tenantsDir, testSchema } from "../fixtures/app-process";
import { graphql, type HttpAnswer, http } from "../fixtures/http";
import { shippedRegistry } from "../fixtures/storefronts";

const DATABASE = process.env.TEST_DATABASE_URL;
const PORT = 3811;
const HOST = "kadoo-be.localhost";
const USER = { language: "nl", storeID: 95, countryCode: "BE" };
const BUDGET_MS = 1000;
const sf = (await shippedRegistry()).registry.get("kadoo-be");
const productPath = `/${sf.slugs.productList}/apple-gift-card/`;
const checkoutPath = href(sf, "checkout");

const form = (fields: [string, string][]) =>
  fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");

/** Fragments that each spread the next twice: 2^n paths for a rule that walks them all. */
function binaryDag(n: number): string {
  const parts = ["{ ...F0 }"];
  for (let i = 0; i < n; i++) parts.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  parts.push(`fragment F${n} on Query { __typename }`);
  return parts.join("\n");
}

/** Fragments that all spread each other. */
function clique(n: number): string {
  const parts = ["{ ...F0 }"];
  for (let i = 0; i < n; i++) {
    const spreads = Array.from({ length: n }, (_, j) => j)
      .filter((j) => j !== i)
      .map((j) => `...F${j}`);
    parts.push(`fragment F${i} on Query { ${spreads.join(" ")} }`);
  }
  return parts.join("\n");
}

describe.skipIf(!DATABASE || !BUILT)("hostile probes against a shop process (issue 44)", () => {
  let schema: Awaited<ReturnType<typeof testSchema>>;
  let tenants: ReturnType<typeof tenantsDir>;
  let app: AppProcess;
  let db: pg.Client;
  let cookie = "";

  beforeAll(async () => {
    schema = await testSchema(DATABASE as string);
    tenants = tenantsDir(["kadoo-be"]);
    app = await schema.whileMigrating(() =>
      startApp({ port: PORT, env: { DATABASE_URL: schema.url, TENANTS_DIR: tenants.dir } }),
    );
    db = await schema.client();
    // A basket with a card, so the checkout's steps have something to work on.
    const { rows } = await db.query(
      `select v.id, v.fixed_values, v.min_price from product_variations v join products p on p.id = v.product_id
       where p.store_id = 95 and p.slug = 'apple-gift-card' and v.variation_type = 'digital'`,
    );
    const amount = (rows[0].fixed_values as number[])[0] ?? Number(rows[0].min_price);
    const added = await graphql(
      PORT,
      HOST,
      `mutation($userData: UserDataInput!, $input: AddGiftcardPackageInput!) {
        addGiftcardPackage(userData: $userData, input: $input) { order { itemCount } errors { code } } }`,
      { userData: USER, input: { variationId: String(rows[0].id), amount, quantity: 1, receivers: [] } },
    );
    expect(added.json.errors).toBeUndefined();
    cookie = added.setCookie.map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toMatch(/sid_95=/);
    // The pages rendered once, so the budgets time the probes, not a first render.
    for (const path of [productPath, checkoutPath]) await http(PORT, { host: HOST, path, headers: { cookie } });
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await db?.end();
    await schema?.drop();
    tenants?.remove();
  });

  /** The probe and, while it is in flight, a health check: both timed. */
  async function probe(send: () => Promise<HttpAnswer>) {
    const started = performance.now();
    const answer = send().then((a) => ({ ...a, ms: performance.now() - started }));
    await new Promise((r) => setTimeout(r, 20));
    const healthStarted = performance.now();
    const health = await http(PORT, { host: HOST, path: "/healthz" });
    const healthMs = performance.now() - healthStarted;
    const result = await answer;
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(BUDGET_MS);
    expect(result.ms).toBeLessThan(BUDGET_MS);
    expect(result.status).toBeLessThan(500);
    return result;
  }

  const postForm = (path: string, fields: [string, string][]) => () =>
    http(PORT, {
      host: HOST,
      path,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: form(fields),
    });

  const postGraphql =
    (query: string, variables: Record<string, unknown> = {}) =>
    () =>
      http(PORT, {
        host: HOST,
        path: "/graphql",
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query, variables }),
      });

  const add = [
    ["deliveryType", "digital"],
    ["amount", "25"],
    ["quantity", "1"],
    ["sendTo", "others"],
  ] as [string, string][];

  for (const index of [10_000, 99_999_999]) {
    it(`add to basket with receivers[${index}].name: the receivers' field error, the rest kept`, async () => {
      const answer = await probe(postForm(productPath, [...add, [`receivers[${index}].name`, "Jan"]]));
      expect(answer.body).toContain(`Deze lijst bevat hoogstens ${MAX_RECEIVERS} regels.`);
    });
  }

  it("the 2^n fragment document to /graphql: an error as data", async () => {
    const answer = await probe(postGraphql(binaryDag(40)));
    expect(JSON.parse(answer.body).errors[0].message).toMatch(/cost exceeds/);
  });

  it("the clique document to /graphql: an error as data", async () => {
    const answer = await probe(postGraphql(clique(20)));
    expect(JSON.parse(answer.body).errors.length).toBeGreaterThan(0);
  });

  it("a checkout details post with __proto__.x=1: the form's error, no prototype touched", async () => {
    const answer = await probe(
      postForm(checkoutPath, [
        ["intent", "details"],
        ["customerType", "PRIVATE"],
        ["firstName", "An"],
        ["lastName", "Peeters"],
        ["email", "an@example.be"],
        ["phoneCountry", "BE"],
        ["phoneNumber", "0470 12 34 56"],
        ["__proto__.x", "1"],
      ]),
    );
    expect(answer.body).toContain("Het formulier bevatte een veld dat deze pagina niet kent.");
  });

  it("an activation order with a __proto__. fields key through the API: an error as data", async () => {
    const answer = await probe(
      postGraphql(
        `mutation($userData: UserDataInput!, $fields: [KeyValue!]!) {
          createActivationOrder(userData: $userData, fields: $fields) { kind errors { code } } }`,
        {
          userData: USER,
          fields: [
            { key: "__proto__.x", value: "1" },
            { key: "constructor.prototype.x", value: "1" },
            { key: "email", value: "an@example.be" },
          ],
        },
      ),
    );
    const result = JSON.parse(answer.body).data.createActivationOrder;
    expect(result.kind).toBe("failed");
    expect(result.errors[0].code).toBe(ErrorCode.InvalidInput);
  });

  it("shipments[100].countryCode=BE in the shipping step: a field error, not a 500", async () => {
    const answer = await probe(
      postForm(checkoutPath, [
        ["intent", "shipping"],
        ["shipments[100].countryCode", "BE"],
      ]),
    );
    expect(answer.body).toContain("Deze lijst bevat hoogstens");
  });

  it("the process is still up and well afterwards", async () => {
    expect(app.child.exitCode).toBeNull();
    const health = await http(PORT, { host: HOST, path: "/healthz" });
    expect(health.status).toBe(200);
    const page = await http(PORT, { host: HOST, path: "/" });
    expect(page.status).toBe(200);
    expect(app.output()).not.toMatch(/TypeError|uncaught|unhandled/i);
  });
});
