/**
 * The Lingui catalogs (lingui.config.ts): `messages` for every page (shell, catalogue, content) and
 * `shop` for basket, checkout, payments, accounts and mails — loaded only by the pages that need it,
 * so the first load of catalogue pages stays small (docs/decisions/004-i18n.md).
 */
export const CATALOGS = ["messages", "shop"] as const;
export type CatalogName = (typeof CATALOGS)[number];

/** Source folders and route modules whose messages live in the `shop` catalog. */
export const SHOP_SOURCES = [
  "app/basket",
  "app/checkout",
  "app/payments",
  "app/accounts",
  "app/fulfilment",
  "app/forms",
  "app/redeem",
  "app/reorder",
  "app/quotes",
  "app/account-area",
  "app/activation",
  // The preview gallery is an internal page: its texts stay out of the catalogue pages' first load.
  "app/preview",
  "app/routes/basket.tsx",
  "app/routes/checkout.tsx",
  "app/routes/checkout-processing.tsx",
  "app/routes/order-confirmation.tsx",
  "app/routes/account-identify.tsx",
  "app/routes/account-login.tsx",
  "app/routes/redeem-check.tsx",
  "app/routes/reorder.tsx",
  "app/routes/business.tsx",
  "app/routes/account-overview.tsx",
  "app/routes/account-orders.tsx",
  "app/routes/activation.tsx",
  "app/routes/activation-done.tsx",
];
