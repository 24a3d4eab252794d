/**
 * The built server as the bench runs it: production mode, a throw-away database, the bare Remix page
 * on its own host, the preview gallery's templates.json on (PREVIEW_TOKEN), its resident memory read
 * from /proc. The database is PGlite in a temporary folder by default (`BENCH_DATABASE=disk`), so the
 * process's memory holds what the app keeps, not every seeded row as `memory://` would (with 330
 * storefronts that is most of the difference); `BENCH_DATABASE=memory` for the in-memory one;
 * `BENCH_DATABASE=postgres` a database of its own on the PostgreSQL server of `BENCH_DATABASE_URL`
 * (created per server, dropped when it stops) — the process then holds the app alone, as in production.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Client } from "./http";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BARE_HOST = "bare.localhost";

export const DATABASE = (["memory", "postgres"] as const).find((d) => d === process.env.BENCH_DATABASE) ?? "disk";
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh PostgreSQL database for one server: its URL, and how to drop it. */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface BenchServer {
  process: ChildProcess;
  /**
   * The JS heap after the latest full garbage collection, in MB, read from V8's `--trace-gc` line
   * (`Mark-Compact 612.3 (655.0) -> 201.7 (640.1) MB`): what the process still holds — a leak or
   * an unbounded cache grows it — unlike resident memory, which follows the heap size V8 chose for
   * the load. Null until the first full collection.
   */
  lastFullGc: { liveMb: number; heapMb: number } | null;
  /**
   * Full collections per V8 isolate, from the same lines: the server's main thread and the module
   * loader's thread (tsx's hooks, which imports the build's lazy chunks) each have one; `lastFullGc`
   * follows the main thread's alone.
   */
  isolates: Map<string, IsolateGcs>;
  /** The PGlite folder (removed when the server stops), or memory://, or the PostgreSQL database's URL. */
  dataDir: string;
  /** Drops the PostgreSQL database (BENCH_DATABASE=postgres). */
  dropDatabase?: () => Promise<void>;
  port: number;
  previewToken: string;
  /** Seconds from spawn until the default storefront's home answered 200 (migrate + seed included). */
  startSeconds: number;
}

/** `root`: another checkout's folder, built (the compare script's base); this one by default. */
export interface ServerOptions {
  tenantsDir?: string;
  timeoutMs?: number;
  root?: string;
}

export async function startServer(client: Client, options: ServerOptions = {}): Promise<BenchServer> {
  const postgres = DATABASE === "postgres" ? await postgresDatabase() : null;
  const dataDir = postgres
    ? postgres.url
    : DATABASE === "memory"
      ? "memory://"
      : mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
  return spawnServer(client, { ...options, dataDir, dropDatabase: postgres?.drop });
}

/**
 * The server stopped and started again on its database, which the first start seeded: a process as
 * production starts it, without the seed's garbage in its heap (V8 keeps the heap it grew for the
 * seed — with 330 storefronts 300 MB against 110 — and gives it back only slowly). Not for
 * `memory://`, which is gone with the process.
 */
export async function restartServer(
  client: Client,
  server: BenchServer,
  options: ServerOptions = {},
): Promise<BenchServer> {
  if (server.dataDir === "memory://") return server;
  await stopProcess(server.process);
  const restarted = await spawnServer(client, {
    ...options,
    dataDir: server.dataDir,
    dropDatabase: server.dropDatabase,
  });
  // The start that counts is the one that migrated and seeded.
  return { ...restarted, startSeconds: server.startSeconds };
}

async function spawnServer(
  client: Client,
  options: ServerOptions & { dataDir: string; dropDatabase?: () => Promise<void> },
): Promise<BenchServer> {
  const previewToken = randomBytes(16).toString("hex");
  const { dataDir } = options;
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      ...profileArgs(),
      "--trace-gc",
      // The server's memory is read after full collections it runs on request (readCollectedMemory).
      "--expose-gc",
      "--trace-gc-ignore-scavenger",
      "--import",
      "tsx",
      "--import",
      "./scripts/lingui-hook.mjs",
      "server.ts",
    ],
    {
      cwd: options.root ?? ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        // Pages are asked for on <code>.localhost (off by default in production).
        LOCAL_HOSTS: "true",
        // Checkout pays with the built-in test provider (production takes it only when told: issue 44).
        PAYMENT_PROVIDER: "testpay",
        PORT: String(client.port),
        HOST: "127.0.0.1",
        ...(dataDir.startsWith("postgres") ? { DATABASE_URL: dataDir } : { DATA_DIR: dataDir }),
        LOG_LEVEL: "error",
        BENCH_BARE_HOST: BARE_HOST,
        PREVIEW_TOKEN: previewToken,
        // The redeem pages' card is read from the local outbox.
        MAIL_OUTBOX_VIEW: "true",
        ...(options.tenantsDir ? { TENANTS_DIR: options.tenantsDir } : {}),
      },
      detached: true,
    },
  );
  const server = {
    process: child,
    dataDir,
    dropDatabase: options.dropDatabase,
    port: client.port,
    previewToken,
    startSeconds: 0,
    lastFullGc: null as BenchServer["lastFullGc"],
    isolates: new Map<string, IsolateGcs>(),
  };
  readFullGcs(child, (gc) => {
    const seen = server.isolates.get(gc.isolate) ?? { lastReduce: null };
    if (gc.reduce) seen.lastReduce = { at: Date.now(), liveMb: gc.liveMb, heapMb: gc.heapMb };
    server.isolates.set(gc.isolate, seen);
    if (seen === mainIsolate(server)) server.lastFullGc = { liveMb: gc.liveMb, heapMb: gc.heapMb };
  });
  try {
    await waitFor(client, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  server.startSeconds = (Date.now() - started) / 1000;
  return server;
}

/** `[pid:0x…isolate]  1234 ms: Mark-Compact (reduce) 612.3 (655.0) -> 201.7 (640.1) MB, …` */
const FULL_GC =
  /\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: Mark-Compact (\(reduce\) )?[\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/;

interface FullGc {
  isolate: string;
  /** A collection of V8's memory reducer: it runs some time after the allocation rate dropped. */
  reduce: boolean;
  liveMb: number;
  heapMb: number;
}

export interface IsolateGcs {
  lastReduce: { at: number; liveMb: number; heapMb: number } | null;
}

/**
 * The server's main thread's isolate. V8 prints each isolate's address: the main thread's is allocated
 * on the process's heap, at a low address (0x3… here), a thread's in that thread's memory arena
 * (0x7f…) — so the lowest address. (Counting collections does not tell them apart: after a fresh start
 * the loader thread may have collected more often than the main thread.)
 */
function mainIsolate(server: Pick<BenchServer, "isolates">): IsolateGcs | null {
  let main: [bigint, IsolateGcs] | null = null;
  for (const [address, gcs] of server.isolates) {
    const at = BigInt(address);
    if (!main || at < main[0]) main = [at, gcs];
  }
  return main?.[1] ?? null;
}

/** Follows the server's `--trace-gc` output (its stdout; a production server logs errors only). */
function readFullGcs(child: ChildProcess, onFullGc: (gc: FullGc) => void) {
  let pending = "";
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (text: string) => {
    const lines = (pending + text).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const gc = FULL_GC.exec(line);
      if (gc) onFullGc({ isolate: gc[1], reduce: Boolean(gc[2]), liveMb: Number(gc[3]), heapMb: Number(gc[4]) });
    }
  });
}

/** `BENCH_CPU_PROFILE=<dir>`: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

async function waitFor(client: Client, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await client.get("localhost", "/")).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/** CPU time of the server's node process so far (user + system, every thread), in ms. */
export function cpuMs(server: BenchServer): number {
  // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks of 10 ms; the name in field 2
  // may hold spaces, so count from its closing parenthesis.
  const fields = readFileSync(`/proc/${server.process.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of the server's node process (VmRSS), in bytes. */
export function residentMemory(server: BenchServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${server.process.pid}`);
  return Number(kb) * 1024;
}

export interface SettledMemory {
  /** VmRSS in bytes. */
  rss: number;
  /** Seconds from the call until the main thread's memory reducer ran (or the timeout). */
  seconds: number;
  /** Whether the memory reducer ran within the timeout. */
  settled: boolean;
  /** The main thread's JS heap after that collection (MB). */
  liveHeapMb: number | null;
}

/**
 * Resident memory once the server, idle after a load, has given back what the load's garbage took.
 * Right after a load, resident memory is the heap size V8 chose for the load's allocation rate plus
 * garbage not yet collected: measured here 430 MB right after the 33-storefront probe and 240 MB once
 * settled, 565 and 266 MB with 330 storefronts. V8's memory reducer runs full collections ("Mark-Compact (reduce)") some time
 * after the allocation rate drops (40 to 75 s measured here) and the heap, then resident memory,
 * shrink: this waits for the main thread's (up to `timeoutMs`), then reads VmRSS.
 */
export async function settledMemory(server: BenchServer, timeoutMs = 150_000): Promise<SettledMemory> {
  const since = Date.now();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  while (Date.now() - since < timeoutMs) {
    await sleep(1000);
    const reduced = mainIsolate(server)?.lastReduce;
    if (reduced && reduced.at > since) {
      // The reducer runs two or three collections in a row; the memory goes back to the system after.
      await sleep(3000);
      const last = mainIsolate(server)?.lastReduce ?? reduced;
      const seconds = (reduced.at - since) / 1000;
      return { rss: residentMemory(server), seconds, settled: true, liveHeapMb: last.liveMb };
    }
  }
  return { rss: residentMemory(server), seconds: timeoutMs / 1000, settled: false, liveHeapMb: null };
}

/**
 * The server's memory after two full collections it runs on request (GET /__memory on the bare page's
 * host, app/server/bench-bare.server.tsx): what it holds, whenever V8 would have collected (MB).
 */
export async function readCollectedMemory(
  client: Client,
): Promise<{ rss: number; heapUsedMb: number; heapTotalMb: number; externalMb: number } | null> {
  const answer = await client.get(BARE_HOST, "/__memory");
  if (answer.status !== 200) return null;
  const memory = JSON.parse(answer.body.toString("utf8")) as Record<
    "rss" | "heapUsed" | "heapTotal" | "external",
    number
  >;
  const megabytes = (bytes: number) => bytes / 2 ** 20;
  return {
    rss: memory.rss,
    heapUsedMb: megabytes(memory.heapUsed),
    heapTotalMb: megabytes(memory.heapTotal),
    externalMb: megabytes(memory.external),
  };
}

/** Stops the server's process group (the spawned node process and anything it started), removes its data. */
export async function stopServer(server: Pick<BenchServer, "process" | "dataDir" | "dropDatabase">): Promise<void> {
  await stopProcess(server.process);
  await server.dropDatabase?.();
  if (server.dataDir.startsWith(path.join(os.tmpdir(), "bench-pglite-")))
    rmSync(server.dataDir, { recursive: true, force: true });
}

function stopProcess(child: ChildProcess): Promise<void> {
  const { pid } = child;
  if (!pid || child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return Promise.resolve();
  }
  const timeout = new Promise<void>((resolve) =>
    setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {}
      resolve();
    }, 10_000),
  );
  return Promise.race([exited, timeout]);
}

export interface TemplatesJson {
  storefronts: { code: string; language: string; templates: { kind: string; url: string }[] }[];
}

/** The key templates of every storefront × language on the running shop (preview gallery, ADR 022). */
export async function loadTemplates(client: Client, server: BenchServer): Promise<TemplatesJson> {
  const answer = await client.get("localhost", `/_preview/templates.json?token=${server.previewToken}`);
  if (answer.status !== 200) throw new Error(`/_preview/templates.json answered ${answer.status}`);
  return JSON.parse(answer.body.toString("utf8")) as TemplatesJson;
}

/** A template's absolute local URL as the client's host + path. */
export function hostAndPath(url: string): { host: string; path: string } {
  const u = new URL(url);
  return { host: u.hostname, path: `${u.pathname}${u.search}` };
}
