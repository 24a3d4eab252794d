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
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch, openTab, VIEWPORTS, type Viewport } from "./previews/browser";
import { type Comparer, comparer, percent } from "./previews/compare";
import { galleryHtml, type ShotEntry, sortShots } from "./previews/gallery-html";
import { type StartedServer, startServer } from "./previews/server";
import { loadTemplates, type TemplatesJson } from "./previews/templates";

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

/**
 * A tab takes a storefront at a time (split when there are fewer storefronts than tabs), largest first
 * so that no tab is left with a big one at the end, in a context of its own: the storefront's scripts
 * and images come from the cache after its first page.
 */
function batches(tasks: Task[], tabs: number): Task[][] {
  const most = Math.ceil(tasks.length / tabs);
  const byCode = new Map<string, Task[]>();
  for (const task of tasks) byCode.set(task.code, [...(byCode.get(task.code) ?? []), task]);
  const groups: Task[][] = [];
  for (const all of byCode.values()) {
    // Mobile shots first, then desktop: resizing the tab relays out the page still in it.
    const list = [...all.filter((t) => t.viewport === "mobile"), ...all.filter((t) => t.viewport !== "mobile")];
    const size = Math.ceil(list.length / Math.ceil(list.length / most));
    for (let i = 0; i < list.length; i += size) groups.push(list.slice(i, i + size));
  }
  return groups.sort((a, b) => b.length - a.length);
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
  try {
    await run(baseUrl, token, started);
  } finally {
    await server?.stop();
  }
}

/** Writes the shot, compares it with the one it replaces and keeps that one and the diff when it changed. */
async function save(compare: Comparer, task: Task, png: Buffer): Promise<ShotEntry> {
  const target = path.join(out, task.file);
  const previous = existsSync(target) ? readFileSync(target) : null;
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, png);
  const comparison = await compare.compare(previous, png);
  const entry: ShotEntry = { ...task, changed: comparison.changed, at: new Date().toISOString() };
  const keep = (folder: "previous" | "diff", data: Buffer) => {
    const file = path.join(out, folder, task.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    entry[folder] = `${folder}/${task.file}`;
  };
  if (previous && comparison.changed) keep("previous", previous);
  if (comparison.diff) keep("diff", comparison.diff);
  return entry;
}

async function run(baseUrl: string, token: string | undefined, started: number) {
  const data = await loadTemplates(baseUrl, token);
  const tasks = tasksOf(data);
  const browser = await launch(data.storefronts.flatMap((s) => s.templates.map((t) => new URL(t.url).hostname)));
  const compare = comparer();
  try {
    mkdirSync(out, { recursive: true });
    // previous/ and diff/ describe the last comparison only.
    for (const dir of ["previous", "diff"]) rmSync(path.join(out, dir), { recursive: true, force: true });
    const manifestFile = path.join(out, "manifest.json");
    const kept: Record<string, ShotEntry> = existsSync(manifestFile)
      ? Object.fromEntries((JSON.parse(readFileSync(manifestFile, "utf8")) as ShotEntry[]).map((s) => [s.file, s]))
      : {};
    console.log(`${tasks.length} shots (${tabs} tabs)`);
    const shooting = Date.now();
    const tick = progress(tasks.length);
    const results: ShotEntry[] = [];
    const failures: string[] = [];
    const saved: Promise<void>[] = [];
    const groups = batches(tasks, tabs);
    const work = async () => {
      for (let group = groups.shift(); group; group = groups.shift()) {
        let tab = await openTab(browser);
        for (const task of group) {
          try {
            const png = await tab.shoot(task.url, task.viewport);
            saved.push(
              save(compare, task, png).then(
                (entry) => void results.push(entry),
                (error) => void failures.push(`${task.file}: ${(error as Error).message}`),
              ),
            );
          } catch (error) {
            failures.push(`${task.file}: ${(error as Error).message.split("\n")[0]}`);
            // A page that failed (a crash, a timeout) does not take the next ones with it.
            await tab.close().catch(() => {});
            tab = await openTab(browser);
          }
          tick(task.file);
          // When every shot changed, comparing takes longer than shooting: hold the tabs back rather
          // than queueing hundreds of full-page images in memory.
          await compare.backlogBelow(2 * tabs);
        }
        await tab.close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(tabs, groups.length) }, work));
    await Promise.all(saved);
    const perShot = (Date.now() - shooting) / 1000 / Math.max(1, results.length);

    for (const entry of results) kept[entry.file] = entry;
    const all = sortShots(Object.values(kept));
    const changed = results.filter((r) => (r.changed ?? 0) > 0);
    const fresh = results.filter((r) => r.changed === null);
    const took = duration(Date.now() - started);
    const summary = `${results.length} shots in ${took} (${perShot.toFixed(2)} s a shot): ${changed.length} changed, ${
      fresh.length
    } new, ${results.length - changed.length - fresh.length} unchanged (0 % changed pixels)${
      failures.length ? `, ${failures.length} failed` : ""
    }.`;
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
    await compare.close();
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
