/** Adyen's standard webhook body: its items, checked for shape, and its event codes mapped to ours. */
import type { Types } from "@adyen/api-library";
import { parseJson } from "../forms/field-names";
import { InvalidWebhookError, type WebhookEvent } from "./provider";

type NotificationRequestItem = Types.notification.NotificationRequestItem;

/** Adyen's webhook event codes → ours; codes not listed here are skipped (chargebacks, reports, orders…). */
export function eventCodeOf(
  item: NotificationRequestItem,
): { code: WebhookEvent["eventCode"]; success?: boolean } | undefined {
  switch (item.eventCode as string) {
    case "AUTHORISATION":
    case "CANCELLATION":
    case "OFFER_CLOSED":
    case "REFUND":
    case "CAPTURE":
    case "PENDING":
      return { code: item.eventCode as WebhookEvent["eventCode"] };
    // Adyen cancelled the authorisation itself (e.g. after a cancel by merchant reference).
    case "TECHNICAL_CANCEL":
      return { code: "CANCELLATION" };
    // Adyen chose cancel or refund depending on the payment's state and says which in additionalData.
    case "CANCEL_OR_REFUND":
      return { code: item.additionalData?.["modification.action"] === "cancel" ? "CANCELLATION" : "REFUND" };
    // A failed capture or refund: the same event, unsuccessful.
    case "CAPTURE_FAILED":
      return { code: "CAPTURE", success: false };
    case "REFUND_FAILED":
      return { code: "REFUND", success: false };
    default:
      return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The items of a standard webhook body; anything else is not from Adyen. */
export function notificationItems(body: string): { live: unknown; items: NotificationRequestItem[] } {
  let parsed: unknown;
  try {
    parsed = parseJson(body);
  } catch {
    throw new InvalidWebhookError("Adyen webhook: body is not JSON");
  }
  if (!isObject(parsed) || !Array.isArray(parsed.notificationItems)) {
    throw new InvalidWebhookError("Adyen webhook: no notificationItems");
  }
  const items = parsed.notificationItems.map((entry: unknown) => {
    const item = isObject(entry) ? entry.NotificationRequestItem : undefined;
    if (!isObject(item) || !isObject(item.amount) || typeof item.pspReference !== "string") {
      throw new InvalidWebhookError("Adyen webhook: malformed NotificationRequestItem");
    }
    return item as unknown as NotificationRequestItem;
  });
  return { live: parsed.live, items };
}
