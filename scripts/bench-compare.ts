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
 * home and list, giftpass-ch's French home), `--rounds` (4) and `--seconds` per load (3). Every request
 * is rendered (`Cache-Control: no-cache`). Not part of `npm test`: timed figures depend on the machine.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { Client } from "./bench/http";
import { type BenchServer, cpuMs, restartServer, startServer, stopServer } from "./bench/server";

const { values: args } = parseArgs({
  options: {
    base: { type: "string" },
    pages: { type: "string", default: "localhost /,localhost /cadeaubonnen/,giftpass-ch.localhost /fr/" },
    rounds: { type: "string", default: "4" },
    seconds: { type: "string", default: "3" },
  },
});
if (!args.base) {
  console.error("usage: npm run bench:compare -- --base <a built checkout> [--pages 'host /path,…'] [--rounds 4]");
  process.exit(2);
}
const baseRoot = path.resolve(args.base);
const pages = args.pages.split(",").map((page) => {
  const [host, pathName = "/"] = page.trim().split(/\s+/);
  return { host, path: pathName };
});
const rounds = Number(args.rounds);
const seconds = Number(args.seconds);
const NO_CACHE = { "cache-control": "no-cache" };

interface Side {
  name: string;
  client: Client;
  server: BenchServer | null;
  totals: Map<string, { cpuMs: number; requests: number; errors: number }>;
}
const sides: Side[] = [
  { name: "base", client: new Client(3340, 8), server: null, totals: new Map() },
  { name: "this build", client: new Client(3341, 8), server: null, totals: new Map() },
];

async function stopAll() {
  for (const side of sides) if (side.server) await stopServer(side.server);
}
process.on("SIGINT", () => void stopAll().finally(() => process.exit(130)));

try {
  for (const side of sides) {
    const root = side.name === "base" ? baseRoot : undefined;
    side.server = await restartServer(side.client, await startServer(side.client, { root }), { root });
  }
  // JIT warm-up of both before anything counts.
  for (const page of pages)
    for (let i = 0; i < 300; i++) for (const side of sides) await side.client.get(page.host, page.path, NO_CACHE);
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        const server = side.server as BenchServer;
        const r = await side.client.load(page.host, page.path, NO_CACHE, seconds * 1000, () => cpuMs(server));
        const key = `${page.host}${page.path}`;
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
  const key = `${page.host}${page.path}`;
  const [base, current] = sides.map((side) => side.totals.get(key) ?? { cpuMs: 0, requests: 1, errors: 0 });
  const [a, b] = [base.cpuMs / base.requests, current.cpuMs / current.requests];
  const errors = base.errors + current.errors ? ` · errors ${base.errors} / ${current.errors}` : "";
  console.log(
    `${key.padEnd(48)} base ${a.toFixed(2)} ms · this build ${b.toFixed(2)} ms · ${((b / a - 1) * 100).toFixed(1)} %${errors}`,
  );
}
