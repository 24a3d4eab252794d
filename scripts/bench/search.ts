/** search_v1 latency over the seeded catalogue: distinct terms (no read-cache hits), sequential. */
import { type Client, percentile } from "./http";

export async function searchLatency(client: Client): Promise<{ queries: number; p50: number; p95: number } | null> {
  const terms = ["rest", "wellness", "spa", "boek", "reis", "sport", "kind", "cadeau", "bistro", "sushi", "pizza"];
  const words = [...terms, ...terms.map((t) => `${t}a`), ...terms.map((t) => t.slice(0, 3)), "crêpe", "creperie"];
  const query = `query s($userData: UserDataInput!, $inputText: String!) {
    search_v1(userData: $userData, inputText: $inputText) { errors { code } }
  }`;
  const latencies: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const word of words) {
      const body = JSON.stringify({
        query,
        variables: {
          userData: { language: "nl", storeID: 95, countryCode: "BE" },
          inputText: `${word}${round ? ` ${round}` : ""}`,
        },
      });
      const t = performance.now();
      const r = await client.postJson("localhost", "/graphql", body);
      latencies.push(performance.now() - t);
      if (r.status !== 200 || r.body.toString().includes('"errors":[{')) return null;
    }
  }
  latencies.sort((a, b) => a - b);
  return { queries: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}
