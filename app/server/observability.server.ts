/**
 * Every request: an id (a sane incoming X-Request-Id, else a new one; echoed in the response), a work
 * context the logs read it from, one JSON access log line when the response is finished, and the HTTP
 * metrics. ADR 031.
 */
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { runWithContext, type WorkContext } from "../observability/context.server";
import { httpDuration, httpRequests, pageCacheLookups, statusClass } from "../observability/metrics.server";
import { beforeHeaders } from "./before-headers.server";

const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:=-]{0,99}$/;

/** The incoming X-Request-Id when it is a plain token (≤ 100 characters), else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_ID.test(value) ? value : randomUUID();
}

/** The process's own pages (webhooks, the simulators, the outbox, the preview gallery). */
const INTERNAL = new Map([
  ["__webhooks", "webhooks"],
  ["__testpay", "testpay"],
  ["__cardsim", "cardsim"],
  ["__outbox", "outbox"],
  ["_preview", "preview"],
]);

/** Route label of requests no storefront answers: a fixed set, never the raw path. */
export function routeOfPath(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  if (["healthz", "readyz", "metrics"].includes(first)) return first;
  if (first === "assets") return "assets";
  if (first === "media") return "media";
  const internal = INTERNAL.get(first);
  if (internal) return internal;
  if (/\.[A-Za-z0-9]+$/.test(pathname) && !pathname.endsWith(".data")) return "static";
  return "unmatched";
}

const MS = 1e6;

/** The request-id, access-log and metrics middleware: mount it first. */
export function observeRequests(log: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const context: WorkContext = { requestId: requestIdOf(req.headers["x-request-id"]) };
    // As it came in (handlers may rewrite req.url); the path only: a query string may carry tokens
    // (redirectResult, the preview token) or an e-mail address.
    const path = req.path;
    let logged = false;
    res.setHeader("X-Request-Id", context.requestId);
    beforeHeaders(res, () => res.setHeader("X-Request-Id", context.requestId));
    const done = () => {
      if (logged) return;
      logged = true;
      // Closed before the answer was complete: the client went away (or the connection broke).
      const aborted = !res.writableFinished;
      const seconds = Number(process.hrtime.bigint() - started) / 1e3 / MS;
      const route = context.route ?? routeOfPath(path);
      const storefront = context.storefront ?? "none";
      const labels = {
        method: methodLabel(req.method),
        route,
        status_class: aborted ? "aborted" : statusClass(res.statusCode),
        storefront,
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
      if (context.cache) pageCacheLookups.inc({ storefront, result: context.cache });
      // Health checks and scrapes would drown the log: they are counted, not logged.
      if (route === "healthz" || route === "readyz" || route === "metrics") return;
      runWithContext(context, () =>
        log.info(
          {
            method: req.method,
            path,
            status: res.statusCode,
            ...(aborted ? { aborted } : {}),
            ms: Math.round(seconds * 10_000) / 10,
            route,
            ...(context.cache ? { cache: context.cache } : {}),
          },
          "request",
        ),
      );
    };
    res.on("finish", done);
    res.on("close", done);
    runWithContext(context, next);
  };
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function methodLabel(method: string): string {
  return METHODS.has(method) ? method : "OTHER";
}

/** Route label of a storefront request: its screen id, the API, Remix's manifest, or "unmatched". */
export function storefrontRoute(rest: string, screen: string | null): string {
  if (rest === "/graphql") return "graphql";
  if (rest === "/ip") return "ip";
  if (rest.startsWith("/__manifest")) return "manifest";
  return screen ?? "unmatched";
}
