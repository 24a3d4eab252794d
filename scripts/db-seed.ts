/** `npm run db:seed`: migrate, then seed every storefront when the database is empty (--force: reseed is refused, drop the data dir instead). */
import path from "node:path";
import { migrate, openDatabase } from "../app/db/db.server";
import { isSeeded, seedDatabase } from "../app/db/seed/seed.server";
import { loadEnv } from "../app/env.server";
import { loadStorefronts } from "../app/storefront/load.server";

const env = loadEnv();
const dataDir = env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : path.resolve(env.DATA_DIR);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
try {
  await migrate(database.db);
  if (await isSeeded(database.db)) {
    console.log("The database already holds a catalogue: nothing seeded.");
  } else {
    const started = performance.now();
    const summary = await seedDatabase(database.db, await loadStorefronts());
    console.log(`Seeded ${Object.keys(summary).length} storefronts in ${Math.round(performance.now() - started)} ms.`);
  }
} finally {
  await database.close();
}
