/**
 * Event-loop lag (issue 44). The metrics come with prom-client's default metrics already
 * (`nodejs_eventloop_lag_p99_seconds`, `…_max_seconds`, `…_mean_seconds`, measured with
 * monitorEventLoopDelay and reset at every scrape); what they cannot do is tell anyone between scrapes.
 * This watches the same delay per window and logs a warning when its p99 passes the threshold: a
 * request that blocks the loop (a parser, a validation rule) shows up in the log next to the requests
 * that waited for it, whether or not anything scrapes /metrics.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Logger } from "pino";

export interface LagMonitor {
  stop(): void;
  /** Checks the window now (tests): logs when over the threshold, then starts a new window. */
  check(): { p99Ms: number; maxMs: number };
}

export function watchEventLoopLag(options: { log: Logger; thresholdMs: number; windowMs?: number }): LagMonitor {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const check = () => {
    const p99Ms = Math.round(histogram.percentile(99) / 1e5) / 10;
    const maxMs = Math.round(histogram.max / 1e5) / 10;
    histogram.reset();
    if (p99Ms > options.thresholdMs)
      options.log.warn({ lagP99Ms: p99Ms, lagMaxMs: maxMs, thresholdMs: options.thresholdMs }, "event loop lag");
    return { p99Ms, maxMs };
  };
  const timer = setInterval(check, options.windowMs ?? 10_000);
  timer.unref();
  return {
    check,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
