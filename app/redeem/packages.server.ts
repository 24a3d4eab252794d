/**
 * Redeem packages (spec §3 redeem package, §7 "add and update redeem package"): what the recipient
 * spends the session's cards on. A package names a product of the shop the cards belong to, a delivery
 * type it has, an amount (the gift card form's schema: custom bounds, cents, the minimum a card keeps)
 * and an optional note of up to 160 characters. The session's row is locked while its packages change,
 * so two tabs never overwrite each other.
 */
import { randomUUID } from "node:crypto";
import type { I18n } from "@lingui/core";
import * as v from "valibot";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import { localeOf, type Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { packagesTotal, promotionAmount, type RedeemDoc, type RedeemPackage, redeemDocOf, round2 } from "./basket";
import { redeemPackageSchema } from "./package.schema";
import type { RedeemSession } from "./session.server";
import { type RedeemProductView, redeemProduct } from "./shop.server";

export interface PackageInput {
  redeemProductId: number;
  deliveryType: string;
  amount: number;
  note: string | null;
}

export type PackageChange = { ok: true; doc: RedeemDoc } | { ok: false; errors: ApiError[] };

/** The business page the session's cards belong to (cards of two shops never share a session). */
export function pageIdOf(session: RedeemSession): number | null {
  return session.cards[0]?.redeemPageId ?? null;
}

/** Changes the session's doc under a lock on its row; `change` answers the new doc or errors. */
export async function changeRedeemDoc(
  db: DB,
  session: RedeemSession,
  change: (doc: RedeemDoc) => RedeemDoc | ApiError[],
): Promise<PackageChange> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("redeem_sessions")
      .select(["doc", "order_id"])
      .where("id", "=", session.claims.sid)
      .where("store_id", "=", session.claims.storeId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, errors: [apiError(ErrorCode.RedeemTokenExpired, "userData.redeemToken")] };
    const next = change(redeemDocOf(row.doc));
    if (Array.isArray(next)) return { ok: false, errors: next };
    await trx
      .updateTable("redeem_sessions")
      .set({ doc: JSON.stringify(next) })
      .where("id", "=", session.claims.sid)
      .execute();
    return { ok: true, doc: next };
  });
}

function toPackage(
  id: string,
  product: RedeemProductView,
  value: { deliveryType: "digital" | "physical"; amount: number; note: string | null },
): RedeemPackage | null {
  const variation = product.variations.find((x) => x.variationType === value.deliveryType);
  if (!variation) return null;
  return {
    id,
    redeemProductId: product.id,
    productId: product.productId,
    variationId: variation.id,
    sku: variation.sku,
    title: product.title,
    slug: product.slug,
    mainProductType: product.mainProductType,
    variationType: value.deliveryType,
    image: product.image,
    color: product.backgroundColor,
    amount: round2(value.amount),
    promotionAmount: promotionAmount(value.amount, product.redeemData.promotionPercent),
    note: value.note,
  };
}

/**
 * Checks a package against its product and the cards (the gift card form's own schema) and puts it in
 * the doc: a new one, or in place of `replaceId` (update redeem package).
 */
export async function putRedeemPackage(
  db: DB,
  storefront: Storefront,
  language: Language,
  i18n: I18n,
  session: RedeemSession,
  input: PackageInput,
  replaceId: string | null = null,
): Promise<PackageChange> {
  const product = await redeemProduct(db, storefront, language, pageIdOf(session), input.redeemProductId);
  if (!product) return { ok: false, errors: [apiError(ErrorCode.NoRedeemData, "redeemProductId")] };
  return changeRedeemDoc(db, session, (doc) => {
    if (replaceId && !doc.packages.some((p) => p.id === replaceId)) {
      return [apiError(ErrorCode.InvalidInput, "packageId")];
    }
    const others = doc.packages.filter((p) => p.id !== replaceId);
    const schema = redeemPackageSchema(i18n, {
      rules: product.redeemData,
      types: product.variations.map((x) => x.variationType),
      balanceLeft: round2(session.balance - packagesTotal(others)),
      currency: storefront.currency,
      locale: localeOf(storefront, language),
    });
    const parsed = v.safeParse(schema, {
      deliveryType: input.deliveryType,
      amount: input.amount,
      ...(input.note !== null ? { addNote: "on", note: input.note } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = v.getDotPath(issue);
      const code = path === "note" ? ErrorCode.NoteLength : ErrorCode.InvalidInput;
      return [{ ...apiError(code, path), message: issue.message }];
    }
    const pkg = toPackage(replaceId ?? randomUUID(), product, parsed.output);
    if (!pkg) return [apiError(ErrorCode.InvalidInput, "deliveryType")];
    const packages = replaceId ? doc.packages.map((p) => (p.id === replaceId ? pkg : p)) : [...doc.packages, pkg];
    return { ...doc, packages };
  });
}

export function removeRedeemPackage(db: DB, session: RedeemSession, packageId: string): Promise<PackageChange> {
  return changeRedeemDoc(db, session, (doc) =>
    doc.packages.some((p) => p.id === packageId)
      ? { ...doc, packages: doc.packages.filter((p) => p.id !== packageId) }
      : [apiError(ErrorCode.InvalidInput, "packageId")],
  );
}

/** The recipient's details for the redeem order (checked by the redeem checkout's schema first). */
export function saveRedeemDetails(
  db: DB,
  session: RedeemSession,
  details: RedeemDoc["details"],
): Promise<PackageChange> {
  return changeRedeemDoc(db, session, (doc) => ({ ...doc, details }));
}
