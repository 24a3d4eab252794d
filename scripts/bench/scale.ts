/**
 * What a storefront more costs: the same probe on a server with the shipped storefronts and on one
 * with many more (copies of giftpass-ch, scripts/bench/many-tenants.ts). Resident memory after start,
 * every storefront × language's home rendered once, then giftpass-ch's French home rendered for the
 * load's duration (req/s and p50: the per-request cost), its HTML size and a balance check's (its card
 * form's rules must not grow with the storefronts), and memory after that: right
 * after the load, and once the idle server has given the load's garbage back (settledMemory).
 */
import type { Client, LoadResult } from "./http";
import {
  type BenchServer,
  cpuMs,
  hostAndPath,
  loadTemplates,
  residentMemory,
  type SettledMemory,
  settledMemory,
} from "./server";

export const SCALE_HOME = { host: "giftpass-ch.localhost", path: "/fr/" };
/** A page with a card form: what it checks a card against must not grow with the storefronts. */
export const SCALE_CARD_CHECK = { host: "giftpass-ch.localhost", path: "/fr/saldocheck/" };

export interface ScaleFigures {
  storefronts: number;
  homes: number;
  startSeconds: number;
  rssStart: number;
  rssLoaded: number;
  /** After the load, once V8's memory reducer ran: what the process keeps. */
  settled: SettledMemory;
  home: LoadResult;
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

export async function scaleProbe(client: Client, server: BenchServer, durationMs: number): Promise<ScaleFigures> {
  const rssStart = residentMemory(server);
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
  await client.load(SCALE_HOME.host, SCALE_HOME.path, rendered, WARM_UP_MS);
  const home = await client.load(SCALE_HOME.host, SCALE_HOME.path, rendered, durationMs, () => cpuMs(server));
  const page = await client.get(SCALE_HOME.host, SCALE_HOME.path, rendered);
  const cardCheck = await client.get(SCALE_CARD_CHECK.host, SCALE_CARD_CHECK.path, rendered);
  const rssLoaded = residentMemory(server);
  const heap = server.lastFullGc;
  const settled = await settledMemory(server);
  return {
    storefronts: new Set(templates.storefronts.map((s) => s.code)).size,
    homes: homes.length,
    startSeconds: server.startSeconds,
    rssStart,
    rssLoaded,
    settled,
    home,
    homeBytes: page.body.length,
    cardCheckBytes: cardCheck.body.length,
    errors: errors + home.errors + (cardCheck.status === 200 ? 0 : 1),
    liveHeapMb: heap?.liveMb ?? null,
    heapMb: heap?.heapMb ?? null,
  };
}
