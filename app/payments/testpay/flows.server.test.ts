import { describe, expect, it } from "vitest";
import { backends } from "../../../tests/fixtures/db";
import { HMAC_KEY, useTestPay } from "../../../tests/fixtures/testpay";
import type { PaymentMethodId } from "../methods";
import { InvalidWebhookError } from "../provider";
import { TESTPAY_PATH } from "./model";
import { type NotificationItem, signItem } from "./signing.server";

describe.each(backends())("TestPay flows on $name", (backend) => {
  const h = useTestPay(backend);
  const { paymentRequest, deliver, pspOf, decidePage, page, payByCard, events } = h;

  describe("app methods", () => {
    it("Payconiq and Swish give a QR code for desktops (the simulated app); BLIK and MB WAY do not", async () => {
      for (const method of ["payconiq", "swish"] as const) {
        const outcome = await h.provider.createPayment(paymentRequest({ method }));
        const psp = pspOf(outcome);
        const appUrl = `${h.origin}/__testpay/app/${psp}`;
        expect(outcome).toEqual({ status: "await", pspReference: psp, appUrl, qrCode: appUrl });
      }
      const blik = await h.provider.createPayment(paymentRequest({ method: "blik", blikCode: "777123" }));
      expect(blik).not.toHaveProperty("qrCode");
    });

    it("BLIK needs a 6-digit code; with one the shopper approves on the simulated phone", async () => {
      expect(await h.provider.createPayment(paymentRequest({ method: "blik" }))).toMatchObject({ status: "error" });
      expect(await h.provider.createPayment(paymentRequest({ method: "blik", blikCode: "12345" }))).toMatchObject({
        status: "error",
      });
      const outcome = await h.provider.createPayment(paymentRequest({ method: "blik", blikCode: "777123" }));
      const psp = pspOf(outcome);
      expect(outcome).toEqual({ status: "await", pspReference: psp, appUrl: `${h.origin}/__testpay/app/${psp}` });

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
      expect(await h.provider.createPayment(paymentRequest({ method: "mbway" }))).toMatchObject({ status: "error" });
      const psp = pspOf(await h.provider.createPayment(paymentRequest({ method: "mbway", phone: "+351912345678" })));
      expect((await page(`/app/${psp}`)).html).toContain("<strong>+351912345678</strong>");
      await decidePage(`/app/${psp}`, { decision: "refuse" });
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({ eventCode: "AUTHORISATION", success: false, reason: "Refused" }),
      ]);
    });

    it.each<PaymentMethodId>(["payconiq", "swish"])("%s waits for the app without extra input", async (method) => {
      expect(await h.provider.createPayment(paymentRequest({ method }))).toMatchObject({ status: "await" });
    });
  });

  describe("bank transfer", () => {
    it("is pending with instructions until the bank says the money arrived", async () => {
      const request = paymentRequest({ method: "banktransfer" });
      const outcome = await h.provider.createPayment(request);
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
      expect(await h.provider.createPayment(request)).toEqual({ status: "authorised", pspReference: psp });
    });

    it("an expired transfer closes the offer", async () => {
      const psp = pspOf(await h.provider.createPayment(paymentRequest({ method: "banktransfer" })));
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
      const psp = pspOf(await h.provider.createPayment(request));
      await h.provider.cancel(psp, request.merchantReference);
      await h.provider.cancel(psp, request.merchantReference);
      await deliver();
      expect(events()).toEqual([
        expect.objectContaining({ key: `${psp}:CANCELLATION:true`, eventCode: "CANCELLATION" }),
      ]);

      const paid = pspOf(await payByCard("4111 1111 1111 1111"));
      await deliver();
      h.received = [];
      await h.provider.cancel(paid, "whatever");
      await h.provider.cancel("TP_not_a_reference", "whatever");
      await deliver();
      expect(h.received).toEqual([]);
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
      expect(h.provider.parseWebhook(bodyOf(signItem(item, HMAC_KEY)), {})).toEqual([
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
      expect(() => h.provider.parseWebhook(body, {})).toThrow(InvalidWebhookError);
    });
  });

  it("the dashboard lists the latest payments with links to open ones", async () => {
    const psp = pspOf(await h.provider.createPayment(paymentRequest({ method: "banktransfer" })));
    const { response, html } = await page("/");
    expect(response.status).toBe(200);
    expect(html).toContain(`href="${TESTPAY_PATH}/bank/${psp}"`);
    expect(html).toContain('<th scope="col">Status</th>');
  });
});
