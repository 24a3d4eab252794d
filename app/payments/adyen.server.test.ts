import adyen, { type Types } from "@adyen/api-library";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADYEN_METHOD_TYPES, type AdyenConfig, createAdyenProvider } from "./adyen.server";
import { PAYMENT_METHODS } from "./methods";
import { InvalidWebhookError, type PaymentRequest } from "./provider";

// The host and version the library calls for environment TEST (PaymentsApi.API_BASEPATH).
const CHECKOUT = "https://checkout-test.adyen.com/v72";
const HMAC_KEY = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

const config: AdyenConfig = {
  apiKey: "test_api_key",
  merchantAccount: "GiftShopECOM",
  hmacKey: HMAC_KEY,
  clientKey: "test_client_key",
  environment: "TEST",
};
const provider = createAdyenProvider(config);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  body: Record<string, unknown>;
  headers: Headers;
  url: string;
}

/** Answers `path` with `reply` and records what the adapter sent. */
function adyenAnswers(path: string, reply: object | (() => Response)): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(`${CHECKOUT}${path}`, async ({ request }) => {
      seen.push({
        body: (await request.json()) as Record<string, unknown>,
        headers: request.headers,
        url: request.url,
      });
      return typeof reply === "function" ? reply() : HttpResponse.json(reply);
    }),
  );
  return seen;
}

function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    orderUuid: "0b7c6f0e-8f3e-4d7a-9d7e-1f2a3b4c5d6e",
    merchantReference: "0b7c6f0e-8f3e-4d7a-9d7e-1f2a3b4c5d6e-1",
    storeId: 1,
    amount: { value: 2500, currency: "EUR" },
    method: "card",
    clientData: {
      type: "scheme",
      encryptedCardNumber: "adyenjs_0_1_25$card",
      encryptedExpiryMonth: "adyenjs_0_1_25$month",
      encryptedExpiryYear: "adyenjs_0_1_25$year",
      encryptedSecurityCode: "adyenjs_0_1_25$cvc",
    },
    shopper: {
      email: "anna@example.com",
      name: "Anna van der Berg",
      country: "BE",
      locale: "nl-BE",
      ip: "203.0.113.7",
    },
    returnUrl: "https://kadoo.example/nl/checkout/return?order=0b7c6f0e",
    idempotencyKey: "attempt-0b7c6f0e-1",
    ...overrides,
  };
}

describe("createPayment", () => {
  it("sends the card data from Adyen Components and maps Authorised", async () => {
    const seen = adyenAnswers("/payments", { resultCode: "Authorised", pspReference: "PSP0001" });

    const outcome = await provider.createPayment(paymentRequest());

    expect(outcome).toEqual({ status: "authorised", pspReference: "PSP0001" });
    expect(seen).toHaveLength(1);
    expect(seen[0].body).toMatchObject({
      amount: { value: 2500, currency: "EUR" },
      reference: "0b7c6f0e-8f3e-4d7a-9d7e-1f2a3b4c5d6e-1",
      merchantAccount: "GiftShopECOM",
      returnUrl: "https://kadoo.example/nl/checkout/return?order=0b7c6f0e",
      shopperEmail: "anna@example.com",
      shopperName: { firstName: "Anna", lastName: "van der Berg" },
      countryCode: "BE",
      shopperLocale: "nl-BE",
      shopperIP: "203.0.113.7",
      channel: "Web",
      origin: "https://kadoo.example",
      authenticationData: { threeDSRequestData: { nativeThreeDS: "disabled" } },
      paymentMethod: {
        type: "scheme",
        encryptedCardNumber: "adyenjs_0_1_25$card",
        encryptedSecurityCode: "adyenjs_0_1_25$cvc",
      },
    });
  });

  it("sends request.idempotencyKey as the Idempotency-Key header, with the API key", async () => {
    const seen = adyenAnswers("/payments", { resultCode: "Authorised", pspReference: "PSP0002" });

    await provider.createPayment(paymentRequest({ idempotencyKey: "attempt-42" }));

    expect(seen[0].headers.get("Idempotency-Key")).toBe("attempt-42");
    expect(seen[0].headers.get("X-API-Key")).toBe("test_api_key");
  });

  it("sends the iDEAL issuer and redirects the shopper to Adyen's URL", async () => {
    const url = "https://checkoutshopper-test.adyen.com/checkoutshopper/checkoutPaymentRedirect?redirectData=X3XtfGC9";
    const seen = adyenAnswers("/payments", {
      resultCode: "RedirectShopper",
      pspReference: "PSP0003",
      action: { type: "redirect", method: "GET", url, paymentMethodType: "ideal" },
    });

    const outcome = await provider.createPayment(
      paymentRequest({ method: "ideal", issuer: "1121", clientData: undefined }),
    );

    expect(outcome).toEqual({ status: "redirect", pspReference: "PSP0003", url });
    expect(seen[0].body.paymentMethod).toEqual({ type: "ideal", issuer: "1121" });
    // 3-D Secure settings are for cards only.
    expect(seen[0].body).not.toHaveProperty("authenticationData");
  });

  it("refuses a POST redirect: the outcome can only carry a URL", async () => {
    adyenAnswers("/payments", {
      resultCode: "RedirectShopper",
      action: { type: "redirect", method: "POST", url: "https://bank.example/pay", data: { PaReq: "x" } },
    });

    const outcome = await provider.createPayment(paymentRequest({ method: "sofort", clientData: undefined }));

    expect(outcome).toMatchObject({ status: "error", message: expect.stringContaining("POST") });
  });

  it("sends the BLIK code and waits for the shopper's app", async () => {
    const seen = adyenAnswers("/payments", {
      resultCode: "Pending",
      pspReference: "PSP0004",
      action: { type: "await", paymentMethodType: "blik", paymentData: "Ab02b4c0" },
    });

    const outcome = await provider.createPayment(
      paymentRequest({
        method: "blik",
        blikCode: "777123",
        amount: { value: 5000, currency: "PLN" },
        clientData: undefined,
      }),
    );

    expect(outcome).toEqual({ status: "await", pspReference: "PSP0004" });
    expect(seen[0].body.paymentMethod).toEqual({ type: "blik", blikCode: "777123" });
  });

  it("sends the MB WAY phone (and the email Adyen requires with it)", async () => {
    const seen = adyenAnswers("/payments", {
      resultCode: "Pending",
      pspReference: "PSP0005",
      action: { type: "await" },
    });

    const outcome = await provider.createPayment(
      paymentRequest({ method: "mbway", phone: "+351912345678", clientData: undefined }),
    );

    expect(outcome).toEqual({ status: "await", pspReference: "PSP0005" });
    expect(seen[0].body.paymentMethod).toEqual({
      type: "mbway",
      telephoneNumber: "+351912345678",
      shopperEmail: "anna@example.com",
    });
  });

  it("waits on the processing page for Payconiq (bcmc_mobile), showing Adyen's QR code", async () => {
    const seen = adyenAnswers("/payments", {
      resultCode: "Pending",
      pspReference: "PSP0006",
      action: { type: "qrCode", qrCodeData: "BEP://1https://payconiq.com/...", paymentMethodType: "bcmc_mobile" },
    });

    const outcome = await provider.createPayment(paymentRequest({ method: "payconiq", clientData: undefined }));

    expect(outcome).toEqual({ status: "await", pspReference: "PSP0006", qrCode: "BEP://1https://payconiq.com/..." });
    expect(seen[0].body.paymentMethod).toEqual({ type: "bcmc_mobile" });
  });

  it("leaves a bank transfer pending with the bank details of Adyen's action", async () => {
    adyenAnswers("/payments", {
      resultCode: "PresentToShopper",
      pspReference: "PSP0007",
      action: {
        type: "bankTransfer",
        paymentMethodType: "bankTransfer_IBAN",
        beneficiary: "Adyen N.V.",
        iban: "NL13TEST0123456789",
        bic: "TESTNL01",
        reference: "RWSA4NQW6Q",
        totalAmount: { currency: "EUR", value: 2500 },
      },
    });

    const outcome = await provider.createPayment(paymentRequest({ method: "banktransfer", clientData: undefined }));

    expect(outcome).toEqual({
      status: "pending",
      pspReference: "PSP0007",
      instructions: { beneficiary: "Adyen N.V.", iban: "NL13TEST0123456789", bic: "TESTNL01", reference: "RWSA4NQW6Q" },
    });
  });

  it.each([
    { code: "20", reason: "FRAUD", status: "fraud" },
    { code: "22", reason: "FRAUD-CANCELLED", status: "fraud" },
    { code: "31", reason: "Issuer Suspected Fraud", status: "fraud" },
    { code: "29", reason: "Withdrawal count exceeded", status: "retryLimit" },
    { code: "46", reason: "Transaction blocked by Adyen to prevent excessive retry fees", status: "retryLimit" },
  ])("maps refusal $code ($reason) to $status", async ({ code, reason, status }) => {
    adyenAnswers("/payments", {
      resultCode: "Refused",
      pspReference: "PSP0008",
      refusalReason: reason,
      refusalReasonCode: code,
    });

    expect(await provider.createPayment(paymentRequest())).toEqual({ status, pspReference: "PSP0008" });
  });

  it.each([
    { code: "20", status: "fraud" },
    { code: "29", status: "retryLimit" },
  ])("maps refusal code $code to $status even without a refusalReason text", async ({ code, status }) => {
    adyenAnswers("/payments", { resultCode: "Refused", pspReference: "PSP0012", refusalReasonCode: code });

    expect(await provider.createPayment(paymentRequest())).toEqual({ status, pspReference: "PSP0012" });
  });

  it("keeps other refusals (7 is Invalid Amount, not fraud) as refused with their reason", async () => {
    adyenAnswers("/payments", {
      resultCode: "Refused",
      pspReference: "PSP0009",
      refusalReason: "Invalid Amount",
      refusalReasonCode: "7",
    });

    expect(await provider.createPayment(paymentRequest())).toEqual({
      status: "refused",
      pspReference: "PSP0009",
      reason: "Invalid Amount",
    });
  });

  it("maps Cancelled", async () => {
    adyenAnswers("/payments", { resultCode: "Cancelled", pspReference: "PSP0010" });

    expect(await provider.createPayment(paymentRequest())).toEqual({ status: "cancelled", pspReference: "PSP0010" });
  });

  it("returns an error outcome, not a throw, when Adyen answers HTTP 500", async () => {
    adyenAnswers("/payments", () =>
      HttpResponse.json(
        { status: 500, errorCode: "905", message: "Internal error", errorType: "internal" },
        { status: 500 },
      ),
    );

    const outcome = await provider.createPayment(paymentRequest());

    expect(outcome).toMatchObject({ status: "error", message: expect.stringContaining("500") });
  });

  it("returns an error outcome when the network fails", async () => {
    adyenAnswers("/payments", () => HttpResponse.error());

    expect(await provider.createPayment(paymentRequest())).toMatchObject({ status: "error" });
  });

  it("never sends an invoice to Adyen", async () => {
    // No handler: a request would fail the test through onUnhandledRequest "error".
    const outcome = await provider.createPayment(paymentRequest({ method: "invoice", clientData: undefined }));

    expect(outcome).toMatchObject({ status: "error", message: expect.stringContaining("Invoice") });
  });

  it("asks for the BLIK code before calling Adyen", async () => {
    const outcome = await provider.createPayment(paymentRequest({ method: "blik", clientData: undefined }));

    expect(outcome).toMatchObject({ status: "error", message: expect.stringContaining("blikCode") });
  });
});

describe("ADYEN_METHOD_TYPES", () => {
  it("has an Adyen type for every shop method but invoice", () => {
    const mapped = Object.keys(ADYEN_METHOD_TYPES).sort();
    expect(mapped).toEqual(PAYMENT_METHODS.filter((m) => m !== "invoice").sort());
  });
});

describe("completeRedirect", () => {
  it("sends the redirectResult to /payments/details and maps the answer", async () => {
    const seen = adyenAnswers("/payments/details", {
      resultCode: "Authorised",
      pspReference: "PSP0003",
      merchantReference: "0b7c6f0e-8f3e-4d7a-9d7e-1f2a3b4c5d6e-1",
      paymentMethod: { type: "ideal" },
    });

    const outcome = await provider.completeRedirect("PSP0003", { redirectResult: "X6XtfGC3!Y...", order: "0b7c6f0e" });

    expect(outcome).toEqual({ status: "authorised", pspReference: "PSP0003" });
    expect(seen[0].body).toEqual({ details: { redirectResult: "X6XtfGC3!Y..." } });
    // A reload of the return page sends the same key, so Adyen repeats its answer.
    expect(seen[0].headers.get("Idempotency-Key")).toMatch(/^details-/);
  });

  it("waits for the webhook when Adyen has no final answer yet", async () => {
    adyenAnswers("/payments/details", {
      resultCode: "Received",
      pspReference: "PSP0011",
      paymentMethod: { type: "ideal" },
    });

    expect(await provider.completeRedirect("PSP0011", { redirectResult: "abc" })).toEqual({
      status: "await",
      pspReference: "PSP0011",
    });
  });

  it("is an error, without calling Adyen, when the return URL has no redirectResult", async () => {
    expect(await provider.completeRedirect("PSP0003", {})).toMatchObject({ status: "error" });
  });
});

describe("parseWebhook", () => {
  const validator = new adyen.hmacValidator();

  function item(overrides: Partial<Types.notification.NotificationRequestItem> = {}) {
    return {
      additionalData: {} as Record<string, string>,
      amount: { currency: "EUR", value: 2500 },
      eventCode: "AUTHORISATION",
      eventDate: "2025-05-12T14:03:11+02:00",
      merchantAccountCode: "GiftShopECOM",
      merchantReference: "0b7c6f0e-8f3e-4d7a-9d7e-1f2a3b4c5d6e-1",
      paymentMethod: "ideal",
      pspReference: "PSP0003",
      reason: "",
      success: "true",
      ...overrides,
    } as Types.notification.NotificationRequestItem;
  }

  /** Signs each item the way Adyen does, with the library's own calculateHmac. */
  function signed(...items: Types.notification.NotificationRequestItem[]) {
    for (const i of items) {
      i.additionalData = { ...i.additionalData, hmacSignature: validator.calculateHmac(i, HMAC_KEY) };
    }
    return items;
  }

  function body(items: Types.notification.NotificationRequestItem[], live = "false"): string {
    return JSON.stringify({ live, notificationItems: items.map((i) => ({ NotificationRequestItem: i })) });
  }

  it("accepts a correctly signed notification and returns its event", () => {
    const events = provider.parseWebhook(body(signed(item())), {});

    expect(events).toEqual([
      {
        key: "PSP0003:AUTHORISATION:true",
        eventCode: "AUTHORISATION",
        success: true,
        pspReference: "PSP0003",
        merchantReference: "0b7c6f0e-8f3e-4d7a-9d7e-1f2a3b4c5d6e-1",
        amount: { value: 2500, currency: "EUR" },
        method: "ideal",
        eventDate: "2025-05-12T14:03:11+02:00",
      },
    ]);
    expect(provider.webhookAck).toBe("[accepted]");
  });

  it("rejects a notification whose amount was changed after signing", () => {
    const [tampered] = signed(item());
    tampered.amount = { currency: "EUR", value: 1 };

    expect(() => provider.parseWebhook(body([tampered]), {})).toThrow(InvalidWebhookError);
  });

  it("rejects the whole delivery when one item is unsigned", () => {
    const [good] = signed(item());
    const unsigned = item({ pspReference: "PSP0099" });

    expect(() => provider.parseWebhook(body([good, unsigned]), {})).toThrow(InvalidWebhookError);
  });

  it("rejects a body that is not a notification", () => {
    expect(() => provider.parseWebhook("not json", {})).toThrow(InvalidWebhookError);
    expect(() => provider.parseWebhook(JSON.stringify({ hello: 1 }), {})).toThrow(InvalidWebhookError);
  });

  it("rejects a LIVE notification in the TEST environment", () => {
    expect(() => provider.parseWebhook(body(signed(item()), "true"), {})).toThrow(InvalidWebhookError);
  });

  it("names fraud and retry-limit refusals for spec §8 (2035 / 2036)", () => {
    const events = provider.parseWebhook(
      body(
        signed(
          item({ pspReference: "PSP1", success: "false" as never, reason: "FRAUD" }),
          item({ pspReference: "PSP2", success: "false" as never, reason: "Withdrawal count exceeded" }),
          item({ pspReference: "PSP3", success: "false" as never, reason: "Refused" }),
        ),
      ),
      {},
    );

    expect(events.map((e) => [e.key, e.success, e.reason])).toEqual([
      ["PSP1:AUTHORISATION:false", false, "FRAUD"],
      ["PSP2:AUTHORISATION:false", false, "RETRY_LIMIT"],
      ["PSP3:AUTHORISATION:false", false, "Refused"],
    ]);
  });

  it("maps TECHNICAL_CANCEL to a cancellation of the original payment and skips codes the shop does not use", () => {
    const events = provider.parseWebhook(
      body(
        signed(
          item({ eventCode: "TECHNICAL_CANCEL" as never, pspReference: "MOD1", originalReference: "PSP0003" }),
          item({ eventCode: "REPORT_AVAILABLE" as never, pspReference: "REPORT1" }),
          item({ eventCode: "CHARGEBACK" as never, pspReference: "CB1", originalReference: "PSP0003" }),
        ),
      ),
      {},
    );

    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      key: "MOD1:TECHNICAL_CANCEL:true",
      eventCode: "CANCELLATION",
      pspReference: "PSP0003",
    });
  });

  it("skips items of another merchant account of the same company", () => {
    const events = provider.parseWebhook(body(signed(item({ merchantAccountCode: "OtherShopECOM" }))), {});

    expect(events).toEqual([]);
  });
});

describe("cancel", () => {
  it("cancels the payment by pspReference with our merchant account and reference", async () => {
    const seen = adyenAnswers("/payments/PSP0003/cancels", {
      merchantAccount: "GiftShopECOM",
      paymentPspReference: "PSP0003",
      pspReference: "MOD1",
      reference: "ref-1",
      status: "received",
    });

    await provider.cancel("PSP0003", "ref-1");

    expect(seen[0].body).toEqual({ merchantAccount: "GiftShopECOM", reference: "ref-1" });
  });

  it("swallows Adyen's errors: cancelling is best effort", async () => {
    adyenAnswers("/payments/PSP0003/cancels", () =>
      HttpResponse.json({ status: 422, errorCode: "167", message: "Original pspReference required" }, { status: 422 }),
    );

    await expect(provider.cancel("PSP0003", "ref-1")).resolves.toBeUndefined();
  });
});

describe("configuration", () => {
  it("fails at creation when LIVE has no endpoint prefix", () => {
    expect(() => createAdyenProvider({ ...config, environment: "LIVE" })).toThrow(/prefix/i);
  });
});
