/**
 * Runs `fn` just before the response's headers are written, whatever wrote the others (a replay from
 * the page cache sets the headers it stored): per-request headers — the request id, HSTS — are
 * re-asserted there, so a stored answer never carries another request's.
 */
import type { ServerResponse } from "node:http";

export function beforeHeaders(res: ServerResponse, fn: () => void): void {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!done) {
      done = true;
      fn();
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
