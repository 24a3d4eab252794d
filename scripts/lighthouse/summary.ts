/**
 * The pure half of `npm run lighthouse`: what one Lighthouse run is reduced to, the median of a
 * page's runs, the goals (docs/benchmarks.md) and the table that sets each figure beside its goal.
 */

/** One Lighthouse run of one page: category scores 0–100, LCP and TBT in ms, CLS unitless. */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}
export type Metric = keyof Figures;

export interface PageResult {
  storefront: string;
  language: string;
  page: string;
  url: string;
  runs: Figures[];
  median: Figures;
  /** Audits that failed in any run (category: audit id), for the categories below their goal. */
  failing: string[];
  /** The largest contentful paint's element in the last run (a selector or snippet). */
  lcpElement: string | null;
}

interface Goal {
  label: string;
  /** Whether a value meets the goal. */
  meets(value: number): boolean;
}

/** The Lighthouse goals (docs/benchmarks.md). LCP has no goal of its own: the performance score holds it. */
export const GOALS: Partial<Record<Metric, Goal>> = {
  performance: { label: "≥ 95", meets: (v) => v >= 95 },
  accessibility: { label: "100", meets: (v) => v >= 100 },
  bestPractices: { label: "100", meets: (v) => v >= 100 },
  seo: { label: "100", meets: (v) => v >= 100 },
  tbt: { label: "< 150 ms", meets: (v) => v < 150 },
  cls: { label: "≤ 0.02", meets: (v) => v <= 0.02 },
};

const COLUMNS: { metric: Metric; title: string }[] = [
  { metric: "performance", title: "perf" },
  { metric: "accessibility", title: "a11y" },
  { metric: "bestPractices", title: "BP" },
  { metric: "seo", title: "SEO" },
  { metric: "lcp", title: "LCP" },
  { metric: "tbt", title: "TBT" },
  { metric: "cls", title: "CLS" },
];

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of each figure on its own (not the run whose performance is the median): with 3 runs a
 * single slow run moves no figure.
 */
export function medianFigures(runs: Figures[]): Figures {
  const of = (metric: Metric) => median(runs.map((r) => r[metric]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
  };
}

/** A figure as the table shows it: scores whole, LCP in seconds, TBT in ms, CLS with 3 decimals. */
export function formatFigure(metric: Metric, value: number): string {
  switch (metric) {
    case "lcp":
      return `${(value / 1000).toFixed(1)} s`;
    case "tbt":
      return `${Math.round(value)} ms`;
    case "cls":
      return value.toFixed(3);
    default:
      return String(Math.round(value));
  }
}

/** Whether a figure meets its goal (true for a figure without one). */
export function meetsGoal(metric: Metric, value: number): boolean {
  return GOALS[metric]?.meets(value) ?? true;
}

/** The metrics of a page that miss their goal. */
export function misses(figures: Figures): Metric[] {
  return COLUMNS.map((c) => c.metric).filter((m) => !meetsGoal(m, figures[m]));
}

/**
 * The table: a row per page with each median figure, `✗` after one that misses its goal, and the
 * goals in a row of their own under the header.
 */
export function formatTable(pages: Pick<PageResult, "storefront" | "page" | "median">[]): string {
  const header = ["storefront", "page", ...COLUMNS.map((c) => c.title)];
  const goals = ["goal", "", ...COLUMNS.map((c) => GOALS[c.metric]?.label ?? "–")];
  const rows = pages.map((p) => [
    p.storefront,
    p.page,
    ...COLUMNS.map((c) => {
      const value = p.median[c.metric];
      return `${formatFigure(c.metric, value)}${meetsGoal(c.metric, value) ? "" : " ✗"}`;
    }),
  ]);
  const all = [header, goals, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(header), line(goals), ...rows.map(line)].join("\n");
}

/** The table as Markdown (`--markdown`), the same figures and marks. */
export function formatMarkdown(pages: Pick<PageResult, "storefront" | "page" | "median">[]): string {
  const header = ["storefront", "page", ...COLUMNS.map((c) => c.title)];
  const goals = ["*goal*", "", ...COLUMNS.map((c) => GOALS[c.metric]?.label ?? "–")];
  const rows = pages.map((p) => [
    p.storefront,
    p.page,
    ...COLUMNS.map((c) => {
      const value = p.median[c.metric];
      return `${formatFigure(c.metric, value)}${meetsGoal(c.metric, value) ? "" : " ✗"}`;
    }),
  ]);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, i) => (i < 2 ? "---" : "---:"))), line(goals), ...rows.map(line)].join(
    "\n",
  );
}
