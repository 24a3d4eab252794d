/** The payment methods of spec §3 a storefront can offer (its config names them; payments/methods.ts says how each is paid). */
export const PAYMENT_METHODS = [
  "card",
  "paypal",
  "bancontact",
  "belfius",
  "kbc",
  "ideal",
  "applepay",
  "giropay",
  "sofort",
  "trustly",
  "przelewy24",
  "eps",
  "swish",
  "blik",
  "mbway",
  "payconiq",
  "banktransfer",
  "invoice",
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];
