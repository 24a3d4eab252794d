/**
 * Ordering again (issue 14): the packages of a source go into the basket through the basket's own add
 * rules — today's titles and prices, stock, the Apple limit (2015), the order limit (2030) — all or
 * nothing. A package that cannot be ordered as it was refuses the whole set and is named in
 * `unavailable` (the page marks it); out of stock is spec §8 2031 without a referenced parameter.
 * A subset (`packageIds`) orders only those packages (the page's per-package buttons).
 */
import type { SessionScope } from "../accounts/session.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { addPackageSet } from "../basket/add-packages.server";
import type { CartRecord } from "../basket/cart.server";
import type { DB } from "../db/db.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { type ReorderSource, reorderLines } from "./sources.server";
import { addInputOf, reorderItems, type Unavailable } from "./today.server";

export type ReorderResult = { ok: true; cart: CartRecord } | { ok: false; errors: ApiError[]; unavailable: string[] };

const REASON_ERRORS: Record<Unavailable, number> = {
  notSold: ErrorCode.NotReorderable,
  amount: ErrorCode.NotReorderable,
  extra: ErrorCode.NotReorderable,
  outOfStock: ErrorCode.OutOfStock,
};

export async function reorder(
  db: DB,
  session: SessionScope,
  storefront: Storefront,
  language: Language,
  source: ReorderSource,
  packageIds: string[] | null,
): Promise<ReorderResult> {
  const lines = await reorderLines(db, storefront, language, source);
  if (!lines) {
    const field = source.kind === "order" ? "orderUuid" : "cardId";
    return { ok: false, errors: [apiError(ErrorCode.NotFound, field)], unavailable: [] };
  }
  if (packageIds && (packageIds.length === 0 || packageIds.some((id) => !lines.some((l) => l.id === id)))) {
    return { ok: false, errors: [apiError(ErrorCode.InvalidInput, "packageIds")], unavailable: [] };
  }
  const items = await reorderItems(
    db,
    storefront,
    language,
    packageIds ? lines.filter((l) => packageIds.includes(l.id)) : lines,
  );
  const refused = items.filter((i) => i.unavailable !== null);
  if (refused.length) {
    const reason = refused[0].unavailable as Unavailable;
    return { ok: false, errors: [apiError(REASON_ERRORS[reason])], unavailable: refused.map((i) => i.line.id) };
  }
  const added = await addPackageSet(db, session, storefront, language, items.map(addInputOf), "reorder");
  if (added.ok) return added;
  const at = "at" in added ? added.at : null;
  return { ok: false, errors: added.errors, unavailable: at === null ? [] : [items[at].line.id] };
}
