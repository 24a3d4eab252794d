/**
 * The job workers as a process of their own (`npm run worker`, docs/decisions/033-scale-out.md): the
 * durable job queue (mail, fulfilment, card issuance and activation, webhooks, payment reconcile),
 * the doubler's draws and housekeeping — everything `npm start` runs in the background when
 * JOB_WORKER is on. Web processes started with JOB_WORKER=false then only serve requests. Any
 * number of workers may run: jobs are claimed with FOR UPDATE SKIP LOCKED, so none runs twice.
 */
import path from "node:path";
import pino from "pino";
import { databaseBounds, migrate, openDatabase } from "../db/db.server";
import { servingEnv } from "../env.server";
import { loadStorefronts } from "../storefront/load.server";
import { StorefrontRegistry } from "../storefront/registry";
import { createServices } from "./services.server";

export async function runWorker(root: string): Promise<void> {
  const env = { ...servingEnv(), JOB_WORKER: true };
  const log = pino({ level: env.LOG_LEVEL });
  const storefronts = await loadStorefronts();
  const registry = new StorefrontRegistry(storefronts, {
    environment: env.STOREFRONT_ENV,
    localHosts: env.LOCAL_HOSTS,
    defaultCode: env.DEFAULT_STOREFRONT,
    overrides: env.STOREFRONT_ORIGINS,
  });
  if (!env.DATABASE_URL) {
    // PGlite is owned by one process: its workers run inside `npm start`.
    throw new Error("npm run worker needs DATABASE_URL (PostgreSQL): with PGlite the workers run inside npm start.");
  }
  const dataDir = path.resolve(root, env.DATA_DIR);
  // Migrations may run long statements: a connection of their own with the start-up bound (issue 44).
  const bounds = databaseBounds(env);
  const startup = await openDatabase({ url: env.DATABASE_URL, dataDir, bounds: bounds.startup });
  const applied = await migrate(startup.db).finally(() => startup.close());
  if (applied.length) log.info({ applied }, "migrations applied");
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir, bounds: bounds.serving });
  // PORT is the web process's: the test provider delivers its webhooks there.
  const services = await createServices({ db: database.db, env, registry, log, port: env.PORT });
  services.start();
  log.info(`Worker running (${storefronts.length} storefronts, ${database.kind})`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // A job in progress finishes first; one cut short by a kill is claimed again after its lock.
      void services
        .stop()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  }
}
