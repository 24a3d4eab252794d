/**
 * The card voucher as a PDF (card details, issue 14: "Download as PDF"): the storefront's name, the
 * card's product, its number masked to the last four digits, balance, expiry, state and the date it
 * was printed, in the page language. Made with the invoice's PDF setup (fulfilment/pdf.server.ts);
 * the pin and the full number never reach it.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pdfDocument } from "../fulfilment/pdf.server";
import { formatMoney } from "../i18n/format";
import type { Storefront } from "../storefront/storefront";
import { localeOf } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { CARD_STATE_LABELS } from "./card-labels";
import type { CardDetailsView } from "./details-api.server";

export interface VoucherData {
  brandName: string;
  product: string | null;
  maskedNumber: string;
  balance: string;
  expiry: string;
  state: string;
  printed: string;
  labels: { title: string; number: string; balance: string; expiry: string; state: string; printed: string };
}

/** The voucher's layout: a card-shaped block with its facts, labels already translated. */
export function renderVoucher(data: VoucherData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done } = pdfDocument(`${data.labels.title} — ${data.brandName}`, options);
  const left = 70;
  const width = 455;
  doc.roundedRect(50, 50, 495, 300, 12).lineWidth(1.5).strokeColor("#999999").stroke();
  doc.fillColor("#000000").font("Bold").fontSize(22).text(data.brandName, left, 75, { width });
  doc.font("Body").fontSize(11).fillColor("#444444").text(data.labels.title, left, 105, { width });
  if (data.product) doc.font("Bold").fontSize(16).fillColor("#000000").text(data.product, left, 135, { width });
  let y = 180;
  const rows: [string, string][] = [
    [data.labels.number, data.maskedNumber],
    [data.labels.balance, data.balance],
    [data.labels.expiry, data.expiry],
    [data.labels.state, data.state],
  ];
  for (const [label, value] of rows) {
    doc.font("Body").fontSize(10).fillColor("#444444").text(label, left, y, { width: 160 });
    doc
      .font("Bold")
      .fontSize(12)
      .fillColor("#000000")
      .text(value, left + 170, y - 1, { width: width - 170 });
    y += 30;
  }
  doc
    .font("Body")
    .fontSize(8)
    .fillColor("#666666")
    .text(`${data.labels.printed}: ${data.printed}`, left, 370, { width });
  doc.end();
  return done;
}

/** The voucher of one card of the session, in the language and zone of the storefront's page. */
export function voucherPdf(
  card: CardDetailsView,
  scope: { storefront: Storefront; language: Language; i18n: I18n; now?: Date },
): Promise<Buffer> {
  const { storefront, language, i18n } = scope;
  const locale = localeOf(storefront, language);
  const date = (value: Date, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(value);
  return renderVoucher({
    brandName: storefront.brandName,
    product: card.product?.title ?? null,
    maskedNumber: card.maskedNumber,
    balance: formatMoney(card.balance.value, card.balance.currency, locale),
    // The expiry is a calendar date (as on the page), the print date the storefront's today.
    expiry: date(new Date(`${card.expiryDate}T00:00:00Z`), "UTC"),
    state: i18n._(CARD_STATE_LABELS[card.state]),
    printed: date(scope.now ?? new Date(), storefront.checkout.timeZone),
    labels: {
      title: i18n._(msg`Gift card`),
      number: i18n._(msg`Card number`),
      balance: i18n._(msg`Balance`),
      expiry: i18n._(msg`Valid until`),
      state: i18n._(msg`Status`),
      printed: i18n._(msg`Printed on`),
    },
  });
}
