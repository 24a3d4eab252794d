/**
 * The layout of a card voucher PDF (card details, issue 14): a card-shaped block with the shop's name,
 * the product and the card's facts, and the date it was printed. Made like the invoice
 * (pdf.server.ts); labels and values arrive translated and formatted, so this module knows nothing of
 * languages — nor of card numbers: it prints the masked one it is given.
 */
import { pdfDocument } from "./pdf.server";

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
