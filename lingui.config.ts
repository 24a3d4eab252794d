import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { SHOP_SOURCES } from "./app/i18n/catalogs";
import { LANGUAGES } from "./app/storefront/vocabulary";

// Locales are the languages the storefront schema accepts; `npm run tenants:check` verifies that every
// language a storefront uses has a complete catalog (docs/decisions/004-i18n.md). Two catalogs: every
// page loads `messages`; basket, checkout, account and mail texts are in `shop` (app/i18n/catalogs.ts).
// Exclusions are globs: a folder needs its `/**`.
const shop = SHOP_SOURCES.map((s) => `<rootDir>/${s}${/\.tsx?$/.test(s) ? "" : "/**"}`);

const config: LinguiConfig = {
  locales: [...LANGUAGES],
  sourceLocale: "en",
  fallbackLocales: false,
  catalogs: [
    { path: "<rootDir>/translations/{locale}/messages", include: ["<rootDir>/app"], exclude: shop },
    { path: "<rootDir>/translations/{locale}/shop", include: SHOP_SOURCES.map((s) => `<rootDir>/${s}`) },
  ],
  // Origins without line numbers: moving code does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
};
export default config;
