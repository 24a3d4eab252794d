/**
 * `npm run cache:purge [storefront code…]`: empties the page and read caches of every running app
 * process (all storefronts, or the ones named) — after a catalogue or content change made behind the
 * shop's back. Bumps the shared generation (PostgreSQL, or Redis when REDIS_URL is set); every process
 * reads it within CACHE_SYNC_MS. A CDN in front is purged separately, by the Cache-Tag storefront-<code>.
 */
import { openDatabase } from "../app/db/db.server";
import { loadEnv } from "../app/env.server";
import { ALL_SCOPES, createCacheSync } from "../app/server/cache-sync.server";

const env = loadEnv();
if (!env.DATABASE_URL && !env.REDIS_URL) {
  console.error("With PGlite the one shop process owns the database: restart it to empty its caches.");
  process.exit(1);
}
const database = await openDatabase({ url: env.DATABASE_URL });
const sync = await createCacheSync({
  db: database.db,
  redisUrl: env.REDIS_URL,
  redisPrefix: env.REDIS_PREFIX,
  intervalMs: env.CACHE_SYNC_MS,
});
const scopes = process.argv.slice(2);
for (const scope of scopes.length ? scopes : [ALL_SCOPES]) await sync.invalidate(scope);
console.log(`Purged: ${(scopes.length ? scopes : ["every storefront"]).join(", ")}`);
await sync.stop();
await database.close();
