import { lingui } from "@lingui/vite-plugin";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vitest/config";
import babel from "vite-plugin-babel";
import * as remixConfig from "./remix.config.js";

const isTest = process.env.VITEST !== undefined;

export default defineConfig({
  build: { target: "es2022", assetsInlineLimit: 0 },
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
