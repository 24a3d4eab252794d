/** Database table types for Kysely (kept in step with app/db/migrations). */
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;
/** numeric columns come back as strings from PostgreSQL. */
type Numeric = ColumnType<string, number | string, number | string>;

export type ProductType = "DONATION" | "GIFTCARD_BLANK" | "GIFTCARD_DIGITAL" | "GIFTCARD_PHYSICAL";
export type VariationType = "digital" | "physical";
export type Taxonomy = "categories" | "types" | "promotions";

/** Rich content of pages, posts and moments: a list of simple blocks. */
export type ContentBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] }
  | { type: "faq"; items: { question: string; answer: string }[] };

/** Parameters of the generated card art (app/catalog/card-art.server.ts). */
export interface CardArt {
  background: string;
  foreground: string;
  accent: string;
  pattern: "dots" | "stripes" | "waves" | "grid" | "circles" | "plain";
  mark: string;
}

export interface ProductsTable {
  id: Generated<number>;
  store_id: number;
  slug: string;
  product_type: ProductType;
  brand: string;
  background_color: string;
  show_hand: boolean;
  show_shadow: boolean;
  art: Json<CardArt>;
  popularity: number;
  position: number;
  created_at: Generated<Timestamp>;
}

export interface ProductTranslationsTable {
  product_id: number;
  language: string;
  title: string;
  description: string;
}

export interface ProductVariationsTable {
  id: Generated<number>;
  product_id: number;
  variation_type: VariationType;
  sku: string;
  /** Fixed values the shopper can pick; empty when only a custom amount is allowed. */
  fixed_values: Json<number[]>;
  min_price: Numeric;
  max_price: Numeric;
  /** The 'from' prices shown on cards. */
  prices_to_show: Json<number[]>;
}

export interface TermsTable {
  id: Generated<number>;
  store_id: number;
  taxonomy: Taxonomy;
  slug: string;
  icon: string;
  position: number;
}

export interface TermTranslationsTable {
  term_id: number;
  language: string;
  title: string;
  description: string;
}

export interface ProductTermsTable {
  product_id: number;
  term_id: number;
}

export type PageType =
  | "home"
  | "landing"
  | "terms"
  | "privacy"
  | "cookies"
  | "helpdesk"
  | "contacts"
  | "delivery"
  | "cancelation-policy"
  | "choice-card";

export interface ContentPagesTable {
  id: Generated<number>;
  store_id: number;
  page_type: PageType;
  /** Path after the storefront (and language) prefix, without slashes; "" for home. */
  path: string;
  /** Same key on every storefront for the same page: used for hreflang alternates. */
  translation_key: string;
  noindex: boolean;
  nofollow: boolean;
  no_index_follow: boolean;
  updated_at: Generated<Timestamp>;
}

export interface ContentPageTranslationsTable {
  page_id: number;
  language: string;
  title: string;
  meta_title: string;
  keywords: string;
  description: string;
  body: Json<ContentBlock[]>;
}

export interface BlogPostsTable {
  id: Generated<number>;
  store_id: number;
  path: string;
  image: string;
  published_at: Timestamp;
}

export interface BlogPostTranslationsTable {
  post_id: number;
  language: string;
  title: string;
  excerpt: string;
  body: Json<ContentBlock[]>;
}

export interface GivingMomentsTable {
  id: Generated<number>;
  store_id: number;
  path: string;
  background_color: string;
  image: string;
  position: number;
}

export interface GivingMomentTranslationsTable {
  moment_id: number;
  language: string;
  hero_title: string;
  title: string;
  body: Json<ContentBlock[]>;
}

export interface LocationsTable {
  id: Generated<number>;
  store_id: number;
  slug: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  administrative_area: string;
  country_code: string;
  lat: number;
  lon: number;
}

export interface LocationProductsTable {
  location_id: number;
  product_id: number;
}

export interface PopularSearchTermsTable {
  id: Generated<number>;
  store_id: number;
  language: string;
  title: string;
  href: string;
  position: number;
}

export interface HighlightedBlocksTable {
  id: Generated<number>;
  store_id: number;
  language: string;
  title: string;
  description: string;
  card_image: string;
  background_image: string;
  referenced_path: string;
  show_hand: boolean;
  position: number;
}

export interface BlockQueueItemsTable {
  store_id: number;
  queue_id: string;
  position: number;
  product_id: number;
}

export interface Database {
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_variations: ProductVariationsTable;
  terms: TermsTable;
  term_translations: TermTranslationsTable;
  product_terms: ProductTermsTable;
  content_pages: ContentPagesTable;
  content_page_translations: ContentPageTranslationsTable;
  blog_posts: BlogPostsTable;
  blog_post_translations: BlogPostTranslationsTable;
  giving_moments: GivingMomentsTable;
  giving_moment_translations: GivingMomentTranslationsTable;
  locations: LocationsTable;
  location_products: LocationProductsTable;
  popular_search_terms: PopularSearchTermsTable;
  highlighted_blocks: HighlightedBlocksTable;
  block_queue_items: BlockQueueItemsTable;
}
