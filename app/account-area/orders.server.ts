/**
 * The orders of an account (spec §3 Order: number, type, payment method, ordered-on date, contact
 * person, status, invoice download; §6 the logged-in account holder sees its orders, downloads
 * invoices and reorders). Every read names the storefront and the account: an order of another
 * account or another storefront does not exist here. Superseded attempts (a pending order replaced by
 * a changed basket, or dropped when the shopper left the checkout, spec §4) were never the customer's
 * orders and are not listed.
 */
import type { Selectable } from "kysely";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { CartDoc, Totals } from "../basket/cart";
import type { CheckoutData } from "../checkout/checkout-data";
import type { OrdersTable } from "../db/commerce-types";
import type { DB } from "../db/db.server";
import { invoicePdf } from "../fulfilment/invoice-pdf.server";
import { loadOrder } from "../fulfilment/loaded-order.server";
import { serverI18n } from "../i18n/server-i18n.server";
import { orderNumber } from "../storefront/numbering";
import type { StorefrontRegistry } from "../storefront/registry";

export type AccountOrderStatus = "PENDING" | "COMPLETED" | "CANCELED";

/** Cancel reasons of attempts the shopper replaced or left: not orders of theirs. */
const SUPERSEDED = ["replaced", "left-checkout"];

/** Orders with gift-card packages can be ordered again (app/reorder/ takes completed regular and multi-address orders). */
const REORDERABLE: readonly string[] = ["regular", "multi-address"];
/** Orders whose invoice lists packages (an activation is no purchase of goods: its mail is its receipt). */
const INVOICED: readonly string[] = ["regular", "multi-address", "redeem"];

export interface Money {
  currency: string;
  value: number;
}

export interface AccountOrderSummary {
  uuid: string;
  number: string;
  type: "regular" | "activation" | "redeem" | "multi-address";
  status: AccountOrderStatus;
  orderedOn: Date;
  /** A payment method id (spec §3 payment methods) or "giftcard". */
  paymentMethod: string;
  contactPerson: string;
  total: Money;
  invoiceAvailable: boolean;
  reorderable: boolean;
}

export interface AccountOrderLine {
  title: string;
  qty: number;
  amount: Money;
  /** Wrapper, gift packing and personal message of the package. */
  extras: string[];
}

export interface AccountOrderShipment {
  deliveryType: "DIGITAL" | "PHYSICAL";
  receiver: string | null;
  address: string | null;
  lines: AccountOrderLine[];
}

export interface AccountOrderDetails extends AccountOrderSummary {
  email: string;
  shipments: AccountOrderShipment[];
  /** The choice card an activation order activates (spec §2 activation). */
  activation: { cardLast4: string; status: string; amount: Money } | null;
  /** Gift cards that paid (a part of) the order, masked. */
  paidWithCards: string[];
  subTotal: Money | null;
}

type Row = Pick<
  Selectable<OrdersTable>,
  | "id"
  | "uuid"
  | "store_id"
  | "type"
  | "status"
  | "created_at"
  | "payment_method"
  | "currency"
  | "grand_total"
  | "email"
  | "checkout"
>;

const COLUMNS = [
  "id",
  "uuid",
  "store_id",
  "type",
  "status",
  "created_at",
  "payment_method",
  "currency",
  "grand_total",
  "email",
  "checkout",
] as const;

function ownOrders(db: DB, storeId: number, customerId: number) {
  return db
    .selectFrom("orders")
    .where("store_id", "=", storeId)
    .where("customer_id", "=", customerId)
    .where((eb) => eb.or([eb("cancel_reason", "is", null), eb("cancel_reason", "not in", SUPERSEDED)]));
}

function contactPerson(row: Row): string {
  const details = (row.checkout as CheckoutData).details;
  const name = details ? `${details.firstName} ${details.lastName}`.trim() : "";
  return name || row.email;
}

function summaryOf(row: Row): AccountOrderSummary {
  const completed = row.status === "COMPLETED";
  return {
    uuid: row.uuid,
    number: orderNumber({ storeId: row.store_id, id: row.id }),
    type: row.type,
    status: row.status,
    orderedOn: row.created_at,
    paymentMethod: row.payment_method,
    contactPerson: contactPerson(row),
    total: { currency: row.currency, value: Number(row.grand_total) },
    invoiceAvailable: completed && INVOICED.includes(row.type),
    reorderable: completed && REORDERABLE.includes(row.type),
  };
}

/** One page of the account's orders, newest first, and how many there are. */
export async function accountOrders(
  db: DB,
  storeId: number,
  customerId: number,
  paging: { pageNumber: number; itemsPerPage: number },
): Promise<{ orders: AccountOrderSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    ownOrders(db, storeId, customerId)
      .select(COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(paging.itemsPerPage)
      .offset((paging.pageNumber - 1) * paging.itemsPerPage)
      .execute(),
    ownOrders(db, storeId, customerId)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { orders: rows.map(summaryOf), total: Number(count.n) };
}

function addressLine(address: CartDoc["shipments"][number]["address"]): string | null {
  if (!address) return null;
  const name = [address.companyName, `${address.firstName} ${address.lastName}`.trim()].filter(Boolean).join(", ");
  const street = `${address.street} ${address.houseNumber}${address.suffix ? ` ${address.suffix}` : ""}`.trim();
  return [name, street, `${address.postCode} ${address.city}`.trim(), address.countryCode].filter(Boolean).join(", ");
}

/** An order of the account with its packages (or its activation), or null when it is not the account's. */
export async function accountOrder(
  db: DB,
  storeId: number,
  customerId: number,
  uuid: string,
): Promise<AccountOrderDetails | null> {
  const row = await ownOrders(db, storeId, customerId)
    .select([...COLUMNS, "doc", "totals"])
    .where("uuid", "=", uuid)
    .executeTakeFirst();
  if (!row) return null;
  const money = (value: number): Money => ({ currency: row.currency, value });
  const doc = row.doc as CartDoc;
  const checkout = row.checkout as CheckoutData & { activation?: { last4: string } };
  const activation =
    row.type === "activation"
      ? await db
          .selectFrom("activations")
          .select(["status", "amount"])
          .where("order_id", "=", row.id)
          .where("store_id", "=", storeId)
          .executeTakeFirst()
      : undefined;
  const totals = row.totals as Partial<Totals>;
  return {
    ...summaryOf(row),
    email: row.email,
    shipments: (doc.shipments ?? []).map((s) => ({
      deliveryType: s.deliveryType,
      receiver: s.receiver ? s.receiver.name || s.receiver.email : null,
      address: s.deliveryType === "PHYSICAL" ? addressLine(s.address) : null,
      lines: s.packages.map((p) => ({
        title: p.card.title,
        qty: p.card.qty,
        amount: money(p.card.amount),
        extras: [p.wrapper?.title, p.giftPacking?.title, p.message ? `“${p.message.text}”` : undefined].filter(
          (x): x is string => Boolean(x),
        ),
      })),
    })),
    activation: activation
      ? {
          cardLast4: checkout.activation?.last4 ?? "",
          status: activation.status,
          amount: money(Number(activation.amount)),
        }
      : null,
    paidWithCards: (checkout.giftcards ?? []).map((c) => c.maskedNumber),
    subTotal: typeof totals.subTotal === "number" ? money(totals.subTotal) : null,
  };
}

/**
 * The invoice PDF of an order, for its owner only (spec §3 invoice download, §6): the document the
 * confirmation mail attaches (fulfilment/invoice-pdf.server.ts), in the order's language.
 */
export async function accountInvoice(
  deps: { db: DB; registry: StorefrontRegistry },
  storeId: number,
  customerId: number,
  uuid: string,
): Promise<{ ok: true; fileName: string; pdf: Buffer } | { ok: false; error: ApiError }> {
  const row = await ownOrders(deps.db, storeId, customerId).select(COLUMNS).where("uuid", "=", uuid).executeTakeFirst();
  if (!row) return { ok: false, error: apiError(ErrorCode.AccountOrderNotFound, "uuid") };
  if (!summaryOf(row).invoiceAvailable) return { ok: false, error: apiError(ErrorCode.InvoiceNotAvailable, "uuid") };
  const order = await loadOrder(deps, row.id);
  if (!order) return { ok: false, error: apiError(ErrorCode.InvoiceNotAvailable, "uuid") };
  const pdf = await invoicePdf(order, await serverI18n(order.language));
  return { ok: true, fileName: `${orderNumber(order)}.pdf`, pdf };
}
