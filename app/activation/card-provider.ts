/**
 * The one interface a card provider implements (docs/decisions/019-choice-card-activation.md): the
 * processor that loads a choice card with its value so the brands accept it. The built-in simulator
 * (the default, no keys needed) and the HTTP adapter (when CARD_PROVIDER_URL is set) implement it; the
 * activation code talks only to this interface. No server imports: types only.
 */

export interface CardActivationRequest {
  /** The card's 19-digit number. */
  number: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  storeId: number;
  /** The shop's reference of this activation (`activation:<order uuid>`): the same reference twice activates once. */
  reference: string;
}

export type CardProviderAnswer =
  /** Done: the provider's own reference of the activation (or, for a simulation, of the check). */
  | { status: "ok"; providerReference: string }
  /**
   * The provider refuses the card (spec §8 activation: 'simulation failed'): final, not retried.
   * `message` is the provider's own wording, kept for the operator.
   */
  | { status: "refused"; code: "simulation_failed"; message: string }
  /** The provider could not answer now (down, timeout): try again later. */
  | { status: "unavailable"; message: string };

export interface CardProvider {
  readonly id: "simulator" | "http";
  /** Asks whether the card can be activated with this amount, without activating it (before the holder pays). */
  simulate(request: CardActivationRequest): Promise<CardProviderAnswer>;
  /** Activates the card with the amount (after payment). Idempotent on `reference`. */
  activate(request: CardActivationRequest): Promise<CardProviderAnswer>;
}
