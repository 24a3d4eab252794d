/** A completed order as the fulfilment jobs read it, and its order number. */

import type { CartDoc, Totals } from "../basket/cart";
import type { CheckoutData } from "../checkout/checkout-data";
import type { OrderLinks } from "../checkout/orders/order-access.server";
import type { DB } from "../db/db.server";
import type { PaymentMethodId } from "../payments/methods";
import type { StorefrontRegistry } from "../storefront/registry";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { JobQueue } from "./jobs.server";
import type { Mailer } from "./mail.server";

export interface FulfilmentDeps {
  db: DB;
  jobs: JobQueue;
  registry: StorefrontRegistry;
  mailer: Mailer;
  /** Signs the confirmation mail's links to the order: only they show it to others than its buyer (issue 44). */
  orderLinks: OrderLinks;
  /** Where physical print data goes; the storefront's contact address when not set. */
  fulfilmentEmail?: string;
}

export interface LoadedOrder {
  id: number;
  uuid: string;
  storeId: number;
  storefront: Storefront;
  language: Language;
  currency: string;
  email: string;
  customerType: "PRIVATE" | "BUSINESS";
  doc: CartDoc;
  checkout: CheckoutData;
  totals: Totals;
  paymentMethod: PaymentMethodId | "giftcard";
  /** spec §3 Order type: a redeem order was paid (in part) with gift cards and issues brand cards. */
  type: "regular" | "activation" | "redeem" | "multi-address";
  createdAt: Date;
  completedAt: Date | null;
}

export async function loadOrder(
  deps: Pick<FulfilmentDeps, "db" | "registry">,
  orderId: number,
): Promise<LoadedOrder | null> {
  const row = await deps.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (row?.status !== "COMPLETED") return null;
  const storefront = deps.registry.all.find((s) => s.storeId === row.store_id);
  if (!storefront) throw new Error(`Order ${orderId}: no storefront with store id ${row.store_id}`);
  return {
    id: row.id,
    uuid: row.uuid,
    storeId: row.store_id,
    storefront,
    language: row.language as Language,
    currency: row.currency,
    email: row.email,
    customerType: row.customer_type,
    doc: row.doc as CartDoc,
    checkout: row.checkout as CheckoutData,
    totals: row.totals as Totals,
    paymentMethod: row.payment_method as PaymentMethodId | "giftcard",
    type: row.type,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}
