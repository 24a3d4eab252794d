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

import { msg } from "@lingui/core/macro";
import { billingEmail } from "../checkout/checkout-data";
import type { OrderDeps } from "../checkout/orders/records.server";
import { processWebhookEvent } from "../checkout/orders/webhook-events.server";
import { digitalSendAt } from "../delivery/delivery-dates";
import { serverI18n } from "../i18n/server-i18n.server";
import { href } from "../storefront/links";
import { orderNumber } from "../storefront/numbering";
import { languagePrefix } from "../storefront/storefront";
import { invoicePdf } from "./invoice-pdf.server";
import type { JobQueue } from "./jobs.server";
import { type FulfilmentDeps, type LoadedOrder, loadOrder } from "./loaded-order.server";
import { queueMail } from "./mail.server";
import { confirmationMail } from "./mails.server";
import { deliverDigital, queueShipment } from "./shipments.server";

export function registerFulfilment(jobs: JobQueue, deps: FulfilmentDeps, orderDeps: OrderDeps): void {
  jobs.register("fulfil-order", (p) => fulfilOrder(deps, Number(p.orderId)));
  jobs.register("deliver-digital", (p) => deliverDigital(deps, Number(p.orderId), String(p.tag)));
  jobs.register("queue-shipment", (p) => queueShipment(deps, Number(p.orderId), String(p.tag)));
  jobs.register("send-mail", (p) => deps.mailer.send(deps.db, Number(p.mailId)));
  jobs.register("process-webhook", (p) => processWebhookEvent(orderDeps, Number(p.eventId)));
}

/**
 * The confirmation mail's links, on the storefront's own origin and in the order's language, each with
 * the signed key that shows the order to whoever holds the mail (issue 44, order-access.server.ts): the
 * order's page `/bestellen/{uuid}/`, and "Order again" of a regular or multi-address order (issue 14).
 */
export function orderMailLinks(
  deps: Pick<FulfilmentDeps, "registry" | "orderLinks">,
  order: LoadedOrder,
): { orderUrl: string; reorderUrl: string | null } {
  const { origin, pathPrefix } = deps.registry.originOf(order.storefront, null);
  const base = `${origin}${pathPrefix}${languagePrefix(order.storefront, order.language)}`;
  const key = deps.orderLinks.sign(order.uuid);
  const reorderable = order.type === "regular" || order.type === "multi-address";
  return {
    orderUrl: `${base}${href(order.storefront, "order-confirmation", { order: order.uuid })}?key=${key}`,
    reorderUrl: reorderable ? `${base}${href(order.storefront, "reorder")}?order=${order.uuid}&key=${key}` : null,
  };
}

/** Splits the order into its delivery jobs and queues the confirmation. */
export async function fulfilOrder(deps: FulfilmentDeps, orderId: number): Promise<void> {
  const order = await loadOrder(deps, orderId);
  if (!order) return;
  const i18n = await serverI18n(order.language);
  const invoice = await invoicePdf(order, i18n);
  const mail = confirmationMail(order, i18n, orderMailLinks(deps, order));
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
