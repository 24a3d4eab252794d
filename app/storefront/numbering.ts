/**
 * The numbers a customer reads on documents (mails, invoices, the account pages, the data export): the
 * store id keeps the storefronts' numbers apart, six digits of the storefront's own count follow.
 */

/** An order: `95-000123` (the order row's id). */
export function orderNumber(order: { storeId: number; id: number }): string {
  return `${order.storeId}-${String(order.id).padStart(6, "0")}`;
}

/** A quote request: `Q95-000123` (the storefront's quote count). */
export function quoteNumber(storeId: number, seq: number): string {
  return `Q${storeId}-${String(seq).padStart(6, "0")}`;
}
