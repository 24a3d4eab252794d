/** Table types of the redeem shop (migration 008). */
import type { ColumnType, Generated } from "kysely";
import type { Json, Numeric } from "./column-types";

/** Texts of a business redeem page, per language. */
export type RedeemPageTexts = Record<string, { title: string; intro: string; info: string[] }>;

export interface RedeemPagesTable {
  id: Generated<number>;
  store_id: number;
  /** The `{pageId}` of `/saldocheck/inwisselen/{pageId}/`: lower-case letters, digits and dashes. */
  page_key: string;
  company_name: string;
  texts: Json<RedeemPageTexts>;
}

export interface RedeemProductsTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  /** null: the storefront's redeem shop; else a business redeem page's. */
  redeem_page_id: number | null;
  position: number;
  min_custom_amount: Numeric;
  max_custom_amount: Numeric;
  /** A card not spent in full keeps at least this much. */
  minimum_remaining_balance: Numeric;
  /** Extra value on the new card, in percent of the amount spent. */
  promotion_percent: ColumnType<string, number | string | undefined, number | string>;
}

export interface GiftcardBrandsTable {
  id: Generated<number>;
  store_id: number;
  brand: string;
  iframe_url: string | null;
  redirect_url: string | null;
  redirect_seconds: number | null;
  external_link_url: string | null;
  external_link_titles: ColumnType<Record<string, string>, string | undefined, string>;
}
