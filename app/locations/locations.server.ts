/** Locations where a storefront's cards can be used (spec §2 locations pages). Every query is scoped by store_id. */

import type { Selectable } from "kysely";
import { type ExpressionBuilder, sql } from "kysely";
import { groupByStore, type StoreLanguages } from "../catalog/variants.server";
import type { DB } from "../db/db.server";
import type { Database } from "../db/types";
import { fold } from "../search/fold";
import type { Bbox } from "./bbox";

export interface LocationView {
  id: string;
  slug: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  administrativeArea: string;
  countryCode: string;
  lat: number;
  lon: number;
  path: string;
}

export interface LocationFilters {
  productSlug?: string | null;
  bbox?: Bbox | null;
  search?: string | null;
}

export function locationPath(slug: string): string {
  return `/locatie/${slug}/`;
}

type Row = Selectable<Database["locations"]>;

function toView(row: Row): LocationView {
  return {
    id: String(row.id),
    slug: row.slug,
    name: row.name,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    administrativeArea: row.administrative_area,
    countryCode: row.country_code,
    lat: row.lat,
    lon: row.lon,
    path: locationPath(row.slug),
  };
}

const likePrefix = (text: string) => `${text.replace(/[%_\\]/g, "")}%`;

function filtered(db: DB, storeId: number, filters: LocationFilters) {
  let q = db.selectFrom("locations as l").where("l.store_id", "=", storeId);
  if (filters.productSlug) {
    const slug = filters.productSlug;
    q = q.where((eb: ExpressionBuilder<Database & { l: Database["locations"] }, "l">) =>
      eb.exists(
        eb
          .selectFrom("location_products as lp")
          .innerJoin("products as p", "p.id", "lp.product_id")
          .select(sql`1`.as("one"))
          .whereRef("lp.location_id", "=", "l.id")
          .where("p.store_id", "=", storeId)
          .where("p.slug", "=", slug),
      ),
    );
  }
  if (filters.bbox) {
    const b = filters.bbox;
    q = q
      .where("l.lat", ">=", b.latmin)
      .where("l.lat", "<=", b.latmax)
      .where("l.lon", ">=", b.lonmin)
      .where("l.lon", "<=", b.lonmax);
  }
  const text = fold(filters.search?.trim() ?? "").slice(0, 100);
  if (text) {
    q = q.where((eb) =>
      eb.or([
        eb(sql`shop_fold(l.city)`, "like", likePrefix(text)),
        eb("l.postal_code", "like", likePrefix(text.toUpperCase())),
        eb(sql`shop_fold(l.name)`, "like", `%${text.replace(/[%_\\]/g, "")}%`),
        eb(sql`shop_fold(l.street)`, "like", `%${text.replace(/[%_\\]/g, "")}%`),
      ]),
    );
  }
  return q;
}

export async function listLocations(
  db: DB,
  storeId: number,
  filters: LocationFilters,
  paging: { itemsPerPage: number; pageNumber: number },
): Promise<{ items: LocationView[]; total: number }> {
  const base = filtered(db, storeId, filters);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    base
      .selectAll("l")
      .orderBy("l.city")
      .orderBy("l.name")
      .orderBy("l.id")
      .limit(paging.itemsPerPage)
      .offset((paging.pageNumber - 1) * paging.itemsPerPage)
      .execute(),
  ]);
  return { items: rows.map(toView), total: Number(total) };
}

/** All matching locations' positions (for the map's markers), capped. */
export async function locationPoints(db: DB, storeId: number, filters: LocationFilters, cap = 500) {
  const rows = await filtered(db, storeId, { ...filters, bbox: null })
    .selectAll("l")
    .orderBy("l.id")
    .limit(cap)
    .execute();
  return rows.map(toView);
}

export async function findLocation(
  db: DB,
  storeId: number,
  slug: string,
  productSlug?: string | null,
): Promise<LocationView | null> {
  const row = await filtered(db, storeId, { productSlug }).where("l.slug", "=", slug).selectAll("l").executeTakeFirst();
  return row ? toView(row) : null;
}

/**
 * Every store where a product of this slug can be used at one location or more, with the languages the
 * product is translated into: its locations page's hreflang cluster. Read across stores on purpose — SEO only.
 */
export async function productLocationStores(db: DB, productSlug: string): Promise<StoreLanguages[]> {
  const rows = await db
    .selectFrom("products as p")
    .innerJoin("product_translations as pt", "pt.product_id", "p.id")
    .where("p.slug", "=", productSlug)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("location_products as lp")
          .innerJoin("locations as l", "l.id", "lp.location_id")
          .select(sql`1`.as("one"))
          .whereRef("lp.product_id", "=", "p.id")
          .whereRef("l.store_id", "=", "p.store_id"),
      ),
    )
    .select(["p.store_id", "pt.language"])
    .execute();
  return groupByStore(rows);
}

/** Every store with a location of this slug (all its languages): a location page's hreflang cluster. */
export async function locationStores(db: DB, slug: string): Promise<StoreLanguages[]> {
  const rows = await db.selectFrom("locations").where("slug", "=", slug).select("store_id").distinct().execute();
  return rows.map((r) => ({ storeId: r.store_id })).sort((a, b) => a.storeId - b.storeId);
}

/** Product ids usable at a location (in catalogue order). */
export async function locationProductIds(db: DB, storeId: number, locationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("location_products as lp")
    .innerJoin("products as p", "p.id", "lp.product_id")
    .where("lp.location_id", "=", locationId)
    .where("p.store_id", "=", storeId)
    .select("p.id")
    .orderBy("p.position")
    .execute();
  return rows.map((r) => r.id);
}

export interface AddressSuggestion {
  label: string;
  countryCode: string;
  administrativeArea: string;
  locality: string;
  bounds: Bbox;
}

/** Places (city or postcode) of the storefront's locations that start with the text, most locations first. */
export async function addressSuggestions(
  db: DB,
  storeId: number,
  text: string,
  limit: number,
): Promise<
  {
    label: string;
    countryCode: string;
    administrativeArea: string;
    locality: string;
    points: { lat: number; lon: number }[];
  }[]
> {
  const folded = fold(text.trim()).slice(0, 100);
  if (!folded) return [];
  const rows = await db
    .selectFrom("locations as l")
    .where("l.store_id", "=", storeId)
    .where((eb) =>
      eb.or([
        eb(sql`shop_fold(l.city)`, "like", likePrefix(folded)),
        eb("l.postal_code", "like", likePrefix(folded.toUpperCase())),
      ]),
    )
    .select(["l.city", "l.administrative_area", "l.country_code", "l.lat", "l.lon"])
    .execute();
  const groups = new Map<
    string,
    { city: string; area: string; country: string; points: { lat: number; lon: number }[] }
  >();
  for (const r of rows) {
    const key = `${r.country_code}|${r.administrative_area}|${r.city}`;
    const group = groups.get(key) ?? { city: r.city, area: r.administrative_area, country: r.country_code, points: [] };
    group.points.push({ lat: r.lat, lon: r.lon });
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.points.length - a.points.length || a.city.localeCompare(b.city))
    .slice(0, limit)
    .map((g) => ({
      label: g.area && g.area !== g.city ? `${g.city}, ${g.area}` : g.city,
      countryCode: g.country,
      administrativeArea: g.area,
      locality: g.city,
      points: g.points,
    }));
}
