/** Header data fetched by the browser when first needed: menu categories and popular search data. */
import { browserRequest } from "../../api/browser";
import { graphql } from "../../api/generated/browser";
import type { MenuCategoriesQuery } from "../../api/generated/browser/graphql";
import type { ShellData } from "../../storefront/shell";

type Shell = Pick<ShellData, "basename" | "language" | "sf">;

export type MenuCategory = MenuCategoriesQuery["menuCategories"]["categories"][number];
export type MenuProduct = MenuCategory["topList"][number];

const MENU = graphql(`query menuCategories($userData: UserDataInput!) {
  menuCategories(userData: $userData) {
    categories { id title icon path topList { id title image { url alt } path backgroundColor showShadow } }
    errors { code message }
  }
}`);

const cache = new Map<string, Promise<MenuCategory[]>>();

/** The storefront's menu categories with their top products (one request per page session). */
export function loadMenuCategories(shell: Shell): Promise<MenuCategory[]> {
  const key = `${shell.sf.storeId}|${shell.language}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = browserRequest(shell, MENU, {}).then((d) => d.menuCategories.categories);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
