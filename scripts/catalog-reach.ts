/**
 * Which `shop`-catalog texts a page's client code can render (app/i18n/catalogs.ts). A route that does
 * not export `handle = shopHandle` hydrates with the `messages` catalog only: a component of a shop
 * source rendered there shows its message ids untranslated and React's hydration fails. The gate in
 * tests/gates.test.ts walks each such route's runtime imports (dynamic ones too; `*.server` modules
 * are not in the browser's bundle) and lists the shop sources with texts it reaches.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { SHOP_SOURCES } from "../app/i18n/catalogs";

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");

const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)(\.\w+)?/g;

/** Specifiers of runtime imports in one file (`import type`, and braces holding only `type` names, skipped). */
function runtimeImports(source: string): string[] {
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

/** A Lingui macro that puts a text on the page: t`…`, msg`…`, <Trans>, <Plural>, plural(…). */
const TEXT = /\bt`|\bmsg`|<Trans[\s>]|<Plural[\s>]|\bplural\(/;

function resolveFile(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(appDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base?.startsWith(appDir)) return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const isShopSource = (file: string) => {
  const rel = path.relative(root, file).split(path.sep).join("/");
  return SHOP_SOURCES.some((s) => rel === s || rel.startsWith(`${s}/`));
};

/** The route module loads the shop catalog (`handle = shopHandle` or `{ ...shopHandle, … }`). */
export function loadsShopCatalog(routeFile: string): boolean {
  return /export const handle = (?:shopHandle\b|\{\s*\.\.\.shopHandle\b)/.test(readFileSync(routeFile, "utf8"));
}

/** Shop sources with texts that the browser code of `entry` reaches (paths relative to the project). */
export function shopTextsReachedBy(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (/\.server\.tsx?$/.test(file) || /\.server[/\\]/.test(file)) return;
    const source = readFileSync(file, "utf8");
    if (file !== entry && isShopSource(file) && TEXT.test(source)) found.push(path.relative(root, file));
    // Code loaded on demand together with the shop catalog (ensureShopCatalog) brings its texts along.
    const onDemand = source.includes("ensureShopCatalog()")
      ? new Set([...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]))
      : new Set<string>();
    for (const specifier of runtimeImports(source)) {
      if (onDemand.has(specifier)) continue;
      const target = resolveFile(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return found.sort();
}
