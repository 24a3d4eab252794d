import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The tests' map tile server (tests/e2e/tile-server.mjs): the shop's MAP_TILE_URL in e2e. */
const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? PORT + 1);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: [
    {
      command: "node tests/e2e/tile-server.mjs",
      url: `http://127.0.0.1:${TILE_PORT}/0/0/0.png`,
      reuseExistingServer: false,
      env: { TILE_PORT: String(TILE_PORT) },
    },
    {
      command: "node --import tsx --import ./scripts/lingui-hook.mjs server.ts",
      url: `http://localhost:${PORT}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      // The server's warnings and errors (LOG_LEVEL=warn) appear in the test output: a failed test shows why.
      stdout: "pipe",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        // The tests open <code>.localhost (off by default in production: ADR 031).
        LOCAL_HOSTS: "true",
        // Payments by the built-in test provider (a production process takes it only when told: issue 44).
        PAYMENT_PROVIDER: "testpay",
        PORT: String(PORT),
        DATA_DIR: "memory://",
        GEO_HEADER: "x-test-country",
        LOG_LEVEL: "warn",
        MAIL_OUTBOX_VIEW: "true",
        TESTPAY_WEBHOOK_DELAY_MS: "200",
        // Each test is its own client (fixtures.ts sends an address per test, the one proxy hop in front of
        // the shop): the card-check limits per address count one shopper's attempts, not the whole suite's.
        TRUST_PROXY: "1",
        // /metrics answers the bearer of this token (tests/e2e/operations.test.ts).
        METRICS_TOKEN: "e2e-metrics-token-0123456789",
        // The preview gallery is on for requests with this token (tests/e2e/preview.test.ts).
        PREVIEW_TOKEN: process.env.E2E_PREVIEW_TOKEN ?? "e2e-preview-token-0123456789",
        // Map tiles from the tests' own tile server (CI is offline), loaded like any image.
        MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`,
      },
    },
  ],
});
