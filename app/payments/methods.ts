/**
 * The payment methods of spec §3, what kind of flow each one has and which logo shows it. Which
 * methods a storefront offers (and in which order, with which issuers) is storefront config
 * (tenants/<code>.ts `payments`); this module has no server imports.
 */
import { PAYMENT_METHODS, type PaymentMethodId } from "../storefront/payment-methods";

export { PAYMENT_METHODS, type PaymentMethodId };

/**
 * How a method is paid:
 * - redirect: the shopper goes to the bank's / wallet's page and comes back;
 * - app: the shopper confirms in an app (the shop waits on the processing page);
 * - card: card data in the provider's hosted fields;
 * - wallet: a payment sheet (Apple Pay);
 * - banktransfer: pending until the money arrives;
 * - invoice: business customers pay later.
 */
export type PaymentFlow = "redirect" | "app" | "card" | "wallet" | "banktransfer" | "invoice";

/** What the shop asks before paying with the method. */
export type MethodInput = "issuer" | "phone" | "blikCode";

export interface MethodInfo {
  flow: PaymentFlow;
  /** Brand name shown to shoppers (not translated). The label of generic methods is translated by the UI. */
  name: string;
  /** Logo file under /payment/. */
  logo: string;
  input?: MethodInput;
  /** Only business customers may choose it. */
  businessOnly?: boolean;
}

export const METHOD_INFO: Record<PaymentMethodId, MethodInfo> = {
  card: { flow: "card", name: "Card", logo: "card" },
  paypal: { flow: "redirect", name: "PayPal", logo: "paypal" },
  bancontact: { flow: "redirect", name: "Bancontact", logo: "bancontact" },
  belfius: { flow: "redirect", name: "Belfius Direct Net", logo: "belfius" },
  kbc: { flow: "redirect", name: "KBC/CBC", logo: "kbccbc" },
  ideal: { flow: "redirect", name: "iDEAL", logo: "ideal", input: "issuer" },
  applepay: { flow: "wallet", name: "Apple Pay", logo: "applepay" },
  giropay: { flow: "redirect", name: "giropay", logo: "giropay" },
  sofort: { flow: "redirect", name: "Sofort", logo: "sofort" },
  trustly: { flow: "redirect", name: "Trustly", logo: "trustly" },
  przelewy24: { flow: "redirect", name: "Przelewy24", logo: "przelewy24" },
  eps: { flow: "redirect", name: "EPS", logo: "adyenEPS" },
  swish: { flow: "app", name: "Swish", logo: "swish" },
  blik: { flow: "app", name: "BLIK", logo: "blik", input: "blikCode" },
  mbway: { flow: "app", name: "MB WAY", logo: "mbway", input: "phone" },
  payconiq: { flow: "app", name: "Payconiq", logo: "payconiq" },
  banktransfer: { flow: "banktransfer", name: "Bank transfer", logo: "banktransfer" },
  invoice: { flow: "invoice", name: "Invoice", logo: "invoice", businessOnly: true },
};

export function logoOf(method: PaymentMethodId): string {
  return `/payment/${METHOD_INFO[method].logo}.svg`;
}

/** spec §3: an issuer (bank) of a method with an issuer list (iDEAL). */
export interface Issuer {
  id: string;
  name: string;
}

/**
 * The methods that finish while the shopper waits on one page — bank and wallet pages and app
 * approvals — used where a payment is one field of a short form (a redeem order's rest, a choice-card
 * activation). Cards entered in hosted fields, BLIK codes and MB WAY numbers need the checkout's payment
 * step; a bank transfer would keep the order open for days; an invoice is for business orders.
 */
export function methodsPaidWhileWaiting(methods: readonly PaymentMethodId[]): PaymentMethodId[] {
  return methods.filter((m) => {
    const info = METHOD_INFO[m];
    return (info.flow === "redirect" || info.flow === "app") && (!info.input || info.input === "issuer");
  });
}
