/**
 * The built server as operators and attackers meet it over HTTP (ADR 031; no browser needed): health,
 * readiness and metrics on every host, request ids, cross-site writes refused, and redirects that
 * never leave the site.
 */
import { expect, test } from "@playwright/test";
import { PORT } from "./fixtures";

const ORIGIN = `http://127.0.0.1:${PORT}`;
const KADOO = { host: `kadoo-be.localhost:${PORT}` };

test("health, readiness and metrics answer on any host, never cached; metrics only with the token", async ({
  request,
}) => {
  for (const host of [`kadoo-be.localhost:${PORT}`, "unknown.example"]) {
    const health = await request.get(`${ORIGIN}/healthz`, { headers: { host } });
    expect(health.status()).toBe(200);
    expect(health.headers()["cache-control"]).toBe("no-store");
    const ready = await request.get(`${ORIGIN}/readyz`, { headers: { host } });
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "ok" } });
  }
  // A page of a storefront, then its count in /metrics by screen id — not by its path.
  const page = await request.get(`${ORIGIN}/cadeaubonnen/`, { headers: { ...KADOO, "x-request-id": "e2e-ops-1" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["x-request-id"]).toBe("e2e-ops-1");
  expect((await request.get(`${ORIGIN}/metrics`)).status()).toBe(401);
  const metrics = await request.get(`${ORIGIN}/metrics`, {
    headers: { authorization: "Bearer e2e-metrics-token-0123456789" },
  });
  expect(metrics.status()).toBe(200);
  const text = await metrics.text();
  expect(text).toMatch(/http_requests_total\{method="GET",route="list",status_class="2xx",storefront="kadoo-be"\}/);
  expect(text).not.toContain("cadeaubonnen");
  expect(text).toContain("process_resident_memory_bytes");
});

test("a cross-site form post is refused before the page's action runs", async ({ request }) => {
  const post = (origin: string) =>
    request.post(`${ORIGIN}/account/`, {
      headers: { ...KADOO, origin },
      form: { intent: "logout", back: "/cadeaubonnen/" },
      maxRedirects: 0,
    });
  expect((await post("https://evil.example")).status()).toBe(403);
  expect((await post(`http://giftpass-ch.localhost:${PORT}`)).status()).toBe(403);
  // Also the built-in payment provider's pages and the GraphQL API.
  for (const path of ["/__testpay/pay/any-psp", "/graphql"]) {
    const res = await request.post(`${ORIGIN}${path}`, {
      headers: { ...KADOO, origin: "https://evil.example", "content-type": "application/json" },
      data: { query: "mutation { __typename }" },
    });
    expect(res.status(), path).toBe(403);
  }
  const own = await post(`http://kadoo-be.localhost:${PORT}`);
  expect(own.status()).toBe(302);
  expect(own.headers().location).toBe("/cadeaubonnen/");
});

test("redirects built from input or the path never leave the site", async ({ request }) => {
  for (const back of ["//evil.com/", "/%2F%2Fevil.com", "/\\evil.com", "https://evil.com/", "javascript:alert(1)"]) {
    const res = await request.post(`${ORIGIN}/account/`, {
      headers: { ...KADOO, origin: `http://kadoo-be.localhost:${PORT}` },
      form: { intent: "logout", back },
      maxRedirects: 0,
    });
    expect(res.status(), back).toBe(302);
    expect(res.headers().location, back).toBe("/");
  }
  // The trailing-slash and default-language redirects: a path starting with // is not a host.
  for (const path of ["//evil.example", "/nl//evil.example/"]) {
    const res = await request.get(`${ORIGIN}${path}`, { headers: KADOO, maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
  const ok = await request.get(`${ORIGIN}/cadeaubonnen`, { headers: KADOO, maxRedirects: 0 });
  expect(ok.status()).toBe(301);
  expect(ok.headers().location).toBe("/cadeaubonnen/");
});

test("HSTS only over https, which the proxy may say only with TRUST_PROXY (set in this suite)", async ({ request }) => {
  const https = await request.get(`${ORIGIN}/`, { headers: { ...KADOO, "x-forwarded-proto": "https" } });
  expect(https.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  const http = await request.get(`${ORIGIN}/`, { headers: KADOO });
  expect(http.headers()["strict-transport-security"]).toBeUndefined();
});
