/** Adyen's notifications: HMAC-checked per item, mapped to the shop's payment events (spec §8 2035/2036). */
import adyen, { type Types } from "@adyen/api-library";
import { describe, expect, it } from "vitest";
import { createAdyenProvider } from "./adyen.server";
import { ADYEN_TEST_CONFIG, HMAC_KEY } from "./adyen-test-config";
import { InvalidWebhookError } from "./provider";

const config = ADYEN_TEST_CONFIG;
const provider = createAdyenProvider(config);

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
