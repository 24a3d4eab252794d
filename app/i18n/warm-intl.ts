/**
 * The browser's first Intl formatter of a page prepares the engine's locale data — in Chromium once
 * per renderer process, on whichever thread asks first: 30–60 ms on a desktop core, four times that on
 * the phone Lighthouse emulates, and on catalogue pages it fell inside hydration (Lingui's plural
 * numbers, prices) as one long task. A throw-away worker asks first, off the main thread, while the
 * page's modules and messages load; the page's own formatters then cost a millisecond or two (ADR 050).
 *
 * Nothing depends on the worker: where workers are missing or refused, the page formats as before.
 */
export function warmIntl(locale: string): void {
  if (typeof Worker === "undefined" || typeof Blob === "undefined" || typeof URL.createObjectURL !== "function") return;
  const source = `try{const l=${JSON.stringify(locale)};new Intl.PluralRules(l).select(1);new Intl.NumberFormat(l,{style:"currency",currency:"EUR"}).format(1)}finally{close()}`;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  try {
    new Worker(url);
  } catch {
    // A Content-Security-Policy without blob: workers, or no workers at all: nothing to warm.
  } finally {
    // The worker has its script once it starts; the URL need not outlive this task.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
