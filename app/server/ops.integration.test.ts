/**
 * /healthz, /readyz and /metrics over HTTP (ADR 031): health without the database, readiness with the
 * database (PGlite, and PostgreSQL / Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set), 503 with
 * a reason when a dependency fails, and /metrics only for the bearer of METRICS_TOKEN.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import type { DatabaseHandle } from "../db/db.server";
import { createLogger } from "../observability/log.server";
import { databaseCheck, opsRouter, type ReadinessCheck, redisCheck } from "./ops.server";

const log = createLogger("silent");
const TOKEN = "metrics-token-0123456789";

async function serve(checks: ReadinessCheck[], metricsToken?: string): Promise<{ base: string; close(): void }> {
  const app = express();
  app.use(opsRouter({ checks, metricsToken, log, timeoutMs: 300 }));
  app.use((_req, res) => void res.status(418).send("storefront"));
  const server: Server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe.each(backends())("readiness on $name", (backend) => {
  let handle: DatabaseHandle;
  let site: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    handle = await backend.open();
    site = await serve([databaseCheck(handle.db)]);
  });
  afterAll(async () => {
    site.close();
    await handle.close();
  });

  it("is ready while the database answers, and never cached", async () => {
    const res = await fetch(`${site.base}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok", checks: { database: "ok" } });
  });
});

describe("health and readiness", () => {
  it("/healthz answers without asking any dependency", async () => {
    let asked = false;
    const site = await serve([
      {
        name: "database",
        check: async () => {
          asked = true;
        },
      },
    ]);
    const res = await fetch(`${site.base}/healthz`, { headers: { host: "www.any-host.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
    expect(asked).toBe(false);
    site.close();
  });

  it("/readyz is 503 with the failing dependency and why: an error or a timeout", async () => {
    const site = await serve([
      { name: "database", check: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432")) },
      { name: "redis", check: () => new Promise(() => undefined) },
    ]);
    const res = await fetch(`${site.base}/readyz`);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual({ status: "unavailable", checks: { database: "failed", redis: "timeout" } });
    // The reason names the dependency, not its address.
    expect(JSON.stringify(body)).not.toContain("10.0.0.5");
    site.close();
  });

  it("/readyz fails while Redis does not answer", async () => {
    // Port 9 (discard) on the loopback: nothing listens there.
    const redis = await redisCheck("redis://127.0.0.1:9");
    const site = await serve([redis]);
    const res = await fetch(`${site.base}/readyz`);
    expect(res.status).toBe(503);
    expect((await res.json()).checks.redis).not.toBe("ok");
    site.close();
    await redis.close();
  });

  it.runIf(process.env.TEST_REDIS_URL)("/readyz is ready while Redis answers", async () => {
    const redis = await redisCheck(process.env.TEST_REDIS_URL as string);
    const site = await serve([redis]);
    // The client connects in the background: the first check may come before it is ready.
    let body: unknown;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${site.base}/readyz`);
      body = await res.json();
      if (res.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body).toEqual({ status: "ok", checks: { redis: "ok" } });
    site.close();
    await redis.close();
  });
});

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN", async () => {
    const site = await serve([]);
    const res = await fetch(`${site.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    site.close();
  });

  it("answers only the bearer of the token", async () => {
    const site = await serve([], TOKEN);
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await fetch(`${site.base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(await res.text()).not.toContain("process_cpu");
    }
    const res = await fetch(`${site.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("# TYPE http_requests_total counter");
    site.close();
  });
});
