/**
 * Request ids, the access log and the HTTP metrics, over HTTP: what an operator reads in the logs and
 * in /metrics for each request (ADR 031).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tagCurrent } from "../observability/context.server";
import { createLogger } from "../observability/log.server";
import { registry } from "../observability/metrics.server";
import { observeRequests, requestIdOf, storefrontRoute } from "./observability.server";
import { opsRouter } from "./ops.server";

const lines: Record<string, unknown>[] = [];
const waiting: { test: (line: Record<string, unknown>) => boolean; resolve: () => void }[] = [];
const log = createLogger("info", {
  write: (text: string) => {
    const line = JSON.parse(text);
    lines.push(line);
    for (const w of waiting.filter((w) => w.test(line))) w.resolve();
  },
});
const logged = (test: (line: Record<string, unknown>) => boolean) =>
  new Promise<void>((resolve) => (lines.some(test) ? resolve() : waiting.push({ test, resolve })));
let arrived: () => void = () => undefined;
const TOKEN = "metrics-token-0123456789";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(observeRequests(log));
  app.use(opsRouter({ checks: [], metricsToken: TOKEN, log }));
  app.get("/cadeaubonnen/", (_req, res) => {
    tagCurrent({ storefront: "kadoo-be", route: storefrontRoute("/cadeaubonnen/", "list") });
    // A domain log line somewhere in the request's work, with a secret it must not show.
    setTimeout(() => {
      log.info({ order: { email: "an@example.be", pin: "1234" }, password: "hunter2" }, "domain step");
      res.send("ok");
    }, 1);
  });
  // As a page-cache hit replays the headers it stored from another request.
  app.get("/replayed/", (_req, res) => void res.setHeader("X-Request-Id", "someone-elses").send("cached"));
  // Never answers: the client gives up.
  app.get("/stuck/", () => arrived());
  app.get("/boom/", (_req, res) => void res.status(503).send("no"));
  server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const byId = (id: string) => lines.filter((l) => l.reqId === id);

describe("request ids and the access log", () => {
  it("echoes a sane incoming X-Request-Id and puts it on every log line of the request", async () => {
    const res = await fetch(`${base}/cadeaubonnen/?email=an%40example.be&token=secret`, {
      headers: { "x-request-id": "edge-42.a:b=c" },
    });
    expect(res.headers.get("x-request-id")).toBe("edge-42.a:b=c");
    await res.text();
    const mine = byId("edge-42.a:b=c");
    const domain = mine.find((l) => l.msg === "domain step");
    expect(domain).toMatchObject({ storefront: "kadoo-be", order: { email: "[redacted]", pin: "[redacted]" } });
    expect(domain?.password).toBe("[redacted]");
    const access = mine.find((l) => l.msg === "request");
    expect(access).toMatchObject({
      method: "GET",
      path: "/cadeaubonnen/",
      status: 200,
      storefront: "kadoo-be",
      route: "list",
    });
    expect(typeof access?.ms).toBe("number");
    // One access line per request; the query string (tokens, e-mail addresses) is never logged.
    expect(mine.filter((l) => l.msg === "request")).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toContain("secret");
    expect(JSON.stringify(mine)).not.toContain("example.be");
  });

  it("replaces a missing or odd X-Request-Id with a fresh one", async () => {
    const a = await fetch(`${base}/boom/`);
    const b = await fetch(`${base}/boom/`, { headers: { "x-request-id": "bad id\twith spaces" } });
    const c = await fetch(`${base}/boom/`, { headers: { "x-request-id": "x".repeat(101) } });
    const ids = [a, b, c].map((r) => r.headers.get("x-request-id") ?? "");
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    expect(byId(ids[1])[0]).toMatchObject({ status: 503, route: "unmatched" });
    expect(requestIdOf(["first-1", "second"])).toBe("first-1");
  });

  it("answers with this request's id even when a stored answer is replayed", async () => {
    const res = await fetch(`${base}/replayed/`, { headers: { "x-request-id": "mine-1" } });
    expect(res.headers.get("x-request-id")).toBe("mine-1");
  });
});

describe("a request the client gives up on", () => {
  it("is logged once, as aborted, and counted apart from answered ones", async () => {
    const controller = new AbortController();
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const call = fetch(`${base}/stuck/`, { headers: { "x-request-id": "gone-1" }, signal: controller.signal });
    await reached;
    controller.abort();
    await expect(call).rejects.toThrow();
    await logged((l) => l.reqId === "gone-1");
    expect(byId("gone-1")).toEqual([expect.objectContaining({ msg: "request", path: "/stuck/", aborted: true })]);
    expect(await registry.getSingleMetricAsString("http_requests_total")).toContain('status_class="aborted"');
  });
});

describe("HTTP metrics", () => {
  it("counts requests by method, route template, status class and storefront — never the raw path", async () => {
    await (await fetch(`${base}/cadeaubonnen/?page=7`)).text();
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="list",status_class="2xx",storefront="kadoo-be"\} \d+/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="list"/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_class="5xx",storefront="none"\}/);
    expect(text).not.toContain("cadeaubonnen");
    // prom-client's default process metrics.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(await registry.getSingleMetricAsString("http_requests_total")).toContain("route=");
  });

  it("labels storefront requests by screen, the API, or unmatched", () => {
    expect(storefrontRoute("/graphql", "content")).toBe("graphql");
    expect(storefrontRoute("/__manifest", null)).toBe("manifest");
    expect(storefrontRoute("/x/y/", null)).toBe("unmatched");
    expect(storefrontRoute("/cadeaubonnen/", "list")).toBe("list");
  });
});
