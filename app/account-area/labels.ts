/** Texts of an account order's type, status and payment method (spec §3 Order, enumerations). No server imports. */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { METHOD_INFO, type PaymentMethodId } from "../payments/methods";
import type { AccountOrderView } from "./order-views";

export const TYPE_LABELS: Record<AccountOrderView["type"], MessageDescriptor> = {
  regular: msg`Order`,
  "multi-address": msg`Order to several addresses`,
  redeem: msg`Redeemed with a gift card`,
  activation: msg`Card activation`,
};

export const STATUS_LABELS: Record<AccountOrderView["status"], MessageDescriptor> = {
  PENDING: msg`Awaiting payment`,
  COMPLETED: msg`Completed`,
  CANCELED: msg`Cancelled`,
};

/** spec §4: an activation waits for its payment or the card provider, then is active or refused. */
export const ACTIVATION_LABELS: Record<string, MessageDescriptor> = {
  waiting: msg`Being activated`,
  active: msg`Active`,
  refused: msg`Refused by the card provider`,
  canceled: msg`Cancelled`,
};

/** Brand names as they are; the generic methods in the page language. */
export function methodLabel(method: string, i18n: I18n): string {
  if (method === "giftcard") return i18n._(msg`Gift card`);
  if (method === "card") return i18n._(msg`Card`);
  if (method === "banktransfer") return i18n._(msg`Bank transfer`);
  if (method === "invoice") return i18n._(msg`Invoice`);
  return METHOD_INFO[method as PaymentMethodId]?.name ?? method;
}
