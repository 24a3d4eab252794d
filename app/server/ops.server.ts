/**
 * The operators' endpoints, on every host and never cached (ADR 031): `/healthz` (the process
 * answers; no database), `/readyz` (the database answers a trivial query — and Redis when REDIS_URL
 * is set — within a short timeout; else 503 with the reason as JSON) and `/metrics` (Prometheus text,
 * only with METRICS_TOKEN set and sent as a bearer token; else not found).
 */
import { timingSafeEqual } from "node:crypto";
import express, { type Response, type Router } from "express";
import { sql } from "kysely";
import type { Logger } from "pino";
import { REDIS_OPTIONS } from "../accounts/redis-options.server";
import type { DB } from "../db/db.server";
import { registry } from "../observability/metrics.server";

export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

/** Milliseconds a readiness check may take before it counts as failed. */
export const READY_TIMEOUT_MS = 2000;

export function databaseCheck(db: DB): ReadinessCheck {
  return { name: "database", check: () => sql`select 1`.execute(db) };
}

/** Redis answers PING (a client of its own: readiness must not depend on what else uses Redis). */
export async function redisCheck(url: string): Promise<ReadinessCheck & { close(): Promise<void> }> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, REDIS_OPTIONS);
  client.on("error", () => undefined); // reported by the check, not as an unhandled error
  client.connect().catch(() => undefined);
  return {
    name: "redis",
    check: () => client.ping(),
    close: async () => {
      client.disconnect();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Equal in constant time (a wrong token's length or prefix tells nothing). */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function noStore(res: Response): Response {
  return res.set("Cache-Control", "no-store").set("X-Robots-Tag", "noindex");
}

export function opsRouter(options: {
  checks: ReadinessCheck[];
  metricsToken?: string;
  log: Logger;
  timeoutMs?: number;
}): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => void noStore(res).json({ status: "ok" }));
  router.get("/readyz", async (_req, res) => {
    const results = await Promise.all(
      options.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), options.timeoutMs ?? READY_TIMEOUT_MS);
          return [name, "ok"] as const;
        } catch (error) {
          const reason = error instanceof Error && error.message === "timeout" ? "timeout" : "failed";
          options.log.warn({ err: error, check: name }, "readiness check failed");
          return [name, reason] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === "ok");
    noStore(res)
      .status(ready ? 200 : 503)
      .json({ status: ready ? "ok" : "unavailable", checks: Object.fromEntries(results) });
  });
  router.get("/metrics", async (req, res, next) => {
    const token = options.metricsToken;
    if (!token) return void noStore(res).status(404).type("text/plain").send("Not found");
    const header = req.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    if (!sameToken(given, token)) {
      return void noStore(res).status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("Unauthorized");
    }
    try {
      noStore(res)
        .type(registry.contentType)
        .send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  });
  return router;
}
