/**
 * app/'s import graph as dependency-cruiser reads it with the layer rules of .dependency-cruiser.mjs
 * (docs/architecture.md). `npm run deps` prints each unit's runtime imports bottom to top and any
 * violation; `npm run deps -- --why <from> <to>` names the files of one unit that import another
 * (type-only imports marked). Exit code 1 on a violation, like the `npm test` step.
 */
import path from "node:path";
import { cruise, type ICruiseResult, type IDependency } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { LAYERS } from "../.dependency-cruiser.mjs";

const root = path.resolve(import.meta.dirname, "..");
export const CONFIG = path.join(root, ".dependency-cruiser.mjs");
const UNITS: string[] = LAYERS.flatMap((layer) => layer.units);

/**
 * Cruises `paths` (relative to `baseDir`, the project by default) with the project's rules. A fixture
 * directory passes its own baseDir and, without a tsconfig.json of its own, no `~/` paths.
 */
export async function cruiseWithRules(paths: string[], baseDir = root): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(CONFIG);
  const ownTsConfig = baseDir === root;
  if (!ownTsConfig) delete options.tsConfig;
  const result = await cruise(
    paths,
    { ...options, baseDir },
    {},
    ownTsConfig ? { tsConfig: extractTSConfig(path.join(root, "tsconfig.json")) } : {},
  );
  if (typeof result.output === "string") throw new Error(`unexpected output type: ${result.output.slice(0, 200)}`);
  return result.output;
}

/** The unit of app/ a path belongs to (`app/db/x.ts` → `db/`, `app/root.tsx` → `root.tsx`). */
export function unitOf(file: string): string | undefined {
  const rel = file.replace(/^app\//, "");
  if (rel === file) return undefined;
  const slash = rel.indexOf("/");
  return slash === -1 ? rel : `${rel.slice(0, slash + 1)}`;
}

const isRuntime = (dependency: IDependency) =>
  !dependency.dependencyTypes.some((type) => type === "type-only" || type === "type-import");

async function main(args: string[]) {
  const result = await cruiseWithRules(["app"]);
  const why = args.indexOf("--why");
  if (why !== -1) {
    const [from, to] = args
      .slice(why + 1, why + 3)
      .map((u) => (u && !u.includes(".") && !u.endsWith("/") ? `${u}/` : u));
    if (!from || !to) throw new Error("usage: npm run deps -- --why <from unit> <to unit>   (e.g. catalog basket)");
    for (const module of result.modules) {
      if (unitOf(module.source) !== from) continue;
      for (const dependency of module.dependencies) {
        if (unitOf(dependency.resolved) !== to) continue;
        console.log(`${module.source} → ${dependency.resolved}${isRuntime(dependency) ? "" : "  (type-only)"}`);
      }
    }
    return 0;
  }
  const edges = new Map<string, Set<string>>(UNITS.map((unit) => [unit, new Set()]));
  for (const module of result.modules) {
    const from = unitOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = unitOf(dependency.resolved);
      if (to && to !== from && isRuntime(dependency)) edges.get(from)?.add(to);
    }
  }
  for (const layer of LAYERS) {
    console.log(`\n${layer.name}`);
    for (const unit of layer.units) {
      const imports = [...(edges.get(unit) ?? [])].sort((a, b) => UNITS.indexOf(a) - UNITS.indexOf(b));
      console.log(`  ${unit} → ${imports.join(" ") || "(nothing of app/)"}`);
    }
  }
  const violations = result.summary.violations;
  for (const v of violations) console.log(`\n${v.rule.name}: ${v.from} → ${v.to}`);
  console.log(
    violations.length
      ? `\n${violations.length} violation(s) of .dependency-cruiser.mjs`
      : `\nno violations (${result.summary.totalCruised} modules)`,
  );
  return violations.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2));
}
