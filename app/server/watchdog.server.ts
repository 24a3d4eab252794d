/**
 * The request watchdog (issue 44): a request still unanswered after its time budget is answered 503
 * — the storefront's themed page, or the API's JSON, when server.ts has resolved the request that far
 * (`res.locals.unavailable`), else plain text — and logged with its route and request id. The work
 * behind it cannot be stopped (JavaScript has no preemption; a stuck await just never resumes), but the
 * visitor gets an answer and the connection is freed; whatever the late handler writes afterwards is
 * dropped instead of failing (headers already sent) or crashing the process (write after end).
 *
 * Mounted after the operators' endpoints (/healthz, /readyz, /metrics answer on their own). Nothing
 * the shop serves legitimately takes this long: the providers it waits on are bounded below the budget
 * (docs/bounds.md). docs/decisions/063-time-bounds-and-watchdog.md
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { currentContext } from "../observability/context.server";
import { requestTimeouts } from "../observability/metrics.server";
import { routeOfPath } from "./observability.server";
import { PAGE_HEADERS, type PageOptions, RETRY_AFTER_SECONDS, unavailableBody } from "./unavailable.server";

/** The 503's content type and body (unavailable.server.ts for storefront requests). */
export type OverBudgetAnswer = Promise<{ type: string; body: string }>;

/** The 503 page or API JSON of unavailable.server.ts, in the storefront's language and colours. */
function themed(res: Response): OverBudgetAnswer | undefined {
  const page = res.locals.unavailable as PageOptions | undefined;
  return page ? unavailableBody(page) : undefined;
}

export function watchdog(options: {
  budgetMs: number;
  log: Logger;
  /**
   * The answer's body; default: the storefront's themed page or the API's JSON once server.ts has
   * resolved the request that far (`res.locals.unavailable`), else plain text.
   */
  answer?: (res: Response) => OverBudgetAnswer | undefined;
}): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    const started = Date.now();
    const timer = setTimeout(() => void overBudget(), options.budgetMs);
    timer.unref();
    const settle = () => clearTimeout(timer);
    res.on("finish", settle);
    res.on("close", settle);
    // The response's methods before anything later wraps them (the 503 page of a database found gone).
    const own = originals(res);

    async function overBudget() {
      if (res.writableEnded || res.destroyed) return;
      const context = currentContext();
      const route = context?.route ?? routeOfPath(path);
      const answered = !res.headersSent;
      const write = silence(res, own);
      requestTimeouts.inc({ route, storefront: context?.storefront ?? "none" });
      options.log.warn(
        {
          // The request id comes with every log line of the request (reqId, log.server.ts).
          route,
          method: req.method,
          path,
          budgetMs: options.budgetMs,
          ms: Date.now() - started,
          ...(answered ? {} : { headersSent: true }),
        },
        "request over its time budget",
      );
      // Headers already out (a streamed page): the answer is cut short; the visitor's browser shows what came.
      if (!answered) return void write(() => res.end());
      let reply = { type: "text/plain; charset=utf-8", body: "Service unavailable" };
      try {
        reply = (await (options.answer ?? themed)(res)) ?? reply;
      } catch {
        // the plain answer
      }
      if (res.writableEnded || res.destroyed) return;
      write(() => {
        for (const name of PAGE_HEADERS) res.removeHeader(name);
        res.writeHead(503, {
          "content-type": reply.type,
          "cache-control": "no-store",
          "retry-after": String(RETRY_AFTER_SECONDS),
          connection: "close",
        });
        res.end(reply.body);
      });
    }
    next();
  };
}

function originals(res: Response): Record<string, unknown> {
  const target = res as unknown as Record<string, unknown>;
  return Object.fromEntries(SILENCED.map((name) => [name, target[name]]));
}

const SILENCED = ["write", "end", "writeHead", "setHeader", "appendHeader", "removeHeader", "flushHeaders", "status"];

/**
 * From now on the late handler's writes go nowhere: no "headers already sent", no "write after end".
 * Returns how the watchdog writes itself: with the methods as they were (synchronously, so nothing
 * of the handler's comes in between).
 */
function silence(res: Response, own: Record<string, unknown>): (write: () => void) => void {
  const silent = Object.fromEntries(
    SILENCED.map((name) => [
      name,
      name === "write" ? () => true : name === "removeHeader" ? () => undefined : () => res,
    ]),
  );
  res.on("error", () => undefined);
  Object.assign(res, silent);
  return (write) => {
    Object.assign(res, own);
    try {
      write();
    } finally {
      Object.assign(res, silent);
    }
  };
}
