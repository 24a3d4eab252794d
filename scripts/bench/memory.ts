/**
 * The server's resident memory under a mixed load: every storefront × language's home, list,
 * product, category and content page (the preview gallery's key templates, ADR 022), in a shuffled
 * order, most as visitors get them (page cache) and every RENDER_EVERY-th rendered (`no-cache`).
 * Memory that still grows after a warm-up is a leak or an unbounded cache.
 */
import type { Client } from "./http";
import { type BenchServer, hostAndPath, loadTemplates, residentMemory } from "./server";

const KINDS = ["home", "list", "product", "category", "content"];
const RENDER_EVERY = 10;

export interface MemoryFigures {
  urls: number;
  /** How many of the rounds were the warm-up (until resident memory levelled off). */
  warmUpRounds: number;
  rounds: {
    requests: number;
    seconds: number;
    errors: number;
    rss: number;
    /** The JS heap after the round's last full garbage collection (MB), if one ran. */
    liveHeapMb: number | null;
  }[];
}

/** The mixed request list: `count` requests over the templates, in a fixed pseudo-random order. */
export function mixedRequests(urls: { host: string; path: string }[], count: number) {
  let seed = 17;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, i) => {
    const target = urls[Math.floor(random() * urls.length)];
    return i % RENDER_EVERY === 0 ? { ...target, headers: { "cache-control": "no-cache" } } : target;
  });
}

/**
 * The warm-up: at least `min` rounds, then until a round's resident memory is within `settled` of the
 * round's before (V8 sizes its heap to the load's allocation rate: the end of two rounds was 690–720 MB
 * in most runs, and 516 MB in one whose next rounds then grew it to 622 — a heap still being sized, the
 * JS heap after full collections flat at 64 MB), at most `max` rounds.
 */
export interface WarmUp {
  min: number;
  max: number;
  settled: number;
}

export async function memoryUnderLoad(
  client: Client,
  server: BenchServer,
  requestsPerRound: number,
  warmUp: WarmUp,
  measuredRounds: number,
): Promise<MemoryFigures> {
  const templates = await loadTemplates(client, server);
  const urls = templates.storefronts.flatMap((s) =>
    s.templates.filter((t) => KINDS.includes(t.kind)).map((t) => hostAndPath(t.url)),
  );
  const figures: MemoryFigures = { urls: urls.length, warmUpRounds: 0, rounds: [] };
  const round = async () => {
    const started = performance.now();
    const errors = await client.sweep(mixedRequests(urls, requestsPerRound));
    figures.rounds.push({
      requests: requestsPerRound,
      seconds: (performance.now() - started) / 1000,
      errors,
      rss: residentMemory(server),
      liveHeapMb: server.lastFullGc?.liveMb ?? null,
    });
  };
  const levelledOff = () => {
    const [before, last] = figures.rounds.slice(-2).map((r) => r.rss);
    return Math.abs(last - before) <= before * warmUp.settled;
  };
  while (figures.rounds.length < warmUp.max) {
    await round();
    if (figures.rounds.length >= warmUp.min && levelledOff()) break;
  }
  figures.warmUpRounds = figures.rounds.length;
  for (let i = 0; i < measuredRounds; i++) await round();
  return figures;
}

export const RENDERED_SHARE = `1 in ${RENDER_EVERY} rendered`;
