/**
 * `npm run lighthouse -- [--out lighthouse.json] [--storefronts kadoo-be,giftpass-uk,choice-de]
 *   [--pages home,list,product,basket,balance-check] [--runs 3] [--base-url <url>] [--port <n>] [--markdown]
 *   [--reports <folder>]`
 *
 * Lighthouse 12 (mobile, its default simulated throttling) in Debian's Chromium over the key pages of
 * one storefront per brand family: the median of each figure over `--runs` runs per page, printed as
 * a table beside the goals (docs/benchmarks.md) and written to `--out` as JSON (every run, the audits that
 * failed, the LCP element). The URLs come from the preview gallery's templates.json (ADR 022), so
 * they follow each storefront's slugs and catalogue. Without --base-url it starts the production
 * build itself on a throw-away database (as `npm run previews` does); with it, PREVIEW_TOKEN is sent
 * when set. --reports keeps every run's whole Lighthouse report (JSON: the Lighthouse viewer opens it,
 * and it names the long tasks and the scripts behind them). A measurement, not a test: figures move with the machine's load — measure on an idle one.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { audit, CHROMIUM } from "./lighthouse/audit";
import {
  type Figures,
  formatMarkdown,
  formatTable,
  GOALS,
  medianFigures,
  misses,
  type PageResult,
} from "./lighthouse/summary";
import { type StartedServer, startServer } from "./previews/server";
import { loadTemplates, type TemplatesJson } from "./previews/templates";

interface Target {
  storefront: string;
  language: string;
  page: string;
  url: string;
}

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    out: { type: "string", default: "lighthouse.json" },
    storefronts: { type: "string", default: "kadoo-be,giftpass-uk,choice-de" },
    pages: { type: "string", default: "home,list,product,basket,balance-check" },
    runs: { type: "string", default: "3" },
    "base-url": { type: "string" },
    port: { type: "string" },
    markdown: { type: "boolean", default: false },
    reports: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The storefronts' default language (the first entry of each code), pages in the order asked. */
function targetsOf(data: TemplatesJson, codes: string[], pages: string[]): Target[] {
  const targets: Target[] = [];
  for (const code of codes) {
    const entry = data.storefronts.find((s) => s.code === code);
    if (!entry) throw new Error(`--storefronts: no storefront '${code}'`);
    for (const page of pages) {
      const template = entry.templates.find((t) => t.kind === page);
      if (!template) throw new Error(`${code} has no '${page}' page (kinds: ${entry.templates.map((t) => t.kind)})`);
      targets.push({ storefront: code, language: entry.language, page, url: template.url });
    }
  }
  return targets;
}

/**
 * One plain GET before measuring, so that no run pays for the server's first render of a page.
 * Node does not resolve <code>.localhost: such a URL goes to the loopback with its Host header.
 */
function warm(url: string): Promise<number> {
  const target = new URL(url);
  if (!target.hostname.endsWith(".localhost")) return fetch(url).then((r) => r.status);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const brief = (f: Figures) =>
  `perf ${f.performance} a11y ${f.accessibility} BP ${f.bestPractices} SEO ${f.seo} · LCP ${(f.lcp / 1000).toFixed(1)} s TBT ${Math.round(f.tbt)} ms CLS ${f.cls.toFixed(3)}`;

/**
 * Lighthouse now and then fails to record a run (NO_NAVSTART, NO_FCP on a busy machine): such a run
 * is taken again, twice at most, rather than ending the whole measurement.
 */
async function auditWithRetries(url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (${(error as Error).message.split("\n")[0]}: run again)`);
    }
  }
}

async function measure(targets: Target[]) {
  for (const t of targets) {
    const status = await warm(t.url);
    if (status !== 200) throw new Error(`${t.url} answered ${status}`);
  }
  const results = new Map<Target, { figures: Figures[]; failing: Set<string>; lcpElement: string | null }>();
  let meta = { lighthouseVersion: "", userAgent: "" };
  // Round by round rather than page by page: a spell of load on the machine spreads over the pages.
  for (let round = 1; round <= runs; round++) {
    for (const t of targets) {
      const outcome = await auditWithRetries(t.url);
      if (values.reports) {
        const file = path.resolve(values.reports, `${t.storefront}-${t.page}-${round}.json`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, outcome.report);
      }
      meta = { lighthouseVersion: outcome.lighthouseVersion, userAgent: outcome.userAgent };
      const entry = results.get(t) ?? { figures: [], failing: new Set<string>(), lcpElement: null };
      entry.figures.push(outcome.figures);
      for (const f of outcome.failing) entry.failing.add(f);
      entry.lcpElement = outcome.lcpElement;
      results.set(t, entry);
      console.log(`  ${t.storefront} ${t.page} (run ${round}/${runs}): ${brief(outcome.figures)}`);
    }
  }
  const pages: PageResult[] = targets.map((t) => {
    const entry = results.get(t);
    if (!entry) throw new Error(`no result for ${t.url}`);
    return {
      ...t,
      runs: entry.figures,
      median: medianFigures(entry.figures),
      failing: [...entry.failing].sort(),
      lcpElement: entry.lcpElement,
    };
  });
  return { pages, ...meta };
}

async function main() {
  let server: StartedServer | undefined;
  let baseUrl = values["base-url"];
  let token = process.env.PREVIEW_TOKEN;
  if (!baseUrl) {
    process.stdout.write("Starting the shop (production build, throw-away database)… ");
    server = await startServer(root, {}, values.port ? Number(values.port) : undefined);
    baseUrl = server.baseUrl;
    token = server.token;
    console.log(baseUrl);
  }
  try {
    const targets = targetsOf(await loadTemplates(baseUrl, token), list(values.storefronts), list(values.pages));
    const loadBefore = loadavg()[0];
    const started = new Date();
    console.log(`Lighthouse (${CHROMIUM}, mobile, default throttling): ${targets.length} pages × ${runs} runs`);
    const { pages, lighthouseVersion, userAgent } = await measure(targets);
    const loadAfter = loadavg()[0];
    console.log(
      `\nMedian of ${runs} runs, ${started.toISOString()} (load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`,
    );
    console.log(formatTable(pages));
    if (values.markdown) console.log(`\n${formatMarkdown(pages)}`);
    const missed = pages.filter((p) => misses(p.median).length > 0);
    for (const p of missed) {
      console.log(`\n${p.storefront} ${p.page} misses ${misses(p.median).join(", ")}: ${p.url}`);
      if (p.lcpElement) console.log(`  LCP element: ${p.lcpElement.slice(0, 160)}`);
      for (const f of p.failing) console.log(`  ${f}`);
    }
    const out = path.resolve(values.out);
    const goals = Object.fromEntries(Object.entries(GOALS).map(([metric, goal]) => [metric, goal?.label]));
    const report = {
      measuredAt: started.toISOString(),
      lighthouseVersion,
      userAgent,
      settings: {
        formFactor: "mobile",
        throttling: "Lighthouse default (simulated)",
        runs,
        statistic: "median of each figure",
      },
      loadAverage: { before: loadBefore, after: loadAfter },
      goals,
      pages,
    };
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n${pages.length - missed.length}/${pages.length} pages meet every goal. Written to ${out}`);
  } finally {
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
