/**
 * Who may see a placed order's personal data (issue 44; ADR order-confirmation-privacy): the e-mail,
 * phone and addresses of the buyer, the receivers' names and e-mails, the messages — what the basket
 * view of an order (`cart(orderUuid)`) and the reorder view carry. The order's uuid alone is no longer
 * enough: it travels in URLs (shared links, history, logs). Two holders qualify:
 *
 * - the session that placed it: the order was placed from the session's basket (`orders.cart_id`), or
 *   by the account the session is logged in to (`orders.customer_id`, for another device of the buyer),
 *   or — an order without a basket, a choice-card activation — by the session recorded with it;
 * - the holder of a signed link from the confirmation mail: `key=<expiry>.<HMAC-SHA256 of uuid and
 *   expiry>`, with a key kept in the database (services.server.ts), valid ORDER_LINK_DAYS.
 *
 * Anyone else with the uuid gets the order's status (orderStatus: completed, pending with the transfer
 * instructions, failed with retry), which holds nothing personal.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SessionRow } from "../../accounts/session.server";

/**
 * How long a mail's link shows the order: long enough for what a buyer does with the mail (a bank
 * transfer that takes days, cards delivered at a chosen date weeks ahead, ordering again for the next
 * occasion), short enough that a forwarded or logged link stops showing names and addresses.
 */
export const ORDER_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The form of a link's key: seconds since 1970, a dot, a base64url SHA-256 HMAC. */
const KEY_FORM = /^(\d{1,12})\.([\w-]{43})$/;

export interface OrderLinks {
  /** The `key` of a link that shows the order to its holder until ORDER_LINK_DAYS from `now`. */
  sign(uuid: string, now?: number): string;
  /** Whether `key` was signed for this order and has not expired. */
  valid(uuid: string, key: string | null | undefined, now?: number): boolean;
}

export function createOrderLinks(secret: string): OrderLinks {
  const mac = (uuid: string, expires: string) =>
    createHmac("sha256", secret).update(`order-view:${uuid}:${expires}`).digest("base64url");
  return {
    sign(uuid, now = Date.now()) {
      const expires = String(Math.floor((now + ORDER_LINK_DAYS * DAY_MS) / 1000));
      return `${expires}.${mac(uuid, expires)}`;
    },
    valid(uuid, key, now = Date.now()) {
      const match = KEY_FORM.exec(key ?? "");
      if (!match) return false;
      const [, expires, signature] = match;
      // Both 43 characters (the form says so): compared in constant time.
      const genuine = timingSafeEqual(Buffer.from(signature), Buffer.from(mac(uuid, expires)));
      return genuine && Number(expires) * 1000 > now;
    },
  };
}

/** A key of the link's form, or null (what a page reads from `?key=` before handing it on). */
export function orderKeyOf(value: string | null | undefined): string | null {
  return value && KEY_FORM.test(value) ? value : null;
}

/** What of an order decides who placed it. */
export interface OrderOwner {
  uuid: string;
  cart_id: string | null;
  customer_id: number | null;
  /**
   * The session that placed an order without a basket — a choice-card activation (issue 44): its row id
   * (the SHA-256 of the cookie's token, no usable cookie), kept in the order's `checkout`.
   */
  session_id?: string | null;
}

/** On what ground a viewer sees an order: as the one who placed it, or as the holder of a mail's link. */
export type OrderViewerGround = "placer" | "mail-link";

export interface OrderViewer {
  session: SessionRow | null;
  key?: string | null;
  links: OrderLinks;
}

/**
 * The one rule (see the top): why the viewer — a session and perhaps a mail link's key — may see the
 * order's personal data, or null. What only the placer may do (open an activated card: a mail goes to
 * an address typed into the form, not proven to be the card's holder) asks for "placer".
 */
export function orderViewerGround(order: OrderOwner, viewer: OrderViewer): OrderViewerGround | null {
  const { session } = viewer;
  if (session) {
    if (order.cart_id !== null && order.cart_id === session.cartId) return "placer";
    if (order.customer_id !== null && order.customer_id === session.customerId) return "placer";
    if (order.session_id && order.session_id === session.id) return "placer";
  }
  return viewer.links.valid(order.uuid, viewer.key) ? "mail-link" : null;
}

/** Whether the viewer may see the order's personal data. */
export function mayViewOrder(order: OrderOwner, viewer: OrderViewer): boolean {
  return orderViewerGround(order, viewer) !== null;
}
