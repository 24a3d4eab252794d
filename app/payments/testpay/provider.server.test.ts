/**
 * TestPay, the built-in test provider, on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): its
 * hosted pages over real HTTP, decisions per flow of spec §3, the test cards, and the durable, signed
 * webhooks it delivers to a tiny stand-in of the shop's endpoint (which can fail on demand).
 */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { runInNewContext } from "node:vm";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { backends } from "../../../tests/fixtures/db";
import type { DatabaseHandle } from "../../db/db.server";
import { JobQueue } from "../../fulfilment/jobs.server";
import type { PaymentMethodId } from "../methods";
import { InvalidWebhookError, type PaymentOutcome, type PaymentProvider, type PaymentRequest } from "../provider";
import { testPayRouter } from "./pages.server";
import {
  createTestProvider,
  type NotificationItem,
  redirectToken,
  registerTestPayJobs,
  signItem,
  TESTPAY_PATH,
  type TestPayConfig,
} from "./provider.server";

const HMAC_KEY = "44782def547aaa06820e0d3d3f8d3e2a5f0dd7e1bbf3b6ad5fa2b2b4e8c0a1f3";

type Reply = "accept" | "fail" | "wrongAck";

describe.each(backends())("TestPay on $name", (backend) => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  let config: TestPayConfig;
  let provider: PaymentProvider;
  let shop: Server;
  let pages: Server;
  /** Where the hosted pages run: the shopper's host, as the return URL says. */
  let origin: string;
  /** What the shop's webhook endpoint received, in order. */
  let received: { body: string; contentType: string | undefined }[] = [];
  let reply: Reply = "accept";

  beforeAll(async () => {
    handle = await backend.open();
    // The shop's webhook endpoint: records every delivery and answers as the test asks.
    shop = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        received.push({ body, contentType: req.headers["content-type"] });
        if (reply === "fail") res.writeHead(500).end("boom");
        else res.writeHead(200, { "content-type": "text/plain" }).end(reply === "accept" ? "[accepted]" : "OK");
      });
    });
    await once(shop.listen(0, "127.0.0.1"), "listening");
    jobs = new JobQueue(handle.db);
    config = {
      db: handle.db,
      jobs,
      hmacKey: HMAC_KEY,
      webhookUrl: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/__webhooks/test`,
      webhookDelayMs: 0,
    };
    registerTestPayJobs(jobs, config);
    provider = createTestProvider(config);
    const app = express();
    app.use(TESTPAY_PATH, testPayRouter(config));
    pages = createServer(app);
    await once(pages.listen(0, "127.0.0.1"), "listening");
    origin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await jobs?.stop();
    pages?.close();
    shop?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    // Deliveries a previous test started in the background land before this test starts listening.
    await jobs.runDue();
    received = [];
    reply = "accept";
  });

  function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
    const orderUuid = randomUUID();
    return {
      orderUuid,
      merchantReference: `${orderUuid}-1`,
      storeId: 95,
      amount: { value: 2550, currency: "EUR" },
      method: "paypal",
      shopper: { email: "an@example.be", name: "An Peeters", country: "BE", locale: "nl-BE" },
      returnUrl: `${origin}/bestellen/betaling-verwerken/?order=${orderUuid}`,
      idempotencyKey: `${orderUuid}-1`,
      ...overrides,
    };
  }

  /** Runs the queue (and waits for a delivery a decision already started) and returns what the shop got. */
  async function deliver() {
    await jobs.runDue();
    return received;
  }

  function pspOf(outcome: PaymentOutcome): string {
    if (!("pspReference" in outcome) || !outcome.pspReference) throw new Error(`no psp in ${JSON.stringify(outcome)}`);
    return outcome.pspReference;
  }

  function decidePage(path: string, form: Record<string, string>) {
    return fetch(`${origin}${TESTPAY_PATH}${path}`, {
      method: "POST",
      body: new URLSearchParams(form),
      redirect: "manual",
    });
  }

  async function page(path: string) {
    const response = await fetch(`${origin}${TESTPAY_PATH}${path}`, { redirect: "manual" });
    return { response, html: await response.text() };
  }

  function tokenize(card: Record<string, string>) {
    return fetch(`${origin}${TESTPAY_PATH}/tokenize`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ expiry: "12/39", cvc: "737", holder: "An Peeters", ...card }),
    });
  }

  async function payByCard(number: string, cvc = "737") {
    const response = await tokenize({ number, cvc });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    return provider.createPayment(paymentRequest({ method: "card", clientData: { cardToken: token } }));
  }

  /** Just enough DOM for the card fields' script: elements by id, input values, listeners, text. */
  function cardFieldsDom() {
    class FakeElement {
      value = "";
      textContent = "";
      className = "";
      attributes: Record<string, string> = {};
      listeners: Record<string, (event: unknown) => void> = {};
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      }
      addEventListener(type: string, listener: (event: unknown) => void) {
        this.listeners[type] = listener;
      }
      appendChild(child: { textContent: string }) {
        this.textContent += child.textContent;
      }
      focus() {}
    }
    const elements = new Map<string, FakeElement>();
    const el = (id: string) => {
      if (!elements.has(id)) elements.set(id, new FakeElement());
      return elements.get(id) as FakeElement;
    };
    return {
      el,
      document: {
        getElementById: el,
        createElement: () => new FakeElement(),
        createTextNode: (text: string) => ({ textContent: text }),
      },
      type(id: string, value: string) {
        el(id).value = value;
        el(id).listeners.input?.({});
      },
      submit() {
        el("card").listeners.submit({ preventDefault() {} });
      },
    };
  }

  function events() {
    return received.flatMap((r) => provider.parseWebhook(r.body, { "content-type": r.contentType }));
  }

  describe("starting a payment", () => {
    it("is idempotent: the same key gives the same psp reference and page, and one row", async () => {
      const request = paymentRequest({
        returnUrl: "http://kadoo-be.localhost:3100/bestellen/betaling-verwerken/?order=x",
      });
      const first = await provider.createPayment(request);
      const second = await provider.createPayment(request);
      expect(second).toEqual(first);
      expect(pspOf(first)).toMatch(/^TP[A-Z0-9]{14}$/);
      // Hosted pages live on the shopper's host, where the shop mounts TestPay.
      expect(first).toEqual({
        status: "redirect",
        pspReference: pspOf(first),
        url: `http://kadoo-be.localhost:3100/__testpay/pay/${pspOf(first)}`,
      });
      const rows = await handle.db
        .selectFrom("testpay_payments")
        .selectAll()
        .where("idempotency_key", "=", request.idempotencyKey)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        amount: 2550,
        currency: "EUR",
        method: "paypal",
        status: "redirect",
        store_id: 95,
      });
    });

    it("sends Apple Pay (a wallet) to its page like a redirect method", async () => {
      const outcome = await provider.createPayment(paymentRequest({ method: "applepay" }));
      expect(outcome).toMatchObject({ status: "redirect", url: `${origin}/__testpay/pay/${pspOf(outcome)}` });
    });

    it("refuses invoice: the shop handles it", async () => {
      expect(await provider.createPayment(paymentRequest({ method: "invoice" }))).toEqual({
        status: "error",
        message: "invoice is handled by the shop",
      });
    });
  });

  describe("redirect methods", () => {
    it("authorise on the bank page: 303 back to the shop with a signed result, one signed webhook", async () => {
      const request = paymentRequest({ method: "bancontact" });
      const psp = pspOf(await provider.createPayment(request));

      const { response, html } = await page(`/pay/${psp}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("TestPay — test payments, no real money.");
      expect(html).toContain(request.merchantReference);
      expect(html).toContain("€25.50");
      for (const [decision, label] of [
        ["authorise", "Authorise"],
        ["refuse", "Refuse"],
        ["cancel", "Cancel"],
        ["fraud", "Fraud"],
        ["retryLimit", "Too many attempts"],
      ]) {
        expect(html).toMatch(
          new RegExp(`<button type="submit" name="decision" value="${decision}" [^>]*>${label}</button>`),
        );
      }

      // Before a decision the return has no result yet: the order stays open.
      expect(
        await provider.completeRedirect(psp, { redirectResult: redirectToken(psp, "redirect", HMAC_KEY) }),
      ).toEqual({
        status: "error",
        message: "no result yet",
      });

      const decided = await decidePage(`/pay/${psp}`, { decision: "authorise" });
      expect(decided.status).toBe(303);
      const location = decided.headers.get("location") as string;
      expect(location.startsWith(`${request.returnUrl}&redirectResult=`)).toBe(true);
      const redirectResult = new URL(location).searchParams.get("redirectResult") as string;
      expect(await provider.completeRedirect(psp, { redirectResult })).toEqual({
        status: "authorised",
        pspReference: psp,
      });

      // A second POST (double click, back button) changes nothing and sends the shopper back again.
      const again = await decidePage(`/pay/${psp}`, { decision: "refuse" });
      expect(again.status).toBe(303);
      expect(await provider.completeRedirect(psp, { redirectResult })).toEqual({
        status: "authorised",
        pspReference: psp,
      });

      await deliver();
      await deliver();
      expect(received).toHaveLength(1);
      expect(received[0].contentType).toBe("application/json");
      expect(events()).toEqual([
        {
          key: `${psp}:AUTHORISATION:true`,
          eventCode: "AUTHORISATION",
          success: true,
          pspReference: psp,
          merchantReference: request.merchantReference,
          amount: { value: 2550, currency: "EUR" },
          method: "bancontact",
          eventDate: expect.any(String),
        },
      ]);

      // The same delivery with the amount changed no longer matches its signature.
      const tampered = received[0].body.replace('"value":2550', '"value":1');
      expect(tampered).not.toBe(received[0].body);
      expect(() => provider.parseWebhook(tampered, {})).toThrow(InvalidWebhookError);
    });

    it("completeRedirect rejects a forged result or one of another payment", async () => {
      const psp = pspOf(await provider.createPayment(paymentRequest()));
      const other = pspOf(await provider.createPayment(paymentRequest()));
      await decidePage(`/pay/${psp}`, { decision: "authorise" });
      const forged = redirectToken(psp, "authorised", "another key of the attacker");
      expect(await provider.completeRedirect(psp, { redirectResult: forged })).toMatchObject({ status: "error" });
      expect(
        await provider.completeRedirect(psp, { redirectResult: redirectToken(other, "redirect", HMAC_KEY) }),
      ).toMatchObject({
        status: "error",
      });
      expect(await provider.completeRedirect(psp, {})).toMatchObject({ status: "error" });
    });

    it.each<[string, string, PaymentOutcome["status"], string | undefined, string]>([
      ["refuse", "AUTHORISATION", "refused", "Refused", "false"],
      ["fraud", "AUTHORISATION", "fraud", "FRAUD", "false"],
      ["retryLimit", "AUTHORISATION", "retryLimit", "RETRY_LIMIT", "false"],
      ["cancel", "CANCELLATION", "cancelled", undefined, "true"],
    ])(
      "%s on the bank page: the shop learns %s and the return says %s",
      async (decision, eventCode, status, reason, success) => {
        const psp = pspOf(await provider.createPayment(paymentRequest({ method: "kbc" })));
        const decided = await decidePage(`/pay/${psp}`, { decision });
        const redirectResult = new URL(decided.headers.get("location") as string).searchParams.get(
          "redirectResult",
        ) as string;
        expect(await provider.completeRedirect(psp, { redirectResult })).toMatchObject({ status, pspReference: psp });
        await deliver();
        expect(events()).toEqual([
          expect.objectContaining({
            key: `${psp}:${eventCode}:${success}`,
            eventCode,
            success: success === "true",
            ...(reason ? { reason } : {}),
          }),
        ]);
      },
    );

    it("a decision the page does not offer is refused with 400", async () => {
      const psp = pspOf(await provider.createPayment(paymentRequest()));
      expect((await decidePage(`/pay/${psp}`, { decision: "expire" })).status).toBe(400);
      expect((await decidePage("/pay/TP00000000000000", { decision: "authorise" })).status).toBe(404);
    });

    it("iDEAL without an issuer first asks for the bank, then shows it", async () => {
      const psp = pspOf(await provider.createPayment(paymentRequest({ method: "ideal" })));
      const choice = await page(`/pay/${psp}`);
      expect(choice.html).toContain('<select id="issuer" name="issuer" required>');
      expect(choice.html).toContain("<option>Rabobank</option>");
      expect(choice.html).not.toContain(">Authorise</button>");
      const chosen = await decidePage(`/pay/${psp}/issuer`, { issuer: "ING" });
      expect(chosen.status).toBe(303);
      expect(chosen.headers.get("location")).toBe(`${TESTPAY_PATH}/pay/${psp}`);
      const bank = await page(`/pay/${psp}`);
      expect(bank.html).toContain("<strong data-bank-name>ING</strong>");
      expect(bank.html).toContain(">Authorise</button>");
    });

    it("iDEAL with the issuer the shop asked shows that bank at once", async () => {
      const psp = pspOf(await provider.createPayment(paymentRequest({ method: "ideal", issuer: "Rabobank" })));
      const { html } = await page(`/pay/${psp}`);
      expect(html).toContain("<strong data-bank-name>Rabobank</strong>");
    });

    it("escapes what the shop sent before putting it in HTML", async () => {
      const psp = pspOf(
        await provider.createPayment(paymentRequest({ method: "ideal", issuer: '<img src=x onerror="alert(1)">' })),
      );
      const { html } = await page(`/pay/${psp}`);
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    });
  });

  describe("webhook delivery", () => {
    it("retries a failing shop endpoint until it answers [accepted]", async () => {
      reply = "fail";
      const psp = pspOf(await provider.createPayment(paymentRequest()));
      await decidePage(`/pay/${psp}`, { decision: "authorise" });
      await deliver();
      expect(received).toHaveLength(1);
      const job = () =>
        handle.db
          .selectFrom("jobs")
          .selectAll()
          .where("dedupe_key", "=", `testpay-webhook:${psp}:AUTHORISATION`)
          .executeTakeFirstOrThrow();
      expect(await job()).toMatchObject({ attempts: 1, done_at: null, failed_at: null, max_attempts: 20 });
      expect((await job()).last_error).toContain("500");

      // A 200 without the acknowledgement is not a delivery either.
      reply = "wrongAck";
      await sql`update jobs set run_at = now() where kind = 'testpay-deliver-webhook'`.execute(handle.db);
      await deliver();
      expect(received).toHaveLength(2);
      expect(await job()).toMatchObject({ attempts: 2, done_at: null });

      // The shop is back: the same signed notification arrives and the job is done.
      reply = "accept";
      await sql`update jobs set run_at = now() where kind = 'testpay-deliver-webhook'`.execute(handle.db);
      await deliver();
      expect(received).toHaveLength(3);
      expect(received[2].body).toBe(received[0].body);
      expect(await job()).toMatchObject({ attempts: 3, last_error: null });
      expect((await job()).done_at).not.toBeNull();
      expect(provider.parseWebhook(received[2].body, {})).toEqual([
        expect.objectContaining({ pspReference: psp, success: true }),
      ]);
    });
  });

  describe("app methods", () => {
    it("Payconiq and Swish give a QR code for desktops (the simulated app); BLIK and MB WAY do not", async () => {
      for (const method of ["payconiq", "swish"] as const) {
        const outcome = await provider.createPayment(paymentRequest({ method }));
        const psp = pspOf(outcome);
        const appUrl = `${origin}/__testpay/app/${psp}`;
        expect(outcome).toEqual({ status: "await", pspReference: psp, appUrl, qrCode: appUrl });
      }
      const blik = await provider.createPayment(paymentRequest({ method: "blik", blikCode: "777123" }));
      expect(blik).not.toHaveProperty("qrCode");
    });

    it("BLIK needs a 6-digit code; with one the shopper approves on the simulated phone", async () => {
      expect(await provider.createPayment(paymentRequest({ method: "blik" }))).toMatchObject({ status: "error" });
      expect(await provider.createPayment(paymentRequest({ method: "blik", blikCode: "12345" }))).toMatchObject({
        status: "error",
      });
      const outcome = await provider.createPayment(paymentRequest({ method: "blik", blikCode: "777123" }));
      const psp = pspOf(outcome);
      expect(outcome).toEqual({ status: "await", pspReference: psp, appUrl: `${origin}/__testpay/app/${psp}` });

      const phone = await page(`/app/${psp}`);
      expect(phone.html).toContain("<h1>BLIK</h1>");
      expect(phone.html).toContain("<strong>777123</strong>");
      expect(phone.html).toContain(">Approve</button>");
      expect(phone.html).toContain(">Decline</button>");

      const approved = await decidePage(`/app/${psp}`, { decision: "authorise" });
      expect(approved.status).toBe(303);
      expect(approved.headers.get("location")).toBe(`${TESTPAY_PATH}/app/${psp}`);
      expect((await page(`/app/${psp}`)).html).toContain("Done — you can return to the shop.");
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({ eventCode: "AUTHORISATION", success: true, pspReference: psp }),
      ]);
    });

    it("MB WAY needs the phone number and shows it; decline sends a refusal", async () => {
      expect(await provider.createPayment(paymentRequest({ method: "mbway" }))).toMatchObject({ status: "error" });
      const psp = pspOf(await provider.createPayment(paymentRequest({ method: "mbway", phone: "+351912345678" })));
      expect((await page(`/app/${psp}`)).html).toContain("<strong>+351912345678</strong>");
      await decidePage(`/app/${psp}`, { decision: "refuse" });
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({ eventCode: "AUTHORISATION", success: false, reason: "Refused" }),
      ]);
    });

    it.each<PaymentMethodId>(["payconiq", "swish"])("%s waits for the app without extra input", async (method) => {
      expect(await provider.createPayment(paymentRequest({ method }))).toMatchObject({ status: "await" });
    });
  });

  describe("cards", () => {
    it.each<[string, string, PaymentOutcome["status"]]>([
      ["visa", "4111 1111 1111 1111", "authorised"],
      ["mastercard", "5555 5555 5555 4444", "authorised"],
      ["amex", "3714 496353 98431", "authorised"],
      ["bancontact", "6703 4444 4444 4449", "authorised"],
      ["another valid visa", "4242 4242 4242 4242", "authorised"],
      ["the refused card", "4000 0000 0000 0002", "refused"],
      ["the fraud card", "4100 0000 0000 0019", "fraud"],
      ["the retry-limit card", "4000 0000 0000 0119", "retryLimit"],
    ])("%s %s is %s at once, and the shop gets its webhook", async (_name, number, status) => {
      const outcome = await payByCard(number, number.startsWith("37") ? "7373" : "737");
      expect(outcome).toMatchObject({ status, pspReference: expect.stringMatching(/^TP/) });
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({
          eventCode: "AUTHORISATION",
          success: status === "authorised",
          pspReference: pspOf(outcome),
        }),
      ]);
    });

    it("the 3-D Secure card goes to the challenge; Authenticate authorises, Fail refuses", async () => {
      const outcome = await payByCard("4000 0000 0000 3220");
      const psp = pspOf(outcome);
      expect(outcome).toEqual({ status: "redirect", pspReference: psp, url: `${origin}/__testpay/3ds/${psp}` });
      const challenge = await page(`/3ds/${psp}`);
      expect(challenge.html).toContain("Visa •••• 3220");
      expect(challenge.html).toContain(">Authenticate</button>");
      expect(challenge.html).toContain(">Fail</button>");
      const done = await decidePage(`/3ds/${psp}`, { decision: "authorise" });
      const redirectResult = new URL(done.headers.get("location") as string).searchParams.get(
        "redirectResult",
      ) as string;
      expect(await provider.completeRedirect(psp, { redirectResult })).toEqual({
        status: "authorised",
        pspReference: psp,
      });

      const failing = pspOf(await payByCard("4000 0000 0000 3220"));
      const failed = await decidePage(`/3ds/${failing}`, { decision: "authenticationFailed" });
      const failedResult = new URL(failed.headers.get("location") as string).searchParams.get(
        "redirectResult",
      ) as string;
      expect(await provider.completeRedirect(failing, { redirectResult: failedResult })).toEqual({
        status: "refused",
        pspReference: failing,
        reason: "3D Not Authenticated",
      });
    });

    it("keeps only brand and last four of a card, never the number or CVC", async () => {
      const response = await tokenize({ number: "5555 5555 5555 4444", cvc: "737" });
      const body = (await response.json()) as { token: string; brand: string; last4: string };
      expect(body).toEqual({ token: expect.any(String), brand: "mastercard", last4: "4444" });
      const row = await handle.db
        .selectFrom("testpay_card_tokens")
        .selectAll()
        .where("token", "=", body.token)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ brand: "mastercard", last4: "4444", outcome: "authorised" });
      expect(JSON.stringify(row)).not.toContain("5555555555554444");
      expect(JSON.stringify(row)).not.toContain("737");
    });

    it.each<[string, Record<string, string>, string, string]>([
      ["a bad Luhn checksum", { number: "4111 1111 1111 1112" }, "number", "Enter a valid card number."],
      ["an unknown brand", { number: "9999 9999 9999 9995" }, "number", "This card brand is not accepted."],
      ["a past expiry", { number: "4111 1111 1111 1111", expiry: "01/20" }, "expiry", "This card has expired."],
      ["a month 13", { number: "4111 1111 1111 1111", expiry: "13/39" }, "expiry", "Enter the expiry date as MM/YY."],
      ["a 3-digit amex CVC", { number: "3714 496353 98431", cvc: "737" }, "cvc", "Enter the 4-digit security code."],
      ["a 4-digit visa CVC", { number: "4111 1111 1111 1111", cvc: "7373" }, "cvc", "Enter the 3-digit security code."],
      ["no name", { number: "4111 1111 1111 1111", holder: "  " }, "holder", "Enter the name on the card."],
    ])("tokenize rejects %s with 400 and stores nothing", async (_name, card, field, message) => {
      const before = await handle.db.selectFrom("testpay_card_tokens").select("token").execute();
      const response = await tokenize(card);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { [field]: message } });
      expect(await handle.db.selectFrom("testpay_card_tokens").select("token").execute()).toHaveLength(before.length);
    });

    it("an unknown or expired token is an error, not a payment", async () => {
      expect(
        await provider.createPayment(paymentRequest({ method: "card", clientData: { cardToken: "tp_tok_nope" } })),
      ).toMatchObject({ status: "error" });
      expect(await provider.createPayment(paymentRequest({ method: "card" }))).toMatchObject({ status: "error" });
      const { token } = (await (await tokenize({ number: "4111 1111 1111 1111" })).json()) as { token: string };
      await sql`update testpay_card_tokens set created_at = now() - interval '2 hours' where token = ${token}`.execute(
        handle.db,
      );
      expect(
        await provider.createPayment(paymentRequest({ method: "card", clientData: { cardToken: token } })),
      ).toMatchObject({
        status: "error",
      });
    });

    it("serves the card fields as an accessible, framable page with its script as a file", async () => {
      const { response, html } = await page("/card-fields?lang=en");
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<label for="number">Card number</label>');
      expect(html).toMatch(/<input id="number"[^>]*autocomplete="cc-number" inputmode="numeric"/);
      expect(html).toMatch(/<input id="expiry"[^>]*autocomplete="cc-exp"/);
      expect(html).toMatch(/<input id="cvc"[^>]*autocomplete="cc-csc"/);
      expect(html).toMatch(/<input id="holder"[^>]*autocomplete="cc-name"/);
      expect(html).toContain('<button type="submit" data-use-card>Use this card</button>');
      expect(html).not.toMatch(/<script>/);
      const script = await page("/card-fields.js?lang=en");
      expect(script.response.headers.get("content-type")).toContain("javascript");
      expect(script.html).toContain('"visa","^4(\\\\d{12}|\\\\d{15})$"');
      expect(script.html).toContain('type: "testpay:card"');
    });

    it("the card fields' script checks the rules, shows the brand, tokenizes and hands the token to the shop's page", async () => {
      const script = (await page("/card-fields.js?lang=en")).html;
      const fields = cardFieldsDom();
      const posted: [unknown, string][] = [];
      runInNewContext(script, {
        document: fields.document,
        location: { origin },
        fetch: (url: string, init: RequestInit) => fetch(`${origin}${url}`, init),
        window: { parent: { postMessage: (message: unknown, target: string) => posted.push([message, target]) } },
      });
      const rows = async () => (await handle.db.selectFrom("testpay_card_tokens").select("token").execute()).length;
      const before = await rows();

      fields.type("number", "4111 1111 1111 1112");
      expect(fields.el("brand").textContent).toBe("Card brand: visa");
      fields.type("expiry", "01/20");
      fields.type("cvc", "73");
      fields.submit();
      expect(fields.el("number-error").textContent).toBe("Enter a valid card number.");
      expect(fields.el("number").attributes["aria-invalid"]).toBe("true");
      expect(fields.el("expiry-error").textContent).toBe("This card has expired.");
      expect(fields.el("cvc-error").textContent).toBe("Enter the 3-digit security code.");
      expect(fields.el("holder-error").textContent).toBe("Enter the name on the card.");
      expect(await rows()).toBe(before);

      fields.type("number", "3714 496353 98431");
      expect(fields.el("brand").textContent).toBe("Card brand: amex");
      fields.type("expiry", "12/39");
      fields.type("cvc", "7373");
      fields.type("holder", "An Peeters");
      fields.submit();
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toEqual([
        { type: "testpay:card", token: expect.any(String), brand: "amex", last4: "8431" },
        origin,
      ]);
      expect(fields.el("card-status").textContent).toBe("Card accepted: American Express ending in 8431.");
      expect(fields.el("number").attributes["aria-invalid"]).toBe("false");
    });

    it("names the language it shows: a language without texts falls back to English", async () => {
      expect((await page("/card-fields?lang=nl")).html).toContain('<html lang="en">');
    });
  });

  describe("bank transfer", () => {
    it("is pending with instructions until the bank says the money arrived", async () => {
      const request = paymentRequest({ method: "banktransfer" });
      const outcome = await provider.createPayment(request);
      const psp = pspOf(outcome);
      expect(outcome).toEqual({
        status: "pending",
        pspReference: psp,
        instructions: {
          beneficiary: "TestPay Payments B.V.",
          iban: "NL66TEST0123456789",
          bic: "TESTNL2A",
          reference: psp,
        },
      });
      const bank = await page(`/bank/${psp}`);
      expect(bank.html).toContain(">Money received</button>");
      expect(bank.html).toContain(">Expire</button>");
      // The bank page cannot take a redirect page's decisions.
      expect((await decidePage(`/bank/${psp}`, { decision: "fraud" })).status).toBe(400);

      expect((await decidePage(`/bank/${psp}`, { decision: "authorise" })).status).toBe(303);
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({ eventCode: "AUTHORISATION", success: true, pspReference: psp }),
      ]);
      expect(await provider.createPayment(request)).toEqual({ status: "authorised", pspReference: psp });
    });

    it("an expired transfer closes the offer", async () => {
      const psp = pspOf(await provider.createPayment(paymentRequest({ method: "banktransfer" })));
      await decidePage(`/bank/${psp}`, { decision: "expire" });
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({ key: `${psp}:OFFER_CLOSED:true`, eventCode: "OFFER_CLOSED" }),
      ]);
    });
  });

  describe("cancel", () => {
    it("cancels an open payment once; a decided or unknown one is left alone without throwing", async () => {
      const request = paymentRequest({ method: "sofort" });
      const psp = pspOf(await provider.createPayment(request));
      await provider.cancel(psp, request.merchantReference);
      await provider.cancel(psp, request.merchantReference);
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({ key: `${psp}:CANCELLATION:true`, eventCode: "CANCELLATION" }),
      ]);

      const paid = pspOf(await payByCard("4111 1111 1111 1111"));
      await deliver();
      received = [];
      await provider.cancel(paid, "whatever");
      await provider.cancel("TP_not_a_reference", "whatever");
      await deliver();
      expect(received).toEqual([]);
    });
  });

  describe("parseWebhook", () => {
    const item: NotificationItem = {
      pspReference: "TPABCDEFGHIJ1234",
      merchantAccountCode: "TestPayShop",
      merchantReference: "order-1",
      amount: { value: 1000, currency: "EUR" },
      eventCode: "AUTHORISATION",
      success: "false",
      paymentMethod: "ideal",
      reason: "FRAUD",
      eventDate: "2026-01-01T00:00:00.000Z",
    };
    const bodyOf = (signature: string | undefined) =>
      JSON.stringify({
        live: "false",
        notificationItems: [{ NotificationRequestItem: { ...item, additionalData: { hmacSignature: signature } } }],
      });

    it("accepts an item signed with the key, with the reason the shop maps to spec §8 code 2035", () => {
      expect(provider.parseWebhook(bodyOf(signItem(item, HMAC_KEY)), {})).toEqual([
        {
          key: "TPABCDEFGHIJ1234:AUTHORISATION:false",
          eventCode: "AUTHORISATION",
          success: false,
          pspReference: "TPABCDEFGHIJ1234",
          merchantReference: "order-1",
          amount: { value: 1000, currency: "EUR" },
          method: "ideal",
          reason: "FRAUD",
          eventDate: "2026-01-01T00:00:00.000Z",
        },
      ]);
    });

    it.each([
      ["a signature of another key", bodyOf(signItem(item, "ffeeddccbbaa99887766554433221100"))],
      ["a garbled signature", bodyOf("bm90IGEgc2lnbmF0dXJl")],
      ["no signature", bodyOf(undefined)],
      ["a body that is not JSON", "[accepted"],
      ["no items", JSON.stringify({ live: "false", notificationItems: [] })],
      [
        "an item without amount",
        JSON.stringify({ notificationItems: [{ NotificationRequestItem: { pspReference: "TP" } }] }),
      ],
    ])("rejects %s", (_name, body) => {
      expect(() => provider.parseWebhook(body, {})).toThrow(InvalidWebhookError);
    });
  });

  it("the dashboard lists the latest payments with links to open ones", async () => {
    const psp = pspOf(await provider.createPayment(paymentRequest({ method: "banktransfer" })));
    const { response, html } = await page("/");
    expect(response.status).toBe(200);
    expect(html).toContain(`href="${TESTPAY_PATH}/bank/${psp}"`);
    expect(html).toContain('<th scope="col">Status</th>');
  });
});
