import path from "node:path";
import { transformAsync } from "@babel/core";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import { lingui } from "@lingui/vite-plugin";
import { vitePlugin as remix } from "@remix-run/dev";
import type { GetManualChunk } from "rollup";
import type { Plugin } from "vite";
import babel from "vite-plugin-babel";
import { defineConfig } from "vitest/config";
import * as remixConfig from "./remix.config.js";
import { thirdPartyLicences } from "./scripts/third-party-licences";

const isTest = process.env.VITEST !== undefined;

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === "1",
    rollupOptions: isSsrBuild || isTest ? undefined : { output: { manualChunks: shellChunk() } },
  },
  // Licence texts go to one file of the client build, not into every chunk (scripts/third-party-licences.ts).
  esbuild: { legalComments: "none" },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  plugins: [
    browserDocuments(),
    babel({
      include: /\.[jt]sx?$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      },
    }),
    lingui(),
    !isTest && !isSsrBuild && thirdPartyLicences(),
    !isTest &&
      remix({
        ignoredRouteFiles: ["**/*"],
        routes: remixConfig.routes,
        future: remixConfig.future,
      }),
  ],
  // Tests load graphql-yoga (CommonJS) from node_modules: make our own `graphql` imports resolve to the
  // same CommonJS build, or the schema is "from another module or realm".
  resolve: isTest ? { alias: { graphql: "graphql/index.js" } } : undefined,
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
}));

/**
 * The browser's GraphQL documents as the generated constants they are (ADR 067): in a module that
 * imports `graphql` from app/api/generated/browser, each `graphql(\`…\`)` becomes an import of that one
 * document (the client preset's own Babel optimizer), so a lazy chunk carries its own documents and the
 * shell chunk no map of all of them. The server's documents (app/api/generated/server) stay as they are.
 */
function browserDocuments(): Plugin {
  const artifactDirectory = path.resolve(import.meta.dirname, "app/api/generated/browser");
  const importsBrowserGraphql = /import \{ graphql \} from "(\.\.?\/)+api\/generated\/browser"/;
  return {
    name: "browser-documents",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (file.includes("node_modules") || !/\.[jt]sx?$/.test(file) || !importsBrowserGraphql.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: "graphql" }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The app's own modules every page loads — what the root route and the browser entry import
 * statically — go into one `shell` chunk (Rollup adds the framework they alone import) instead of
 * two dozen small ones: no page loads a byte more, a first load makes 9–17 requests instead of
 * 20–30 (each a round trip on a phone) and one gzip stream compresses better than many
 * (first-load JS: home 111.0 → 106.6 KB gz, list 114.3 → 109.7; issue 17).
 */
function shellChunk(): GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      // Also what (nearly) every route loads beside them: each page's meta (and the JSON text it reads)
      // and money and date formatting — three chunks of 130–330 bytes each page fetched on its own.
      const roots = [...getModuleIds()].filter((m) =>
        /\/app\/(root\.tsx|entry\.client\.tsx|seo\/meta\.ts|storefront\/json-text\.ts|i18n\/format\.ts)(\?|$)/.test(m),
      );
      for (const root of roots) if (!/\/(root|entry\.client)\.tsx/.test(root)) shell.add(root);
      const stack = [...roots];
      while (stack.length) {
        const current = stack.pop() as string;
        for (const imported of getModuleInfo(current)?.importedIds ?? []) {
          if (imported.includes("/node_modules/") || imported.startsWith("\0") || shell.has(imported)) continue;
          shell.add(imported);
          stack.push(imported);
        }
      }
    }
    return shell.has(id) ? "shell" : undefined;
  };
}
