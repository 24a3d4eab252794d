/**
 * `npm run tenants:new -- --code kadoo-at --from kadoo-be [--store-id 150] [--host www.kadoo.at]
 * [--staging-host staging.kadoo.at] [--brand Kadoo] [--country AT] [--currency EUR] [--language de,en]
 * [--shared-assets] [--tenants dir] [--public dir]`: a new storefront's config from an existing one,
 * with placeholders for what must be chosen, and its own copy of the asset folder (docs/operators.md).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { TENANTS_DIR } from "../app/storefront/load.server";
import { ScaffoldError, scaffoldTenant } from "./tenant-scaffold";

const root = path.resolve(import.meta.dirname, "..");
const USAGE =
  "Usage: npm run tenants:new -- --code <family-country> --from <existing code> [--store-id N] [--host host[/prefix]]\n" +
  "         [--staging-host host] [--brand name] [--country CC] [--currency CUR] [--language nl,fr] [--shared-assets]";

const { values } = parseArgs({
  options: {
    code: { type: "string" },
    from: { type: "string" },
    "store-id": { type: "string" },
    host: { type: "string" },
    "staging-host": { type: "string" },
    brand: { type: "string" },
    country: { type: "string" },
    currency: { type: "string" },
    language: { type: "string" },
    "shared-assets": { type: "boolean" },
    tenants: { type: "string" },
    public: { type: "string" },
  },
});
if (!values.code || !values.from) {
  console.error(USAGE);
  process.exit(2);
}
const tenantsDir = values.tenants ? path.resolve(values.tenants) : TENANTS_DIR;
try {
  const result = await scaffoldTenant({
    code: values.code,
    from: values.from,
    tenantsDir,
    publicDir: values.public ? path.resolve(values.public) : path.join(root, "public"),
    storeId: values["store-id"] === undefined ? undefined : Number(values["store-id"]),
    host: values.host,
    stagingHost: values["staging-host"],
    brandName: values.brand,
    country: values.country,
    currency: values.currency,
    languages: values.language?.split(","),
    sharedAssets: values["shared-assets"],
  });
  // The house style, so the new file passes `biome check` as it is.
  spawnSync("npx", ["--no-install", "biome", "format", "--write", result.file], { cwd: root, stdio: "ignore" });
  const rel = (p: string) => path.relative(process.cwd(), p);
  console.log(`Wrote ${rel(result.file)}${result.assets ? ` and copied the assets to ${rel(result.assets)}/` : ""}.`);
  console.log(`${result.placeholders.length} placeholders to fill in:`);
  for (const hint of result.placeholders) console.log(`  - ${hint}`);
  console.log(
    "Then: npm run tenants:check, replace the logos, npm run db:seed -- --only <code> (or restart), see docs/operators.md.",
  );
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(error.message);
  process.exit(1);
}
