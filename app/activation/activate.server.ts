/**
 * Activating a paid choice card (spec §1: active within 24 hours; §4: it can fail at the card provider;
 * docs/decisions/019), as durable jobs:
 * - `activate-card` (queued when the activation order completes): asks the card provider to activate
 *   the card. Done → in one transaction the card gets its value on the ledger (kind `activation`), its
 *   activation date and validity, and the holder's mail. Refused ('simulation failed') → the activation
 *   is refused, the order cancelled, the holder mailed and a `refund-payment` job queued in the same
 *   transaction. The provider unavailable → the job fails and the queue tries again with backoff.
 * - `refund-payment`: gives the order's payment back through the payment provider (idempotent).
 * - `alertOverdueActivations` (scheduled): an activation paid more than 24 hours ago and not done raises
 *   one alert — an error in the log and a mail in the operator's outbox.
 */
import type { Logger } from "pino";
import type { OrderLinks } from "../checkout/orders/order-access.server";
import { type OrderDeps, toMinor } from "../checkout/orders/records.server";
import type { Executor, JobQueue } from "../fulfilment/jobs.server";
import { queueMail } from "../fulfilment/mail.server";
import { changeBalanceIn } from "../giftcards/ledger.server";
import { serverI18n } from "../i18n/server-i18n.server";
import { href } from "../storefront/links";
import { orderNumber } from "../storefront/numbering";
import type { StorefrontRegistry } from "../storefront/registry";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { CardProvider } from "./card-provider";
import { type ActivationMailFacts, activatedMail, overdueAlertMail, refusedMail } from "./mails.server";

type MailContent = ReturnType<typeof activatedMail>;

export interface ActivationJobDeps extends OrderDeps {
  cards: CardProvider;
  registry: StorefrontRegistry;
  log: Pick<Logger, "error" | "warn" | "info">;
  /** Where operator alerts go; the storefront's contact address when not set. */
  operatorEmail?: string;
  /** Signs the mail's link to the activation's page (issue 44; checkout/orders/order-access.server.ts). */
  orderLinks: OrderLinks;
}

/** An activation can wait this long after its payment before the operator is alerted (spec §9). */
export const ACTIVATION_PROMISE_MS = 24 * 60 * 60 * 1000;

export function registerActivationJobs(jobs: JobQueue, deps: ActivationJobDeps): void {
  jobs.register("activate-card", (p) => activateCard(deps, Number(p.orderId)));
  jobs.register("refund-payment", (p) => refundPayment(deps, Number(p.orderId)));
}

async function loadActivation(deps: ActivationJobDeps, orderId: number) {
  const row = await deps.db
    .selectFrom("activations as a")
    .innerJoin("orders as o", "o.id", "a.order_id")
    .innerJoin("giftcards as g", "g.id", "a.giftcard_id")
    .select([
      "a.id",
      "a.status",
      "a.amount",
      "a.email",
      "a.language",
      "a.giftcard_id",
      "a.store_id",
      "o.uuid",
      "o.status as orderStatus",
      "o.completed_at",
      "o.checkout",
      "g.number",
    ])
    .where("a.order_id", "=", orderId)
    .executeTakeFirst();
  if (!row) return null;
  const storefront = deps.registry.all.find((s) => s.storeId === row.store_id);
  if (!storefront) throw new Error(`Activation of order ${orderId}: no storefront with store id ${row.store_id}`);
  return { ...row, amount: Number(row.amount), storefront, language: row.language as Language };
}

function factsOf(
  deps: Pick<ActivationJobDeps, "orderLinks">,
  a: NonNullable<Awaited<ReturnType<typeof loadActivation>>>,
): ActivationMailFacts {
  const baseUrl = (a.checkout as { activation?: { baseUrl?: string } }).activation?.baseUrl ?? "";
  return {
    storefront: a.storefront,
    language: a.language,
    last4: a.number.slice(-4),
    amount: a.amount,
    // The storefront's address the holder used (kept on the order): the link works on that host.
    balanceCheckUrl: `${baseUrl}${href(a.storefront, "balance-check")}`,
    // The signed key shows the activation with its e-mail, not the card's opening (status.server.ts).
    activationUrl: `${baseUrl}${href(a.storefront, "activation-done")}?order=${a.uuid}&key=${deps.orderLinks.sign(a.uuid)}`,
  };
}

export async function activateCard(deps: ActivationJobDeps, orderId: number): Promise<void> {
  const a = await loadActivation(deps, orderId);
  if (a?.orderStatus !== "COMPLETED") return;
  // Paid after it was given up (its card may have been activated through another order since): money back.
  if (a.status === "canceled") return queueRefund(deps, orderId);
  if (a.status !== "waiting") return;
  const answer = await deps.cards.activate({
    number: a.number,
    amount: toMinor(a.amount),
    currency: a.storefront.currency,
    storeId: a.store_id,
    reference: `activation:${a.uuid}`,
  });
  if (answer.status === "unavailable") {
    await deps.db.updateTable("activations").set({ refusal_message: answer.message }).where("id", "=", a.id).execute();
    throw new Error(`Card provider unavailable for order ${orderId}: ${answer.message}`);
  }
  const i18n = await serverI18n(a.language);
  const facts = factsOf(deps, a);
  const now = new Date();
  // The holder's mail, once per order and kind, in the transaction that records the outcome.
  const mailHolder = (trx: Executor, kind: "activation-done" | "activation-refused", mail: MailContent) =>
    queueMail(trx, deps.jobs, {
      storeId: a.store_id,
      orderId,
      kind,
      dedupeKey: `${kind}:${orderId}`,
      to: a.email,
      from: a.storefront.contact.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  if (answer.status === "refused") {
    deps.log.warn({ orderId, code: answer.code, message: answer.message }, "card provider refused an activation");
    const mail = refusedMail(i18n, facts);
    await deps.db.transaction().execute(async (trx) => {
      const refused = await trx
        .updateTable("activations")
        .set({ status: "refused", refusal_code: answer.code, refusal_message: answer.message, done_at: now })
        .where("id", "=", a.id)
        .where("status", "=", "waiting")
        .returning("id")
        .executeTakeFirst();
      if (!refused) return;
      await trx
        .updateTable("orders")
        .set({ status: "CANCELED", canceled_at: now, cancel_reason: "activation-refused" })
        .where("id", "=", orderId)
        .execute();
      await deps.jobs.enqueue(
        trx,
        "refund-payment",
        { orderId },
        { dedupeKey: `refund-payment:${orderId}`, maxAttempts: 40 },
      );
      await mailHolder(trx, "activation-refused", mail);
    });
    deps.jobs.wake();
    return;
  }
  const expiresAt = new Date(now);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + a.storefront.giftcards.validityMonths);
  const mail = activatedMail(i18n, facts, expiresAt);
  await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("activations")
      .set({ status: "active", provider_reference: answer.providerReference, refusal_message: null, done_at: now })
      .where("id", "=", a.id)
      .where("status", "=", "waiting")
      .returning("id")
      .executeTakeFirst();
    if (!done) return;
    await changeBalanceIn(trx, {
      cardId: a.giftcard_id,
      storeId: a.store_id,
      kind: "activation",
      amount: a.amount,
      reference: `activation:${a.uuid}`,
      orderId,
    });
    await trx
      .updateTable("giftcards")
      .set({ activated_at: now, expires_at: expiresAt, initial_value: a.amount, receiver_email: a.email })
      .where("id", "=", a.giftcard_id)
      .execute();
    await mailHolder(trx, "activation-done", mail);
  });
  deps.jobs.wake();
}

async function queueRefund(deps: ActivationJobDeps, orderId: number): Promise<void> {
  await deps.jobs.enqueue(
    deps.db,
    "refund-payment",
    { orderId },
    { dedupeKey: `refund-payment:${orderId}`, maxAttempts: 40 },
  );
  deps.jobs.wake();
}

/** Gives back what the order's provider payment took (its REFUND webhook marks the payment refunded). */
export async function refundPayment(deps: OrderDeps, orderId: number): Promise<void> {
  const payment = await deps.db
    .selectFrom("payments")
    .select(["psp_reference", "merchant_reference", "amount", "currency", "status"])
    .where("order_id", "=", orderId)
    .where("provider", "=", deps.payments.id)
    .where("status", "=", "authorised")
    .orderBy("attempt", "desc")
    .executeTakeFirst();
  if (!payment?.psp_reference) return;
  const outcome = await deps.payments.refund({
    pspReference: payment.psp_reference,
    merchantReference: payment.merchant_reference,
    amount: { value: payment.amount, currency: payment.currency },
    idempotencyKey: `refund-${payment.merchant_reference}`,
  });
  if (outcome.status === "error") throw new Error(`Refund of order ${orderId} failed: ${outcome.message}`);
}

/**
 * Raises the 24-hour alert once per activation paid more than ACTIVATION_PROMISE_MS ago and still not
 * done: an error in the log and a mail to the operator. Returns how many it raised.
 */
export async function alertOverdueActivations(deps: ActivationJobDeps, now = new Date()): Promise<number> {
  const overdue = await deps.db
    .updateTable("activations")
    .set({ alerted_at: now })
    .where("status", "=", "waiting")
    .where("alerted_at", "is", null)
    .where("order_id", "in", (eb) =>
      eb
        .selectFrom("orders")
        .select("id")
        .where("status", "=", "COMPLETED")
        .where("completed_at", "<", new Date(now.getTime() - ACTIVATION_PROMISE_MS)),
    )
    .returning(["id", "order_id", "store_id", "giftcard_id", "amount", "refusal_message"])
    .execute();
  for (const a of overdue) {
    const storefront = deps.registry.all.find((s) => s.storeId === a.store_id) as Storefront;
    const order = await deps.db
      .selectFrom("orders")
      .select("completed_at")
      .where("id", "=", a.order_id)
      .executeTakeFirst();
    const card = await deps.db
      .selectFrom("giftcards")
      .select("number")
      .where("id", "=", a.giftcard_id)
      .executeTakeFirstOrThrow();
    const facts = {
      orderNumber: orderNumber({ storeId: a.store_id, id: a.order_id }),
      last4: card.number.slice(-4),
      amount: Number(a.amount),
      paidAt: order?.completed_at ?? now,
      lastError: a.refusal_message,
    };
    deps.log.error({ orderId: a.order_id, store: storefront.code, ...facts }, "activation not done within 24 hours");
    const mail = overdueAlertMail(storefront, facts);
    await queueMail(deps.db, deps.jobs, {
      storeId: a.store_id,
      orderId: a.order_id,
      kind: "activation-overdue",
      dedupeKey: `activation-overdue:${a.order_id}`,
      to: deps.operatorEmail ?? storefront.contact.email,
      from: storefront.contact.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
  if (overdue.length) deps.jobs.wake();
  return overdue.length;
}
