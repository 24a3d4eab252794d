/** The shipments of an order: digital cards issued and mailed to each receiver, physical ones queued for dispatch. */
import { lineKindOf, type Shipment } from "../basket/cart";
import type { DB } from "../db/db.server";
import { earliestDispatchDate, isValidDispatchDate } from "../delivery/delivery-dates";
import { type CardLineToIssue, issueCards, splitValue } from "../giftcards/cards.server";
import { serverI18n } from "../i18n/server-i18n.server";
import { type FulfilmentDeps, type LoadedOrder, loadOrder } from "./loaded-order.server";
import { queueMail } from "./mail.server";
import { cardsMail, dispatchMail } from "./mails.server";

/**
 * The cards of a shipment: one per card of each package (a promotion's bonus on top of its amount).
 * A redeem order's cards are brand cards (not spendable in the redeem shop again) and a value above
 * the storefront's limit is split over several cards (spec §9).
 */
function cardLines(order: LoadedOrder, s: Shipment, receiverEmail: string | null): CardLineToIssue[] {
  const redeem = order.type === "redeem";
  return s.packages.flatMap((p) => {
    if (lineKindOf(p.card) === "DONATION") return [];
    const value = Math.round((p.card.amount + (p.card.bonus ?? 0)) * 100) / 100;
    const values = redeem ? splitValue(value, order.storefront.giftcards.splitAbove) : [value];
    return Array.from({ length: p.card.qty }, (_, i) =>
      values.map((part, j) => ({
        lineKey: values.length > 1 ? `${s.tag}:${p.id}:${i}:${j}` : `${s.tag}:${p.id}:${i}`,
        productId: p.card.productId,
        value: part,
        deliveryType: s.deliveryType,
        receiverEmail,
        redeemable: !redeem,
      })),
    ).flat();
  });
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
      cardLines(order, shipment, to),
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
      cardLines(order, shipment, shipment.receiver?.email ?? null),
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
