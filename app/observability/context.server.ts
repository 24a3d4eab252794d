/**
 * What a log line knows about the work it is part of (ADR 031): the request id and storefront of the
 * request that started it — the request itself, or a job it queued — carried by AsyncLocalStorage so
 * that domain code logs with them without being handed them.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface WorkContext {
  /** The request's id (X-Request-Id), or the id of the request that queued this job. */
  requestId: string;
  /** Storefront code, once the request is resolved to one. */
  storefront?: string;
  /** Route template / screen id: a bounded label, never the raw path. */
  route?: string;
  /** The page cache's answer for this request, when it was asked ("stale": served during a database outage). */
  cache?: "hit" | "miss" | "stale";
  /** The job being run (background work). */
  job?: string;
}

const storage = new AsyncLocalStorage<WorkContext>();

/** Runs `fn` with `context` as the current work context (also for everything it starts). */
export function runWithContext<T>(context: WorkContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): WorkContext | undefined {
  return storage.getStore();
}

/** Adds what became known about the current request (storefront, route, cache answer). */
export function tagCurrent(tags: Partial<Omit<WorkContext, "requestId">>): void {
  const context = storage.getStore();
  if (context) Object.assign(context, tags);
}
