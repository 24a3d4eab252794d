/**
 * `npm run load [-- --out load.json | load.md]`: starts the built server on a throw-away database (as `npm run
 * bench` does) and drives the mixed shopper journey of scripts/load/journey.ts — home, list, product,
 * search, basket, checkout to TestPay, balance check, redeem shop — from LOAD_USERS concurrent shoppers
 * for LOAD_SECONDS after a warm-up. Prints one table: per step and overall the requests, throughput,
 * p50/p95/p99 and errors, and the server's resident memory after the warm-up and at the end, with the
 * goals (docs/benchmarks.md) beside them (0 errors, p99 < 500 ms, no memory growth). Nothing here is a test.
 * LOAD_PROCESSES=2 (with DATABASE_URL, and REDIS_URL if wanted) starts that many app processes on one
 * database and sends every shopper's requests to them in turn, as a load balancer without sticky
 * sessions would: sessions, baskets, limits, form passes and redeem tokens must hold across them.
 * Env: LOAD_PORT (the first process's), LOAD_USERS, LOAD_SECONDS, LOAD_WARMUP (journeys), LOAD_PROCESSES,
 * BENCH_DATABASE.
 */
import { parseArgs } from "node:util";
import { Client, percentile } from "./bench/http";
import { change, mb, pct, Report, refuseUnknownOut, thisCommit } from "./bench/report";
import { type BenchServer, DATABASE, ROOT, residentMemory, startServer, stopServer } from "./bench/server";
import { type Browse, Journey, type Step } from "./load/journey";

type Storefront = { storeId: number; country: string; slugs: { productList: string } };

const { values: args } = parseArgs({ options: { out: { type: "string" } } });
if (args.out) refuseUnknownOut(args.out);
const PORT = Number(process.env.LOAD_PORT ?? 3310);
const USERS = Number(process.env.LOAD_USERS ?? 8);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP = Number(process.env.LOAD_WARMUP ?? 16);
const P99_GOAL_MS = 500;
/** Resident memory may move this much between the end of the warm-up and the end of the run. */
const MEMORY_GROWTH = 0.1;

/** Storefronts and languages the browsing part rotates over (a product of each list found at start). */
const STOREFRONTS = [
  { code: "kadoo-be", host: "localhost", prefix: "/", language: "nl" },
  { code: "giftpass-fr", host: "giftpass-fr.localhost", prefix: "/", language: "fr" },
  { code: "giftpass-ch", host: "giftpass-ch.localhost", prefix: "/fr/", language: "fr" },
  { code: "giftpass-de", host: "giftpass-de.localhost", prefix: "/", language: "de" },
  { code: "choice-uk", host: "choice-uk.localhost", prefix: "/", language: "en" },
];

const PROCESSES = Number(process.env.LOAD_PROCESSES ?? 1);
const clients = Array.from({ length: PROCESSES }, (_, i) => new Client(PORT + i, USERS * 2));
const [client] = clients;
const servers: BenchServer[] = [];

async function cleanUp() {
  for (const server of servers.splice(0)) await stopServer(server);
  for (const c of clients) c.close();
}
process.on("SIGINT", () => void cleanUp().finally(() => process.exit(130)));

/** A product of each storefront's list: the browsing part's pages. */
async function browsePages(): Promise<Browse[]> {
  const pages: Browse[] = [];
  for (const s of STOREFRONTS) {
    const config = (await import(`../tenants/${s.code}.ts`)).default as Storefront;
    const list = `${s.prefix}${config.slugs.productList}/`;
    const html = (await client.get(s.host, list)).body.toString("utf8");
    const slug = new RegExp(`href="${list}([a-z0-9-]+)/"`).exec(html)?.[1];
    if (!slug) throw new Error(`no product on ${s.host}${list}`);
    const userData = { language: s.language, storeID: config.storeId, countryCode: config.country };
    pages.push({ host: s.host, home: s.prefix, list, product: `${list}${slug}/`, userData });
  }
  return pages;
}

let journeys = 0;
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function shopper(pages: Browse[], until: number, steps: Step[]) {
  while (performance.now() < until) {
    const n = journeys++;
    const journey = new Journey(clients, n, address(n + 1));
    await journey.run(pages[n % pages.length]);
    steps.push(...journey.steps);
  }
}

function summary(steps: Step[], seconds: number) {
  const ms = steps.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: steps.length,
    rps: steps.length / seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    errors: steps.filter((s) => s.error).length,
  };
}

async function main() {
  // Each simulated shopper sends its own X-Forwarded-For, as one proxy hop in front of the shop would.
  process.env.TRUST_PROXY = "1";
  process.env.PAYMENT_PROVIDER = "testpay";
  process.env.LOCAL_HOSTS = "true";
  process.env.MAIL_OUTBOX_VIEW = "true";
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : DATABASE;
  const report = new Report({ seconds: SECONDS, concurrency: USERS, database, processes: PROCESSES }, "npm run load");
  if (PROCESSES > 1 && !process.env.DATABASE_URL)
    throw new Error("LOAD_PROCESSES > 1 needs DATABASE_URL: PGlite is one process's");
  // One after the other: the first migrates and seeds a new database (docs/operations.md, "Several processes and the worker").
  for (const c of clients) servers.push(await startServer(c));
  const pages = await browsePages();

  // Warm-up: every storefront's pages rendered and cached, the journey's code paths compiled.
  const warmUp = async () => {
    while (journeys < WARMUP) {
      const n = journeys++;
      await new Journey(clients, n, address(n + 1)).run(pages[n % pages.length]);
    }
  };
  await Promise.all(Array.from({ length: USERS }, warmUp));
  const memory = () => servers.reduce((sum, server) => sum + residentMemory(server), 0);
  const memoryBefore = memory();

  const steps: Step[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: USERS }, () => shopper(pages, started + SECONDS * 1000, steps)));
  const elapsed = (performance.now() - started) / 1000;
  const memoryAfter = memory();

  const all = summary(steps, elapsed);
  const figure = (x: ReturnType<typeof summary>) =>
    `${x.requests} req · ${x.rps.toFixed(1)} req/s · p50 ${x.p50.toFixed(0)} · p95 ${x.p95.toFixed(0)} · p99 ${x.p99.toFixed(0)} ms · ${x.errors} errors`;
  const values = (x: ReturnType<typeof summary>) => ({
    requests: x.requests,
    rps: Number(x.rps.toFixed(1)),
    p50Ms: Math.round(x.p50),
    p95Ms: Math.round(x.p95),
    p99Ms: Math.round(x.p99),
    errors: x.errors,
  });
  const done = steps.filter((s) => s.step === "redeem shop").length;
  report.add({
    section: "journey",
    measure: `all steps (${done} journeys, ${USERS} shoppers, ${PROCESSES} process${PROCESSES > 1 ? "es" : ""}, ${elapsed.toFixed(0)} s)`,
    figure: figure(all),
    goal: `0 errors, p99 < ${P99_GOAL_MS} ms`,
    ok: all.errors === 0 && all.p99 < P99_GOAL_MS,
    values: { ...values(all), journeys: done },
  });
  for (const name of [...new Set(steps.map((s) => s.step))]) {
    const x = summary(
      steps.filter((s) => s.step === name),
      elapsed,
    );
    const statuses = [...new Set(steps.filter((s) => s.step === name && s.error).map((s) => s.status))];
    report.add({
      section: "step",
      measure: name,
      figure: `${figure(x)}${statuses.length ? ` (status ${statuses.join(", ")})` : ""}`,
      goal: "0 errors",
      ok: x.errors === 0,
      values: values(x),
    });
  }
  const growth = change(memoryBefore, memoryAfter);
  report.add({
    section: "memory",
    measure: `resident${PROCESSES > 1 ? " (all processes)" : ""}, after the warm-up → after the run`,
    figure: `${mb(memoryBefore)} → ${mb(memoryAfter)} (${pct(growth)})`,
    goal: `growth < ${MEMORY_GROWTH * 100} %`,
    ok: growth < MEMORY_GROWTH,
    values: { beforeBytes: memoryBefore, afterBytes: memoryAfter },
  });
  console.log(report.table());
  if (args.out) report.write(args.out, thisCommit(ROOT));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
