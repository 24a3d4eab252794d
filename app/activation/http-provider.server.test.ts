/**
 * The card processor's HTTP adapter (ADR 019): what it sends (bearer key, idempotency key, the amount
 * in minor units) and how answers map — 200 done, 422 refused with the processor's words, anything
 * else or no answer at all "unavailable" (the job tries again), never a throw.
 */
import { describe, expect, it } from "vitest";
import { createHttpCardProvider } from "./http-provider.server";

const request = {
  number: "6280095123456789012",
  amount: 2500,
  currency: "EUR",
  storeId: 95,
  reference: "activation:abc",
};

function providerAnswering(status: number, body: unknown, seen: { url?: string; init?: RequestInit }[] = []) {
  return createHttpCardProvider({
    url: "https://cards.example/v1/",
    apiKey: "secret-key-0123456789",
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }) as typeof fetch,
  });
}

describe("HTTP card provider", () => {
  it("activates with the bearer key, an idempotency key per call and the amount in cents", async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const answer = await providerAnswering(200, { reference: "PROC-1" }, seen).activate(request);
    expect(answer).toEqual({ status: "ok", providerReference: "PROC-1" });
    expect(seen[0].url).toBe("https://cards.example/v1/activations");
    const headers = seen[0].init?.headers as Record<string, string>;
    expect(headers.authorization).toBe("Bearer secret-key-0123456789");
    expect(headers["idempotency-key"]).toBe("activations:activation:abc");
    expect(JSON.parse(String(seen[0].init?.body))).toMatchObject({ amount: { value: 2500, currency: "EUR" } });
  });

  it("a 422 is the processor's refusal, with its words; other statuses and network errors are 'try again'", async () => {
    expect(
      await providerAnswering(422, { code: "SIMULATION_FAILED", message: "Card reported lost" }).simulate(request),
    ).toEqual({
      status: "refused",
      code: "simulation_failed",
      message: "Card reported lost",
    });
    expect((await providerAnswering(503, {}).activate(request)).status).toBe("unavailable");
    expect((await providerAnswering(200, { nothing: true }).activate(request)).status).toBe("unavailable");
    const down = createHttpCardProvider({
      url: "https://cards.example",
      apiKey: "secret-key-0123456789",
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as typeof fetch,
    });
    expect(await down.activate(request)).toMatchObject({
      status: "unavailable",
      message: expect.stringContaining("fetch failed"),
    });
  });
});
