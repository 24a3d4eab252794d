/**
 * `npm run cards:stock -- --code kadoo-be --count 500 --out print-run.csv`: registers a print run of
 * choice cards for a storefront's shelves (not activated, no value; ADR 019) and writes their numbers
 * and pins to a CSV for the card printer — the only place the pins ever appear (the database keeps
 * argon2 hashes). Refuses to overwrite an existing file.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrate, openDatabase } from "../app/db/db.server";
import { loadEnv } from "../app/env.server";
import { registerStockCards } from "../app/giftcards/cards.server";
import { loadStorefronts } from "../app/storefront/load.server";

const { values } = parseArgs({
  options: { code: { type: "string" }, count: { type: "string" }, out: { type: "string" }, batch: { type: "string" } },
});
const count = Number(values.count);
if (!values.code || !values.out || !Number.isInteger(count) || count < 1 || count > 100_000) {
  console.error(
    "Usage: npm run cards:stock -- --code <storefront> --count <1..100000> --out <file.csv> [--batch <name>]",
  );
  process.exit(2);
}
const out = path.resolve(values.out);
if (existsSync(out)) {
  console.error(`${out} exists: choose another file (pins are never written twice).`);
  process.exit(2);
}
const storefront = (await loadStorefronts()).find((s) => s.code === values.code);
if (!storefront) {
  console.error(`No storefront ${values.code} in tenants/.`);
  process.exit(2);
}
const env = loadEnv();
const dataDir = env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : path.resolve(env.DATA_DIR);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
try {
  await migrate(database.db);
  const batch = values.batch ?? new Date().toISOString().slice(0, 10);
  const cards = await database.db.transaction().execute((trx) =>
    registerStockCards(
      trx,
      {
        storeId: storefront.storeId,
        currency: storefront.currency,
        prefix: storefront.giftcards.prefixes[0],
        validityMonths: storefront.giftcards.validityMonths,
      },
      count,
      { batch },
    ),
  );
  writeFileSync(out, `number,pin\n${cards.map((c) => `${c.number},${c.pin}`).join("\n")}\n`, { mode: 0o600 });
  console.log(
    `Registered ${cards.length} choice cards for ${storefront.code} (batch ${batch}); numbers and pins in ${out}.`,
  );
} finally {
  await database.close();
}
