/**
 * Business quote requests (issue 15; spec §1 "request a quote, which is promised within one hour"):
 * stored with the storefront's own human number (Q95-000123, migration 011), and in the same
 * transaction the acknowledgement to the requester and the notification to the sales inbox are put in
 * the mail outbox. Requests per address are limited (the form is open to anyone).
 */
import { randomUUID } from "node:crypto";
import type { RateLimits } from "../accounts/rate-limit.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import type { JobQueue } from "../fulfilment/jobs.server";
import { queueMail } from "../fulfilment/mail.server";
import { serverI18n } from "../i18n/server-i18n.server";
import { quoteNumber } from "../storefront/numbering";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { acknowledgementMail, type QuoteFacts, salesMail } from "./mails.server";
import type { QuoteRequestInput } from "./quote.schema";

export type QuoteRequest = Omit<QuoteRequestInput, "captchaToken"> & {
  language: Language;
  /** The client's address (the limit per address). */
  address: string;
};

export type QuoteResult = { ok: true; number: string; publicId: string } | { ok: false; error: ApiError };

async function productOf(db: DB, storefront: Storefront, language: Language, slug: string) {
  return db
    .selectFrom("products as p")
    .innerJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.language", "=", language))
    .select(["p.id", "t.title"])
    .where("p.store_id", "=", storefront.storeId)
    .where("p.slug", "=", slug)
    .executeTakeFirst();
}

export async function requestQuote(
  deps: { db: DB; jobs: JobQueue; limits: RateLimits },
  storefront: Storefront,
  request: QuoteRequest,
): Promise<QuoteResult> {
  const product = request.product ? await productOf(deps.db, storefront, request.language, request.product) : null;
  if (request.product && !product) return { ok: false, error: apiError(ErrorCode.QuoteProductUnknown, "product") };
  if (!(await deps.limits.consume("quoteRequest", `${storefront.storeId}:${request.address}`))) {
    return { ok: false, error: apiError(ErrorCode.QuoteRateLimited) };
  }
  const [i18n, salesI18n] = await Promise.all([serverI18n(request.language), serverI18n(storefront.defaultLanguage)]);
  const publicId = randomUUID();
  const number = await deps.db.transaction().execute(async (trx) => {
    // One storefront's counter: the upsert adds one atomically, so concurrent requests never share a number.
    const { last } = await trx
      .insertInto("quote_numbers")
      .values({ store_id: storefront.storeId, last: 1 })
      .onConflict((oc) => oc.column("store_id").doUpdateSet((eb) => ({ last: eb("quote_numbers.last", "+", 1) })))
      .returning("last")
      .executeTakeFirstOrThrow();
    const number = quoteNumber(storefront.storeId, last);
    const quote = await trx
      .insertInto("quotes")
      .values({
        public_id: publicId,
        store_id: storefront.storeId,
        seq: last,
        number,
        language: request.language,
        product_id: product?.id ?? null,
        message: request.message,
        remark: request.remark,
        quantity: request.quantity,
        card_value: request.cardValue,
        company_name: request.companyName,
        vat_number: request.vatNumber,
        kvk_number: request.kvkNumber,
        reference_number: request.referenceNumber,
        invoice_email: request.invoiceEmail,
        first_name: request.firstName,
        last_name: request.lastName,
        email: request.email,
        phone_number: request.phoneNumber,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const facts: QuoteFacts = { ...request, number, productTitle: product?.title ?? null };
    const mails = [
      {
        kind: "quote-acknowledgement" as const,
        to: request.email,
        content: acknowledgementMail(storefront, i18n, facts),
      },
      {
        kind: "quote-sales" as const,
        to: storefront.business.salesEmail,
        content: salesMail(storefront, salesI18n, facts),
      },
    ];
    for (const mail of mails) {
      await queueMail(trx, deps.jobs, {
        storeId: storefront.storeId,
        orderId: null,
        kind: mail.kind,
        dedupeKey: `${mail.kind}:${quote.id}`,
        to: mail.to,
        from: storefront.contact.email,
        subject: mail.content.subject,
        text: mail.content.text,
        html: mail.content.html,
      });
    }
    return number;
  });
  deps.jobs.wake();
  return { ok: true, number, publicId };
}

/** The thank-you page's request: its number and e-mail, by its public id, of this storefront only. */
export async function quoteReceipt(db: DB, storefront: Storefront, publicId: string) {
  if (!/^[0-9a-f-]{36}$/.test(publicId)) return null;
  const row = await db
    .selectFrom("quotes")
    .select(["number", "email", "created_at"])
    .where("store_id", "=", storefront.storeId)
    .where("public_id", "=", publicId)
    .executeTakeFirst();
  return row ? { number: row.number, email: row.email } : null;
}
