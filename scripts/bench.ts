/**
 * `npm run bench`: one run prints SSR req/s of home, list, category, product, locations, basket, checkout,
 * balance check and redeem shop pages of
 * several storefronts vs a bare Remix page served by the same build (ratio), p50/p99 latency,
 * first-load JS (gzip) and HTML bytes per page (and whether Leaflet is in it), and the latency of
 * search queries (search_v1) over the seeded catalogue.
 * Targets (not asserted): ratio ≥ 0.5, first-load JS ≤ 120 KB gz, no Leaflet in first-load JS.
 * Loopback only, bounded in time.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { redeemTargets } from "./bench-redeem";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 6) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BARE_HOST = "bare.localhost";

interface Target {
  name: string;
  host: string;
  path: string;
  /** Headers of a visitor with a session (basket and checkout pages). */
  headers?: Record<string, string>;
}

const TARGETS: Target[] = [
  { name: "bare Remix page", host: BARE_HOST, path: "/" },
  { name: "home kadoo-be (nl)", host: "localhost", path: "/" },
  { name: "home giftpass-ch (fr)", host: "giftpass-ch.localhost", path: "/fr/" },
  { name: "home choice-uk (en)", host: "choice-uk.localhost", path: "/" },
  { name: "list kadoo-be", host: "localhost", path: "/cadeaubonnen/" },
  { name: "list p2 giftpass-ch (fr)", host: "giftpass-ch.localhost", path: "/fr/cadeaukaarten/2/" },
  {
    name: "list filtered choice-uk",
    host: "choice-uk.localhost",
    path: "/cadeaukaarten/?cb_api_giftcard_types=digital",
  },
  { name: "category giftpass-de", host: "giftpass-de.localhost", path: "/categorie/restaurants/" },
  { name: "balance check kadoo-be", host: "localhost", path: "/saldocheck/" },
];

/** A form post as a browser without JavaScript sends it; returns the response's Set-Cookie. */
function postForm(host: string, pathName: string, form: Record<string, string>, cookie = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: pathName,
        method: "POST",
        agent,
        headers: {
          host: `${host}:${PORT}`,
          "content-type": "application/x-www-form-urlencoded",
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0]));
      },
    );
    req.on("error", reject);
    req.end(new URLSearchParams(form).toString());
  });
}

/** A visitor with a basket (2 cards for 2 receivers) who got to the payment step of kadoo-be. */
async function shopperTargets(): Promise<Target[]> {
  return [...(await checkoutTargets()), ...(await redeemTargets({ port: PORT, agent }))];
}

async function checkoutTargets(): Promise<Target[]> {
  const cookie = await postForm("localhost", "/cadeaubonnen/apple-gift-card/", {
    deliveryType: "digital",
    amount: "25",
    quantity: "1",
    sendTo: "others",
    "receivers[0].name": "Jan",
    "receivers[0].email": "jan@example.be",
    "receivers[0].confirmEmail": "jan@example.be",
    "receivers[1].name": "Els",
    "receivers[1].email": "els@example.be",
    "receivers[1].confirmEmail": "els@example.be",
  });
  if (!cookie) return [];
  await postForm(
    "localhost",
    "/bestellen/",
    {
      intent: "details",
      customerType: "PRIVATE",
      firstName: "An",
      lastName: "Peeters",
      email: "an@example.be",
      phoneCountry: "BE",
      phoneNumber: "0470123456",
    },
    cookie,
  );
  await postForm(
    "localhost",
    "/bestellen/",
    {
      intent: "shipping",
      "billing.countryCode": "BE",
      "billing.postCode": "9000",
      "billing.houseNumber": "1",
      "billing.street": "Veldstraat",
      "billing.city": "Gent",
    },
    cookie,
  );
  return [
    { name: "basket kadoo-be", host: "localhost", path: "/winkelmandje/", headers: { cookie } },
    { name: "checkout (details) kadoo-be", host: "localhost", path: "/bestellen/?step=details", headers: { cookie } },
    { name: "checkout (payment) kadoo-be", host: "localhost", path: "/bestellen/?step=payment", headers: { cookie } },
  ];
}

/** Pages found on the running shop: a product (and its locations) per storefront. */
async function discoverTargets(): Promise<Target[]> {
  const found: Target[] = [];
  for (const [code, host, list] of [
    ["kadoo-be", "localhost", "/cadeaubonnen/"],
    ["choice-uk", "choice-uk.localhost", "/cadeaukaarten/"],
  ] as const) {
    const html = (await get(host, `${list}?cb_api_giftcard_categories=restaurants`)).body.toString("utf8");
    const slugs = [...new Set([...html.matchAll(new RegExp(`href="${list}([a-z0-9-]+)/"`, "g"))].map((m) => m[1]))];
    if (!slugs.length) continue;
    found.push({ name: `product ${code}`, host, path: `${list}${slugs[0]}/` });
    // The first of them with locations gives the locations page (the only page with a map).
    for (const slug of slugs) {
      const pdp = (await get(host, `${list}${slug}/`)).body.toString("utf8");
      if (pdp.includes(`${list}${slug}/locaties/`)) {
        found.push({ name: `locations ${code}`, host, path: `${list}${slug}/locaties/` });
        break;
      }
    }
  }
  return found;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(
  host: string,
  pathName: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: pathName,
        agent,
        headers: { host: `${host}:${PORT}`, "accept-encoding": "identity", ...extra },
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

async function load(host: string, pathName: string, extra: Record<string, string> = {}) {
  for (let i = 0; i < 20; i++) await get(host, pathName, extra); // warm-up
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        const r = await get(host, pathName, extra);
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

async function firstLoad(host: string, pathName: string, headers: Record<string, string> = {}) {
  const { body } = await get(host, pathName, headers);
  const html = body.toString("utf8");
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) urls.add(m[1]);
  let js = 0;
  let jsGz = 0;
  let leaflet = false;
  let payment = false;
  for (const url of urls) {
    const r = await get(host, url);
    js += r.body.length;
    jsGz += gzipSync(r.body, { level: 9 }).length;
    const text = r.body.toString("utf8");
    // Leaflet's source carries its version banner and L.Map; a lazy import() of it is only a file name.
    if (/leaflet-container|L\.Map\b|Leaflet 1\./.test(text)) leaflet = true;
    // The payment provider's client code: the test provider's card-fields listener or Adyen's SDK.
    if (/testpay:card|AdyenCheckout\(|checkoutshopper/.test(text)) payment = true;
  }
  return { files: urls.size, js, jsGz, html: body.length, htmlGz: gzipSync(body).length, leaflet, payment };
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

/** search_v1 latency over the seeded catalogue: distinct terms (no read-cache hits), sequential. */
async function searchLatency() {
  const terms = ["rest", "wellness", "spa", "boek", "reis", "sport", "kind", "cadeau", "bistro", "sushi", "pizza"];
  const words = [...terms, ...terms.map((t) => `${t}a`), ...terms.map((t) => t.slice(0, 3)), "crêpe", "creperie"];
  const query = `query s($userData: UserDataInput!, $inputText: String!) {
    search_v1(userData: $userData, inputText: $inputText) { errors { code } }
  }`;
  const latencies: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const word of words) {
      const body = JSON.stringify({
        query,
        variables: {
          userData: { language: "nl", storeID: 95, countryCode: "BE" },
          inputText: `${word}${round ? ` ${round}` : ""}`,
        },
      });
      const t = performance.now();
      const r = await post("localhost", "/graphql", body);
      latencies.push(performance.now() - t);
      if (r.status !== 200 || r.body.toString().includes('"errors":[{')) {
        console.log(`\nsearch_v1 is not available (${r.status}): skipped`);
        return;
      }
    }
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  console.log(
    `\nsearch_v1 over the seeded catalogue (kadoo-be, ${latencies.length} distinct queries): p50 ${pct(50).toFixed(1)} ms · p95 ${pct(95).toFixed(1)} ms`,
  );
}

function post(host: string, pathName: string, body: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: pathName,
        method: "POST",
        agent,
        headers: { host: `${host}:${PORT}`, "content-type": "application/json", accept: "application/json" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

spawnSync("node", ["scripts/run.mjs", "build-if-needed"], { cwd: root, stdio: "inherit" });
const server = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/lingui-hook.mjs", "server.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: "memory://",
    LOG_LEVEL: "error",
    BENCH_BARE_HOST: BARE_HOST,
    // The redeem pages' card is read from the local outbox.
    MAIL_OUTBOX_VIEW: "true",
  },
  detached: true,
});
try {
  await waitFor(server);
  const targets = [...TARGETS, ...(await discoverTargets()), ...(await shopperTargets())];
  const [bareTarget, ...pageTargets] = targets;
  const bare = await load(bareTarget.host, bareTarget.path);
  const header = "page                        req/s   ratio   p50 ms   p99 ms  errors";
  const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
    `${name.padEnd(26)} ${r.rps.toFixed(0).padStart(6)}   ${(r.rps / bare.rps).toFixed(2).padStart(5)}   ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}  ${r.errors}`;
  // 1. Rendering every request (page cache bypassed with Cache-Control: no-cache).
  console.log(`\nSSR of every request (${CONCURRENCY} connections, ${DURATION_MS / 1000} s each, loopback)`);
  console.log(header);
  console.log(row(bareTarget.name, bare));
  const rendered = [];
  for (const t of pageTargets) {
    const r = await load(t.host, t.path, { "cache-control": "no-cache", ...t.headers });
    rendered.push(r);
    console.log(row(t.name, r));
  }
  // 2. As anonymous visitors are served: the shared page cache (PAGE_CACHE_SECONDS) answers repeats.
  console.log("\nAnonymous visitors (page cache on)");
  console.log(header);
  const served = [];
  for (const t of pageTargets) {
    const r = await load(t.host, t.path, t.headers);
    served.push(r);
    console.log(row(t.name, r));
  }
  const lowest = (list: { rps: number }[]) => (Math.min(...list.map((r) => r.rps)) / bare.rps).toFixed(2);
  console.log(
    `\nLowest page/bare ratio: ${lowest(rendered)} rendering every request, ${lowest(served)} with the page cache (target ≥ 0.5)`,
  );
  console.log("\nPage weight");
  for (const t of targets.slice(1)) {
    const w = await firstLoad(t.host, t.path, t.headers);
    console.log(
      `${t.name.padEnd(26)} first-load JS ${kb(w.jsGz)} gz (${kb(w.js)} raw, ${w.files} files) · HTML ${kb(w.html)} (${kb(w.htmlGz)} gz) · Leaflet: ${w.leaflet ? "YES" : "no"} · payment client: ${w.payment ? "YES" : "no"}`,
    );
  }
  console.log(
    "Targets: first-load JS ≤ 120 KB gz; Leaflet only after the map mounts; the payment provider's client code only on the payment step, after a card is chosen",
  );
  await searchLatency();
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  agent.destroy();
}
