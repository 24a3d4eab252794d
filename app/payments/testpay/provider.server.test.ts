import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { backends } from "../../../tests/fixtures/db";
import { HMAC_KEY, useTestPay } from "../../../tests/fixtures/testpay";
import { InvalidWebhookError, type PaymentOutcome } from "../provider";
import { TESTPAY_PATH } from "./model";
import { redirectToken } from "./signing.server";

describe.each(backends())("TestPay on $name", (backend) => {
  const h = useTestPay(backend);
  const { paymentRequest, deliver, pspOf, decidePage, page, events } = h;

  describe("starting a payment", () => {
    it("is idempotent: the same key gives the same psp reference and page, and one row", async () => {
      const request = paymentRequest({
        returnUrl: "http://kadoo-be.localhost:3100/bestellen/betaling-verwerken/?order=x",
      });
      const first = await h.provider.createPayment(request);
      const second = await h.provider.createPayment(request);
      expect(second).toEqual(first);
      expect(pspOf(first)).toMatch(/^TP[A-Z0-9]{14}$/);
      // Hosted pages live on the shopper's host, where the shop mounts TestPay.
      expect(first).toEqual({
        status: "redirect",
        pspReference: pspOf(first),
        url: `http://kadoo-be.localhost:3100/__testpay/pay/${pspOf(first)}`,
      });
      const rows = await h.handle.db
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
      const outcome = await h.provider.createPayment(paymentRequest({ method: "applepay" }));
      expect(outcome).toMatchObject({ status: "redirect", url: `${h.origin}/__testpay/pay/${pspOf(outcome)}` });
    });

    it("refuses invoice: the shop handles it", async () => {
      expect(await h.provider.createPayment(paymentRequest({ method: "invoice" }))).toEqual({
        status: "error",
        message: "invoice is handled by the shop",
      });
    });
  });

  describe("redirect methods", () => {
    it("authorise on the bank page: 303 back to the shop with a signed result, one signed webhook", async () => {
      const request = paymentRequest({ method: "bancontact" });
      const psp = pspOf(await h.provider.createPayment(request));

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
        await h.provider.completeRedirect(psp, { redirectResult: redirectToken(psp, "redirect", HMAC_KEY) }),
      ).toEqual({
        status: "error",
        message: "no result yet",
      });

      const decided = await decidePage(`/pay/${psp}`, { decision: "authorise" });
      expect(decided.status).toBe(303);
      const location = decided.headers.get("location") as string;
      expect(location.startsWith(`${request.returnUrl}&redirectResult=`)).toBe(true);
      const redirectResult = new URL(location).searchParams.get("redirectResult") as string;
      expect(await h.provider.completeRedirect(psp, { redirectResult })).toEqual({
        status: "authorised",
        pspReference: psp,
      });

      // A second POST (double click, back button) changes nothing and sends the shopper back again.
      const again = await decidePage(`/pay/${psp}`, { decision: "refuse" });
      expect(again.status).toBe(303);
      expect(await h.provider.completeRedirect(psp, { redirectResult })).toEqual({
        status: "authorised",
        pspReference: psp,
      });

      await deliver();
      await deliver();
      expect(h.received).toHaveLength(1);
      expect(h.received[0].contentType).toBe("application/json");
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
      const tampered = h.received[0].body.replace('"value":2550', '"value":1');
      expect(tampered).not.toBe(h.received[0].body);
      expect(() => h.provider.parseWebhook(tampered, {})).toThrow(InvalidWebhookError);
    });

    it("completeRedirect rejects a forged result or one of another payment", async () => {
      const psp = pspOf(await h.provider.createPayment(paymentRequest()));
      const other = pspOf(await h.provider.createPayment(paymentRequest()));
      await decidePage(`/pay/${psp}`, { decision: "authorise" });
      const forged = redirectToken(psp, "authorised", "another key of the attacker");
      expect(await h.provider.completeRedirect(psp, { redirectResult: forged })).toMatchObject({ status: "error" });
      expect(
        await h.provider.completeRedirect(psp, { redirectResult: redirectToken(other, "redirect", HMAC_KEY) }),
      ).toMatchObject({
        status: "error",
      });
      expect(await h.provider.completeRedirect(psp, {})).toMatchObject({ status: "error" });
    });

    it.each<[string, string, PaymentOutcome["status"], string | undefined, string]>([
      ["refuse", "AUTHORISATION", "refused", "Refused", "false"],
      ["fraud", "AUTHORISATION", "fraud", "FRAUD", "false"],
      ["retryLimit", "AUTHORISATION", "retryLimit", "RETRY_LIMIT", "false"],
      ["cancel", "CANCELLATION", "cancelled", undefined, "true"],
    ])(
      "%s on the bank page: the shop learns %s and the return says %s",
      async (decision, eventCode, status, reason, success) => {
        const psp = pspOf(await h.provider.createPayment(paymentRequest({ method: "kbc" })));
        const decided = await decidePage(`/pay/${psp}`, { decision });
        const redirectResult = new URL(decided.headers.get("location") as string).searchParams.get(
          "redirectResult",
        ) as string;
        expect(await h.provider.completeRedirect(psp, { redirectResult })).toMatchObject({ status, pspReference: psp });
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
      const psp = pspOf(await h.provider.createPayment(paymentRequest()));
      expect((await decidePage(`/pay/${psp}`, { decision: "expire" })).status).toBe(400);
      expect((await decidePage("/pay/TP00000000000000", { decision: "authorise" })).status).toBe(404);
    });

    it("iDEAL without an issuer first asks for the bank, then shows it", async () => {
      const psp = pspOf(await h.provider.createPayment(paymentRequest({ method: "ideal" })));
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
      const psp = pspOf(await h.provider.createPayment(paymentRequest({ method: "ideal", issuer: "Rabobank" })));
      const { html } = await page(`/pay/${psp}`);
      expect(html).toContain("<strong data-bank-name>Rabobank</strong>");
    });

    it("escapes what the shop sent before putting it in HTML", async () => {
      const psp = pspOf(
        await h.provider.createPayment(paymentRequest({ method: "ideal", issuer: '<img src=x onerror="alert(1)">' })),
      );
      const { html } = await page(`/pay/${psp}`);
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    });
  });

  describe("webhook delivery", () => {
    it("retries a failing shop endpoint until it answers [accepted]", async () => {
      h.reply = "fail";
      const psp = pspOf(await h.provider.createPayment(paymentRequest()));
      await decidePage(`/pay/${psp}`, { decision: "authorise" });
      await deliver();
      expect(h.received).toHaveLength(1);
      const job = () =>
        h.handle.db
          .selectFrom("jobs")
          .selectAll()
          .where("dedupe_key", "=", `testpay-webhook:${psp}:AUTHORISATION`)
          .executeTakeFirstOrThrow();
      expect(await job()).toMatchObject({ attempts: 1, done_at: null, failed_at: null, max_attempts: 20 });
      expect((await job()).last_error).toContain("500");

      // A 200 without the acknowledgement is not a delivery either.
      h.reply = "wrongAck";
      await sql`update jobs set run_at = now() where kind = 'testpay-deliver-webhook'`.execute(h.handle.db);
      await deliver();
      expect(h.received).toHaveLength(2);
      expect(await job()).toMatchObject({ attempts: 2, done_at: null });

      // The shop is back: the same signed notification arrives and the job is done.
      h.reply = "accept";
      await sql`update jobs set run_at = now() where kind = 'testpay-deliver-webhook'`.execute(h.handle.db);
      await deliver();
      expect(h.received).toHaveLength(3);
      expect(h.received[2].body).toBe(h.received[0].body);
      expect(await job()).toMatchObject({ attempts: 3, last_error: null });
      expect((await job()).done_at).not.toBeNull();
      expect(h.provider.parseWebhook(h.received[2].body, {})).toEqual([
        expect.objectContaining({ pspReference: psp, success: true }),
      ]);
    });
  });
});
