/**
 * Two app processes on one PostgreSQL — and once with Redis (issue 18 acceptance): wrong logins spread
 * over both stop at the configured limit; a payment webhook delivered to both completes the order once
 * (one set of cards, one mail of each kind); a cache purge reaches the other process. Needs the build
 * (npm test builds first) and TEST_DATABASE_URL (+ TEST_REDIS_URL for the Redis round).
 */
import { randomBytes } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICIES } from "../../app/accounts/rate-limit.server";
import { ErrorCode } from "../../app/api/errors";
import { MERCHANT_ACCOUNT } from "../../app/payments/testpay/model";
import { type NotificationItem, signItem } from "../../app/payments/testpay/signing.server";
import { type AppProcess, BUILT, startApp, tenantsDir, testSchema } from "../fixtures/app-process";
import { graphql, http } from "../fixtures/http";

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const HOST = "kadoo-be.localhost";
const USER = { language: "nl", storeID: 95, countryCode: "BE" };
const HMAC = "two-process-test-key-0123456789abcdef";
const ERR = "errors { code }";
const rounds = [
  { name: "PostgreSQL", redis: undefined as string | undefined, ports: [3701, 3702] },
  ...(REDIS ? [{ name: "PostgreSQL + Redis", redis: REDIS, ports: [3704, 3705] }] : []),
];

async function solvedCaptcha(port: number): Promise<string> {
  const answer = await http(port, { host: HOST, path: "/captcha/" });
  const c = JSON.parse(answer.body) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber?: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("challenge not solvable");
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString("base64");
}

describe.skipIf(!DATABASE || !BUILT).each(rounds)("two app processes on $name", ({ redis, ports }) => {
  let schema: Awaited<ReturnType<typeof testSchema>>;
  let tenants: ReturnType<typeof tenantsDir>;
  let apps: AppProcess[] = [];
  let db: pg.Client;
  const prefix = `t${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    schema = await testSchema(DATABASE as string);
    tenants = tenantsDir(["kadoo-be"]);
    const env = {
      DATABASE_URL: schema.url,
      TENANTS_DIR: tenants.dir,
      TESTPAY_HMAC_KEY: HMAC,
      CACHE_SYNC_MS: "200",
      ...(redis ? { REDIS_URL: redis, REDIS_PREFIX: prefix } : {}),
    };
    // The first process migrates and seeds; the second starts on the ready database (as a rollout does).
    await schema.whileMigrating(async () => {
      apps = [await startApp({ port: ports[0], env })];
      apps.push(await startApp({ port: ports[1], env }));
    });
    db = await schema.client();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.stop()));
    await db?.end();
    await schema?.drop();
    tenants?.remove();
  });

  it("stops wrong logins spread over both processes at the configured limit", async () => {
    const email = `nobody-${prefix}@example.be`;
    const codes: number[][] = [];
    for (let i = 0; i < 10; i++) {
      const port = ports[i % 2];
      const answer = await graphql(
        port,
        HOST,
        `mutation($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {
          userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { status ${ERR} } }`,
        { userData: USER, email, password: "wrong-password-1", captchaToken: await solvedCaptcha(port) },
      );
      const login = answer.json.data?.userLogin as { status: boolean; errors: { code: number }[] };
      expect(login.status).toBe(false);
      codes.push(login.errors.map((e) => e.code));
    }
    const limited = codes.map((c) => c.includes(ErrorCode.RateLimited));
    const allowed = POLICIES.login.points;
    expect(limited).toEqual([...Array(allowed).fill(false), ...Array(10 - allowed).fill(true)]);
  });

  it("accepts a solved human check once, whichever process gets it", async () => {
    const token = await solvedCaptcha(ports[0]);
    const identify = async (port: number) => {
      const answer = await graphql(
        port,
        HOST,
        `query($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
          checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) { status ${ERR} } }`,
        { userData: USER, email: `who-${prefix}@example.be`, captchaToken: token },
      );
      const data = answer.json.data as { checkUserExist: { errors: { code: number }[] } };
      return data.checkUserExist.errors.map((e) => e.code);
    };
    expect(await identify(ports[0])).toEqual([]);
    expect(await identify(ports[1])).toEqual([ErrorCode.CaptchaFailed]);
  });

  it("completes an order once when its payment webhook reaches both processes", async () => {
    // A basket and checkout through process A, paid with Bancontact (the provider's page redirects).
    let cookie = "";
    const call = async (query: string, variables: Record<string, unknown>) => {
      const answer = await graphql(ports[0], HOST, query, { userData: USER, ...variables }, cookie || undefined);
      const sid = answer.setCookie.map((c) => c.split(";")[0]).find((c) => c.startsWith("sid_95="));
      if (sid) cookie = sid;
      expect(answer.json.errors).toBeUndefined();
      return answer.json.data as Record<string, { errors?: unknown[] } & Record<string, unknown>>;
    };
    const kv = (o: Record<string, string>) => Object.entries(o).map(([key, value]) => ({ key, value }));
    const { rows } = await db.query(
      `select v.id, v.fixed_values from product_variations v join products p on p.id = v.product_id
       where p.store_id = 95 and p.slug = 'apple-gift-card' and v.variation_type = 'digital'`,
    );
    const added = await call(
      `mutation($userData: UserDataInput!, $input: AddGiftcardPackageInput!) { addGiftcardPackage(userData: $userData, input: $input) { ${ERR} } }`,
      {
        input: {
          variationId: String(rows[0].id),
          amount: rows[0].fixed_values[0],
          quantity: 1,
          receivers: [
            { name: "Jan", email: `jan-${prefix}@example.be` },
            { name: "Els", email: `els-${prefix}@example.be` },
          ],
        },
      },
    );
    expect(added.addGiftcardPackage.errors).toEqual([]);
    // The session made by process A is the same session on process B (sessions live in the database).
    const onB = await graphql(
      ports[1],
      HOST,
      `query($userData: UserDataInput!) { cart(userData: $userData) { order { itemCount } ${ERR} } }`,
      { userData: USER },
      cookie,
    );
    expect(onB.json.data?.cart).toEqual({ order: { itemCount: 2 }, errors: [] });
    const step = (name: string) =>
      `mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { ${name}(userData: $userData, fields: $fields) { ${ERR} } }`;
    const details = await call(step("saveCheckoutDetails"), {
      fields: kv({
        customerType: "PRIVATE",
        firstName: "An",
        lastName: "Peeters",
        email: `an-${prefix}@example.be`,
        phoneCountry: "BE",
        phoneNumber: "0470 12 34 56",
      }),
    });
    expect(details.saveCheckoutDetails.errors).toEqual([]);
    const shipping = await call(step("saveCheckoutShipping"), {
      fields: kv({
        "billing.countryCode": "BE",
        "billing.postCode": "9000",
        "billing.houseNumber": "1",
        "billing.street": "Veldstraat",
        "billing.city": "Gent",
      }),
    });
    expect(shipping.saveCheckoutShipping.errors).toEqual([]);
    const placed = await call(
      `mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { placeOrder(userData: $userData, fields: $fields) { kind orderUuid ${ERR} } }`,
      { fields: kv({ method: "bancontact", terms: "on", idempotencyKey: `two-process-${prefix}-0000000000` }) },
    );
    expect(placed.placeOrder).toMatchObject({ kind: "redirect", errors: [] });
    const orderUuid = placed.placeOrder.orderUuid as string;
    const payment = (
      await db.query(
        `select p.psp_reference, p.merchant_reference, p.amount, p.currency, o.id as order_id
         from payments p join orders o on o.id = p.order_id where o.uuid = $1`,
        [orderUuid],
      )
    ).rows[0];

    // The provider's AUTHORISATION, delivered to both processes at the same moment.
    const item: NotificationItem = {
      pspReference: payment.psp_reference,
      merchantAccountCode: MERCHANT_ACCOUNT,
      merchantReference: payment.merchant_reference,
      amount: { value: payment.amount, currency: payment.currency },
      eventCode: "AUTHORISATION",
      success: "true",
      paymentMethod: "bancontact",
      eventDate: new Date().toISOString(),
    };
    item.additionalData = { hmacSignature: signItem(item, HMAC) };
    const body = JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] });
    const deliveries = await Promise.all(
      ports.map((port) =>
        http(port, {
          host: HOST,
          path: "/__webhooks/test",
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }),
      ),
    );
    expect(deliveries.map((d) => [d.status, d.body])).toEqual([
      [200, "[accepted]"],
      [200, "[accepted]"],
    ]);
    // Both processes run workers: the order is completed, its cards issued and mailed — once.
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select kind, to_address as to, count(*)::int as n from mail_outbox where order_id = $1 and sent_at is not null
               group by kind, to_address order by kind, to_address`,
              [payment.order_id],
            )
          ).rows,
        { timeout: 30_000, interval: 500 },
      )
      .toEqual([
        { kind: "giftcards", to: `els-${prefix}@example.be`, n: 1 },
        { kind: "giftcards", to: `jan-${prefix}@example.be`, n: 1 },
        { kind: "order-confirmation", to: `an-${prefix}@example.be`, n: 1 },
      ]);
    const order = await db.query("select status from orders where id = $1", [payment.order_id]);
    expect(order.rows[0].status).toBe("COMPLETED");
    const cards = await db.query("select count(*)::int as n from giftcards where order_id = $1", [payment.order_id]);
    expect(cards.rows[0].n).toBe(2);
    const events = await db.query("select count(*)::int as n from webhook_events");
    expect(events.rows[0].n).toBe(1);
  }, 90_000);

  it("empties the other process's page cache when a purge is made", async () => {
    const page = () => http(ports[1], { host: HOST, path: "/" });
    await page();
    expect((await page()).headers["x-page-cache"]).toBe("hit");
    // The purge as `npm run cache:purge kadoo-be` makes it: one bump of the shared generation.
    if (redis) {
      const { Redis } = await import("ioredis");
      const client = new Redis(redis);
      await client.hincrby(`${prefix}:cache-generations`, "kadoo-be", 1);
      client.disconnect();
    } else {
      await db.query(
        "insert into cache_generations (scope, generation) values ('kadoo-be', 1) on conflict (scope) do update set generation = cache_generations.generation + 1",
      );
    }
    await expect.poll(async () => (await page()).headers["x-page-cache"], { timeout: 10_000 }).toBe("miss");
  });
});
