/**
 * Entering the balance doubler (spec §1: a name, an e-mail and a card number; issue 14): the card must
 * be of this storefront and active (activated, not blocked, not expired, with a balance; a test card
 * never takes part), one entry per card per draw — the database holds that. The number is looked up
 * without a pin, so the lookup is counted by the same limits as every card check and the form asks the
 * human check (ADR 018).
 */
import type { RateLimits } from "../accounts/rate-limit.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import { cardStatusError, findActiveCard } from "../giftcards/check.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { type DrawMonth, nextDraw } from "./draw-dates";

export interface DoublerEntry {
  firstName: string;
  lastName: string;
  email: string;
  cardNumber: string;
  language: Language;
  /** The client's address (the card-check limit per address). */
  address: string;
  now?: Date;
}

export type EntryResult =
  | {
      ok: true;
      entryId: number;
      drawMonth: DrawMonth;
      drawDay: string;
      /** The slug of the card's product (the thank-you page shows it), when the card was bought here. */
      productSlug: string | null;
    }
  | { ok: false; error: ApiError };

export async function enterDoubler(
  deps: { db: DB; limits: RateLimits },
  storefront: Storefront,
  entry: DoublerEntry,
): Promise<EntryResult> {
  const now = entry.now ?? new Date();
  // The prefixes are printed on every card: telling the shop apart reveals nothing.
  if (!storefront.giftcards.prefixes.some((prefix) => entry.cardNumber.startsWith(prefix))) {
    return { ok: false, error: cardStatusError("anotherStore") };
  }
  const found = await findActiveCard(deps, storefront, { number: entry.cardNumber, address: entry.address, now });
  if (!found.ok) {
    if (found.status === "unknown") return { ok: false, error: apiError(ErrorCode.DoublerCardUnknown, "cardNumber") };
    if (found.status === "rateLimited") return { ok: false, error: apiError(ErrorCode.RateLimited) };
    return { ok: false, error: cardStatusError(found.status) };
  }
  const { month: drawMonth, day: drawDay } = nextDraw(now, storefront.checkout.timeZone);
  const row = await deps.db
    .insertInto("doubler_entries")
    .values({
      store_id: storefront.storeId,
      draw_month: drawMonth,
      giftcard_id: found.card.id,
      name: `${entry.firstName} ${entry.lastName}`.trim(),
      email: entry.email,
      language: entry.language,
    })
    .onConflict((oc) => oc.columns(["store_id", "draw_month", "giftcard_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return { ok: false, error: apiError(ErrorCode.DoublerAlreadyEntered, "cardNumber") };
  const product = await deps.db
    .selectFrom("giftcards as g")
    .innerJoin("products as p", "p.id", "g.product_id")
    .select("p.slug")
    .where("g.id", "=", found.card.id)
    .executeTakeFirst();
  return { ok: true, entryId: row.id, drawMonth, drawDay, productSlug: product?.slug ?? null };
}
