/**
 * The reorder page's address (spec §2 `/nabestellen/`; issue 14): `?order={uuid}` (an earlier order,
 * the uuid of its confirmation page; `&key=` the confirmation mail's signed key, for a holder of the
 * mail on another device: issue 44) or `?card={id}` (a card of the redeem session), and the product
 * details modal `&details={packageId}`. No server imports: the page builds its links with it too.
 */
export interface ReorderSourceQuery {
  orderUuid: string | null;
  cardId: string | null;
  /** The mail link's key (checkout/orders/order-access.server.ts), handed on as it came. */
  orderKey?: string | null;
}

/** The form of a mail link's key (order-access.server.ts checks it; anything else is not handed on). */
const ORDER_KEY = /^\d{1,12}\.[\w-]{43}$/;

/** The source a URL names, or null when it names none (or both, or something malformed). */
export function sourceOfSearch(search: URLSearchParams): ReorderSourceQuery | null {
  const order = search.get("order");
  const card = search.get("card");
  if (order && !card && /^[0-9a-f-]{36}$/.test(order)) {
    const key = search.get("key");
    return { orderUuid: order, cardId: null, orderKey: key && ORDER_KEY.test(key) ? key : null };
  }
  if (card && !order && /^\d{1,12}$/.test(card)) return { orderUuid: null, cardId: card };
  return null;
}

/** `order=…` or `card=…`, with the details modal of a package when given. */
export function reorderSearch(source: ReorderSourceQuery, details?: string): string {
  const params = new URLSearchParams(source.orderUuid ? { order: source.orderUuid } : { card: source.cardId ?? "" });
  if (source.orderUuid && source.orderKey) params.set("key", source.orderKey);
  if (details) params.set("details", details);
  return `?${params}`;
}
