/** The invoice of an order as the confirmation mail attaches it (layout in invoice.server.ts). */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { computeTotals, packageCardValue } from "../basket/cart";
import { cartRules } from "../basket/cart.server";
import { orderNumber } from "../storefront/numbering";
import { renderInvoice } from "./invoice.server";
import type { LoadedOrder } from "./loaded-order.server";
import { dateText, methodName, money } from "./mails.server";

export async function invoicePdf(order: LoadedOrder, i18n: I18n): Promise<Buffer> {
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
