/**
 * The browser's first Intl formatter of a page prepares the engine's locale data — in Chromium once
 * per renderer process, on whichever thread asks first: 30–60 ms on a desktop core, four times that on
 * the phone Lighthouse emulates, and on catalogue pages it fell inside hydration (Lingui's plural
 * numbers, prices) as one long task. A throw-away worker (a same-origin asset: starting it costs the
 * main thread a millisecond or two, a blob's URL three to seven) asks first, off the main thread,
 * while the page's modules and messages load; the page's own formatters then cost well under a
 * millisecond (ADR 050).
 *
 * Nothing depends on the worker: where workers are missing or refused, the page formats as before.
 */
export function warmIntl(locale: string): void {
  if (typeof Worker === "undefined") return;
  try {
    new Worker(new URL("./intl-warm.worker.ts", import.meta.url)).postMessage(locale);
  } catch {
    // No workers here, or a Content-Security-Policy that refuses them: nothing to warm.
  }
}
