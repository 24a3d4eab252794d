/** What the processing and confirmation pages ask about a placed order. */

import type { OrderStatus, PaymentStatus } from "../../db/commerce-types";
import type { DB } from "../../db/db.server";
import { OPEN_PAYMENT } from "./transitions.server";

export interface OrderStatusView {
  uuid: string;
  status: OrderStatus;
  /** spec §3 Order type: redeem orders are confirmed in the redeem flow. */
  type: "regular" | "activation" | "redeem" | "multi-address";
  paymentStatus: PaymentStatus | null;
  paymentMethod: string;
  instructions: { beneficiary: string; iban: string; bic: string; reference: string } | null;
  canRetry: boolean;
}

/** Where an order of this storefront stands (processing and confirmation pages). */
export async function orderStatus(db: DB, storeId: number, uuid: string): Promise<OrderStatusView | null> {
  if (!/^[0-9a-f-]{36}$/.test(uuid)) return null;
  const order = await db
    .selectFrom("orders")
    .select(["id", "uuid", "status", "type", "payment_method"])
    .where("uuid", "=", uuid)
    .where("store_id", "=", storeId)
    .executeTakeFirst();
  if (!order) return null;
  const payment = await db
    .selectFrom("payments")
    .select(["status", "detail"])
    .where("order_id", "=", order.id)
    .orderBy("attempt", "desc")
    .executeTakeFirst();
  const detail = (payment?.detail ?? {}) as { instructions?: OrderStatusView["instructions"] };
  return {
    uuid: order.uuid,
    status: order.status,
    type: order.type,
    paymentStatus: payment?.status ?? null,
    paymentMethod: order.payment_method,
    instructions: detail.instructions ?? null,
    canRetry:
      order.status === "PENDING" &&
      payment !== undefined &&
      !OPEN_PAYMENT.includes(payment.status) &&
      payment.status !== "authorised",
  };
}

/** Whether a string can be an order's uuid (anything else is not looked up). */
export function isOrderUuid(value: string): boolean {
  return /^[0-9a-f-]{36}$/.test(value);
}

/** What the processing page needs of the latest payment attempt: the app link or QR code, if any. */
export async function latestPaymentAction(db: DB, uuid: string) {
  const payment = await db
    .selectFrom("payments as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select("p.detail")
    .where("o.uuid", "=", uuid)
    .orderBy("p.attempt", "desc")
    .executeTakeFirst();
  const detail = payment?.detail as { appUrl?: string; qrCode?: string } | undefined;
  return { appUrl: detail?.appUrl ?? null, qrCode: detail?.qrCode ?? null };
}

/**
 * A placed order of the storefront by its uuid (the basket API reads it with `orderUuid`), with what
 * says who placed it: only they see it (order-access.server.ts).
 */
export async function findPlacedOrder(db: DB, storeId: number, uuid: string) {
  if (!isOrderUuid(uuid)) return undefined;
  return db
    .selectFrom("orders")
    .select(["uuid", "doc", "status", "checkout", "cart_id", "customer_id"])
    .where("uuid", "=", uuid)
    .where("store_id", "=", storeId)
    .executeTakeFirst();
}
