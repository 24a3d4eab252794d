/**
 * The one interface every payment provider implements (docs/decisions/012-payments.md): the built-in
 * test provider (default, no keys needed) and the Adyen adapter (when keys are configured). The shop's
 * order code talks only to this interface. No server imports: types only.
 */
import type { PaymentMethodId } from "./methods";

/** An amount in minor units (cents): every currency of the platform has two decimals. */
export interface Amount {
  value: number;
  currency: string;
}

export interface PaymentRequest {
  /** The order this payment pays (uuid); the merchant reference adds the attempt number. */
  orderUuid: string;
  /** `<order uuid>-<attempt>`: unique per attempt, sent to the provider and back in webhooks. */
  merchantReference: string;
  storeId: number;
  amount: Amount;
  method: PaymentMethodId;
  /** Method input asked by the shop: iDEAL issuer, MB Way phone (E.164), BLIK code. */
  issuer?: string;
  phone?: string;
  blikCode?: string;
  /**
   * Data from the provider's client code on the payment step: the test provider's card token
   * (`{ cardToken }`), or Adyen Components' `state.data.paymentMethod` (encrypted card data, Apple Pay token).
   */
  clientData?: Record<string, unknown>;
  shopper: {
    email: string;
    name: string;
    /** ISO country of the storefront. */
    country: string;
    /** BCP 47 locale of the page (nl-BE). */
    locale: string;
    ip?: string;
  };
  /** Absolute URL the provider sends the shopper back to after a redirect. */
  returnUrl: string;
  /** Same key → same payment at the provider (a double submit never pays twice). */
  idempotencyKey: string;
}

/** Bank details a shopper needs for a bank transfer. */
export interface TransferInstructions {
  beneficiary: string;
  iban: string;
  bic: string;
  reference: string;
}

export type PaymentOutcome =
  /** Send the shopper to this URL (bank, wallet, 3-D Secure, the provider's hosted page). */
  | { status: "redirect"; pspReference: string; url: string }
  /**
   * The shopper confirms in an app: wait on the processing page for the webhook. `appUrl` opens the
   * app (or the test provider's simulated phone); `qrCode` is shown on desktops when the provider has one.
   */
  | { status: "await"; pspReference: string; appUrl?: string; qrCode?: string }
  | { status: "authorised"; pspReference: string }
  /** Money not there yet (bank transfer): the order stays PENDING until a webhook says otherwise. */
  | { status: "pending"; pspReference: string; instructions?: TransferInstructions }
  | { status: "refused"; pspReference?: string; reason?: string }
  | { status: "cancelled"; pspReference?: string }
  /** The provider's risk check refused it: spec §8 code 2035. */
  | { status: "fraud"; pspReference?: string }
  /** The provider refuses more attempts: spec §8 code 2036. */
  | { status: "retryLimit"; pspReference?: string }
  | { status: "error"; message: string }
  /**
   * The provider did not answer (timeout, connection lost): the payment may exist there or not. The
   * order stays PENDING and the reconcile job asks the provider later (paymentStatus).
   */
  | { status: "unknown"; message: string };

/** One notification of the provider, already verified. */
export interface WebhookEvent {
  /** Stable id of the event: the same notification delivered twice has the same key. */
  key: string;
  eventCode: "AUTHORISATION" | "CANCELLATION" | "OFFER_CLOSED" | "REFUND" | "CAPTURE" | "PENDING";
  success: boolean;
  pspReference: string;
  merchantReference: string;
  amount: Amount;
  method?: string;
  /** Refusal reason from the provider; "FRAUD" and "RETRY_LIMIT" map to spec §8 2035 / 2036. */
  reason?: string;
  eventDate: string;
}

export class InvalidWebhookError extends Error {}

/** Giving back an authorised payment in full (a refused choice-card activation). */
export interface RefundRequest {
  pspReference: string;
  merchantReference: string;
  amount: Amount;
  /** Same key → one refund at the provider. */
  idempotencyKey: string;
}

/** The provider took the refund request; its REFUND webhook confirms it later. */
export type RefundOutcome = { status: "received" } | { status: "error"; message: string };

export interface PaymentProvider {
  readonly id: "test" | "adyen";
  /** Starts a payment. Idempotent on request.idempotencyKey. */
  createPayment(request: PaymentRequest): Promise<PaymentOutcome>;
  /**
   * The shopper came back from a redirect: `params` holds the return URL's query (e.g. Adyen's
   * redirectResult). Returns the payment's outcome as the provider knows it now.
   */
  completeRedirect(pspReference: string, params: Record<string, string>): Promise<PaymentOutcome>;
  /** Verifies the signature of every item and returns the events; throws InvalidWebhookError. */
  parseWebhook(body: string, headers: Record<string, string | undefined>): WebhookEvent[];
  /** The body the provider expects as acknowledgement. */
  readonly webhookAck: string;
  /** Cancels an unfinished payment when the shopper leaves checkout (best effort). */
  cancel(pspReference: string, merchantReference: string): Promise<void>;
  /** Refunds an authorised payment in full. Idempotent on request.idempotencyKey. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * Where a payment whose answer was lost stands now (the reconcile job asks): its outcome as the
   * provider knows it, or null when the provider has no such payment (it never arrived there).
   */
  paymentStatus(reference: { merchantReference: string; pspReference: string | null }): Promise<PaymentOutcome | null>;
}
