/**
 * The layer rules of .dependency-cruiser.mjs (docs/architecture.md): the real app/ keeps them, a ground
 * folder importing a top one or two domains importing each other fails them, and the rules' list of
 * units is the doc's list, in the doc's order.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LAYERS } from "../.dependency-cruiser.mjs";
import { cruiseWithRules, unitOf } from "../scripts/deps";

const root = path.resolve(import.meta.dirname, "..");
const UNITS: string[] = LAYERS.flatMap((layer) => layer.units);

describe("app/'s layers (dependency-cruiser)", () => {
  it("the real app/ keeps every rule, and the graph it checks is real", async () => {
    const result = await cruiseWithRules(["app"]);
    expect(result.summary.totalCruised).toBeGreaterThan(400);
    expect(result.summary.violations).toEqual([]);
    const runtimeUnits = (from: string) =>
      new Set(
        result.modules
          .filter((m) => unitOf(m.source) === from)
          .flatMap((m) => m.dependencies.filter((d) => !d.dependencyTypes.includes("type-only")))
          .map((d) => unitOf(d.resolved)),
      );
    // The shell renders catalogue pieces; `~/` paths resolve; the redeem flow shows the doubler's modal.
    expect(runtimeUnits("shell/")).toContain("catalog/");
    expect(runtimeUnits("redeem/")).toContain("doubler/");
  }, 60_000);

  it("every folder and top file of app/ has its place in the layers", () => {
    const entries = readdirSync(path.join(root, "app"), { withFileTypes: true })
      .filter((e) => e.isDirectory() || !/\.test\.tsx?$/.test(e.name))
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
    expect([...entries].sort()).toEqual([...UNITS].sort());
  });

  it("docs/architecture.md lists the same units in the same order", () => {
    const doc = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
    const section = doc.slice(doc.indexOf("## The folders of app/, bottom to top"));
    const body = section.slice(0, section.indexOf("\n## ", 4));
    const listed = [...body.matchAll(/^- ((?:`[^`]+`(?:, )?)+) —/gm)].flatMap((m) =>
      [...m[1].matchAll(/`([^`]+)`/g)].map((n) => n[1]),
    );
    expect(listed).toEqual(UNITS);
    for (const layer of LAYERS) expect(body).toMatch(new RegExp(`^\\*\\*${layer.name}\\*\\*`, "im"));
  });

  describe("a violation fails", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "layers-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write("app/routes/home.tsx", 'export const screen = "home";\n');
    write("app/storefront/registry.ts", 'import { screen } from "../routes/home";\nexport const s = screen;\n');
    write("app/catalog/list.ts", 'import { add } from "../basket/add";\nexport const list = () => add();\n');
    write("app/basket/add.ts", 'import { list } from "../catalog/list";\nexport const add = () => list;\n');
    write("app/basket/types.ts", 'import type { Query } from "../graphql/schema";\nexport type Q = Query;\n');
    write("app/graphql/schema.ts", "export type Query = { ok: boolean };\nexport const schema = 1;\n");
    write("app/seo/meta.ts", 'import { schema } from "../graphql/schema";\nexport const meta = schema;\n');
    write("app/entry.client.tsx", 'import { secret } from "./accounts/keys.server";\nexport const k = secret;\n');
    write("app/accounts/keys.server.ts", 'export const secret = "x";\n');
    write("app/widgets/thing.ts", 'import { screen } from "../routes/home";\nexport const t = screen;\n');

    it("names each offending import by its rule", async () => {
      const result = await cruiseWithRules(["app"], dir);
      const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
      expect(found).toEqual(
        [
          // A ground folder imports a top one.
          "layer-storefront: app/storefront/registry.ts → app/routes/home.tsx",
          // Two domains import each other: the lower one's import goes up.
          "layer-catalog: app/catalog/list.ts → app/basket/add.ts",
          // A domain imports the API server (also above it).
          "layer-seo: app/seo/meta.ts → app/graphql/schema.ts",
          "api-server-imported: app/seo/meta.ts → app/graphql/schema.ts",
          // The browser's entry loads a server module.
          "server-code-in-browser: app/entry.client.tsx → app/accounts/keys.server.ts",
          // A folder the layers do not name.
          "unit-without-layer: app/widgets/thing.ts → app/routes/home.tsx",
        ].sort(),
      );
      // A type-only import upward (basket/types.ts → graphql/) is no violation: it vanishes at build time.
      expect(found.filter((f) => f.includes("app/basket/types.ts"))).toEqual([]);
      expect(result.summary.error).toBe(found.length);
    }, 60_000);
  });
});
