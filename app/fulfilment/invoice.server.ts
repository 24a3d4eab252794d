/**
 * The invoice PDF attached to the order confirmation (spec §3 Order: invoice download). Gift cards
 * are exempt from VAT (spec §1); wrappers, gift packing and shipping carry the storefront's rate.
 * Labels arrive translated, so this module knows nothing of languages. The embedded font: pdf.server.ts.
 */
import { pdfDocument } from "./pdf.server";

export interface InvoiceLine {
  description: string;
  qty: number;
  unitPrice: string;
  total: string;
  vat: string;
}

export interface InvoiceData {
  number: string;
  date: string;
  dueDate: string | null;
  seller: { name: string; address: string[]; email: string; bank?: string };
  buyer: { lines: string[] };
  lines: InvoiceLine[];
  totals: { label: string; value: string; strong?: boolean }[];
  notes: string[];
  labels: {
    title: string;
    number: string;
    date: string;
    dueDate: string;
    billTo: string;
    description: string;
    qty: string;
    unitPrice: string;
    vat: string;
    total: string;
  };
}

/** Renders the invoice; `compress: false` keeps text searchable in tests. */
export function renderInvoice(data: InvoiceData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done } = pdfDocument(data.labels.title, options);

  doc.font("Bold").fontSize(20).text(data.seller.name, 50, 50);
  doc.font("Body").fontSize(9).fillColor("#444444");
  for (const line of [...data.seller.address, data.seller.email, ...(data.seller.bank ? [data.seller.bank] : [])])
    doc.text(line);

  doc.fillColor("#000000").font("Bold").fontSize(16).text(data.labels.title, 350, 50, { align: "right" });
  doc.font("Body").fontSize(9);
  doc.text(`${data.labels.number}: ${data.number}`, 350, 75, { align: "right" });
  doc.text(`${data.labels.date}: ${data.date}`, { align: "right" });
  if (data.dueDate) doc.text(`${data.labels.dueDate}: ${data.dueDate}`, { align: "right" });

  doc.font("Bold").fontSize(10).text(data.labels.billTo, 50, 150);
  doc.font("Body").fontSize(10);
  for (const line of data.buyer.lines) doc.text(line);

  const columns = [50, 300, 350, 420, 480];
  let y = 250;
  doc.font("Bold").fontSize(9);
  const headings = [
    data.labels.description,
    data.labels.qty,
    data.labels.unitPrice,
    data.labels.vat,
    data.labels.total,
  ];
  for (const [i, h] of headings.entries()) {
    doc.text(h, columns[i], y, { width: i === 0 ? 240 : 60, align: i === 0 ? "left" : "right" });
  }
  y += 16;
  doc.moveTo(50, y).lineTo(545, y).strokeColor("#cccccc").stroke();
  y += 6;
  doc.font("Body").fontSize(9);
  for (const line of data.lines) {
    const height = doc.heightOfString(line.description, { width: 240 });
    if (y + height > 740) {
      doc.addPage();
      y = 50;
    }
    doc.text(line.description, columns[0], y, { width: 240 });
    [String(line.qty), line.unitPrice, line.vat, line.total].forEach((value, i) => {
      doc.text(value, columns[i + 1], y, { width: 60, align: "right" });
    });
    y += Math.max(height, 12) + 6;
  }
  doc.moveTo(50, y).lineTo(545, y).strokeColor("#cccccc").stroke();
  y += 10;
  for (const total of data.totals) {
    doc.font(total.strong ? "Bold" : "Body").fontSize(total.strong ? 11 : 9);
    doc.text(total.label, 300, y, { width: 150, align: "right" });
    doc.text(total.value, 460, y, { width: 85, align: "right" });
    y += total.strong ? 18 : 14;
  }
  doc.font("Body").fontSize(8).fillColor("#444444");
  y += 20;
  for (const note of data.notes) {
    doc.text(note, 50, y, { width: 495 });
    y = doc.y + 4;
  }
  doc.end();
  return done;
}
