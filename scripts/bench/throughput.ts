/**
 * Requests per second against the bare Remix page of the same build and server, in three ways a page
 * is served: rendered for every request (`Cache-Control: no-cache`), from the page cache as a visitor
 * without cookies gets it, and from the page cache as a shopper with a basket gets it (ADR 027) — with
 * a check that such an answer is the shared copy. Then first-load JS per page. Goals: throughputGoal.
 */
import type { Client, LoadResult } from "./http";
import { kb, type Report } from "./report";
import type { Kind, Target } from "./targets";
import { firstLoad } from "./weight";

/** Catalogue pages: the first-load budget, and the page-cache goal for every visitor. */
const CATALOGUE_PAGES: Kind[] = ["home", "list", "product", "category", "locations"];

/** How a load's page was served: rendered for the request, or from the page cache (with or without a basket's cookies). */
export type Served = "rendered" | "page cache" | "page cache, basket cookie";

export interface RatioGoal {
  /** Least req/s as a share of the bare Remix page's, beside it. */
  ratio: number;
  p99Ms: number;
}

/** Every row with a goal also holds p99 under this. */
const P99_GOAL_MS = 150;

/**
 * The goals of issue 45 (docs/benchmarks.md): catalogue pages for every visitor ≥ 0.6 × the bare page
 * from the page cache, with or without a basket's cookies; rendered home ≥ 0.3 ×; rendered basket and
 * checkout ≥ 0.2 ×; p99 < 150 ms on each of them. null: a reference figure (rendered list, product,
 * category, locations, balance check, redeem; the balance check from the page cache) without a goal.
 */
export function throughputGoal(served: Served, kind: Kind): RatioGoal | null {
  const goal = (ratio: number) => ({ ratio, p99Ms: P99_GOAL_MS });
  if (served !== "rendered") return CATALOGUE_PAGES.includes(kind) ? goal(0.6) : null;
  if (kind === "home") return goal(0.3);
  if (kind === "basket" || kind === "checkout") return goal(0.2);
  return null;
}

const goalText = (goal: RatioGoal | null) =>
  goal ? `≥ ${goal.ratio} × bare, p99 < ${goal.p99Ms} ms` : "no errors (reference)";

/** No errors, and the goal's ratio to the bare page and p99 when the row has one. */
export function meetsGoal(r: LoadResult, bare: LoadResult | null, goal: RatioGoal | null): boolean {
  if (r.errors > 0) return false;
  if (!goal) return true;
  return bare !== null && r.rps / bare.rps >= goal.ratio && r.p99 < goal.p99Ms;
}

function loadFigure(r: LoadResult, bare: LoadResult | null) {
  const ratio = bare ? ` ×${(r.rps / bare.rps).toFixed(2)}` : "";
  const errors = r.errors ? ` · ${r.errors} errors` : "";
  const cpu = r.cpuMs === null ? "" : ` · ${r.cpuMs.toFixed(2)} ms CPU`;
  return `${r.rps.toFixed(0)} req/s${ratio} · p50 ${r.p50.toFixed(1)} · p99 ${r.p99.toFixed(1)} ms${cpu}${errors}`;
}

function loadValues(r: LoadResult, bare: LoadResult | null) {
  return {
    rps: Math.round(r.rps),
    ratio: bare ? Number((r.rps / bare.rps).toFixed(3)) : null,
    p50Ms: Number(r.p50.toFixed(1)),
    p99Ms: Number(r.p99.toFixed(1)),
    requests: r.requests,
    errors: r.errors,
    cpuMsPerRequest: r.cpuMs === null ? null : Number(r.cpuMs.toFixed(3)),
  };
}

export class Throughput {
  private bare: LoadResult | null = null;
  private bareTarget: Target | null = null;

  constructor(
    private readonly client: Client,
    private readonly report: Report,
    private readonly durationMs: number,
    /** The server's CPU time so far (ms): each load's CPU per request beside its req/s. */
    private readonly serverCpuMs?: () => number,
    /**
     * An unmeasured load of the same page before each rendered one: the figure is a running shop's,
     * whose code for that page is compiled and whose heap is sized for it. Without it the basket and
     * checkout (which the mixed warm-up rounds never request) were measured from their first requests:
     * their first 3 seconds cost 30–60 % more server CPU per request than the seconds after.
     */
    private readonly warmUpMs = 3000,
  ) {}

  private warmUp(t: Target, headers: Record<string, string>) {
    return this.client.load(t.host, t.path, headers, this.warmUpMs);
  }

  async measureBare(target: Target) {
    this.bareTarget = target;
    await this.warmUp(target, {});
    this.bare = await this.client.load(target.host, target.path, {}, this.durationMs, this.serverCpuMs);
    this.report.add({
      section: "reference",
      measure: target.name,
      figure: loadFigure(this.bare, null),
      goal: "no errors (the ×1.00 of every ratio)",
      ok: this.bare.errors === 0,
      values: loadValues(this.bare, null),
    });
  }

  /** A load of the bare page between two rendered ones: half a load's time. */
  private async bareBetween(): Promise<LoadResult | null> {
    const t = this.bareTarget;
    return t ? this.client.load(t.host, t.path, {}, this.durationMs / 2, this.serverCpuMs) : null;
  }

  /**
   * Every request rendered: the page cache bypassed as a client's `Cache-Control: no-cache` does. Each
   * page's ratio is to the bare page loaded right before and right after it (their mean req/s): the
   * machine's pace drifts over a run — the bare page measured 0.32 and 0.43 ms of CPU at the start of
   * two runs an hour apart — and a single reference taken minutes earlier moved every ratio with it.
   */
  async rendered(targets: Target[]) {
    let before = await this.bareBetween();
    for (const t of targets) {
      const headers = { "cache-control": "no-cache", ...t.headers };
      await this.warmUp(t, headers);
      const r = await this.client.load(t.host, t.path, headers, this.durationMs, this.serverCpuMs);
      const after = await this.bareBetween();
      const bare = before && after ? meanLoad(before, after) : this.bare;
      before = after;
      const goal = throughputGoal("rendered", t.kind);
      this.report.add({
        section: "rendered",
        measure: t.name,
        figure: `${loadFigure(r, bare)}${bare ? ` (bare beside it: ${bare.rps.toFixed(0)} req/s${bare.cpuMs === null ? "" : `, ${bare.cpuMs.toFixed(2)} ms CPU`})` : ""}`,
        goal: goalText(goal),
        ok: meetsGoal(r, bare, goal),
        values: { ...loadValues(r, bare), bareRps: bare ? Math.round(bare.rps) : null, bareCpuMs: bare?.cpuMs ?? null },
      });
    }
  }

  /** As a visitor without cookies is served: repeats come from the page cache (PAGE_CACHE_SECONDS). */
  async anonymous(targets: Target[]) {
    for (const t of targets) {
      const r = await this.client.load(t.host, t.path, {}, this.durationMs, this.serverCpuMs);
      const goal = throughputGoal("page cache", t.kind);
      this.report.add({
        section: "page cache, no cookie",
        measure: t.name,
        figure: loadFigure(r, this.bare),
        goal: goalText(goal),
        ok: meetsGoal(r, this.bare, goal),
        values: loadValues(r, this.bare),
      });
    }
  }

  /** As a shopper with a basket is served: the same cached copy, the cookies ignored (ADR 027). */
  async withBasket(targets: Target[]) {
    for (const t of targets) {
      await this.client.get(t.host, t.path, t.headers); // stores the page when the cache lacks it
      const answer = await this.client.get(t.host, t.path, t.headers);
      const cacheControl = String(answer.headers["cache-control"] ?? "");
      const hit = answer.headers["x-page-cache"] === "hit";
      const setCookie = Boolean(answer.headers["set-cookie"]?.length);
      this.report.add({
        section: "check",
        measure: t.name,
        figure: `${answer.status} · x-page-cache: ${answer.headers["x-page-cache"] ?? "(none)"} · cache-control: ${cacheControl.split(",")[0] || "(none)"} · set-cookie: ${setCookie ? "yes" : "no"}`,
        goal: "200, hit, public…, no set-cookie",
        ok: answer.status === 200 && hit && cacheControl.startsWith("public") && !setCookie,
        values: {
          status: answer.status,
          hit,
          cacheControl,
          setCookie,
          sentCookies: (t.headers?.cookie ?? "").replace(/=[^;]*/g, ""),
        },
      });
      const r = await this.client.load(t.host, t.path, t.headers ?? {}, this.durationMs, this.serverCpuMs);
      const goal = throughputGoal("page cache, basket cookie", t.kind);
      this.report.add({
        section: "page cache, basket cookie",
        measure: t.name,
        figure: loadFigure(r, this.bare),
        goal: goalText(goal),
        ok: meetsGoal(r, this.bare, goal),
        values: loadValues(r, this.bare),
      });
    }
  }
}

/** First-load JS (gzip) and HTML per page; no Leaflet and no payment client code in any first load. */
export async function pageWeights(client: Client, report: Report, targets: Target[]) {
  for (const t of targets) {
    const w = await firstLoad(client, t.host, t.path, t.headers);
    const budget = CATALOGUE_PAGES.includes(t.kind) ? 110 : t.kind === "basket" || t.kind === "checkout" ? 130 : null;
    const extras = [w.leaflet ? "Leaflet" : "", w.payment ? "payment client" : ""].filter(Boolean);
    report.add({
      section: "first load",
      measure: t.name,
      figure: `JS ${kb(w.jsGz)} gz (${w.files} files) · HTML ${kb(w.html)} (${kb(w.htmlGz)} gz)${extras.length ? ` · ${extras.join(" + ")}` : ""}`,
      goal: `${budget ? `JS ≤ ${budget} KB gz, ` : ""}no Leaflet/payment`,
      ok: (!budget || w.jsGz <= budget * 1024) && !w.leaflet && !w.payment,
      values: {
        jsGzBytes: w.jsGz,
        jsBytes: w.js,
        files: w.files,
        htmlBytes: w.html,
        htmlGzBytes: w.htmlGz,
        leaflet: w.leaflet,
        payment: w.payment,
      },
    });
  }
}

/** Two loads of the bare page as one reference: their mean req/s and CPU per request. */
function meanLoad(a: LoadResult, b: LoadResult): LoadResult {
  const mean = (x: number, y: number) => (x + y) / 2;
  return {
    rps: mean(a.rps, b.rps),
    p50: mean(a.p50, b.p50),
    p99: mean(a.p99, b.p99),
    requests: a.requests + b.requests,
    errors: a.errors + b.errors,
    cpuMs: a.cpuMs === null || b.cpuMs === null ? null : mean(a.cpuMs, b.cpuMs),
  };
}
