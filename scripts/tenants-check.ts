/**
 * `npm run tenants:check [-- <tenants dir>] [--public <dir>]`: validates every tenants/<code>.ts
 * (schema, placeholders left by tenants:new, cross-file uniqueness), that every route link in menus
 * names a route of the table, that every asset exists under public/, and that every storefront
 * language has a catalog. Exits 1 naming file + field on any problem.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CATALOGS } from "../app/i18n/catalogs";
import { type ConfigProblem, loadStorefronts, StorefrontConfigError, TENANTS_DIR } from "../app/storefront/load.server";

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals } = parseArgs({ options: { public: { type: "string" } }, allowPositionals: true });
const dir = positionals[0] ? path.resolve(positionals[0]) : TENANTS_DIR;
const publicDir = values.public ? path.resolve(values.public) : path.join(root, "public");

try {
  const storefronts = await loadStorefronts(dir);
  const problems: ConfigProblem[] = [];
  for (const sf of storefronts) {
    const file = path.relative(process.cwd(), path.join(dir, `${sf.code}.ts`));
    const walk = (node: unknown, at: string) => {
      if (typeof node === "string" && /^\/[a-z0-9/_.-]+\.(svg|png|jpg|webp)$/.test(node)) {
        if (!existsSync(path.join(publicDir, node)))
          problems.push({ file, field: at, message: `points to ${node}, which is not in public/` });
        return;
      }
      if (!node || typeof node !== "object") return;
      const record = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) walk(value, at ? `${at}.${key}` : key);
    };
    walk(sf, "");
    for (const lang of sf.languages) {
      for (const catalog of CATALOGS) {
        if (!existsSync(path.join(root, "translations", lang, `${catalog}.po`))) {
          problems.push({
            file,
            field: "languages",
            message: `'${lang}' has no catalog translations/${lang}/${catalog}.po`,
          });
        }
      }
    }
  }
  if (problems.length) throw new StorefrontConfigError(problems);
  console.log(`${storefronts.length} storefronts OK`);
} catch (error) {
  console.error(error instanceof StorefrontConfigError ? error.message : error);
  process.exit(1);
}
