/**
 * The process's metrics in Prometheus text format (prom-client; ADR 031). Every label has a bounded
 * set of values: route templates / screen ids (never raw paths), status classes, storefront codes,
 * job kinds, payment providers and outcomes.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const HTTP_LABELS = ["method", "route", "status_class", "storefront"] as const;

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests by method, route template or screen id, status class (or aborted) and storefront",
  labelNames: HTTP_LABELS,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request (until the response is finished)",
  labelNames: HTTP_LABELS,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const requestTimeouts = new Counter({
  name: "http_request_timeouts_total",
  help: "Requests the watchdog answered 503 because they ran past their time budget, by route and storefront",
  labelNames: ["route", "storefront"] as const,
  registers: [registry],
});

export const pageCacheLookups = new Counter({
  name: "page_cache_requests_total",
  help: "Shared pages answered from the page cache (hit) or rendered (miss), by storefront",
  labelNames: ["storefront", "result"] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: "job_runs_total",
  help: "Job runs by job kind and outcome (done, failed = will be retried, dead = out of attempts)",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: "job_duration_seconds",
  help: "Time a job run took, by job kind",
  labelNames: ["job"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [registry],
});

export const payments = new Counter({
  name: "payments_total",
  help: "Payment provider calls and notifications by provider, operation and outcome",
  labelNames: ["provider", "operation", "outcome"] as const,
  registers: [registry],
});

/** "2xx", "4xx", … */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
