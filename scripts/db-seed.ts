/**
 * `npm run db:seed [-- --only <code>[,<code>…]]`: migrate, then seed the catalogue and content of every
 * storefront (or of those named) that has none yet. A storefront with content is never reseeded or
 * wiped — its orders, accounts and cards stay; to start over, drop the data dir or database instead.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { migrate, openDatabase } from "../app/db/db.server";
import { seedDatabase, withoutContent } from "../app/db/seed/seed.server";
import { loadEnv } from "../app/env.server";
import { createCacheSync } from "../app/server/cache-sync.server";
import { loadStorefronts } from "../app/storefront/load.server";

const { values } = parseArgs({ options: { only: { type: "string" } } });
const all = await loadStorefronts();
let chosen = all;
if (values.only !== undefined) {
  const codes = values.only.split(",").map((c) => c.trim());
  const unknown = codes.filter((c) => !all.some((s) => s.code === c));
  if (unknown.length || codes.length === 0) {
    console.error(`--only: no storefront ${unknown.join(", ") || "given"} in the tenants folder.`);
    process.exit(2);
  }
  chosen = all.filter((s) => codes.includes(s.code));
}

const env = loadEnv();
const dataDir = env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : path.resolve(env.DATA_DIR);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
try {
  await migrate(database.db);
  const started = performance.now();
  const fresh = await withoutContent(database.db, chosen);
  const withContent = chosen.filter((s) => !fresh.includes(s));
  if (withContent.length) {
    const names =
      withContent.length > 5 ? `${withContent.length} storefronts` : withContent.map((s) => s.code).join(", ");
    console.log(`Already seeded, left as they are: ${names}.`);
  }
  const seeded = Object.keys(await seedDatabase(database.db, fresh));
  if (seeded.length) {
    console.log(
      `Seeded ${seeded.length === 1 ? seeded[0] : `${seeded.length} storefronts`} in ${Math.round(performance.now() - started)} ms.`,
    );
    // Running app processes empty their caches of these storefronts (ADR 032).
    const sync = await createCacheSync({
      db: database.db,
      redisUrl: env.REDIS_URL,
      redisPrefix: env.REDIS_PREFIX,
      intervalMs: env.CACHE_SYNC_MS,
    });
    for (const code of seeded) await sync.invalidate(code);
    await sync.stop();
  } else console.log("Nothing to seed.");
} finally {
  await database.close();
}
