/**
 * Routes whose texts are in the `shop` catalog (app/i18n/catalogs.ts) export `handle = shopHandle`
 * (the document then tells the browser to load it before hydrating) and
 * `clientLoader = withShopCatalog` (client navigations load it before rendering).
 */
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import type { Language } from "../storefront/vocabulary";
import { getI18n, loadCatalog } from "./i18n";

export const shopHandle = { catalogs: ["shop"] as const };

export async function ensureShopCatalog(): Promise<void> {
  // The server renders with every catalog already.
  if (typeof document === "undefined") return;
  const language = (document.documentElement.dataset.lang ?? "nl") as Language;
  await loadCatalog(await getI18n(language), "shop");
}

export async function withShopCatalog({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader(), ensureShopCatalog()]);
  return data;
}

export function usesShopCatalog(matches: { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as typeof shopHandle | undefined)?.catalogs?.includes("shop"));
}
