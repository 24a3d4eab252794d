/**
 * Event-loop lag (issue 44). The metrics come with prom-client's default metrics already
 * (`nodejs_eventloop_lag_p99_seconds`, `…_max_seconds`, `…_mean_seconds`, from monitorEventLoopDelay,
 * reset at every scrape); what they cannot do is tell anyone between scrapes. This samples the loop's
 * delay itself — a timer every 50 ms and how late it fires — and logs a warning when the worst delay of a
 * window passes the threshold: a request that blocks the loop (a parser, a validation rule) shows up in
 * the log next to the requests that waited for it, whether or not anything scrapes /metrics.
 * (Not monitorEventLoopDelay with a reset per window: its first delay after a reset is not recorded —
 * a block right after it would be missed.)
 */
import { performance } from "node:perf_hooks";
import type { Logger } from "pino";

const SAMPLE_MS = 50;

export interface LagMonitor {
  stop(): void;
  /** Ends the window now (tests): logs when its worst delay was over the threshold, then starts a new one. */
  check(): { maxMs: number };
}

export function watchEventLoopLag(options: { log: Logger; thresholdMs: number; windowMs?: number }): LagMonitor {
  let last = performance.now();
  let worst = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - SAMPLE_MS);
    last = now;
  }, SAMPLE_MS);
  sampler.unref();
  const check = () => {
    const maxMs = Math.round(worst * 10) / 10;
    worst = 0;
    if (maxMs > options.thresholdMs)
      options.log.warn({ lagMaxMs: maxMs, thresholdMs: options.thresholdMs }, "event loop lag");
    return { maxMs };
  };
  const window = setInterval(check, options.windowMs ?? 10_000);
  window.unref();
  return {
    check,
    stop() {
      clearInterval(sampler);
      clearInterval(window);
    },
  };
}
