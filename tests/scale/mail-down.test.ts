/**
 * Mail server down (issue 18, faults): a mail whose SMTP server does not answer is retried with
 * exponential backoff (5 s, 10 s, 20 s … capped at an hour); once the server is back it is delivered
 * once; a mail that never gets through ends failed — in the outbox and the logs, for an operator.
 * Waiting is simulated by making the retry due (run_at), so the test takes no real backoff time.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/db/db.server";
import { backoffSeconds, JobQueue } from "../../app/fulfilment/jobs.server";
import { createMailer, MAIL_ATTEMPTS, queueMail } from "../../app/fulfilment/mail.server";
import { onJobGiveUp } from "../../app/server/services.server";
import { backends } from "../fixtures/db";
import { fakeSmtp } from "../fixtures/smtp";

const SMTP_PORT = 3708;

describe.each(backends())("mail server down ($name)", (backend) => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  const alerts: string[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    jobs = new JobQueue(handle.db, {
      onGiveUp: onJobGiveUp(handle.db, { error: (_obj: unknown, message: string) => alerts.push(message) } as never),
    });
    const mailer = createMailer(`smtp://127.0.0.1:${SMTP_PORT}`);
    jobs.register("send-mail", (p) => mailer.send(handle.db, Number(p.mailId)));
  });
  afterAll(async () => handle?.close());

  async function queue(key: string) {
    await queueMail(handle.db, jobs, {
      storeId: 95,
      orderId: null,
      kind: "order-confirmation",
      dedupeKey: key,
      to: "an@example.be",
      from: "shop@example.be",
      subject: `Order ${key}`,
      text: "Thank you",
      html: "<p>Thank you</p>",
    });
    const row = await handle.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("dedupe_key", "=", key)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Runs the mail's job once, as if its retry time had come; returns the delay it was given next. */
  async function attempt(mailId: number) {
    await handle.db
      .updateTable("jobs")
      .set({ run_at: sql<Date>`now()` })
      .where("dedupe_key", "=", `send-mail:${mailId}`)
      .execute();
    const before = Date.now();
    expect(await jobs.runDue(1)).toBe(1);
    const job = await handle.db
      .selectFrom("jobs")
      .select(["attempts", "run_at", "last_error", "failed_at", "done_at"])
      .where("dedupe_key", "=", `send-mail:${mailId}`)
      .executeTakeFirstOrThrow();
    return { ...job, delaySeconds: Math.round((new Date(job.run_at).getTime() - before) / 1000) };
  }

  it("retries with backoff and delivers once when the server is back", async () => {
    const mailId = await queue(`retry-${backend.name}`);
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const job = await attempt(mailId);
      expect(job.last_error).toMatch(/ECONNREFUSED/);
      delays.push(job.delaySeconds);
    }
    expect(delays).toEqual([5, 10, 20, 40]);
    const smtp = await fakeSmtp(SMTP_PORT);
    try {
      const job = await attempt(mailId);
      expect(job.done_at).not.toBeNull();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain(`Subject: Order retry-${backend.name}`);
      expect(await jobs.runDue()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
    const mail = await handle.db
      .selectFrom("mail_outbox")
      .select(["sent_at", "failed_at"])
      .where("id", "=", mailId)
      .executeTakeFirstOrThrow();
    expect(mail.sent_at).not.toBeNull();
    expect(mail.failed_at).toBeNull();
  });

  it("gives up after its last attempt, visibly", async () => {
    const mailId = await queue(`give-up-${backend.name}`);
    const delays: number[] = [];
    for (let i = 1; i <= MAIL_ATTEMPTS; i++) delays.push((await attempt(mailId)).delaySeconds);
    expect(delays.slice(0, -1)).toEqual(Array.from({ length: MAIL_ATTEMPTS - 1 }, (_, i) => backoffSeconds(i + 1)));
    const job = await handle.db
      .selectFrom("jobs")
      .select(["failed_at", "attempts"])
      .where("dedupe_key", "=", `send-mail:${mailId}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: MAIL_ATTEMPTS, failed_at: expect.any(Date) });
    const mail = await handle.db
      .selectFrom("mail_outbox")
      .select(["sent_at", "failed_at", "last_error"])
      .where("id", "=", mailId)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      sent_at: null,
      failed_at: expect.any(Date),
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(alerts).toEqual(["job gave up after its last attempt"]);
    expect(await jobs.runDue()).toBe(0);
  });
});
