/**
 * A worker killed mid-job (issue 18, faults): `npm run worker` is sending a mail when it is killed
 * (SIGKILL, the SMTP server holding the mail's data without answering). Nothing is lost: once the
 * job's lock runs out, another worker — two run, claiming with SKIP LOCKED — sends it; nothing is
 * done twice: the mail arrives once and the job is done once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/db/db.server";
import { JobQueue } from "../../app/fulfilment/jobs.server";
import { queueMail } from "../../app/fulfilment/mail.server";
import { type AppProcess, startApp, tenantsDir, testSchema } from "../fixtures/app-process";
import { fakeSmtp } from "../fixtures/smtp";

const DATABASE = process.env.TEST_DATABASE_URL;
const SMTP_PORT = 3709;

describe.skipIf(!DATABASE)("a worker killed mid-job", () => {
  let schema: Awaited<ReturnType<typeof testSchema>>;
  let tenants: ReturnType<typeof tenantsDir>;
  let handle: DatabaseHandle;
  const workers: AppProcess[] = [];

  beforeAll(async () => {
    schema = await testSchema(DATABASE as string);
    tenants = tenantsDir(["kadoo-be"]);
    handle = await openDatabase({ url: DATABASE, schema: schema.name });
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await handle?.close();
    await schema?.drop();
    tenants?.remove();
  });

  it("loses nothing and does nothing twice", async () => {
    await queueMail(handle.db, new JobQueue(handle.db, { runsJobs: false }), {
      storeId: 95,
      orderId: null,
      kind: "order-confirmation",
      dedupeKey: "killed-mid-job",
      to: "an@example.be",
      from: "shop@example.be",
      subject: "Order killed-mid-job",
      text: "Thank you",
      html: "<p>Thank you</p>",
    });
    const env = {
      DATABASE_URL: schema.url,
      TENANTS_DIR: tenants.dir,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      JOB_LOCK_SECONDS: "3",
    };
    const stuck = await fakeSmtp(SMTP_PORT, { stallOnData: true });
    const first = await schema.whileMigrating(() => startApp({ port: 3710, script: "scripts/worker.ts", env }));
    workers.push(first);
    await expect.poll(() => stuck.stalled.length, { timeout: 30_000 }).toBe(1);
    await first.stop("SIGKILL");
    await stuck.close();
    const job = () =>
      handle.db
        .selectFrom("jobs")
        .select(["attempts", "done_at", "failed_at"])
        .where("dedupe_key", "like", "send-mail:%")
        .executeTakeFirstOrThrow();
    expect(await job()).toMatchObject({ attempts: 1, done_at: null, failed_at: null });

    const smtp = await fakeSmtp(SMTP_PORT);
    try {
      await schema.whileMigrating(async () => {
        workers.push(await startApp({ port: 3711, script: "scripts/worker.ts", env }));
        workers.push(await startApp({ port: 3712, script: "scripts/worker.ts", env }));
      });
      await expect.poll(async () => (await job()).done_at, { timeout: 30_000 }).not.toBeNull();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain("Subject: Order killed-mid-job");
      expect(await job()).toMatchObject({ attempts: 2, failed_at: null });
      const mail = await handle.db.selectFrom("mail_outbox").select("sent_at").executeTakeFirstOrThrow();
      expect(mail.sent_at).not.toBeNull();
    } finally {
      await smtp.close();
    }
  }, 90_000);
});
