/**
 * The journey of a basket addition (spec §3 journey kinds), recorded by the server in the shop's own
 * analytics table (docs/decisions/007-analytics.md) as a `basket_add` event: it happens whether or not
 * the page runs JavaScript, and a browser cannot send it (trackEvents accepts the browser's types only).
 */
import type { DB } from "../db/db.server";
import type { JourneyKind } from "./analytics";

/** The analytics event type of a basket addition. */
export const BASKET_ADD_EVENT = "basket_add";

export interface BasketAddition {
  storeId: number;
  language: string;
  journey: JourneyKind;
  /** What was added: product, variation, amount and quantity of each package. */
  items: { productId: number; variationId: number; amount: number; qty: number }[];
}

/** Records an addition; analytics never disturbs shopping, so a failed insert is not the caller's error. */
export async function recordBasketAddition(db: DB, addition: BasketAddition): Promise<void> {
  try {
    await db
      .insertInto("analytics_events")
      .values({
        store_id: addition.storeId,
        language: addition.language,
        type: BASKET_ADD_EVENT,
        payload: JSON.stringify({ journey: addition.journey, items: addition.items }),
        gclid: null,
      })
      .execute();
  } catch {
    // Dropped, as the browser's batches are when they fail.
  }
}
