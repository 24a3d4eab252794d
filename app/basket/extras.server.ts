import type { ExtraKind } from "../db/catalogue-types";
import type { DB } from "../db/db.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

export interface ExtraView {
  id: number;
  kind: ExtraKind;
  sku: string;
  price: number;
  containsWine: boolean;
  title: string;
  description: string;
  image: string;
}

export function extraImageUrl(storeId: number, sku: string): string {
  return `/media/extra/${storeId}/${encodeURIComponent(sku)}.svg`;
}

/** The storefront's wrappers, gift packing and message options in the page language. */
export async function listExtras(db: DB, storefront: Storefront, language: Language): Promise<ExtraView[]> {
  const rows = await db
    .selectFrom("extras as e")
    .innerJoin("extra_translations as t", (j) => j.onRef("t.extra_id", "=", "e.id").on("t.language", "=", language))
    .select(["e.id", "e.kind", "e.sku", "e.price", "e.contains_wine", "t.title", "t.description"])
    .where("e.store_id", "=", storefront.storeId)
    .orderBy("e.kind")
    .orderBy("e.position")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    sku: r.sku,
    price: Number(r.price),
    containsWine: r.contains_wine,
    title: r.title,
    description: r.description,
    image: extraImageUrl(storefront.storeId, r.sku),
  }));
}
