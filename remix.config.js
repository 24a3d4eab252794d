// The route table of the shop: app/storefront/route-table.ts holds one entry per screen with the
// spec's Dutch paths; the per-storefront segments (product list, choice card) are mounted once per
// distinct slug found in tenants/. See docs/decisions/002-route-table.md.
import { expandRoutes } from "./app/storefront/route-table.ts";

export const future = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

/** @param {import("@remix-run/dev/dist/config/routes").DefineRoutesFunction} defineRoutes */
export async function routes(defineRoutes) {
  const { tsImport } = await import("tsx/esm/api");
  /** @type {typeof import("./app/storefront/load.server.ts")} */
  const { loadStorefronts } = await tsImport("./app/storefront/load.server.ts", import.meta.url);
  const storefronts = await loadStorefronts();
  const table = expandRoutes({
    productList: storefronts.map((s) => s.slugs.productList),
    choiceCard: storefronts.map((s) => s.slugs.choiceCard),
    basket: storefronts.map((s) => s.slugs.basket),
  });
  return defineRoutes((route) => {
    for (const entry of table) {
      if (entry.path === "") route(undefined, entry.file, { id: entry.id, index: true });
      else route(entry.path, entry.file, { id: entry.id });
    }
  });
}

export default { future, routes };
