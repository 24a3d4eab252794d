/**
 * Fulfilment of a completed order (spec §1 promises; docs/decisions/011-orders-and-fulfilment.md):
 * - digital shipments: cards issued and e-mailed to each receiver right away (within one hour) or at
 *   the moment the shopper scheduled;
 * - physical shipments: cards issued and the shipment queued with its dispatch date (same day on
 *   working days before 17:00), registered above the threshold or with wine; the print data goes to
 *   the fulfilment centre;
 * - the order confirmation with the invoice PDF to the orderer (invoice e-mail for businesses).
 * Every step is a job; cards and mails of a line are written in one transaction, so a retry after a
 * crash neither loses nor doubles them.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  blankPacks,
  type CartDoc,
  computeTotals,
  lineKindOf,
  type Package,
  packageCardValue,
  type Shipment,
  type Totals,
} from "../basket/cart";
import { cartRules } from "../basket/cart.server";
import { billingEmail, type CheckoutData } from "../checkout/checkout-data";
import { digitalSendAt, earliestDispatchDate, expectedDelivery, isValidDispatchDate } from "../checkout/delivery-dates";
import { type OrderDeps, processWebhookEvent } from "../checkout/orders.server";
import type { DB } from "../db/db.server";
import { formatMoney } from "../i18n/format";
import { serverI18n } from "../i18n/server-i18n.server";
import { METHOD_INFO, type PaymentMethodId } from "../payments/methods";
import type { StorefrontRegistry } from "../storefront/registry";
import type { Language } from "../storefront/schema";
import { localeOf, type Storefront } from "../storefront/storefront";
import { type CardLineToIssue, formatCardNumber, type IssuedCard, issueCards } from "./giftcards.server";
import { renderInvoice } from "./invoice.server";
import type { JobQueue } from "./jobs.server";
import { escapeHtml, type Mailer, queueMail } from "./mail.server";

export interface FulfilmentDeps {
  db: DB;
  jobs: JobQueue;
  registry: StorefrontRegistry;
  mailer: Mailer;
  /** Where physical print data goes; the storefront's contact address when not set. */
  fulfilmentEmail?: string;
}

interface LoadedOrder {
  id: number;
  uuid: string;
  storeId: number;
  storefront: Storefront;
  language: Language;
  currency: string;
  email: string;
  customerType: "PRIVATE" | "BUSINESS";
  doc: CartDoc;
  checkout: CheckoutData;
  totals: Totals;
  paymentMethod: PaymentMethodId;
  createdAt: Date;
  completedAt: Date | null;
}

/** Human order number: store id and a zero-padded sequence. */
export function orderNumber(order: { storeId: number; id: number }): string {
  return `${order.storeId}-${String(order.id).padStart(6, "0")}`;
}

async function loadOrder(deps: FulfilmentDeps, orderId: number): Promise<LoadedOrder | null> {
  const row = await deps.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (row?.status !== "COMPLETED") return null;
  const storefront = deps.registry.all.find((s) => s.storeId === row.store_id);
  if (!storefront) throw new Error(`Order ${orderId}: no storefront with store id ${row.store_id}`);
  return {
    id: row.id,
    uuid: row.uuid,
    storeId: row.store_id,
    storefront,
    language: row.language as Language,
    currency: row.currency,
    email: row.email,
    customerType: row.customer_type,
    doc: row.doc as CartDoc,
    checkout: row.checkout as CheckoutData,
    totals: row.totals as Totals,
    paymentMethod: row.payment_method as PaymentMethodId,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

export function registerFulfilment(jobs: JobQueue, deps: FulfilmentDeps, orderDeps: OrderDeps): void {
  jobs.register("fulfil-order", (p) => fulfilOrder(deps, Number(p.orderId)));
  jobs.register("deliver-digital", (p) => deliverDigital(deps, Number(p.orderId), String(p.tag)));
  jobs.register("queue-shipment", (p) => queueShipment(deps, Number(p.orderId), String(p.tag)));
  jobs.register("send-mail", (p) => deps.mailer.send(deps.db, Number(p.mailId)));
  jobs.register("process-webhook", (p) => processWebhookEvent(orderDeps, Number(p.eventId)));
}

/** Splits the order into its delivery jobs and queues the confirmation. */
export async function fulfilOrder(deps: FulfilmentDeps, orderId: number): Promise<void> {
  const order = await loadOrder(deps, orderId);
  if (!order) return;
  const i18n = await serverI18n(order.language);
  const invoice = await invoicePdf(order, i18n);
  const mail = confirmationMail(order, i18n);
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    for (const s of order.doc.shipments) {
      if (s.deliveryType === "DIGITAL") {
        const when = digitalSendAt(now, s.schedule, order.storefront.checkout.timeZone);
        await deps.jobs.enqueue(
          trx,
          "deliver-digital",
          { orderId, tag: s.tag },
          { dedupeKey: `deliver-digital:${orderId}:${s.tag}`, runAt: when.ok ? when.at : now },
        );
      } else {
        await deps.jobs.enqueue(
          trx,
          "queue-shipment",
          { orderId, tag: s.tag },
          { dedupeKey: `queue-shipment:${orderId}:${s.tag}` },
        );
      }
    }
    await queueMail(trx, deps.jobs, {
      storeId: order.storeId,
      orderId,
      kind: "order-confirmation",
      dedupeKey: `order-confirmation:${orderId}`,
      to: order.checkout.details ? billingEmail(order.checkout.details) : order.email,
      from: order.storefront.contact.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: [
        {
          filename: `${i18n._(msg`invoice`)}-${orderNumber(order)}.pdf`,
          contentType: "application/pdf",
          base64: invoice.toString("base64"),
        },
      ],
    });
  });
  deps.jobs.wake();
}

function cardLines(s: Shipment, receiverEmail: string | null): CardLineToIssue[] {
  return s.packages.flatMap((p) =>
    lineKindOf(p.card) === "DONATION"
      ? []
      : Array.from({ length: p.card.qty }, (_, i) => ({
          lineKey: `${s.tag}:${p.id}:${i}`,
          productId: p.card.productId,
          value: p.card.amount,
          deliveryType: s.deliveryType,
          receiverEmail,
        })),
  );
}

async function alreadyIssued(db: DB, orderId: number, tag: string): Promise<boolean> {
  const row = await db
    .selectFrom("giftcards")
    .select("id")
    .where("order_id", "=", orderId)
    .where("line_key", "like", `${tag}:%`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Issues the cards of a digital shipment and e-mails them to its receiver, in one transaction. */
export async function deliverDigital(deps: FulfilmentDeps, orderId: number, tag: string): Promise<void> {
  const order = await loadOrder(deps, orderId);
  const shipment = order?.doc.shipments.find((s) => s.tag === tag);
  if (!order || !shipment || (await alreadyIssued(deps.db, orderId, tag))) return;
  const i18n = await serverI18n(order.language);
  const to = shipment.receiver?.email ?? order.email;
  await deps.db.transaction().execute(async (trx) => {
    const cards = await issueCards(
      trx,
      { id: order.id, storeId: order.storeId, currency: order.currency },
      { prefix: order.storefront.giftcards.prefixes[0], validityMonths: order.storefront.giftcards.validityMonths },
      cardLines(shipment, to),
    );
    const mail = cardsMail(order, shipment, cards, i18n);
    await queueMail(trx, deps.jobs, {
      storeId: order.storeId,
      orderId,
      kind: "giftcards",
      dedupeKey: `giftcards:${orderId}:${tag}`,
      to,
      from: order.storefront.contact.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  });
  deps.jobs.wake();
}

/** Issues the cards of a physical shipment and queues it for dispatch with its date. */
export async function queueShipment(deps: FulfilmentDeps, orderId: number, tag: string): Promise<void> {
  const order = await loadOrder(deps, orderId);
  const shipment = order?.doc.shipments.find((s) => s.tag === tag);
  if (!order || !shipment || (await alreadyIssued(deps.db, orderId, tag))) return;
  const { timeZone } = order.storefront.checkout;
  const opts = { timeZone, country: order.storefront.country };
  const now = order.completedAt ?? new Date();
  const dispatch =
    shipment.dispatchDate && isValidDispatchDate(shipment.dispatchDate, now, opts)
      ? shipment.dispatchDate
      : earliestDispatchDate(now, opts);
  const address = shipment.address ?? null;
  const i18n = await serverI18n(order.language);
  await deps.db.transaction().execute(async (trx) => {
    const cards = await issueCards(
      trx,
      { id: order.id, storeId: order.storeId, currency: order.currency },
      { prefix: order.storefront.giftcards.prefixes[0], validityMonths: order.storefront.giftcards.validityMonths },
      cardLines(shipment, shipment.receiver?.email ?? null),
    );
    await trx
      .insertInto("shipments")
      .values({
        store_id: order.storeId,
        order_id: order.id,
        tag,
        dispatch_date: dispatch,
        registered: order.totals.registered,
        address: JSON.stringify(address ?? {}),
      })
      .onConflict((oc) => oc.columns(["order_id", "tag"]).doNothing())
      .execute();
    const mail = dispatchMail(order, shipment, cards, dispatch, i18n);
    await queueMail(trx, deps.jobs, {
      storeId: order.storeId,
      orderId,
      kind: "dispatch",
      dedupeKey: `dispatch:${orderId}:${tag}`,
      to: deps.fulfilmentEmail ?? order.storefront.contact.email,
      from: order.storefront.contact.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  });
  deps.jobs.wake();
}

// ---------------------------------------------------------------------------------------------
// Mails

interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function money(order: LoadedOrder, value: number): string {
  return formatMoney(value, order.currency, localeOf(order.storefront, order.language));
}

function dateText(order: LoadedOrder, date: Date | string): string {
  const value = typeof date === "string" ? new Date(`${date}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat(localeOf(order.storefront, order.language), {
    dateStyle: "long",
    timeZone: order.storefront.checkout.timeZone,
  }).format(value);
}

/** Paragraphs → text and HTML bodies with the storefront's name as signature. */
function compose(order: LoadedOrder, subject: string, blocks: (string | string[])[]): MailContent {
  const text = blocks.map((b) => (Array.isArray(b) ? b.map((l) => `- ${l}`).join("\n") : b)).join("\n\n");
  const html = [
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f;max-width:600px">`,
    `<h1 style="font-size:22px">${escapeHtml(subject)}</h1>`,
    ...blocks.map((b) =>
      Array.isArray(b)
        ? `<ul>${b.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`
        : `<p>${escapeHtml(b).replace(/\n/g, "<br>")}</p>`,
    ),
    `<p style="color:#555">${escapeHtml(order.storefront.brandName)} · ${escapeHtml(order.storefront.contact.email)} · ${escapeHtml(order.storefront.contact.phone)}</p>`,
    `</div>`,
  ].join("\n");
  return { subject, text: `${text}\n\n${order.storefront.brandName} · ${order.storefront.contact.email}`, html };
}

function methodName(method: PaymentMethodId, i18n: I18n): string {
  if (method === "card") return i18n._(msg`Card`);
  if (method === "banktransfer") return i18n._(msg`Bank transfer`);
  if (method === "invoice") return i18n._(msg`Invoice`);
  return METHOD_INFO[method].name;
}

function packageLine(order: LoadedOrder, p: Package, i18n: I18n): string {
  const qty = p.card.qty;
  const title = p.card.title;
  const value = money(order, p.card.amount);
  const parts = [i18n._(msg`${qty} × ${title} of ${value}`)];
  if (lineKindOf(p.card) === "BLANK_GIFT_CARD_PACK") {
    const packs = blankPacks(p.card.qty);
    parts.push(i18n._(msg`packed in ${packs} sets of 3`));
  }
  if (p.wrapper) parts.push(p.wrapper.title);
  if (p.giftPacking) parts.push(p.giftPacking.title);
  if (p.message) {
    const text = p.message.text;
    parts.push(i18n._(msg`message: “${text}”`));
  }
  return parts.join(", ");
}

function confirmationMail(order: LoadedOrder, i18n: I18n): MailContent {
  const number = orderNumber(order);
  const name = order.checkout.details?.firstName ?? "";
  const blocks: (string | string[])[] = [
    i18n._(msg`Dear ${name},`),
    i18n._(msg`Thank you for your order ${number}. We have received your payment.`),
  ];
  for (const s of order.doc.shipments) {
    const who = s.receiver ? `${s.receiver.name} (${s.receiver.email})` : i18n._(msg`you`);
    blocks.push(
      s.deliveryType === "DIGITAL"
        ? s.schedule
          ? i18n._(msg`By e-mail to ${who} on ${s.schedule.date} at ${s.schedule.time}:`)
          : i18n._(msg`By e-mail to ${who}, within one hour:`)
        : i18n._(msg`By post to ${who}:`),
    );
    blocks.push(s.packages.map((p) => packageLine(order, p, i18n)));
  }
  const t = order.totals;
  const total = money(order, t.grandTotal);
  const method = methodName(order.paymentMethod, i18n);
  blocks.push(i18n._(msg`Total paid: ${total} (${method}). Gift cards are exempt from VAT.`));
  if (t.registered && t.groupedTotals.physicalTotal.qty > 0) {
    blocks.push(i18n._(msg`Your cards are sent by registered mail.`));
  }
  blocks.push(i18n._(msg`Your invoice is attached to this e-mail.`));
  return compose(order, i18n._(msg`Your order ${number}`), blocks);
}

function cardsMail(order: LoadedOrder, s: Shipment, cards: IssuedCard[], i18n: I18n): MailContent {
  const from = order.checkout.details
    ? `${order.checkout.details.firstName} ${order.checkout.details.lastName}`
    : order.storefront.brandName;
  const name = s.receiver?.name ?? order.checkout.details?.firstName ?? "";
  const blocks: (string | string[])[] = [i18n._(msg`Dear ${name},`)];
  blocks.push(
    s.receiver ? i18n._(msg`${from} sends you a gift card.`) : i18n._(msg`Here are the gift cards you ordered.`),
  );
  for (const p of s.packages) if (p.message) blocks.push(`“${p.message.text}”`);
  const titleByValue = s.packages.flatMap((p) => Array.from({ length: p.card.qty }, () => p.card.title));
  blocks.push(
    cards.map((card, i) => {
      const title = titleByValue[i] ?? "";
      const value = money(order, card.value);
      const number = formatCardNumber(card.number);
      const pin = card.pin;
      const until = dateText(order, card.expiresAt);
      return i18n._(msg`${title}: ${value} — card number ${number}, pin ${pin}, valid until ${until}`);
    }),
  );
  const donations = s.packages.filter((p) => lineKindOf(p.card) === "DONATION");
  for (const p of donations) {
    const value = money(order, packageCardValue(p));
    const title = p.card.title;
    blocks.push(i18n._(msg`A donation of ${value} has been made: ${title}.`));
  }
  blocks.push(i18n._(msg`Keep this e-mail: you need the card number and pin to spend your card.`));
  return compose(order, i18n._(msg`Your gift card from ${from}`), blocks);
}

function addressLines(a: Shipment["address"]): string[] {
  if (!a) return [];
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.companyName,
    `${a.street} ${a.houseNumber}${a.suffix ? ` ${a.suffix}` : ""}`,
    `${a.postCode} ${a.city}`,
    a.countryCode,
  ].filter(Boolean);
}

function dispatchMail(order: LoadedOrder, s: Shipment, cards: IssuedCard[], dispatch: string, i18n: I18n): MailContent {
  const number = orderNumber(order);
  const date = dateText(order, dispatch);
  const window = expectedDelivery(dispatch, order.storefront.country);
  const from = dateText(order, window.from);
  const to = dateText(order, window.to);
  return compose(order, i18n._(msg`Dispatch ${number} ${s.tag} on ${date}`), [
    order.totals.registered ? i18n._(msg`Send by registered mail.`) : i18n._(msg`Send by regular post.`),
    addressLines(s.address),
    s.packages.map((p) => packageLine(order, p, i18n)),
    cards.map((c) => `${formatCardNumber(c.number)} · ${c.pin} · ${money(order, c.value)}`),
    i18n._(msg`Expected delivery between ${from} and ${to}.`),
  ]);
}

async function invoicePdf(order: LoadedOrder, i18n: I18n): Promise<Buffer> {
  const sf = order.storefront;
  const d = order.checkout.details;
  const b = order.checkout.billing;
  const rules = cartRules(sf);
  const totals = computeTotals(order.doc, rules);
  const vatRate = sf.checkout.vatRate;
  const lines = order.doc.shipments.flatMap((s) =>
    s.packages.flatMap((p) => {
      const out = [
        {
          description: `${p.card.title} (${s.deliveryType === "DIGITAL" ? i18n._(msg`digital`) : i18n._(msg`physical`)})`,
          qty: p.card.qty,
          unitPrice: money(order, p.card.amount),
          total: money(order, packageCardValue(p)),
          vat: i18n._(msg`exempt`),
        },
      ];
      for (const extra of [p.wrapper, p.giftPacking]) {
        if (extra) {
          out.push({
            description: extra.title,
            qty: extra.qty,
            unitPrice: money(order, extra.price),
            total: money(order, extra.price * extra.qty),
            vat: `${vatRate}%`,
          });
        }
      }
      if (p.message) {
        out.push({
          description: p.message.title,
          qty: 1,
          unitPrice: money(order, p.message.price),
          total: money(order, p.message.price),
          vat: `${vatRate}%`,
        });
      }
      return out;
    }),
  );
  for (const a of totals.adjustments) {
    lines.push({
      description:
        a.adjustmentType === "REGISTERED_SHIPPING" ? i18n._(msg`Registered shipping`) : i18n._(msg`Shipping`),
      qty: 1,
      unitPrice: money(order, a.price),
      total: money(order, a.price),
      vat: `${vatRate}%`,
    });
  }
  const due = new Date(order.completedAt ?? order.createdAt);
  due.setUTCDate(due.getUTCDate() + 30);
  const onInvoice = order.paymentMethod === "invoice";
  const account = sf.payments.bankAccount;
  const number = orderNumber(order);
  return renderInvoice({
    number,
    date: dateText(order, order.completedAt ?? order.createdAt),
    dueDate: onInvoice ? dateText(order, due) : null,
    seller: {
      name: sf.organization.name,
      address: [
        sf.organization.address.streetAddress,
        `${sf.organization.address.postalCode} ${sf.organization.address.addressLocality}`,
      ],
      email: sf.contact.email,
      bank: account ? `${account.beneficiary} · IBAN ${account.iban} · BIC ${account.bic}` : undefined,
    },
    buyer: {
      lines: [
        d?.customerType === "BUSINESS" ? d.companyName : "",
        `${d?.firstName ?? ""} ${d?.lastName ?? ""}`.trim(),
        b ? `${b.street} ${b.houseNumber}${b.suffix ? ` ${b.suffix}` : ""}` : "",
        b ? `${b.postCode} ${b.city} ${b.countryCode}` : "",
        d?.customerType === "BUSINESS" && d.vatNumber ? `${i18n._(msg`VAT number`)}: ${d.vatNumber}` : "",
        d?.customerType === "BUSINESS" && d.referenceNumber ? `${i18n._(msg`Reference`)}: ${d.referenceNumber}` : "",
      ].filter(Boolean),
    },
    lines,
    totals: [
      { label: i18n._(msg`Subtotal`), value: money(order, totals.subTotal) },
      { label: i18n._(msg`Total without VAT`), value: money(order, totals.grandTotalWithoutTax) },
      { label: i18n._(msg`VAT`), value: money(order, totals.vat) },
      { label: i18n._(msg`Total`), value: money(order, totals.grandTotal), strong: true },
    ],
    notes: [
      i18n._(msg`Gift cards are exempt from VAT.`),
      onInvoice
        ? i18n._(msg`Please pay within 30 days, stating invoice number ${number}.`)
        : i18n._(msg`Paid with ${methodName(order.paymentMethod, i18n)}.`),
    ],
    labels: {
      title: i18n._(msg`Invoice`),
      number: i18n._(msg`Invoice number`),
      date: i18n._(msg`Date`),
      dueDate: i18n._(msg`Due date`),
      billTo: i18n._(msg`Bill to`),
      description: i18n._(msg`Description`),
      qty: i18n._(msg`Qty`),
      unitPrice: i18n._(msg`Price`),
      vat: i18n._(msg`VAT`),
      total: i18n._(msg`Total`),
    },
  });
}
