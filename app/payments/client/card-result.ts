/** What the payment step's card fields hand back: never card data, only the provider's token. */
export interface CardResult {
  brand: string | null;
  last4: string;
  /** Sent to the shop as the payment's clientData (test provider: { cardToken }; Adyen: state.data.paymentMethod). */
  clientData: Record<string, unknown>;
}
