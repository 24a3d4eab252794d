/** What the checkout steps store on the basket (carts.checkout) and copy into the order. No server imports. */
import type { PostalAddress } from "../forms/address";

export interface CheckoutDetails {
  customerType: "PRIVATE" | "BUSINESS";
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  /** Business customers (spec §3 Business order). */
  companyName: string;
  vatNumber: string;
  kvkNumber: string;
  referenceNumber: string;
  invoiceEmail: string;
  subscribed: boolean;
}

export type BillingAddress = PostalAddress;

/** A gift card the shopper pays with (part of) the order (spec §7 add gift-card payment). */
export interface PaymentCard {
  cardId: number;
  maskedNumber: string;
}

export interface CheckoutData {
  details?: CheckoutDetails;
  billing?: BillingAddress;
  /** Gift cards paying first; the rest goes through the chosen method. */
  giftcards?: PaymentCard[];
}

/** spec §3: the billing e-mail is invoiceEmail, or email if none. */
export function billingEmail(details: Pick<CheckoutDetails, "email" | "invoiceEmail">): string {
  return details.invoiceEmail || details.email;
}

export type CheckoutStep = "details" | "shipping" | "payment";
export const CHECKOUT_STEPS: CheckoutStep[] = ["details", "shipping", "payment"];
