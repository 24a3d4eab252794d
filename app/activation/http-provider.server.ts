/**
 * The card processor over HTTP (docs/decisions/019): used when CARD_PROVIDER_URL is set. Two JSON
 * calls, authenticated with a bearer key, idempotent on the shop's reference (sent as Idempotency-Key):
 *   POST {url}/simulations  {number, amount: {value, currency}, storeId, reference}
 *   POST {url}/activations  (same body)
 * answered 200 `{"reference": "..."}` when done, 422 `{"code": "SIMULATION_FAILED", "message": "..."}`
 * when the processor refuses the card; anything else (5xx, 429, a timeout, no answer) is "unavailable"
 * and the activation job tries again with backoff.
 */
import type { CardActivationRequest, CardProvider, CardProviderAnswer } from "./card-provider";

export interface HttpCardProviderConfig {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Milliseconds a call may take in all (connect, answer, body): below the request watchdog's budget
 * (REQUEST_TIMEOUT_MS, default 15 s) — the simulation runs while the visitor waits (issue 44).
 */
export const PROVIDER_TIMEOUT_MS = 10_000;

export function createHttpCardProvider(config: HttpCardProviderConfig): CardProvider {
  const call = async (path: string, request: CardActivationRequest): Promise<CardProviderAnswer> => {
    const doFetch = config.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${config.url.replace(/\/+$/, "")}/${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${config.apiKey}`,
          "idempotency-key": `${path}:${request.reference}`,
        },
        body: JSON.stringify({
          number: request.number,
          amount: { value: request.amount, currency: request.currency },
          storeId: request.storeId,
          reference: request.reference,
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      return { status: "unavailable", message: `Card provider unreachable: ${(error as Error).message}` };
    }
    const body = (await response.json().catch(() => ({}))) as {
      reference?: unknown;
      code?: unknown;
      message?: unknown;
    };
    if (response.ok && typeof body.reference === "string") return { status: "ok", providerReference: body.reference };
    if (response.status === 422) {
      return {
        status: "refused",
        code: "simulation_failed",
        message: typeof body.message === "string" ? body.message.slice(0, 500) : "Refused by the card provider",
      };
    }
    return { status: "unavailable", message: `Card provider answered HTTP ${response.status}` };
  };
  return {
    id: "http",
    simulate: (request) => call("simulations", request),
    activate: (request) => call("activations", request),
  };
}
