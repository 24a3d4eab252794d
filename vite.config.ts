import { lingui } from "@lingui/vite-plugin";
import { vitePlugin as remix } from "@remix-run/dev";
import babel from "vite-plugin-babel";
import { defineConfig } from "vitest/config";
import * as remixConfig from "./remix.config.js";

const isTest = process.env.VITEST !== undefined;

export default defineConfig({
  build: { target: "es2022", assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  plugins: [
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
});
