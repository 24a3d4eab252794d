/**
 * The methods a redeem order's rest is paid with (spec §4 redeem price to pay): the storefront's own,
 * those that finish while the recipient waits — bank and wallet pages and app approvals. Cards entered
 * in hosted fields, BLIK codes and MB WAY numbers are not offered here yet (they need the checkout's
 * payment step), nor a bank transfer (it would keep the cards debited for days) or an invoice.
 */
import { METHOD_INFO, type PaymentMethodId } from "../payments/methods";

export function redeemPaymentMethods(methods: readonly PaymentMethodId[]): PaymentMethodId[] {
  return methods.filter((m) => {
    const info = METHOD_INFO[m];
    return (info.flow === "redirect" || info.flow === "app") && (!info.input || info.input === "issuer");
  });
}
