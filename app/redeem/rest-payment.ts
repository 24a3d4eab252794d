/**
 * How a redeem order pays what the cards do not cover (spec §4 redeem price to pay): with one of the
 * storefront's methods that can be paid while the order waits — none when the cards cover the total.
 * The one rule of the redeem checkout's form (checkout-page.server.ts) and of the API that places the
 * order (graphql/modules/redeem-checkout.server.ts). No server imports.
 */
import { methodsPaidWhileWaiting, type PaymentMethodId } from "../payments/methods";

export function restPaymentMethods(methods: readonly PaymentMethodId[], priceToPay: number): PaymentMethodId[] {
  return priceToPay > 0 ? methodsPaidWhileWaiting(methods) : [];
}
