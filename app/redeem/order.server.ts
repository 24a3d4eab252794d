/**
 * The redeem order (spec §3 RedeemOrder, order type `redeem`; §4 redeem price to pay; §7 "add original
 * package to cart and place order" with 2031/2035/2036; §9 split above 150 euro; ADR 017).
 *
 * In one transaction, under a lock on every card: the order is written with the session's packages as
 * its shipments, each card is debited on its ledger (what it can cover, in the session's order) with a
 * gift-card payment recording it, and — when the cards cover everything — the order completes there and
 * then. What they do not cover is paid with one of the storefront's methods through the provider, as
 * a second payment of the same order; if that payment fails or is abandoned, cancelling the order gives
 * the cards their money back (transitions.server.ts).
 */
import { randomUUID } from "node:crypto";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { CartDoc, Package, Shipment } from "../basket/cart";
import { cardDebits, chargeCards, debitsTotal } from "../checkout/orders/card-payments.server";
import {
  orderByIdempotencyKey,
  type PlaceOrderInput,
  retryOnUniqueViolation,
  startPayment,
} from "../checkout/orders/place.server";
import { GIFTCARD_PROVIDER, type NextStep, ORDER_COLUMNS, type OrderDeps } from "../checkout/orders/records.server";
import { cancelInTrx, completeInTrx } from "../checkout/orders/transitions.server";
import { methodsPaidWhileWaiting } from "../payments/methods";
import type { Storefront } from "../storefront/storefront";
import { type RedeemDoc, type RedeemPackage, redeemDocOf, redeemTotals, round2 } from "./basket";
import type { RedeemSession } from "./session.server";

/** `customerId`: the logged-in account the order is listed under (issue 15), if any. */
export type RedeemPlaceInput = PlaceOrderInput & { customerId?: number | null };

function packageOf(p: RedeemPackage): Package {
  return {
    id: p.id,
    card: {
      productId: p.productId,
      variationId: p.variationId,
      sku: p.sku,
      title: p.title,
      slug: p.slug,
      productType:
        p.mainProductType === "DONATION"
          ? "DONATION"
          : p.variationType === "physical"
            ? "GIFTCARD_PHYSICAL"
            : "GIFTCARD_DIGITAL",
      variationType: p.variationType,
      image: p.image,
      color: p.color,
      amount: p.amount,
      qty: 1,
      limitGroup: null,
      bonus: p.promotionAmount,
    },
    wrapper: null,
    giftPacking: null,
    message: p.note ? { extraId: 0, sku: "redeem-note", title: "", price: 0, text: p.note } : null,
  };
}

/** The session's packages as order shipments: digital ones to the recipient's e-mail, physical ones by post. */
export function redeemCartDoc(doc: RedeemDoc): CartDoc {
  const d = doc.details;
  const shipments: Shipment[] = [];
  const digital = doc.packages.filter((p) => p.variationType === "digital");
  const physical = doc.packages.filter((p) => p.variationType === "physical");
  if (digital.length) {
    shipments.push({
      id: "redeem-digital",
      tag: "digital",
      deliveryType: "DIGITAL",
      receiver: null,
      schedule: null,
      dispatchDate: null,
      address: null,
      packages: digital.map(packageOf),
    });
  }
  if (physical.length && d?.address) {
    shipments.push({
      id: "redeem-physical",
      tag: "physical",
      deliveryType: "PHYSICAL",
      receiver: null,
      schedule: null,
      dispatchDate: null,
      address: {
        customerType: "PRIVATE",
        firstName: d.firstName,
        lastName: d.lastName,
        companyName: "",
        phoneNumber: "",
        ...d.address,
      },
      packages: physical.map(packageOf),
    });
  }
  return { shipments };
}

/** Why the session cannot be ordered yet (nothing chosen, details missing). */
function notReady(doc: RedeemDoc): ApiError | null {
  if (doc.packages.length === 0) return apiError(ErrorCode.CartNotFound);
  if (!doc.details) return apiError(ErrorCode.InvalidInput, "details");
  if (doc.packages.some((p) => p.variationType === "physical") && !doc.details.address) {
    return apiError(ErrorCode.InvalidInput, "details.address");
  }
  return null;
}

export async function placeRedeemOrder(
  deps: OrderDeps,
  storefront: Storefront,
  session: RedeemSession,
  input: RedeemPlaceInput,
): Promise<NextStep> {
  const failed = (error: ApiError, orderUuid: string | null = null): NextStep => ({
    kind: "failed",
    orderUuid,
    errors: [error],
  });
  const doc = redeemDocOf(session.doc);
  const problem = notReady(doc);
  if (problem) return failed(problem);
  const totals = redeemTotals(doc, session.balance);
  const method = input.method;
  if (totals.priceToPay > 0) {
    if (!method || !methodsPaidWhileWaiting(storefront.payments.methods).includes(method))
      return failed(apiError(ErrorCode.MethodUnavailable, "method"));
  }
  const details = doc.details!;
  const cartDoc = redeemCartDoc(doc);

  const placed = await retryOnUniqueViolation(() =>
    deps.db.transaction().execute(async (trx) => {
      const same = await orderByIdempotencyKey(trx, storefront.storeId, input.idempotencyKey);
      if (same) return { order: same, replay: true as const };
      const row = await trx
        .selectFrom("redeem_sessions")
        .select("order_id")
        .where("id", "=", session.claims.sid)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { error: apiError(ErrorCode.RedeemTokenExpired, "userData.redeemToken") };
      // A remainder payment still open from an earlier try: that order goes, its cards are refunded.
      if (row.order_id) {
        const earlier = await trx
          .selectFrom("orders")
          .select(["id", "doc", "status"])
          .where("id", "=", row.order_id)
          .forUpdate()
          .executeTakeFirst();
        if (earlier?.status === "PENDING") await cancelInTrx(trx, earlier, "replaced");
      }
      const debits = await cardDebits(trx, storefront.storeId, session.claims.cardIds, totals.total);
      // The cards changed since the page was shown (spent elsewhere): show the new totals first.
      if (round2(totals.total - debitsTotal(debits)) !== totals.priceToPay) {
        return { error: apiError(ErrorCode.CardUnavailable) };
      }
      const uuid = randomUUID();
      const order = await trx
        .insertInto("orders")
        .values({
          uuid,
          store_id: storefront.storeId,
          cart_id: null,
          customer_id: input.customerId ?? null,
          status: "PENDING",
          type: "redeem",
          language: input.language,
          currency: storefront.currency,
          email: details.email,
          customer_type: "PRIVATE",
          doc: JSON.stringify(cartDoc),
          checkout: JSON.stringify({
            details: {
              customerType: "PRIVATE",
              firstName: details.firstName,
              lastName: details.lastName,
              email: details.email,
              phoneCountry: storefront.country,
              phoneNumber: "",
              companyName: "",
              vatNumber: "",
              kvkNumber: "",
              referenceNumber: "",
              invoiceEmail: "",
              subscribed: false,
            },
            billing: details.address ?? undefined,
          }),
          totals: JSON.stringify(orderTotals(cartDoc, totals.total)),
          grand_total: totals.total,
          payment_method: totals.priceToPay > 0 && method ? method : GIFTCARD_PROVIDER,
          idempotency_key: input.idempotencyKey,
          stock_reserved: false,
        })
        .returning(ORDER_COLUMNS)
        .executeTakeFirstOrThrow();
      await chargeCards(
        trx,
        { id: order.id, uuid, storeId: storefront.storeId, currency: storefront.currency },
        debits,
      );
      await trx
        .updateTable("redeem_sessions")
        .set({ order_id: order.id })
        .where("id", "=", session.claims.sid)
        .execute();
      if (totals.priceToPay === 0) await completeInTrx(deps, trx, order.id);
      return { order, replay: false as const };
    }),
  );
  if ("error" in placed) return failed(placed.error!);
  const { order } = placed;
  if (totals.priceToPay === 0) {
    deps.jobs.wake();
    return { kind: "completed", orderUuid: order.uuid };
  }
  if (placed.replay) {
    return order.status === "COMPLETED"
      ? { kind: "completed", orderUuid: order.uuid }
      : { kind: "processing", orderUuid: order.uuid };
  }
  return startPayment(deps, storefront, order, { ...input, method: method! }, totals.priceToPay);
}

/** The order's totals in the shape fulfilment and the order pages read (gift cards carry no VAT). */
function orderTotals(doc: CartDoc, total: number) {
  const sum = (type: "DIGITAL" | "PHYSICAL") =>
    doc.shipments
      .filter((s) => s.deliveryType === type)
      .flatMap((s) => s.packages)
      .reduce((acc, p) => ({ qty: acc.qty + p.card.qty, price: round2(acc.price + p.card.amount) }), {
        qty: 0,
        price: 0,
      });
  return {
    subTotal: total,
    grandTotalWithoutTax: total,
    grandTotal: total,
    vat: 0,
    adjustments: [],
    groupedTotals: { digitalTotal: sum("DIGITAL"), physicalTotal: sum("PHYSICAL"), extra: 0 },
    registered: false,
  };
}
