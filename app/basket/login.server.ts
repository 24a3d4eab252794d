import type { SessionScope } from "../accounts/session.server";
import type { DB } from "../db/db.server";
import type { Storefront } from "../storefront/storefront";
import { mergeGuestCart } from "./cart.server";

/** Logs the session in: the guest basket joins the account's, and the session gets a new token. */
export async function logIn(db: DB, storefront: Storefront, session: SessionScope, customerId: number): Promise<void> {
  const current = await session.current();
  const cartId = await mergeGuestCart(db, storefront, current?.customerId === null ? current.cartId : null, customerId);
  await session.rotate(customerId, cartId);
}
