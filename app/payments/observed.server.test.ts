import { describe, expect, it } from "vitest";
import { registry } from "../observability/metrics.server";
import { observedPayments } from "./observed.server";
import { InvalidWebhookError, type PaymentProvider, type PaymentRequest } from "./provider";

const lines: Record<string, unknown>[] = [];
const log = { info: (o: object) => void lines.push(o as Record<string, unknown>), warn: () => undefined } as never;

const fake: PaymentProvider = {
  id: "test",
  webhookAck: "[accepted]",
  createPayment: async (r) =>
    r.method === "ideal" ? { status: "redirect", pspReference: "P1", url: "https://bank" } : { status: "refused" },
  completeRedirect: async () => ({ status: "authorised", pspReference: "P1" }),
  parseWebhook: (body) => {
    if (body === "bad") throw new InvalidWebhookError("signature");
    return [
      {
        key: "k",
        eventCode: "AUTHORISATION",
        success: true,
        pspReference: "P1",
        merchantReference: "m-1",
        amount: { value: 1, currency: "EUR" },
        eventDate: "",
      },
    ];
  },
  cancel: async () => undefined,
  paymentStatus: async () => ({ status: "authorised", pspReference: "P1" }),
  refund: async () => ({ status: "received" }),
};

const request = {
  merchantReference: "order-1-1",
  method: "ideal",
  shopper: { email: "an@example.be", name: "An", country: "BE", locale: "nl-BE" },
} as PaymentRequest;

describe("payment metrics", () => {
  it("counts calls and notifications by provider, operation and outcome; logs no shopper data", async () => {
    const provider = observedPayments(fake, log);
    expect(provider.id).toBe("test");
    expect(provider.webhookAck).toBe("[accepted]");
    expect(await provider.createPayment(request)).toMatchObject({ status: "redirect" });
    await provider.createPayment({ ...request, method: "card" } as PaymentRequest);
    await provider.completeRedirect("P1", {});
    provider.parseWebhook("ok", {});
    expect(() => provider.parseWebhook("bad", {})).toThrow(InvalidWebhookError);
    const text = await registry.getSingleMetricAsString("payments_total");
    for (const [operation, outcome] of [
      ["create", "redirect"],
      ["create", "refused"],
      ["complete", "authorised"],
      ["webhook", "AUTHORISATION:success"],
      ["webhook", "rejected"],
    ]) {
      expect(text).toContain(`payments_total{provider="test",operation="${operation}",outcome="${outcome}"} 1`);
    }
    expect(lines[0]).toEqual({ provider: "test", operation: "create", reference: "order-1-1", outcome: "redirect" });
    expect(JSON.stringify(lines)).not.toContain("example.be");
  });
});
