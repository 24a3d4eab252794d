/**
 * The layers of app/ (docs/architecture.md, "The folders of app/, bottom to top"), enforced by
 * dependency-cruiser: `npm test` runs `depcruise --config .dependency-cruiser.mjs app` before vitest,
 * `npm run deps` prints the folder graph (scripts/deps.ts), tests/layers.test.ts proves a violation fails
 * and that the list below is the doc's.
 *
 * Each unit (a folder of app/, or a file at app/'s top) may import the units before it, never one after
 * it — so there are no cycles between folders either. Type-only imports do not count: they vanish at
 * build time. Tests are not cruised.
 */

/** Bottom to top; the order of docs/architecture.md's lists. */
export const LAYERS = [
  {
    name: "ground",
    units: [
      "storefront/",
      "observability/",
      "db/",
      "api/",
      "i18n/",
      "components/",
      "forms/",
      "delivery/",
      "nonce.tsx",
      "styles.ts",
      "random.server.ts",
      "env.server.ts",
    ],
  },
  {
    name: "domains",
    units: [
      "search/",
      "seo/",
      "analytics/",
      "catalog/",
      "content/",
      "locations/",
      "accounts/",
      "payments/",
      "giftcards/",
      "basket/",
      "checkout/",
      "fulfilment/",
      "doubler/",
      "redeem/",
      "activation/",
      "reorder/",
      "quotes/",
      "account-area/",
      "preview/",
    ],
  },
  {
    name: "top",
    units: [
      "shell/",
      "graphql/",
      "routes/",
      "server/",
      "context.ts",
      "root.tsx",
      "entry.client.tsx",
      "entry.server.tsx",
    ],
  },
];

const UNITS = LAYERS.flatMap((layer) => layer.units);
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The path pattern of a unit: `db/` → everything under app/db/, `root.tsx` → that file. */
export const unitPath = (unit) => (unit.endsWith("/") ? `^app/${literal(unit)}` : `^app/${literal(unit)}$`);
/** Imports that stay in the built code (`import type`, `import("x").T` vanish). */
const RUNTIME = { dependencyTypesNot: ["type-only", "type-import"] };

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...UNITS.slice(0, -1).map((unit, index) => ({
      name: `layer-${unit.replace(/\/$/, "")}`,
      comment: `app/${unit} may import only the units below it in docs/architecture.md (${UNITS.slice(index + 1).join(", ")} are above it)`,
      severity: "error",
      from: { path: unitPath(unit) },
      to: { path: UNITS.slice(index + 1).map(unitPath), ...RUNTIME },
    })),
    {
      name: "unit-without-layer",
      comment: "every folder and top file of app/ has its place in LAYERS (and in docs/architecture.md)",
      severity: "error",
      from: { path: "^app/", pathNot: UNITS.map(unitPath) },
      to: {},
    },
    {
      name: "api-server-imported",
      comment: "pages reach the API server through api/ (context.api, api/browser.ts), never by importing graphql/",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/graphql/", "^app/server/"] },
      to: { path: "^app/graphql/", ...RUNTIME },
    },
    {
      name: "server-code-in-browser",
      comment: "browser-only code (entry.client, *.browser.ts, payments/client/) never loads *.server modules",
      severity: "error",
      from: { path: ["^app/entry\\.client\\.tsx$", "\\.browser\\.tsx?$", "^app/payments/client/"] },
      to: { path: ["\\.server\\.tsx?$", "\\.server/"], ...RUNTIME },
    },
    {
      name: "undeclared-package",
      comment: "app/ imports only packages package.json names (not one that happens to be installed for another)",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "dev-dependency-at-run-time",
      comment: "app/ code does not run on a devDependency (`npm ci --omit=dev` leaves them out)",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-dev"], ...RUNTIME },
    },
    {
      name: "not-to-unresolvable",
      comment: "every import resolves (a typo in a path, or a package missing from package.json)",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "^app/.*/__fixtures__/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      conditionNames: ["import", "require", "node", "default"],
      exportsFields: ["exports"],
      // "typings": a types-only package names its declarations so (@graphql-typed-document-node/core, ADR 067).
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
