/**
 * Project gates (conventions §12): colours come from theme tokens, every storefront language has a full
 * catalog, files stay small enough to read, the lockfile installs on every platform, and every installed
 * package accepts the Node the project runs on. (app/'s layers: tests/layers.test.ts.)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../app/i18n/catalogs";
import { loadStorefronts } from "../app/storefront/load.server";
import { appImports, loadsShopCatalog, shopTextsReachedBy } from "../scripts/catalog-reach";
import { compiledCatalog } from "./e2e/catalogs";

const root = path.resolve(import.meta.dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe("project gates", () => {
  it("UI code uses theme tokens, not raw colours", () => {
    // Generated card art and the seed's palettes are data, not UI styling; mails and invoice PDFs are
    // not themed pages; the test provider's hosted pages stand in for an outside service's.
    const ui = files(path.join(root, "app")).filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !f.includes(`${path.sep}seed${path.sep}`) &&
        !f.includes(`${path.sep}fulfilment${path.sep}`) &&
        !f.includes(`${path.sep}testpay${path.sep}`) &&
        !f.endsWith("card-art.server.ts") &&
        !f.includes(".test."),
    );
    const offenders = ui.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => /#[0-9a-fA-F]{3,8}\b|rgba?\(/.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });

  it("every language a storefront uses has a catalog with every message translated", async () => {
    const languages = new Set((await loadStorefronts()).flatMap((s) => s.languages));
    for (const language of languages) {
      for (const catalog of CATALOGS) {
        const po = readFileSync(path.join(root, "translations", language, `${catalog}.po`), "utf8");
        const empty = [...po.matchAll(/msgid "(.+)"\nmsgstr ""\n/g)].map((m) => m[1]);
        expect({ language, catalog, empty }).toEqual({ language, catalog, empty: [] });
      }
    }
  });

  it("a message in both catalogs has one translation per language (else pages change words on hydration)", async () => {
    // The server renders with every catalog; a catalogue page hydrates with `messages` only, and `shop`
    // overwrites it once loaded: two translations of one message are a hydration error and a word that
    // changes between pages (the tenant matrix found "Locations" as "Punkty" and "Lokalizacje").
    const languages = new Set((await loadStorefronts()).flatMap((s) => s.languages));
    for (const language of languages) {
      const messages = compiledCatalog(language, "messages");
      const shop = compiledCatalog(language, "shop");
      const differing = Object.keys(messages)
        .filter((id) => id in shop && JSON.stringify(messages[id]) !== JSON.stringify(shop[id]))
        .map((id) => `${JSON.stringify(messages[id])} ≠ ${JSON.stringify(shop[id])}`);
      expect({ language, differing }).toEqual({ language, differing: [] });
    }
  });

  it("pages that do not load the shop catalog render none of its texts (hydration would fail)", async () => {
    const imports = await appImports();
    const routes = readdirSync(path.join(root, "app/routes"))
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => path.join(root, "app/routes", f));
    // The walk is real: the checkout reaches the shop's forms, and loads the catalog for them.
    const checkout = path.join(root, "app/routes/checkout.tsx");
    expect(loadsShopCatalog(checkout)).toBe(true);
    expect(shopTextsReachedBy(checkout, imports)).toContain("app/checkout/steps/TermsField.tsx");
    const offenders = [path.join(root, "app/root.tsx"), ...routes.filter((r) => !loadsShopCatalog(r))]
      .map((file) => ({ page: path.relative(root, file), reaches: shopTextsReachedBy(file, imports) }))
      .filter((o) => o.reaches.length > 0);
    expect(offenders).toEqual([]);
  }, 60_000);

  it("no source file is over 400 lines (seed data, generated catalogs and API types aside)", () => {
    const sources = [
      ...["app", "tenants", "themes", "scripts", "tests"].flatMap((dir) => files(path.join(root, dir))),
      path.join(root, "server.ts"),
    ].filter(
      (f) =>
        /\.(ts|tsx|mjs)$/.test(f) &&
        !f.includes(`${path.sep}seed${path.sep}data${path.sep}`) &&
        // The API types generated from the schema (npm run codegen, ADR 067).
        !f.includes(`${path.sep}api${path.sep}generated${path.sep}`),
    );
    const long = sources
      .map((f) => ({ file: path.relative(root, f), lines: readFileSync(f, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > 400);
    expect(sources.length).toBeGreaterThan(200);
    expect(long).toEqual([]);
  });

  it("the lockfile records every platform's optional binaries (npm ci accepts it anywhere)", () => {
    const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => {
          // npm looks a dependency up in the package's own node_modules, then in each folder above it.
          const parts = at.split("node_modules/").filter(Boolean);
          for (let depth = parts.length; depth >= 0; depth--) {
            const base = parts
              .slice(0, depth)
              .map((p) => `node_modules/${p.replace(/\/$/, "")}/`)
              .join("");
            if (lock.packages[`${base}node_modules/${name}`]) return false;
          }
          return true;
        })
        .map((name) => `${at} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("the project runs on Node 22+, and every installed package accepts it (ADR 068)", () => {
    const manifest = (dir: string) =>
      JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
        engines?: { node?: unknown };
        optionalDependencies?: Record<string, string>;
      };
    const project = manifest(root);
    const wanted = String(project.engines?.node);
    expect(semver.satisfies(process.version, wanted)).toBe(true);
    expect(semver.major(process.version)).toBeGreaterThanOrEqual(22);
    // The Node the registry installs (optionalDependencies) is one the project accepts.
    for (const [name, version] of Object.entries(project.optionalDependencies ?? {})) {
      if (name.startsWith("node-")) expect(semver.satisfies(version, wanted), name).toBe(true);
    }
    // Every package.json under node_modules, nested ones too: its engines.node takes the running Node
    // and the oldest Node the project's own engines allow.
    const oldest = semver.minVersion(wanted)!.version;
    const packages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
        const full = path.join(dir, entry.name);
        if (entry.name.startsWith("@")) {
          walk(full);
          continue;
        }
        try {
          statSync(path.join(full, "package.json"));
          packages.push(full);
        } catch {}
        try {
          walk(path.join(full, "node_modules"));
        } catch {}
      }
    };
    walk(path.join(root, "node_modules"));
    expect(packages.length).toBeGreaterThan(500);
    const refusing = packages.flatMap((dir) => {
      const { name, version, engines } = manifest(dir);
      const range = engines?.node;
      if (typeof range !== "string" || range.trim() === "" || range === "*") return [];
      const takes = (v: string) => semver.satisfies(v, range, { includePrerelease: true });
      return takes(process.version) && takes(oldest) ? [] : [`${name}@${version} wants node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
