/**
 * Loads and validates every tenants/<code>.ts. A bad file stops start-up: the error names the file,
 * the dotted field path and what is wrong. Duplicate codes, store ids, hosts + prefixes are errors.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as v from "valibot";
import { interned } from "./intern";
import { findPlaceholders, placeholderMessage } from "./placeholder";
import { StorefrontSchema } from "./schema";
import { type Storefront, toStorefront } from "./storefront";

/**
 * The folder of storefront configs: tenants/ of the checkout, or TENANTS_DIR (docs/operations.md, "Environment
 * variables") — read here rather than in env.server.ts because the build (remix.config.js) and the
 * scripts load storefronts too, before or without the server's environment.
 */
export const TENANTS_DIR = process.env.TENANTS_DIR
  ? path.resolve(process.env.TENANTS_DIR)
  : path.resolve(import.meta.dirname ?? process.cwd(), "../../tenants");

export interface ConfigProblem {
  file: string;
  field: string;
  message: string;
}

export class StorefrontConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `Invalid storefront configuration:\n${problems.map((p) => `  ${p.file}: ${p.field ? `${p.field} ` : ""}${p.message}`).join("\n")}`,
    );
    this.name = "StorefrontConfigError";
  }
}

/**
 * Validates one already-imported config object. A config that still holds placeholders (tenants:new)
 * is reported by those alone: the fields built from them cannot be judged before they are filled.
 */
export function parseStorefront(file: string, input: unknown): { storefront?: Storefront; problems: ConfigProblem[] } {
  const placeholders = findPlaceholders(input);
  if (placeholders.length) {
    return { problems: placeholders.map((use) => ({ file, field: use.path, message: placeholderMessage(use) })) };
  }
  const result = v.safeParse(StorefrontSchema, input);
  if (!result.success) {
    return {
      problems: result.issues.map((issue) => ({
        file,
        field: v.getDotPath(issue) ?? issue.path?.map((p) => String(p.key)).join(".") ?? "",
        message: issue.message,
      })),
    };
  }
  const storefront = toStorefront(result.output);
  const expected = path.basename(file).replace(/\.ts$/, "");
  if (storefront.code !== expected) {
    return {
      problems: [{ file, field: "code", message: `is '${storefront.code}' but the file is named ${expected}.ts` }],
    };
  }
  return { storefront, problems: [] };
}

/** Cross-file rules: unique codes, store ids, and host + prefix per environment. */
export function crossCheck(entries: { file: string; storefront: Storefront }[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const ids = new Map<number, string>();
  const origins = new Map<string, string>();
  for (const { file, storefront } of entries) {
    const seen = ids.get(storefront.storeId);
    if (seen) problems.push({ file, field: "storeId", message: `${storefront.storeId} is already used by ${seen}` });
    else ids.set(storefront.storeId, file);
    for (const env of ["production", "staging"] as const) {
      storefront.origins[env].forEach((origin, i) => {
        const key = `${env} ${origin.host}${origin.pathPrefix}`;
        const other = origins.get(key);
        if (other) {
          problems.push({
            file,
            field: `origins.${env}.${i}`,
            message: `${origin.host}${origin.pathPrefix || "/"} is already used by ${other}`,
          });
        } else origins.set(key, file);
      });
    }
  }
  return problems;
}

export function tenantFiles(dir = TENANTS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !f.startsWith("_") && !f.endsWith(".test.ts") && !f.endsWith(".d.ts"))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Imports, validates and cross-checks every file; throws StorefrontConfigError listing every problem.
 * The storefronts come frozen, their identical parts held once (intern.ts).
 */
export async function loadStorefronts(dir = TENANTS_DIR): Promise<Storefront[]> {
  const problems: ConfigProblem[] = [];
  const entries: { file: string; storefront: Storefront }[] = [];
  const files = tenantFiles(dir);
  if (files.length === 0)
    throw new StorefrontConfigError([{ file: dir, field: "", message: "holds no storefront files" }]);
  for (const file of files) {
    const rel = path.relative(process.cwd(), file);
    let input: unknown;
    try {
      input = (await import(pathToFileURL(file).href)).default;
    } catch (error) {
      problems.push({ file: rel, field: "", message: `cannot be loaded: ${(error as Error).message}` });
      continue;
    }
    const parsed = parseStorefront(rel, input);
    problems.push(...parsed.problems);
    if (parsed.storefront) entries.push({ file: rel, storefront: parsed.storefront });
  }
  problems.push(...crossCheck(entries));
  if (problems.length) throw new StorefrontConfigError(problems);
  return interned(entries.map((e) => e.storefront));
}

/**
 * What `npm run tenants:check` checks beyond the schema (the preview gallery shows the same): every
 * asset path a config names exists under public/, every storefront language has each catalog.
 */
export function assetAndCatalogProblems(
  storefronts: readonly Storefront[],
  options: { root: string; catalogs: readonly string[]; tenantsDir?: string; publicDir?: string },
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const publicDir = options.publicDir ?? path.join(options.root, "public");
  for (const sf of storefronts) {
    const file = path.relative(process.cwd(), path.join(options.tenantsDir ?? TENANTS_DIR, `${sf.code}.ts`));
    const walk = (node: unknown, at: string) => {
      if (typeof node === "string" && /^\/[a-z0-9/_.-]+\.(svg|png|jpg|webp)$/.test(node)) {
        if (!existsSync(path.join(publicDir, node)))
          problems.push({ file, field: at, message: `points to ${node}, which is not in public/` });
        return;
      }
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node as Record<string, unknown>))
        walk(value, at ? `${at}.${key}` : key);
    };
    walk(sf, "");
    for (const lang of sf.languages) {
      for (const catalog of options.catalogs) {
        if (!existsSync(path.join(options.root, "translations", lang, `${catalog}.po`))) {
          problems.push({
            file,
            field: "languages",
            message: `'${lang}' has no catalog translations/${lang}/${catalog}.po`,
          });
        }
      }
    }
  }
  return problems;
}
