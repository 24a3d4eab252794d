/**
 * One Lighthouse run of one URL in a Chromium of its own (Debian's /usr/bin/chromium through
 * chrome-launcher): Lighthouse's defaults — mobile, simulated throttling — with the four categories.
 * A fresh browser per run: no cache, no renderer or compiled code left over from the run before.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Figures } from "./summary";

export const CHROMIUM = "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface RunOutcome {
  figures: Figures;
  /** `category: audit id` of each audit below its best score (performance: below 0.9). */
  failing: string[];
  lcpElement: string | null;
  lighthouseVersion: string;
  userAgent: string;
  /** The whole Lighthouse report (JSON), for `--reports`. */
  report: string;
}

interface AuditResult {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: unknown;
}

/** The LCP element's selector (or its markup) out of the largest-contentful-paint-element audit. */
function lcpElementOf(audit: AuditResult | undefined): string | null {
  const details = audit?.details as
    | { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ""} ${node.snippet ?? ""}`.trim() : null;
}

export async function audit(url: string): Promise<RunOutcome> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, AuditResult>;
    const score = (id: (typeof CATEGORIES)[number]) => {
      const value = lhr.categories[id]?.score;
      if (value === null || value === undefined) throw new Error(`${url}: no ${id} score`);
      return Math.round(value * 100);
    };
    const numeric = (id: string) => {
      const value = audits[id]?.numericValue;
      if (value === undefined) throw new Error(`${url}: no ${id}`);
      return value;
    };
    const failing: string[] = [];
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const a = audits[ref.id];
        if (!a || a.score === null || ["notApplicable", "manual", "informative"].includes(a.scoreDisplayMode)) continue;
        // Performance: the metrics are in the figures; name its diagnostics and insights that score low.
        const bar = id === "performance" ? 0.9 : 1;
        if (id === "performance" && ref.weight > 0) continue;
        if (a.score < bar) failing.push(`${id}: ${ref.id}`);
      }
    }
    return {
      figures: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: numeric("largest-contentful-paint"),
        tbt: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
      },
      failing,
      lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      report: typeof result.report === "string" ? result.report : JSON.stringify(lhr),
    };
  } finally {
    chrome.kill();
  }
}
