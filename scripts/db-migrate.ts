/** `npm run db:migrate`: apply pending migrations to DATABASE_URL or the PGlite DATA_DIR. */
import path from "node:path";
import { migrate, openDatabase } from "../app/db/db.server";
import { loadEnv } from "../app/env.server";

const env = loadEnv();
const dataDir = env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : path.resolve(env.DATA_DIR);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
try {
  const applied = await migrate(database.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await database.close();
}
