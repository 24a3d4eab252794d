/**
 * The local mail outbox viewer (MAIL_OUTBOX_VIEW; on in development): mails the shop wrote, newest
 * first, with their HTML, text and attachments. For developers and tests only — never on in production.
 */
import express, { type Router } from "express";
import type { DB } from "../db/db.server";
import { escapeHtml } from "../fulfilment/mail.server";

export function outboxRouter(db: DB): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set("cache-control", "no-store").set("x-robots-tag", "noindex");
    next();
  });
  /** The latest mails, or the latest to one address (`?to=`: what a test or the load script waits for). */
  const latest = (to: string | null) =>
    db
      .selectFrom("mail_outbox")
      .select([
        "id",
        "store_id",
        "kind",
        "to_address",
        "from_address",
        "subject",
        "text_body",
        "attachments",
        "created_at",
        "sent_at",
        "failed_at",
        "last_error",
      ])
      .$if(to !== null, (q) => q.where("to_address", "=", to ?? ""))
      .orderBy("id", "desc")
      .limit(200)
      .execute();
  router.get("/messages.json", async (req, res, next) => {
    try {
      const rows = await latest(typeof req.query.to === "string" ? req.query.to : null);
      res.json(
        rows.map((r) => ({
          id: r.id,
          storeId: r.store_id,
          kind: r.kind,
          to: r.to_address,
          from: r.from_address,
          subject: r.subject,
          text: r.text_body,
          attachments: (r.attachments as { filename: string; contentType: string }[]).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
          })),
          createdAt: r.created_at,
          sentAt: r.sent_at,
          failedAt: r.failed_at,
          lastError: r.last_error,
        })),
      );
    } catch (error) {
      next(error);
    }
  });
  router.get("/", async (_req, res, next) => {
    try {
      const rows = await latest(null);
      const items = rows
        .map(
          (r) =>
            `<tr><td>${r.id}</td><td>${escapeHtml(r.kind)}</td><td>${escapeHtml(r.to_address)}</td><td><a href="./${r.id}">${escapeHtml(r.subject)}</a></td><td>${escapeHtml(new Date(r.created_at).toISOString())}</td></tr>`,
        )
        .join("");
      res
        .type("html")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title></head><body style="font-family:sans-serif"><h1>Mail outbox</h1><table><thead><tr><th>#</th><th>Kind</th><th>To</th><th>Subject</th><th>Created</th></tr></thead><tbody>${items}</tbody></table></body></html>`,
        );
    } catch (error) {
      next(error);
    }
  });
  router.get("/:id(\\d+)", async (req, res, next) => {
    try {
      const row = await db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("id", "=", Number(req.params.id))
        .executeTakeFirst();
      if (!row) return void res.status(404).type("text/plain").send("Not found");
      const links = (row.attachments as { filename: string }[])
        .map((a, i) => `<li><a href="./${row.id}/attachments/${i}">${escapeHtml(a.filename)}</a></li>`)
        .join("");
      res
        .type("html")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(row.subject)}</title></head><body><p><a href="./">← outbox</a></p><p>To: ${escapeHtml(row.to_address)}<br>From: ${escapeHtml(row.from_address)}<br>Subject: ${escapeHtml(row.subject)}</p><ul>${links}</ul><hr>${row.html_body}</body></html>`,
        );
    } catch (error) {
      next(error);
    }
  });
  router.get("/:id(\\d+)/attachments/:n(\\d+)", async (req, res, next) => {
    try {
      const row = await db
        .selectFrom("mail_outbox")
        .select("attachments")
        .where("id", "=", Number(req.params.id))
        .executeTakeFirst();
      const file = (row?.attachments as { filename: string; contentType: string; base64: string }[] | undefined)?.[
        Number(req.params.n)
      ];
      if (!file) return void res.status(404).type("text/plain").send("Not found");
      res.type(file.contentType).set("content-disposition", `inline; filename="${file.filename.replace(/"/g, "")}"`);
      res.send(Buffer.from(file.base64, "base64"));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
