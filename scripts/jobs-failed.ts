/**
 * `npm run jobs:failed [-- --retry <job id>]`: the jobs that used their last attempt (a mail the SMTP
 * server never took, a webhook never accepted, a payment never reconciled) with their last error —
 * the operator's list (ADR 033). `--retry` makes one due again with a fresh set of attempts.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { migrate, openDatabase } from "../app/db/db.server";
import { loadEnv } from "../app/env.server";

const { values } = parseArgs({ options: { retry: { type: "string" } } });
const env = loadEnv();
const dataDir = env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : path.resolve(env.DATA_DIR);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
try {
  const db = database.db;
  await migrate(db);
  if (values.retry !== undefined) {
    const id = String(Number(values.retry));
    const job = await db
      .updateTable("jobs")
      .set({ failed_at: null, attempts: 0, run_at: new Date(), locked_until: null })
      .where("id", "=", id)
      .where("failed_at", "is not", null)
      .returning(["id", "kind", "payload"])
      .executeTakeFirst();
    if (!job) {
      console.error(`No failed job ${values.retry}.`);
      process.exitCode = 2;
    } else {
      if (job.kind === "send-mail") {
        const mailId = Number((job.payload as { mailId?: unknown }).mailId);
        await db.updateTable("mail_outbox").set({ failed_at: null }).where("id", "=", mailId).execute();
      }
      console.log(`Job ${job.id} (${job.kind}) is due again; a running worker picks it up.`);
    }
  } else {
    const failed = await db
      .selectFrom("jobs")
      .select(["id", "kind", "attempts", "failed_at", "last_error"])
      .where("failed_at", "is not", null)
      .orderBy("failed_at", "desc")
      .limit(200)
      .execute();
    if (failed.length === 0) console.log("No failed jobs.");
    for (const j of failed) {
      console.log(
        `#${j.id} ${j.kind} — ${j.attempts} attempts, gave up ${new Date(j.failed_at as Date).toISOString()}: ${j.last_error ?? ""}`,
      );
    }
  }
} finally {
  await database.close();
}
