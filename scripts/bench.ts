/**
 * `npm run bench`: one run prints home-page SSR req/s for 3 storefronts vs a bare Remix page served
 * by the same build (ratio), p50/p99 latency, first-load JS (gzip) and HTML bytes of the home page.
 * Targets (not asserted): ratio ≥ 0.5, first-load JS ≤ 120 KB gz. Loopback only, bounded in time.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 6) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BARE_HOST = "bare.localhost";

const TARGETS = [
  { name: "bare Remix page", host: BARE_HOST, path: "/" },
  { name: "home kadoo-be (nl)", host: "localhost", path: "/" },
  { name: "home giftpass-ch (fr)", host: "giftpass-ch.localhost", path: "/fr/" },
  { name: "home choice-uk (en)", host: "choice-uk.localhost", path: "/" },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(host: string, pathName: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: pathName,
        agent,
        headers: { host: `${host}:${PORT}`, "accept-encoding": "identity" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
    req.end();
  });
}

async function load(host: string, pathName: string) {
  for (let i = 0; i < 20; i++) await get(host, pathName); // warm-up
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        const r = await get(host, pathName);
        if (r.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), errors };
}

async function firstLoad(host: string, pathName: string) {
  const { body } = await get(host, pathName);
  const html = body.toString("utf8");
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) urls.add(m[1]);
  let js = 0;
  let jsGz = 0;
  for (const url of urls) {
    const r = await get(host, url);
    js += r.body.length;
    jsGz += gzipSync(r.body, { level: 9 }).length;
  }
  return { files: urls.size, js, jsGz, html: body.length, htmlGz: gzipSync(body).length };
}

async function waitFor(server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("server exited");
    try {
      if ((await get("localhost", "/")).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

spawnSync("node", ["scripts/run.mjs", "build-if-needed"], { cwd: root, stdio: "inherit" });
const server = spawn("npx", ["--no-install", "tsx", "server.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: "memory://",
    LOG_LEVEL: "error",
    BENCH_BARE_HOST: BARE_HOST,
  },
  detached: true,
});
try {
  await waitFor(server);
  console.log(`\nSSR throughput (${CONCURRENCY} connections, ${DURATION_MS / 1000} s each, loopback)`);
  const results = [];
  for (const t of TARGETS) {
    const r = await load(t.host, t.path);
    results.push({ ...t, ...r });
  }
  const bare = results[0].rps;
  console.log("page                        req/s   ratio   p50 ms   p99 ms  errors");
  for (const r of results) {
    console.log(
      `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(6)}   ${(r.rps / bare).toFixed(2).padStart(5)}   ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}  ${r.errors}`,
    );
  }
  const homes = results.slice(1);
  const ratio = Math.min(...homes.map((r) => r.rps)) / bare;
  console.log(`\nLowest home/bare ratio: ${ratio.toFixed(2)} (target ≥ 0.5)`);
  console.log("\nHome page weight");
  for (const t of TARGETS.slice(1)) {
    const w = await firstLoad(t.host, t.path);
    console.log(
      `${t.name.padEnd(26)} first-load JS ${kb(w.jsGz)} gz (${kb(w.js)} raw, ${w.files} files) · HTML ${kb(w.html)} (${kb(w.htmlGz)} gz)`,
    );
  }
  console.log("Target: first-load JS ≤ 120 KB gz");
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  agent.destroy();
}
