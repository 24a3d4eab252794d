import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADYEN_METHOD_TYPES, createAdyenProvider } from "./adyen.server";
import { ADYEN_TEST_CONFIG } from "./adyen-test-config";
import { PAYMENT_METHODS } from "./methods";
import type { PaymentRequest } from "./provider";

// The host and version the library calls for environment TEST (PaymentsApi.API_BASEPATH).
const CHECKOUT = "https://checkout-test.adyen.com/v72";
const config = ADYEN_TEST_CONFIG;
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

  it("returns an unknown outcome, not a throw, when Adyen answers HTTP 500 (the payment may exist)", async () => {
    adyenAnswers("/payments", () =>
      HttpResponse.json(
        { status: 500, errorCode: "905", message: "Internal error", errorType: "internal" },
        { status: 500 },
      ),
    );

    const outcome = await provider.createPayment(paymentRequest());

    expect(outcome).toMatchObject({ status: "unknown", message: expect.stringContaining("500") });
  });

  it("returns an unknown outcome when the network fails: the reconcile job asks later", async () => {
    adyenAnswers("/payments", () => HttpResponse.error());

    expect(await provider.createPayment(paymentRequest())).toMatchObject({ status: "unknown" });
  });

  it("returns an error outcome when Adyen refuses the request (4xx)", async () => {
    adyenAnswers("/payments", () =>
      HttpResponse.json({ status: 422, errorCode: "14_030", message: "Return URL is missing" }, { status: 422 }),
    );

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

describe("paymentStatus (reconcile of a lost answer)", () => {
  it("sends a technical cancel by our reference, idempotently, and waits for the webhook", async () => {
    const seen = adyenAnswers("/cancels", {
      merchantAccount: "GiftShopECOM",
      paymentReference: "order-1-1",
      pspReference: "MOD2",
      reference: "reconcile-order-1-1",
      status: "received",
    });

    const outcome = await provider.paymentStatus({ merchantReference: "order-1-1", pspReference: null });

    expect(outcome).toMatchObject({ status: "unknown" });
    expect(seen[0].body).toEqual({
      merchantAccount: "GiftShopECOM",
      paymentReference: "order-1-1",
      reference: "reconcile-order-1-1",
    });
    expect(seen[0].headers.get("idempotency-key")).toBe("technical-cancel-order-1-1");
  });
});

describe("configuration", () => {
  it("fails at creation when LIVE has no endpoint prefix", () => {
    expect(() => createAdyenProvider({ ...config, environment: "LIVE" })).toThrow(/prefix/i);
  });
});
