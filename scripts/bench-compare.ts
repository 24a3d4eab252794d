/**
 * `npm run bench:compare -- --base <folder>`: the server CPU per rendered page of this build against
 * another one, measured side by side — two servers on throw-away databases (BENCH_DATABASE as in the
 * bench), alternating short loads of the same pages, so that a busy spell of the machine weighs on both
 * alike (how ADRs 039–043 measured their changes). The base is another checkout, built:
 *
 *   git worktree add /tmp/base <ref> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   (cd /tmp/base && npm run build) && npm run build && npm run bench:compare -- --base /tmp/base
 *
 * `--pages "localhost /,localhost /cadeaubonnen/"` (host and path, comma-separated; default: kadoo-be's
 * home and list, giftpass-ch's French home), or `--targets "basket,product kadoo-be"`: pages of the bench
 * by the start of their name (`npm run bench`'s rows: discovered products, and the basket, checkout and
 * redeem pages with each server's own shopper session); `--rounds` (4) and `--seconds` per load (3).
 * Every request is rendered (`Cache-Control: no-cache`). Not part of `npm test`: timed figures depend on
 * the machine. Ports: BENCH_PORT (base) and BENCH_PORT + 1 (this build), 3340 and 3341 by default.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { Client } from "./bench/http";
import { type BenchServer, cpuMs, restartServer, startServer, stopServer } from "./bench/server";
import { findTargets } from "./bench/targets";

const { values: args } = parseArgs({
  options: {
    base: { type: "string" },
    pages: { type: "string", default: "localhost /,localhost /cadeaubonnen/,giftpass-ch.localhost /fr/" },
    rounds: { type: "string", default: "4" },
    seconds: { type: "string", default: "3" },
    targets: { type: "string" },
  },
});
if (!args.base) {
  console.error("usage: npm run bench:compare -- --base <a built checkout> [--pages 'host /path,…'] [--rounds 4]");
  process.exit(2);
}
const baseRoot = path.resolve(args.base);
interface Page {
  name: string;
  host: string;
  path: string;
  /** Per side: the session's cookies of a bench target (each server has its own shopper). */
  headers: Record<string, string>[];
}
let pages: Page[] = args.pages.split(",").map((page) => {
  const [host, pathName = "/"] = page.trim().split(/\s+/);
  return { name: `${host}${pathName}`, host, path: pathName, headers: [{}, {}] };
});
const rounds = Number(args.rounds);
const seconds = Number(args.seconds);
const NO_CACHE = { "cache-control": "no-cache" };
const PORT = Number(process.env.BENCH_PORT ?? 3340);

interface Side {
  name: string;
  client: Client;
  server: BenchServer | null;
  totals: Map<string, { cpuMs: number; requests: number; errors: number }>;
}
const sides: Side[] = [
  { name: "base", client: new Client(PORT, 8), server: null, totals: new Map() },
  { name: "this build", client: new Client(PORT + 1, 8), server: null, totals: new Map() },
];

/** The bench's pages named (by the start of their name), found on each server with its own sessions. */
async function benchTargets(names: string[]): Promise<Page[]> {
  const found = await Promise.all(
    sides.map(async (side) => {
      const t = await findTargets(side.client);
      return [...t.pages, ...t.personal];
    }),
  );
  return names.map((name) => {
    const [base, current] = found.map((targets) => targets.find((t) => t.name.startsWith(name)));
    if (!base || !current) throw new Error(`no bench page named ${name}…`);
    return { name: base.name, host: base.host, path: base.path, headers: [base.headers ?? {}, current.headers ?? {}] };
  });
}

async function stopAll() {
  for (const side of sides) if (side.server) await stopServer(side.server);
}
process.on("SIGINT", () => void stopAll().finally(() => process.exit(130)));

try {
  for (const side of sides) {
    const root = side.name === "base" ? baseRoot : undefined;
    side.server = await restartServer(side.client, await startServer(side.client, { root }), { root });
  }
  if (args.targets) pages = await benchTargets(args.targets.split(",").map((name) => name.trim()));
  // JIT warm-up of both before anything counts.
  for (const page of pages)
    for (let i = 0; i < 300; i++)
      for (const [n, side] of sides.entries())
        await side.client.get(page.host, page.path, { ...NO_CACHE, ...page.headers[n] });
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        const server = side.server as BenchServer;
        const headers = { ...NO_CACHE, ...page.headers[sides.indexOf(side)] };
        const r = await side.client.load(page.host, page.path, headers, seconds * 1000, () => cpuMs(server));
        const key = page.name;
        const total = side.totals.get(key) ?? { cpuMs: 0, requests: 0, errors: 0 };
        total.cpuMs += (r.cpuMs ?? 0) * r.requests;
        total.requests += r.requests;
        total.errors += r.errors;
        side.totals.set(key, total);
      }
    }
  }
} finally {
  await stopAll();
}

console.log(`\nserver CPU per rendered page (${rounds} rounds of ${seconds} s, alternating)`);
for (const page of pages) {
  const key = page.name;
  const [base, current] = sides.map((side) => side.totals.get(key) ?? { cpuMs: 0, requests: 1, errors: 0 });
  const [a, b] = [base.cpuMs / base.requests, current.cpuMs / current.requests];
  const errors = base.errors + current.errors ? ` · errors ${base.errors} / ${current.errors}` : "";
  console.log(
    `${key.padEnd(48)} base ${a.toFixed(2)} ms · this build ${b.toFixed(2)} ms · ${((b / a - 1) * 100).toFixed(1)} %${errors}`,
  );
}
