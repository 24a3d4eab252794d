/**
 * The runtime import graph between app/'s folders (type-only imports do not count: they vanish at
 * build time). `npm run deps` prints it with any cycle; tests/gates.test.ts fails on a cycle, so the
 * layering described in docs/architecture.md stays true.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The node a file belongs to: its top folder under app/, or the file itself at app/'s top. */
export function unitOf(file: string): string {
  const rel = path.relative(appDir, file).split(path.sep);
  return rel.length === 1 ? rel[0].replace(/\.(ts|tsx)$/, "") : rel[0];
}

const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)(\.\w+)?/g;

/** Specifiers of runtime imports in one file (`import type`, and braces holding only `type` names, skipped). */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    if (m[5]) {
      // `import("x").Name` in a type position is a type; `import("x")`, `.then(…)` load code.
      const member = m[6]?.slice(1);
      if (!member || ["then", "catch", "finally"].includes(member)) found.push(m[5]);
      continue;
    }
    if (m[2]) continue;
    const clause = m[3].trim();
    const braces = clause.match(/^\{([\s\S]*)\}$/);
    if (braces) {
      const names = braces[1]
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith("type "))) continue;
    }
    found.push(m[4]);
  }
  return found;
}

function resolveTarget(from: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return path.join(appDir, specifier.slice(2));
  if (specifier.startsWith(".")) {
    const target = path.resolve(path.dirname(from), specifier);
    return target.startsWith(appDir) ? target : undefined;
  }
  return undefined;
}

export type ImportGraph = Map<string, Map<string, string[]>>;

/** unit → (imported unit → the files that import it). */
export function importGraph(): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(appDir)) {
    const from = unitOf(file);
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const specifier of runtimeImports(readFileSync(file, "utf8"))) {
      const target = resolveTarget(file, specifier);
      if (!target) continue;
      const to = unitOf(target);
      if (to === from) continue;
      const files = edges.get(to) ?? [];
      const rel = path.relative(root, file);
      if (!files.includes(rel)) files.push(rel);
      edges.set(to, files);
    }
  }
  return graph;
}

/** Strongly connected components with more than one unit: each is a cycle. */
export function cycles(graph: ImportGraph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const graph = importGraph();
  for (const [from, edges] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${from} → ${[...edges.keys()].sort().join(", ") || "(nothing)"}`);
  }
  const found = cycles(graph);
  if (process.argv.includes("--why")) {
    for (const component of found) {
      console.log(`\ncycle: ${component.join(", ")}`);
      for (const from of component) {
        for (const [to, files] of graph.get(from) ?? []) {
          if (component.includes(to)) console.log(`  ${from} → ${to}: ${files.join(" ")}`);
        }
      }
    }
  }
  console.log(
    found.length ? `\n${found.length} cycle(s): ${found.map((c) => c.join(" ↔ ")).join("; ")}` : "\nno cycles",
  );
  process.exitCode = found.length ? 1 : 0;
}
