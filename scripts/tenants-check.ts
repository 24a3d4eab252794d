/**
 * `npm run tenants:check`: validates every tenants/<code>.ts (schema, cross-file uniqueness), that
 * every route link in menus names a route of the table, that every asset exists under public/, and
 * that every storefront language has a catalog. Exits 1 naming file + field on any problem.
 */
import path from "node:path";
import { CATALOGS } from "../app/i18n/catalogs";
import { assetAndCatalogProblems, loadStorefronts, StorefrontConfigError } from "../app/storefront/load.server";

const root = path.resolve(import.meta.dirname, "..");
const dir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;

try {
  const storefronts = await loadStorefronts(dir);
  const problems = assetAndCatalogProblems(storefronts, { root, catalogs: CATALOGS });
  if (problems.length) throw new StorefrontConfigError(problems);
  console.log(`${storefronts.length} storefronts OK`);
} catch (error) {
  console.error(error instanceof StorefrontConfigError ? error.message : error);
  process.exit(1);
}
