/**
 * The shop's PDF documents (the invoice, the card voucher): pdfkit with an embedded Unicode font —
 * pdfkit's built-in Helvetica cannot write ą, ł, ś … (Polish, Nordic names) — registered as `Body` and
 * `Bold`, and the finished file as one Buffer.
 */
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
const FONTS = { Body: path.join(fontDir, "DejaVuSans.ttf"), Bold: path.join(fontDir, "DejaVuSans-Bold.ttf") };

/** An A4 document with the shop's fonts; `compress: false` keeps text searchable in tests. */
export function pdfDocument(title: string, options: { compress?: boolean } = {}) {
  const doc = new PDFDocument({ size: "A4", margin: 50, compress: options.compress ?? true, info: { Title: title } });
  doc.registerFont("Body", FONTS.Body);
  doc.registerFont("Bold", FONTS.Bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
