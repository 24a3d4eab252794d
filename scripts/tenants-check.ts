/**
 * `npm run tenants:check [-- <tenants dir>] [--public <dir>]`: validates every tenants/<code>.ts
 * (schema, placeholders left by tenants:new, cross-file uniqueness), that every route link in menus
 * names a route of the table, that every asset exists under public/, and that every storefront
 * language has a catalog. Exits 1 naming file + field on any problem.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { CATALOGS } from "../app/i18n/catalogs";
import {
  assetAndCatalogProblems,
  loadStorefronts,
  StorefrontConfigError,
  TENANTS_DIR,
} from "../app/storefront/load.server";

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals } = parseArgs({ options: { public: { type: "string" } }, allowPositionals: true });
const dir = positionals[0] ? path.resolve(positionals[0]) : TENANTS_DIR;
const publicDir = values.public ? path.resolve(values.public) : path.join(root, "public");

try {
  const storefronts = await loadStorefronts(dir);
  const problems = assetAndCatalogProblems(storefronts, { root, catalogs: CATALOGS, tenantsDir: dir, publicDir });
  if (problems.length) throw new StorefrontConfigError(problems);
  console.log(`${storefronts.length} storefronts OK`);
} catch (error) {
  console.error(error instanceof StorefrontConfigError ? error.message : error);
  process.exit(1);
}
