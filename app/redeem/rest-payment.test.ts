import { describe, expect, it } from "vitest";
import { METHOD_INFO, methodsPaidWhileWaiting, type PaymentMethodId } from "../payments/methods";
import { restPaymentMethods } from "./rest-payment";

describe("the redeem order's payment methods for the rest", () => {
  // Every method the shop knows: some are paid while the order waits, some (card, bank transfer) are not.
  const methods = Object.keys(METHOD_INFO) as PaymentMethodId[];

  it("are none when the cards cover the total", () => {
    expect(restPaymentMethods(methods, 0)).toEqual([]);
  });

  it("are the storefront's methods paid while the order waits when something is left to pay", () => {
    const offered = restPaymentMethods(methods, 12.5);
    expect(offered).toEqual(methodsPaidWhileWaiting(methods));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThan(methods.length);
    expect(offered).not.toContain("card");
  });
});
