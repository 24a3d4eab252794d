/**
 * Outgoing mail. Every mail is first written to `mail_outbox` (in the transaction that causes it,
 * deduplicated by key), then a `send-mail` job delivers it: through SMTP when SMTP_URL is set, else it
 * stays in the local outbox (viewable at /__outbox/ when MAIL_OUTBOX_VIEW is on).
 */
import nodemailer from "nodemailer";
import type { DB } from "../db/db.server";
import type { Executor, JobQueue } from "./jobs.server";

export interface Attachment {
  filename: string;
  contentType: string;
  base64: string;
}

export interface OutgoingMail {
  storeId: number;
  orderId: number | null;
  kind:
    | "order-confirmation"
    | "giftcards"
    | "dispatch"
    | "transfer-instructions"
    | "activation-done"
    | "activation-refused"
    | "activation-overdue"
    | "doubler"
    | "quote-acknowledgement"
    | "quote-sales"
    | "password-reset"
    | "login-notice";
  dedupeKey: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
}

/** Mails whose bodies hold card numbers and pins, or a new-password link: scrubbed once an SMTP server has them. */
const SENSITIVE = new Set(["giftcards", "dispatch", "password-reset"]);

export const MAIL_ATTEMPTS = 20;

export async function queueMail(executor: Executor, jobs: JobQueue, mail: OutgoingMail): Promise<void> {
  const row = await executor
    .insertInto("mail_outbox")
    .values({
      store_id: mail.storeId,
      order_id: mail.orderId,
      kind: mail.kind,
      dedupe_key: mail.dedupeKey,
      to_address: mail.to,
      from_address: mail.from,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachments: JSON.stringify(mail.attachments ?? []),
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  // 20 attempts with backoff (5 s doubling, then hourly): an SMTP outage of about half a day is bridged.
  if (row) {
    await jobs.enqueue(
      executor,
      "send-mail",
      { mailId: row.id },
      { dedupeKey: `send-mail:${row.id}`, maxAttempts: MAIL_ATTEMPTS },
    );
  }
}

export interface Mailer {
  readonly transport: "smtp" | "outbox";
  send(db: DB, mailId: number): Promise<void>;
}

/** Milliseconds: connect, server greeting, a silent socket. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(smtpUrl: string | undefined): Mailer {
  // Bounded (issue 44): nodemailer's defaults wait 2 minutes to connect and 10 minutes on a silent
  // socket — longer than a job's lock (JOB_LOCK_SECONDS), after which another worker would send the
  // mail a second time. A failed send is retried by the job queue. Options in SMTP_URL's query win.
  const smtp = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;
  return {
    transport: smtp ? "smtp" : "outbox",
    async send(db, mailId) {
      const mail = await db.selectFrom("mail_outbox").selectAll().where("id", "=", mailId).executeTakeFirst();
      if (!mail || mail.sent_at) return;
      if (smtp) {
        await smtp.sendMail({
          // The same id on every retry: a mail sent again after a crash (between the SMTP server's
          // acceptance and sent_at) can be recognised as the same message.
          messageId: `<outbox-${mail.id}-${mail.dedupe_key.replace(/[^A-Za-z0-9.-]/g, "_").slice(0, 60)}@giftcard-shop>`,
          from: mail.from_address,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          attachments: (mail.attachments as Attachment[]).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.base64, "base64"),
          })),
        });
      }
      await db
        .updateTable("mail_outbox")
        .set({
          sent_at: new Date(),
          ...(smtp && SENSITIVE.has(mail.kind) ? { text_body: "[delivered]", html_body: "<p>[delivered]</p>" } : {}),
        })
        .where("id", "=", mailId)
        .execute();
    },
  };
}

/** The send-mail job used its last attempt: the mail stays unsent, marked for an operator (outbox, logs). */
export async function markMailFailed(db: DB, mailId: number, error: string): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ failed_at: new Date(), last_error: error.slice(0, 2000) })
    .where("id", "=", mailId)
    .where("sent_at", "is", null)
    .execute();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
