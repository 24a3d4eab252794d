/** The texts of the fulfilment mails (order confirmation, cards, dispatch) in the order's language. */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { blankPacks, lineKindOf, type Package, packageCardValue, type Shipment } from "../basket/cart";
import { expectedDelivery } from "../delivery/delivery-dates";
import { formatCardNumber, type IssuedCard } from "../giftcards/cards.server";
import { dateFormat, formatMoney } from "../i18n/format";
import { METHOD_INFO, type PaymentMethodId } from "../payments/methods";
import { orderNumber } from "../storefront/numbering";
import { localeOf, type Storefront } from "../storefront/storefront";
import type { LoadedOrder } from "./loaded-order.server";
import { escapeHtml } from "./mail.server";

// ---------------------------------------------------------------------------------------------
// Mails

interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function money(order: LoadedOrder, value: number): string {
  return formatMoney(value, order.currency, localeOf(order.storefront, order.language));
}

export function dateText(order: LoadedOrder, date: Date | string): string {
  const value = typeof date === "string" ? new Date(`${date}T12:00:00Z`) : date;
  return dateFormat(localeOf(order.storefront, order.language), {
    dateStyle: "long",
    timeZone: order.storefront.checkout.timeZone,
  }).format(value);
}

/** A paragraph, a list, or a link (its text, then the address in the text body). */
export type MailBlock = string | string[] | { link: string; href: string };

function textOf(b: MailBlock): string {
  if (Array.isArray(b)) return b.map((l) => `- ${l}`).join("\n");
  if (typeof b === "string") return b;
  return `${b.link}: ${b.href}`;
}

function htmlOf(b: MailBlock): string {
  if (Array.isArray(b)) return `<ul>${b.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`;
  if (typeof b === "string") return `<p>${escapeHtml(b).replace(/\n/g, "<br>")}</p>`;
  return `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.link)}</a></p>`;
}

/** Paragraphs → text and HTML bodies with the storefront's name as signature. */
export function compose(
  storefront: Pick<Storefront, "brandName" | "contact">,
  subject: string,
  blocks: MailBlock[],
): MailContent {
  const text = blocks.map(textOf).join("\n\n");
  const html = [
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f;max-width:600px">`,
    `<h1 style="font-size:22px">${escapeHtml(subject)}</h1>`,
    ...blocks.map(htmlOf),
    `<p style="color:#555">${escapeHtml(storefront.brandName)} · ${escapeHtml(storefront.contact.email)} · ${escapeHtml(storefront.contact.phone)}</p>`,
    `</div>`,
  ].join("\n");
  return { subject, text: `${text}\n\n${storefront.brandName} · ${storefront.contact.email}`, html };
}

export function methodName(method: PaymentMethodId | "giftcard", i18n: I18n): string {
  if (method === "giftcard") return i18n._(msg`Gift card`);
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

/**
 * The order confirmation; `links.orderUrl` is the absolute address of the order's page and
 * `links.reorderUrl` (regular and multi-address orders, issue 14) that of `/nabestellen/?order={uuid}`,
 * offered as "Order again" — both signed for the mail's holder (fulfil.server.ts orderMailLinks).
 */
export function confirmationMail(
  order: LoadedOrder,
  i18n: I18n,
  links: { orderUrl: string | null; reorderUrl: string | null } = { orderUrl: null, reorderUrl: null },
): MailContent {
  const { orderUrl, reorderUrl } = links;
  const number = orderNumber(order);
  const name = order.checkout.details?.firstName ?? "";
  const blocks: MailBlock[] = [
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
  if (orderUrl) blocks.push({ link: i18n._(msg`View your order`), href: orderUrl });
  if (reorderUrl) blocks.push({ link: i18n._(msg`Order these gift cards again`), href: reorderUrl });
  return compose(order.storefront, i18n._(msg`Your order ${number}`), blocks);
}

export function cardsMail(order: LoadedOrder, s: Shipment, cards: IssuedCard[], i18n: I18n): MailContent {
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
  return compose(order.storefront, i18n._(msg`Your gift card from ${from}`), blocks);
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

export function dispatchMail(
  order: LoadedOrder,
  s: Shipment,
  cards: IssuedCard[],
  dispatch: string,
  i18n: I18n,
): MailContent {
  const number = orderNumber(order);
  const date = dateText(order, dispatch);
  const window = expectedDelivery(dispatch, order.storefront.country);
  const from = dateText(order, window.from);
  const to = dateText(order, window.to);
  return compose(order.storefront, i18n._(msg`Dispatch ${number} ${s.tag} on ${date}`), [
    order.totals.registered ? i18n._(msg`Send by registered mail.`) : i18n._(msg`Send by regular post.`),
    addressLines(s.address),
    s.packages.map((p) => packageLine(order, p, i18n)),
    cards.map((c) => `${formatCardNumber(c.number)} · ${c.pin} · ${money(order, c.value)}`),
    i18n._(msg`Expected delivery between ${from} and ${to}.`),
  ]);
}
