/**
 * The redeem shop's products (spec §2 `/saldocheck/inwisselen/`, business shop `…/{pageId}/`; §3
 * mainProduct with redeemData and giftCardBrand): what the cards of a redeem session may be spent on,
 * in the page language, a page of PER_PAGE at a time. A business page's cards see that page's
 * selection only; the storefront's cards see the storefront's.
 */
import { sql } from "kysely";
import { cardImageUrl, productPath } from "../catalog/products.server";
import type { DB } from "../db/db.server";
import type { RedeemPageTexts } from "../db/redeem-types";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import type { MainProductType, RedeemRules } from "./basket";

/** Products per redeem shop page (as the catalogue's lists, spec §9). */
export const REDEEM_PER_PAGE = 16;

export interface GiftCardBrandView {
  id: number;
  /** The brand's shop, shown in the shop iframe modal. */
  iframeUrl: string | null;
  redirectLink: string | null;
  /** Seconds after which the confirmation goes to the redirect link (null: a link only). */
  redirectTime: number | null;
  externalProductLink: { title: string; url: string } | null;
}

export interface RedeemProductView {
  /** The redeem product's id (what a package names). */
  id: number;
  productId: number;
  slug: string;
  title: string;
  description: string;
  path: string;
  image: string;
  backgroundColor: string;
  showShadow: boolean;
  mainProductType: MainProductType;
  variations: { id: number; sku: string; variationType: "digital" | "physical" }[];
  redeemData: RedeemRules & { title: string; description: string };
  giftCardBrand: GiftCardBrandView | null;
}

export interface RedeemPageView {
  id: number;
  key: string;
  companyName: string;
  title: string;
  intro: string;
  info: string[];
}

/** A storefront-relative link of the seed ("cadeaubonnen/x/") as a path of this storefront; absolute URLs stay. */
function linkOf(value: string | null): string | null {
  if (!value) return null;
  return /^https?:\/\//.test(value) ? value : `/${value.replace(/^\//, "")}`;
}

function baseQuery(db: DB, storefront: Storefront, language: Language, pageId: number | null) {
  return db
    .selectFrom("redeem_products as r")
    .innerJoin("products as p", "p.id", "r.product_id")
    .innerJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.language", "=", language))
    .where("r.store_id", "=", storefront.storeId)
    .where("p.is_test", "=", false)
    .where((eb) => (pageId === null ? eb("r.redeem_page_id", "is", null) : eb("r.redeem_page_id", "=", pageId)));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(query: ReturnType<typeof baseQuery>) {
  return query
    .leftJoin("giftcard_brands as b", (j) => j.onRef("b.store_id", "=", "r.store_id").onRef("b.brand", "=", "p.brand"))
    .select([
      "r.id",
      "r.product_id",
      "r.min_custom_amount",
      "r.max_custom_amount",
      "r.minimum_remaining_balance",
      "r.promotion_percent",
      "p.slug",
      "p.product_type",
      "p.background_color",
      "p.show_shadow",
      "t.title",
      "t.description",
      "b.id as brand_id",
      "b.iframe_url",
      "b.redirect_url",
      "b.redirect_seconds",
      "b.external_link_url",
      "b.external_link_titles",
    ])
    .orderBy("r.position")
    .orderBy("r.id")
    .execute();
}

async function toViews(db: DB, storefront: Storefront, language: Language, rows: Row[]): Promise<RedeemProductView[]> {
  if (rows.length === 0) return [];
  const variations = await db
    .selectFrom("product_variations")
    .select(["id", "product_id", "sku", "variation_type"])
    .where(
      "product_id",
      "in",
      rows.map((r) => r.product_id),
    )
    .orderBy("variation_type")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    path: productPath(storefront, r.slug),
    image: cardImageUrl(storefront.storeId, language, r.slug),
    backgroundColor: r.background_color,
    showShadow: r.show_shadow,
    mainProductType: r.product_type === "DONATION" ? "DONATION" : "GIFTCARD",
    variations: variations
      .filter((v) => v.product_id === r.product_id)
      .map((v) => ({ id: v.id, sku: v.sku, variationType: v.variation_type })),
    redeemData: {
      title: r.title,
      description: r.description,
      minimumAvailableCustomAmount: Number(r.min_custom_amount),
      maximumAvailableCustomAmount: Number(r.max_custom_amount),
      minimumRemainingBalance: Number(r.minimum_remaining_balance),
      promotionPercent: Number(r.promotion_percent),
    },
    giftCardBrand:
      r.brand_id === null
        ? null
        : {
            id: r.brand_id,
            iframeUrl: linkOf(r.iframe_url),
            redirectLink: linkOf(r.redirect_url),
            redirectTime: r.redirect_seconds,
            externalProductLink:
              r.external_link_url && r.external_link_titles?.[language]
                ? { title: r.external_link_titles[language], url: linkOf(r.external_link_url) as string }
                : null,
          },
  }));
}

/** One page of the shop (1-based); `pageCount` 0 when nothing may be bought. */
export async function redeemShopPage(
  db: DB,
  storefront: Storefront,
  language: Language,
  pageId: number | null,
  page: number,
): Promise<{ items: RedeemProductView[]; total: number; pageCount: number }> {
  const counted = await baseQuery(db, storefront, language, pageId)
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const rows = await selectRows(
    baseQuery(db, storefront, language, pageId)
      .limit(REDEEM_PER_PAGE)
      .offset((page - 1) * REDEEM_PER_PAGE),
  );
  return {
    items: await toViews(db, storefront, language, rows),
    total,
    pageCount: Math.ceil(total / REDEEM_PER_PAGE),
  };
}

/** One product of the shop the cards belong to (null when it is not on offer there). */
export async function redeemProduct(
  db: DB,
  storefront: Storefront,
  language: Language,
  pageId: number | null,
  id: number,
): Promise<RedeemProductView | null> {
  const rows = await selectRows(baseQuery(db, storefront, language, pageId).where("r.id", "=", id));
  return (await toViews(db, storefront, language, rows))[0] ?? null;
}

function pageView(
  row: { id: number; page_key: string; company_name: string; texts: RedeemPageTexts },
  language: Language,
) {
  const texts = row.texts[language] ?? Object.values(row.texts)[0] ?? { title: row.company_name, intro: "", info: [] };
  return { id: row.id, key: row.page_key, companyName: row.company_name, ...texts };
}

/** A business redeem page by its `{pageId}` in the URL. */
export async function redeemPageByKey(
  db: DB,
  storefront: Storefront,
  language: Language,
  key: string,
): Promise<RedeemPageView | null> {
  const row = await db
    .selectFrom("redeem_pages")
    .select(["id", "page_key", "company_name", "texts"])
    .where("store_id", "=", storefront.storeId)
    .where("page_key", "=", key)
    .executeTakeFirst();
  return row ? pageView(row, language) : null;
}

/** The business redeem page a session's cards belong to. */
export async function redeemPageById(
  db: DB,
  storefront: Storefront,
  language: Language,
  id: number,
): Promise<RedeemPageView | null> {
  const row = await db
    .selectFrom("redeem_pages")
    .select(["id", "page_key", "company_name", "texts"])
    .where("store_id", "=", storefront.storeId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? pageView(row, language) : null;
}
