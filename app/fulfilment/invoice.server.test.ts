import { describe, expect, it } from "vitest";
import { type InvoiceData, renderInvoice } from "./invoice.server";

const labels = {
  title: "Faktura",
  number: "Numer faktury",
  date: "Data",
  dueDate: "Termin płatności",
  billTo: "Nabywca",
  description: "Opis",
  qty: "Ilość",
  unitPrice: "Cena",
  vat: "VAT",
  total: "Suma",
};

describe("invoice PDF", () => {
  it("renders a PDF with Polish letters in an embedded font", async () => {
    const data: InvoiceData = {
      number: "119-000042",
      date: "23 listopada 2026",
      dueDate: "23 grudnia 2026",
      seller: { name: "GiftPass Polska", address: ["ul. Marszałkowska 1", "00-950 Warszawa"], email: "a@b.pl" },
      buyer: { lines: ["Łukasz Żółć"] },
      lines: [
        { description: "Karta podarunkowa Bistro Belle", qty: 2, unitPrice: "100 zł", total: "200 zł", vat: "zw." },
      ],
      totals: [{ label: "Suma częściowa", value: "200 zł", strong: true }],
      notes: ["Karty podarunkowe są zwolnione z VAT."],
      labels,
    };
    const pdf = await renderInvoice(data, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdf.toString("latin1");
    expect(text).toContain("DejaVuSans");
    expect(text).not.toContain("/Helvetica");
  });
});
