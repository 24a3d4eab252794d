import type { LinguiConfig } from "@lingui/conf";
import { LANGUAGES } from "./app/storefront/schema";

// Locales are the languages the storefront schema accepts; `npm run tenants:check` verifies that every
// language a storefront uses has a complete catalog (docs/decisions/004-i18n.md).
const config: LinguiConfig = {
  locales: [...LANGUAGES],
  sourceLocale: "en",
  fallbackLocales: false,
  catalogs: [{ path: "<rootDir>/translations/{locale}/messages", include: ["app"] }],
  format: "po",
  orderBy: "messageId",
};
export default config;
