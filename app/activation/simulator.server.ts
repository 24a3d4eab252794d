/**
 * The built-in card provider (like TestPay for payments): it stands in for the card processor when no
 * CARD_PROVIDER_URL is set. It answers like a real one — after a configurable delay, idempotently per
 * reference — and knows test cards by the four digits before a number's check digit:
 * - `…9990x` refuses at simulation: the holder sees 'simulation failed' before paying;
 * - `…9991x` passes the simulation but is refused at activation: the job refunds the holder;
 * - `…9992x` is unavailable for the first two activation calls, then activates (the job retries);
 * - any other number activates.
 * The card printer of its pages (`/__cardsim/`) prints cards of each kind (simulator-pages.server.ts).
 */
import { createHash } from "node:crypto";
import type { CardActivationRequest, CardProvider, CardProviderAnswer } from "./card-provider";

export const SIMULATOR_CARDS = {
  /** Refused at simulation. */
  refusedAtSimulation: "9990",
  /** Refused at activation, after the payment. */
  refusedAtActivation: "9991",
  /** Unavailable twice, then activated. */
  unavailableTwice: "9992",
} as const;

export type SimulatorCardKind = keyof typeof SIMULATOR_CARDS | "activates";

export function simulatorKindOf(number: string): SimulatorCardKind {
  const marker = number.slice(-5, -1);
  for (const [kind, digits] of Object.entries(SIMULATOR_CARDS)) {
    if (marker === digits) return kind as SimulatorCardKind;
  }
  return "activates";
}

export interface SimulatorOptions {
  /** How long each answer takes (ms), like a processor's round trip; default 0. */
  delayMs?: number;
}

const REFUSAL = "Simulation failed: the card is not eligible for activation";

function referenceOf(kind: "SIM" | "ACT", request: CardActivationRequest): string {
  const digest = createHash("sha256").update(`${request.reference}:${request.number}`).digest("hex");
  return `${kind}-${digest.slice(0, 16).toUpperCase()}`;
}

export function createCardSimulator(options: SimulatorOptions = {}): CardProvider {
  const delay = () =>
    options.delayMs ? new Promise((resolve) => setTimeout(resolve, options.delayMs)) : Promise.resolve();
  // Calls per reference: the simulator's own memory of a card that is unavailable the first times.
  const calls = new Map<string, number>();
  return {
    id: "simulator",
    async simulate(request): Promise<CardProviderAnswer> {
      await delay();
      if (simulatorKindOf(request.number) === "refusedAtSimulation") {
        return { status: "refused", code: "simulation_failed", message: REFUSAL };
      }
      return { status: "ok", providerReference: referenceOf("SIM", request) };
    },
    async activate(request): Promise<CardProviderAnswer> {
      await delay();
      const kind = simulatorKindOf(request.number);
      if (kind === "refusedAtSimulation" || kind === "refusedAtActivation") {
        return { status: "refused", code: "simulation_failed", message: REFUSAL };
      }
      const n = (calls.get(request.reference) ?? 0) + 1;
      calls.set(request.reference, n);
      if (kind === "unavailableTwice" && n <= 2) {
        return { status: "unavailable", message: "Card provider busy, try again later" };
      }
      return { status: "ok", providerReference: referenceOf("ACT", request) };
    },
  };
}
