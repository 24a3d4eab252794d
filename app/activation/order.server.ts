/**
 * Creating an activation order (spec §1: a bought choice card is activated with its 19-digit number,
 * an amount and an e-mail, and paid; §3 order type `activation`; §7 create activation order with the
 * §8 activation errors; docs/decisions/019). The card must be one of this storefront's choice cards on
 * the shelf — known, not activated, not blocked, not being activated — and the card provider's
 * simulation must accept it before the holder pays anything. The number is looked up without a pin,
 * so the look-up counts against the card-check limits and the form asks the human check.
 *
 * One transaction writes the order and its activation under a lock on the card's row (two tabs cannot
 * both start one; the database's partial unique index holds it too); the payment then starts with the
 * storefront's provider like any order. Paying completes the order, which queues the activation job
 * (activate.server.ts).
 */
import { randomUUID } from "node:crypto";
import type { RateLimits } from "../accounts/rate-limit.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { orderByIdempotencyKey, retryOnUniqueViolation, startPayment } from "../checkout/orders/place.server";
import { type NextStep, ORDER_COLUMNS, type OrderDeps, toMinor } from "../checkout/orders/records.server";
import { withinCardCheckLimits } from "../giftcards/check.server";
import { methodsPaidWhileWaiting, type PaymentMethodId } from "../payments/methods";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { CardProvider } from "./card-provider";

export interface ActivationDeps extends OrderDeps {
  cards: CardProvider;
  limits: RateLimits;
}

export interface ActivationRequest {
  cardNumber: string;
  amount: number;
  email: string;
  method: PaymentMethodId;
  issuer?: string;
  idempotencyKey: string;
  language: Language;
  /** Absolute storefront URL (+ language) without trailing slash: the provider's return URL is built on it. */
  baseUrl: string;
  ip: string;
  /** The logged-in account the order is listed under (issue 15), if any. */
  customerId?: number | null;
  /**
   * The payer's session (its row id): an activation has no basket, so this is what binds the order to
   * the browser that placed it — the e-mail and the card's opening are that session's (issue 44).
   */
  sessionId?: string | null;
}

/** Why this card cannot be activated, if it cannot (spec §4 card status, §8 activation messages). */
type CardProblem = ApiError | null;

const failed = (error: ApiError, orderUuid: string | null = null): NextStep => ({
  kind: "failed",
  orderUuid,
  errors: [error],
});

/** The storefront's card with this number as activation sees it. */
async function cardToActivate(
  deps: ActivationDeps,
  storefront: Storefront,
  number: string,
): Promise<{ id: number } | ApiError> {
  const card = await deps.db
    .selectFrom("giftcards")
    .select(["id", "activated_at", "blocked", "is_test"])
    .where("store_id", "=", storefront.storeId)
    .where("number", "=", number)
    .executeTakeFirst();
  if (!card) return apiError(ErrorCode.ActivationCardUnknown, "cardNumber");
  if (card.is_test) return apiError(ErrorCode.CardTest, "cardNumber");
  if (card.blocked) return apiError(ErrorCode.CardBlocked, "cardNumber");
  if (card.activated_at) return apiError(ErrorCode.ActivationAlreadyActive, "cardNumber");
  return { id: card.id };
}

/** An activation of the card that is waiting (for its payment or the provider) or done. */
async function openActivation(deps: Pick<OrderDeps, "db">, cardId: number): Promise<CardProblem> {
  const open = await deps.db
    .selectFrom("activations")
    .select("status")
    .where("giftcard_id", "=", cardId)
    .where("status", "in", ["waiting", "active"])
    .executeTakeFirst();
  if (!open) return null;
  return apiError(
    open.status === "active" ? ErrorCode.ActivationAlreadyActive : ErrorCode.ActivationInProgress,
    "cardNumber",
  );
}

export async function createActivationOrder(
  deps: ActivationDeps,
  storefront: Storefront,
  input: ActivationRequest,
): Promise<NextStep> {
  const bounds = storefront.giftcards.activation;
  if (!bounds) return failed(apiError(ErrorCode.NotFound));
  if (!methodsPaidWhileWaiting(storefront.payments.methods).includes(input.method)) {
    return failed(apiError(ErrorCode.MethodUnavailable, "method"));
  }
  // A replayed submit (a double click, a reload after the bank's page) answers with the first one.
  const earlier = await orderByIdempotencyKey(deps.db, storefront.storeId, input.idempotencyKey);
  if (earlier) {
    return earlier.status === "COMPLETED"
      ? { kind: "completed", orderUuid: earlier.uuid }
      : { kind: "processing", orderUuid: earlier.uuid };
  }
  const attempt = await withinCardCheckLimits(deps.limits, storefront.storeId, input.cardNumber, input.ip);
  if (!attempt.allowed) return failed(apiError(ErrorCode.RateLimited));
  const card = await cardToActivate(deps, storefront, input.cardNumber);
  // A number of the store's cards is no guess (its state is told to whoever has it, as the card says).
  if (!("code" in card) || card.code !== ErrorCode.ActivationCardUnknown) await attempt.succeeded();
  if ("code" in card) return failed(card);
  const busy = await openActivation(deps, card.id);
  if (busy) return failed(busy);
  const amount = { value: toMinor(input.amount), currency: storefront.currency };
  const simulation = await deps.cards.simulate({
    number: input.cardNumber,
    amount: amount.value,
    currency: amount.currency,
    storeId: storefront.storeId,
    reference: `simulation:${input.idempotencyKey}`,
  });
  if (simulation.status === "refused") return failed(apiError(ErrorCode.ActivationSimulationFailed, "cardNumber"));
  if (simulation.status === "unavailable") return failed(apiError(ErrorCode.ActivationProviderUnavailable));

  const placed = await retryOnUniqueViolation(() =>
    deps.db.transaction().execute(async (trx) => {
      const same = await orderByIdempotencyKey(trx, storefront.storeId, input.idempotencyKey);
      if (same) return { order: same };
      await trx.selectFrom("giftcards").select("id").where("id", "=", card.id).forUpdate().execute();
      const taken = await openActivation({ db: trx }, card.id);
      if (taken) return { error: taken };
      const uuid = randomUUID();
      const order = await trx
        .insertInto("orders")
        .values({
          uuid,
          store_id: storefront.storeId,
          cart_id: null,
          customer_id: input.customerId ?? null,
          status: "PENDING",
          type: "activation",
          language: input.language,
          currency: storefront.currency,
          email: input.email,
          customer_type: "PRIVATE",
          doc: JSON.stringify({ shipments: [] }),
          checkout: JSON.stringify({
            activation: {
              last4: input.cardNumber.slice(-4),
              baseUrl: input.baseUrl,
              sessionId: input.sessionId ?? null,
            },
          }),
          totals: JSON.stringify({ subTotal: input.amount, grandTotal: input.amount, vat: 0 }),
          grand_total: input.amount,
          payment_method: input.method,
          idempotency_key: input.idempotencyKey,
          stock_reserved: false,
        })
        .returning(ORDER_COLUMNS)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("activations")
        .values({
          store_id: storefront.storeId,
          order_id: order.id,
          giftcard_id: card.id,
          amount: input.amount,
          email: input.email,
          language: input.language,
        })
        .execute();
      return { order };
    }),
  );
  if ("error" in placed) return failed(placed.error!);
  return startPayment(
    deps,
    storefront,
    placed.order,
    {
      method: input.method,
      issuer: input.issuer,
      idempotencyKey: input.idempotencyKey,
      language: input.language,
      baseUrl: input.baseUrl,
      ip: input.ip,
    },
    input.amount,
  );
}
