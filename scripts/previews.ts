/**
 * `npm run previews -- --out <folder> [--only <storefront>[,<template>…]] [--base-url <url>] [--tabs <n>]`
 *
 * Screenshots of every storefront × language × key template (the preview gallery's templates.json,
 * app/preview/key-templates.server.ts) at 375 px (mobile) and 1440 px (desktop), in parallel tabs of
 * one Chromium, into a static gallery (<out>/index.html + PNGs). Each shot is compared with the one
 * the previous run left in the same folder: the share of changed pixels, changed shots first. Without
 * --base-url it starts the production build itself on a free port with a throw-away database.
 * --base-url uses a running shop; PREVIEW_TOKEN is then sent when set (production needs it). ADR 022.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type BrowserContext, chromium } from "@playwright/test";
import { compareShots, percent } from "./previews/compare";
import { galleryHtml, type ShotEntry, sortShots } from "./previews/gallery-html";
import { type StartedServer, startServer } from "./previews/server";

const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

interface TemplatesJson {
  storefronts: { code: string; language: string; templates: { kind: string; url: string }[] }[];
}
interface Task {
  code: string;
  language: string;
  template: string;
  url: string;
  viewport: Viewport;
  file: string;
}

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    out: { type: "string" },
    only: { type: "string" },
    "base-url": { type: "string" },
    tabs: { type: "string", default: "4" },
  },
});
if (!values.out) {
  console.error("Usage: npm run previews -- --out <folder> [--only <storefront>[,<template>…]] [--base-url <url>]");
  process.exit(2);
}
const out = path.resolve(values.out);
const tabs = Math.max(1, Number(values.tabs) || 4);
const [onlyCode, ...onlyTemplates] = (values.only ?? "").split(",").filter(Boolean);

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

/** A progress bar with ETA on a terminal; a line per tenth otherwise (CI logs). */
function progress(total: number) {
  const started = Date.now();
  let done = 0;
  let lastTenth = -1;
  return (label: string) => {
    done += 1;
    const elapsed = Date.now() - started;
    const eta = done < total ? duration((elapsed / done) * (total - done)) : "0 s";
    const share = done / total;
    if (process.stdout.isTTY) {
      const width = 30;
      const bar = "█".repeat(Math.round(share * width)).padEnd(width, "░");
      process.stdout.write(`\r${bar} ${done}/${total} ${Math.round(share * 100)} % ETA ${eta}  ${label}`.padEnd(110));
      if (done === total) process.stdout.write("\n");
    } else if (Math.floor(share * 10) !== lastTenth || done === total) {
      lastTenth = Math.floor(share * 10);
      console.log(`${done}/${total} (${Math.round(share * 100)} %) ETA ${eta}`);
    }
  };
}

async function loadTemplates(baseUrl: string, token: string | undefined): Promise<TemplatesJson> {
  const url = new URL("/_preview/templates.json", baseUrl);
  if (token) url.searchParams.set("token", token);
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(
      `${url.origin}/_preview/templates.json answered ${response.status}: is preview on (PREVIEW_TOKEN)?`,
    );
  }
  return (await response.json()) as TemplatesJson;
}

function tasksOf(data: TemplatesJson): Task[] {
  const tasks: Task[] = [];
  const codes = new Set(data.storefronts.map((s) => s.code));
  if (onlyCode && !codes.has(onlyCode)) throw new Error(`--only: no storefront '${onlyCode}'`);
  for (const entry of data.storefronts) {
    if (onlyCode && entry.code !== onlyCode) continue;
    for (const t of entry.templates) {
      if (onlyTemplates.length && !onlyTemplates.includes(t.kind)) continue;
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        const file = `${entry.code}/${entry.language}/${t.kind}-${viewport}.png`;
        tasks.push({ code: entry.code, language: entry.language, template: t.kind, url: t.url, viewport, file });
      }
    }
  }
  if (tasks.length === 0) throw new Error(`--only ${values.only}: no template matches`);
  return tasks;
}

/** Same page, same pixels: a frozen clock (rotating selling points, the year), no motion, no outside hosts. */
async function newContext(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  viewport: Viewport,
  hosts: Set<string>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
  // Installed and paused: page timers (rotating selling points) never fire, Date is one fixed moment.
  await context.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await context.clock.pauseAt(new Date("2026-06-01T10:00:01Z"));
  await context.route("**/*", (route) =>
    hosts.has(new URL(route.request().url()).host) ? route.continue() : route.abort(),
  );
  return context;
}

async function shoot(context: BrowserContext, task: Task): Promise<Buffer> {
  const page = await context.newPage();
  try {
    await page.goto(task.url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  } finally {
    await page.close();
  }
}

async function main() {
  const started = Date.now();
  let server: StartedServer | undefined;
  let baseUrl = values["base-url"];
  let token = process.env.PREVIEW_TOKEN;
  if (!baseUrl) {
    process.stdout.write("Starting the shop (production build, throw-away database)… ");
    server = await startServer(root);
    baseUrl = server.baseUrl;
    token = server.token;
    console.log(`${baseUrl} in ${duration(Date.now() - started)}`);
  }
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    // Tabs in the background must paint like the one in front (full-page shots of every tab).
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--hide-scrollbars",
      "--disable-renderer-backgrounding",
      "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
    ],
  });
  try {
    const data = await loadTemplates(baseUrl, token);
    const tasks = tasksOf(data);
    const hosts = new Set(data.storefronts.flatMap((s) => s.templates.map((t) => new URL(t.url).host)));
    mkdirSync(out, { recursive: true });
    // previous/ and diff/ describe the last comparison only.
    for (const dir of ["previous", "diff"]) rmSync(path.join(out, dir), { recursive: true, force: true });
    const manifestFile = path.join(out, "manifest.json");
    const kept: Record<string, ShotEntry> = existsSync(manifestFile)
      ? Object.fromEntries((JSON.parse(readFileSync(manifestFile, "utf8")) as ShotEntry[]).map((s) => [s.file, s]))
      : {};
    console.log(`${tasks.length} shots (${tabs} tabs)`);
    const tick = progress(tasks.length);
    const results: ShotEntry[] = [];
    const failures: string[] = [];
    let next = 0;
    // Each tab has a context (window) of its own per viewport.
    const worker = async () => {
      const contexts = {
        mobile: await newContext(browser, "mobile", hosts),
        desktop: await newContext(browser, "desktop", hosts),
      };
      while (next < tasks.length) {
        const task = tasks[next++];
        try {
          const png = await shoot(contexts[task.viewport], task);
          const target = path.join(out, task.file);
          mkdirSync(path.dirname(target), { recursive: true });
          const comparison = compareShots(existsSync(target) ? target : null, png);
          const entry: ShotEntry = { ...task, changed: comparison.changed, at: new Date().toISOString() };
          if (comparison.changed) {
            entry.previous = `previous/${task.file}`;
            mkdirSync(path.dirname(path.join(out, entry.previous)), { recursive: true });
            copyFileSync(target, path.join(out, entry.previous));
          }
          if (comparison.diff) {
            entry.diff = `diff/${task.file}`;
            mkdirSync(path.dirname(path.join(out, entry.diff)), { recursive: true });
            writeFileSync(path.join(out, entry.diff), comparison.diff);
          }
          writeFileSync(target, png);
          results.push(entry);
        } catch (error) {
          failures.push(`${task.file}: ${(error as Error).message.split("\n")[0]}`);
        }
        tick(task.file);
      }
      await Promise.all([contexts.mobile.close(), contexts.desktop.close()]);
    };
    await Promise.all(Array.from({ length: Math.min(tabs, tasks.length) }, worker));

    for (const entry of results) kept[entry.file] = entry;
    const all = sortShots(Object.values(kept));
    const changed = results.filter((r) => (r.changed ?? 0) > 0);
    const fresh = results.filter((r) => r.changed === null);
    const took = duration(Date.now() - started);
    const summary = `${results.length} shots in ${took}: ${changed.length} changed, ${fresh.length} new, ${
      results.length - changed.length - fresh.length
    } unchanged (0 % changed pixels)${failures.length ? `, ${failures.length} failed` : ""}.`;
    writeFileSync(manifestFile, `${JSON.stringify(all, null, 2)}\n`);
    writeFileSync(path.join(out, "index.html"), galleryHtml(all, summary));
    console.log(summary);
    for (const shot of sortShots(changed).slice(0, 20))
      console.log(`  changed ${percent(shot.changed ?? 0)}  ${shot.file}`);
    if (changed.length > 20) console.log(`  … and ${changed.length - 20} more (index.html lists them all)`);
    for (const failure of failures) console.error(`  failed  ${failure}`);
    console.log(`Gallery: ${path.join(out, "index.html")}`);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
