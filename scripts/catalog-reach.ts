/**
 * Which `shop`-catalog texts a page's client code can render (app/i18n/catalogs.ts). A route that does
 * not export `handle = shopHandle` hydrates with the `messages` catalog only: a component of a shop
 * source rendered there shows its message ids untranslated and React's hydration fails. The gate in
 * tests/gates.test.ts walks each such route's runtime imports as dependency-cruiser reads them (dynamic
 * ones too; `*.server` modules are not in the browser's bundle) and lists the shop sources with texts
 * it reaches.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SHOP_SOURCES } from "../app/i18n/catalogs";
import { cruiseWithRules } from "./deps";

const root = path.resolve(import.meta.dirname, "..");

/** A Lingui macro that puts a text on the page: t`…`, msg`…`, <Trans>, <Plural>, plural(…). */
const TEXT = /\bt`|\bmsg`|<Trans[\s>]|<Plural[\s>]|\bplural\(/;

/** app/'s runtime imports as dependency-cruiser reads them (scripts/deps.ts): file → its imports. */
export type ImportMap = Map<string, { to: string; dynamic: boolean }[]>;

export async function appImports(): Promise<ImportMap> {
  const result = await cruiseWithRules(["app"]);
  return new Map(
    result.modules.map((m) => [
      m.source,
      m.dependencies
        .filter((d) => d.resolved.startsWith("app/"))
        .filter((d) => !d.dependencyTypes.some((type) => type === "type-only" || type === "type-import"))
        .map((d) => ({ to: d.resolved, dynamic: d.dynamic })),
    ]),
  );
}

const isShopSource = (file: string) => SHOP_SOURCES.some((s) => file === s || file.startsWith(`${s}/`));

/** The route module loads the shop catalog (`handle = shopHandle` or `{ ...shopHandle, … }`). */
export function loadsShopCatalog(routeFile: string): boolean {
  return /export const handle = (?:shopHandle\b|\{\s*\.\.\.shopHandle\b)/.test(readFileSync(routeFile, "utf8"));
}

/** Shop sources with texts that the browser code of `entry` reaches (paths relative to the project). */
export function shopTextsReachedBy(entry: string, imports: ImportMap): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const start = path.relative(root, entry).split(path.sep).join("/");
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (/\.server\.tsx?$/.test(file) || /\.server\//.test(file)) return;
    const source = readFileSync(path.join(root, file), "utf8");
    if (file !== start && isShopSource(file) && TEXT.test(source)) found.push(file);
    // Code loaded on demand together with the shop catalog (ensureShopCatalog) brings its texts along.
    const loadsWithShopCatalog = source.includes("ensureShopCatalog()");
    for (const { to, dynamic } of imports.get(file) ?? []) {
      if (!(dynamic && loadsWithShopCatalog)) visit(to);
    }
  };
  visit(start);
  return found.sort();
}
