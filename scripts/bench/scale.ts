/**
 * What a storefront more costs: the same probe on a server with the shipped storefronts and on one
 * with many more (copies of giftpass-ch, scripts/bench/many-tenants.ts). Resident memory after start,
 * every storefront × language's home rendered once, then giftpass-ch's French home rendered for a
 * warm-up load, its HTML size and a balance check's (its card form's rules must not grow with the
 * storefronts), and memory after that: right after the load, once
 * the idle server has given the load's garbage back (settledMemory), and — the figure judged — the JS
 * heap after full collections the server runs on request, after start and once the probe's cached
 * answers are past their time (ADR 049). The per-request cost (req/s, p50, server CPU) is measured with
 * both servers up, in alternating loads (`alternatingLoads`).
 */
import type { Client, LoadResult } from "./http";
import {
  type BenchServer,
  cpuMs,
  hostAndPath,
  loadTemplates,
  readCollectedMemory,
  residentMemory,
  type SettledMemory,
  settledMemory,
} from "./server";

export const SCALE_HOME = { host: "giftpass-ch.localhost", path: "/fr/" };
/** A page with a card form: what it checks a card against must not grow with the storefronts. */
export const SCALE_CARD_CHECK = { host: "giftpass-ch.localhost", path: "/fr/saldocheck/" };

type CollectedMemory = Awaited<ReturnType<typeof readCollectedMemory>>;

export interface ScaleFigures {
  storefronts: number;
  homes: number;
  startSeconds: number;
  rssStart: number;
  rssLoaded: number;
  /** After the load, once V8's memory reducer ran: what the process keeps. */
  settled: SettledMemory;
  /** After start, after full collections: what the storefronts themselves cost (their configs). */
  collectedStart: CollectedMemory;
  /** Once the probe's cached answers are past their time (CACHES_EXPIRED_MS), after full collections. */
  expired: CollectedMemory;
  homeBytes: number;
  /** The balance check's HTML (SCALE_CARD_CHECK), rendered. */
  cardCheckBytes: number;
  errors: number;
  /** The JS heap after the latest full garbage collection (MB): what the process holds. */
  liveHeapMb: number | null;
  /** The size V8 kept for the heap at that collection (MB): resident memory follows it. */
  heapMb: number | null;
}

const WARM_UP_MS = 3000;
/**
 * Rounds of the home's load on each server, alternating, so that a busier spell of the machine weighs
 * on both alike (measured one server after the other, minutes apart, the 330-storefront server once
 * came out 26 % dearer). The figure per server is its median round by server CPU per request.
 */
const HOME_ROUNDS = 5;

/** One server of the comparison: its client and process. */
export interface ScaleSide {
  client: Client;
  server: BenchServer;
}

/**
 * The home's per-request cost on each server (both up, each swept and warmed by `scaleProbe`): loads
 * taking turns, a warm-up load each first; per server, its median round by server CPU per request.
 */
export async function alternatingLoads(sides: ScaleSide[], durationMs: number): Promise<LoadResult[]> {
  const rendered = { "cache-control": "no-cache" };
  for (const { client } of sides) await client.load(SCALE_HOME.host, SCALE_HOME.path, rendered, WARM_UP_MS);
  const rounds: LoadResult[][] = sides.map(() => []);
  for (let round = 0; round < HOME_ROUNDS; round++)
    for (const [i, { client, server }] of sides.entries())
      rounds[i].push(await client.load(SCALE_HOME.host, SCALE_HOME.path, rendered, durationMs, () => cpuMs(server)));
  return rounds.map(middleLoad);
}

/**
 * How long the probe's cached answers live at most: the read cache's 60 s plus its prune every 30 s,
 * and a margin. Memory read before that holds the probe's answers on one server and not on the other,
 * by the chance of when the reducer ran (83 vs 39 s in one run).
 */
export const CACHES_EXPIRED_MS = 95_000;

/**
 * `load`: what runs between the sweep and the memory readings after it — the warm-up load by default;
 * the many-storefront server's probe runs the alternating loads there, on the heap the sweep left,
 * before the readings' full collections and V8's memory reducer shrink it.
 */
export async function scaleProbe(
  client: Client,
  server: BenchServer,
  load: () => Promise<unknown> = () =>
    client.load(SCALE_HOME.host, SCALE_HOME.path, { "cache-control": "no-cache" }, WARM_UP_MS),
): Promise<ScaleFigures> {
  const rssStart = residentMemory(server);
  const collectedStart = await readCollectedMemory(client);
  const templates = await loadTemplates(client, server);
  const homes = templates.storefronts.flatMap((s) =>
    s.templates
      .filter((t) => t.kind === "home")
      .map((t) => ({ ...hostAndPath(t.url), headers: { "cache-control": "no-cache" } })),
  );
  const errors = await client.sweep(homes);
  const rendered = { "cache-control": "no-cache" };
  // Warmed as Throughput's loads are: the sweep renders each home once, the small server's 40 homes
  // too few for the JIT (its figure was 20–40 % above the large server's, which had rendered 931).
  await load();
  const page = await client.get(SCALE_HOME.host, SCALE_HOME.path, rendered);
  const cardCheck = await client.get(SCALE_CARD_CHECK.host, SCALE_CARD_CHECK.path, rendered);
  const rssLoaded = residentMemory(server);
  const heap = server.lastFullGc;
  const settled = await settledMemory(server);
  await new Promise((resolve) => setTimeout(resolve, CACHES_EXPIRED_MS));
  const expired = await readCollectedMemory(client);
  return {
    storefronts: new Set(templates.storefronts.map((s) => s.code)).size,
    homes: homes.length,
    startSeconds: server.startSeconds,
    rssStart,
    rssLoaded,
    settled,
    collectedStart,
    expired,
    homeBytes: page.body.length,
    cardCheckBytes: cardCheck.body.length,
    errors: errors + (cardCheck.status === 200 ? 0 : 1),
    liveHeapMb: heap?.liveMb ?? null,
    heapMb: heap?.heapMb ?? null,
  };
}

/** The load in the middle by server CPU per request (by req/s where CPU was not read). */
function middleLoad(loads: LoadResult[]): LoadResult {
  const cost = (l: LoadResult) => l.cpuMs ?? 1 / l.rps;
  const sorted = [...loads].sort((a, b) => cost(a) - cost(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
