/** Database table types for Kysely (kept in step with app/db/migrations). */
import type {
  AnalyticsEventsTable,
  BlockQueueItemsTable,
  BlogPostsTable,
  BlogPostTranslationsTable,
  ContentPagesTable,
  ContentPageTranslationsTable,
  ExtrasTable,
  ExtraTranslationsTable,
  GivingMomentsTable,
  GivingMomentTranslationsTable,
  HighlightedBlocksTable,
  LocationProductsTable,
  LocationsTable,
  PopularSearchTermsTable,
  ProductMediaTable,
  ProductsTable,
  ProductTermsTable,
  ProductTranslationsTable,
  ProductVariationsTable,
  TermsTable,
  TermTranslationsTable,
  TestimonialsTable,
} from "./catalogue-types";
import type {
  ActivationsTable,
  AppSecretsTable,
  CacheGenerationsTable,
  CartsTable,
  CustomerAddressesTable,
  CustomersTable,
  DoublerDrawsTable,
  DoublerEntriesTable,
  GiftcardLedgerTable,
  GiftcardsTable,
  JobsTable,
  MailOutboxTable,
  OrdersTable,
  PasswordResetsTable,
  PaymentsTable,
  RateLimitsTable,
  RedeemSessionsTable,
  SessionsTable,
  ShipmentsTable,
  TestpayCardTokensTable,
  TestpayPaymentsTable,
  WebhookEventsTable,
} from "./commerce-types";
import type { QuoteNumbersTable, QuotesTable } from "./quote-types";
import type { GiftcardBrandsTable, RedeemPagesTable, RedeemProductsTable } from "./redeem-types";

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
  analytics_events: AnalyticsEventsTable;
  product_media: ProductMediaTable;
  testimonials: TestimonialsTable;
  extras: ExtrasTable;
  extra_translations: ExtraTranslationsTable;
  customers: CustomersTable;
  customer_addresses: CustomerAddressesTable;
  carts: CartsTable;
  sessions: SessionsTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  jobs: JobsTable;
  giftcards: GiftcardsTable;
  giftcard_ledger: GiftcardLedgerTable;
  shipments: ShipmentsTable;
  mail_outbox: MailOutboxTable;
  testpay_payments: TestpayPaymentsTable;
  testpay_card_tokens: TestpayCardTokensTable;
  app_secrets: AppSecretsTable;
  rate_limits: RateLimitsTable;
  redeem_sessions: RedeemSessionsTable;
  redeem_pages: RedeemPagesTable;
  redeem_products: RedeemProductsTable;
  giftcard_brands: GiftcardBrandsTable;
  doubler_entries: DoublerEntriesTable;
  doubler_draws: DoublerDrawsTable;
  activations: ActivationsTable;
  quote_numbers: QuoteNumbersTable;
  quotes: QuotesTable;
  password_resets: PasswordResetsTable;
  cache_generations: CacheGenerationsTable;
}
