/**
 * The request watchdog (issue 44): a request past its budget is answered 503 and logged with its route
 * and request id; a fast one is untouched; what the late handler writes afterwards goes nowhere.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tagCurrent } from "../observability/context.server";
import { createLogger } from "../observability/log.server";
import { registry } from "../observability/metrics.server";
import { observeRequests } from "./observability.server";
import { watchdog } from "./watchdog.server";

const BUDGET_MS = 300;
const lines: Record<string, unknown>[] = [];
const log = createLogger("info", { write: (text: string) => void lines.push(JSON.parse(text)) });
let lateWrites: Promise<void> = Promise.resolve();
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(observeRequests(log));
  app.use(
    watchdog({
      budgetMs: BUDGET_MS,
      log,
      answer: (res) =>
        res.locals.api ? Promise.resolve({ type: "application/json", body: '{"errors":[]}' }) : undefined,
    }),
  );
  app.get("/fast/", (_req, res) => void res.send("fast"));
  // Never answers (a query waiting on a silent database).
  app.get("/stuck/", () => tagCurrent({ storefront: "kadoo-be", route: "basket" }));
  app.post("/graphql", (_req, res) => {
    res.locals.api = true;
  });
  // Answers long after the watchdog did: every way of writing, none may throw or crash the process.
  app.get("/late/", (_req, res) => {
    res.setHeader("set-cookie", "sid=half-made");
    lateWrites = new Promise((resolve) =>
      setTimeout(() => {
        res.status(200).setHeader("x-late", "1");
        res.write("late part");
        res.send("late answer");
        res.end("again");
        resolve();
      }, BUDGET_MS * 2),
    );
  });
  // Starts streaming, then stalls: the 503 can no longer be given; the answer is cut short.
  app.get("/streamed/", (_req, res) => void res.status(200).type("text/html").write("<!doctype html><p>start"));
  server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const overBudget = (id: string) => lines.find((l) => l.reqId === id && l.msg === "request over its time budget");

describe("the request watchdog", () => {
  it("answers a request that never answers 503 after its budget, logged with route and request id", async () => {
    const started = Date.now();
    const res = await fetch(`${base}/stuck/`, { headers: { "x-request-id": "stuck-1" } });
    const ms = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toBe("stuck-1");
    expect(await res.text()).toBe("Service unavailable");
    expect(ms).toBeGreaterThanOrEqual(BUDGET_MS - 20);
    expect(ms).toBeLessThan(BUDGET_MS + 1000);
    expect(overBudget("stuck-1")).toMatchObject({
      level: 40,
      route: "basket",
      storefront: "kadoo-be",
      method: "GET",
      path: "/stuck/",
      budgetMs: BUDGET_MS,
    });
    expect(await registry.getSingleMetricAsString("http_request_timeouts_total")).toMatch(
      /http_request_timeouts_total\{route="basket",storefront="kadoo-be"\} 1/,
    );
  });

  it("gives the answer of the request's kind (the API's JSON)", async () => {
    const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "x-request-id": "api-1" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.text()).toBe('{"errors":[]}');
  });

  it("leaves a fast request alone", async () => {
    const res = await fetch(`${base}/fast/`, { headers: { "x-request-id": "fast-1" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("fast");
    await new Promise((resolve) => setTimeout(resolve, BUDGET_MS + 100));
    expect(overBudget("fast-1")).toBeUndefined();
  });

  it("drops what the late handler writes after the 503 (no crash, no half-made cookie)", async () => {
    const res = await fetch(`${base}/late/`, { headers: { "x-request-id": "late-1" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toBe("Service unavailable");
    await lateWrites;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The process serves on (an uncaught "headers sent" or "write after end" would fail this test run).
    expect((await fetch(`${base}/fast/`)).status).toBe(200);
  });

  it("ends a streamed answer that stalls, and logs that its headers were already out", async () => {
    const res = await fetch(`${base}/streamed/`, { headers: { "x-request-id": "streamed-1" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<!doctype html><p>start");
    expect(overBudget("streamed-1")).toMatchObject({ headersSent: true });
  });
});
