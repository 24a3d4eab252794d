/**
 * A redeem order as the confirmation shows it (spec §3 RedeemOrder: shipments with packages, billing
 * address, totals, remaining balance): what was chosen, what the cards paid and what was paid besides,
 * and what the cards hold now. Only orders of type `redeem` of the storefront asked.
 */
import type { CartDoc } from "../basket/cart";
import type { CheckoutData } from "../checkout/checkout-data";
import { GIFTCARD_PROVIDER } from "../checkout/orders/records.server";
import type { DB } from "../db/db.server";
import type { Storefront } from "../storefront/storefront";
import { round2 } from "./basket";

export interface RedeemOrderView {
  uuid: string;
  status: "PENDING" | "COMPLETED" | "CANCELED";
  email: string;
  createdAt: string;
  shipments: {
    id: string;
    deliveryType: "DIGITAL" | "PHYSICAL";
    deliveryAddress: CartDoc["shipments"][number]["address"];
    packages: {
      id: string;
      title: string;
      image: string;
      amount: number;
      promotionAmount: number;
      note: string | null;
    }[];
  }[];
  billingAddress: CheckoutData["billing"] | null;
  totals: { total: number; byCards: number; paidOtherwise: number };
  paymentMethod: string;
  /** What the cards that paid hold now. */
  remainingBalance: number;
}

export async function redeemOrderView(db: DB, storefront: Storefront, uuid: string): Promise<RedeemOrderView | null> {
  const order = await db
    .selectFrom("orders")
    .select(["id", "uuid", "status", "email", "doc", "checkout", "grand_total", "payment_method", "created_at"])
    .where("uuid", "=", uuid)
    .where("store_id", "=", storefront.storeId)
    .where("type", "=", "redeem")
    .executeTakeFirst();
  if (!order) return null;
  const payments = await db
    .selectFrom("payments")
    .select(["provider", "amount", "status", "detail"])
    .where("order_id", "=", order.id)
    .execute();
  const cardPayments = payments.filter((p) => p.provider === GIFTCARD_PROVIDER);
  const cardIds = [...new Set(cardPayments.map((p) => Number((p.detail as { cardId?: number }).cardId)))];
  const cards = cardIds.length
    ? await db
        .selectFrom("giftcards")
        .select("balance")
        .where("id", "in", cardIds)
        .where("store_id", "=", storefront.storeId)
        .execute()
    : [];
  const byCards = cardPayments.filter((p) => p.status === "authorised").reduce((s, p) => s + p.amount, 0) / 100;
  const paidOtherwise = payments
    .filter((p) => p.provider !== GIFTCARD_PROVIDER && p.status === "authorised")
    .reduce((s, p) => s + p.amount, 0);
  const doc = order.doc as CartDoc;
  return {
    uuid: order.uuid,
    status: order.status,
    email: order.email,
    createdAt: order.created_at.toISOString(),
    shipments: doc.shipments.map((s) => ({
      id: s.id,
      deliveryType: s.deliveryType,
      deliveryAddress: s.address,
      packages: s.packages.map((p) => ({
        id: p.id,
        title: p.card.title,
        image: p.card.image,
        amount: p.card.amount,
        promotionAmount: p.card.bonus ?? 0,
        note: p.message?.text ?? null,
      })),
    })),
    billingAddress: (order.checkout as CheckoutData).billing ?? null,
    totals: { total: Number(order.grand_total), byCards: round2(byCards), paidOtherwise: paidOtherwise / 100 },
    paymentMethod: order.payment_method,
    remainingBalance: round2(cards.reduce((s, c) => s + Number(c.balance), 0)),
  };
}
