/**
 * Which requests ask for a page that is the same for every visitor (the route table's `shared`
 * screens, ADR 027): matched the way Remix matches them, against the storefront's own slugs, before
 * Remix runs — server.ts then renders them without the visitor's cookies and may serve them from
 * the page cache to anyone.
 */
import { matchRoutes } from "@remix-run/react";
import { expandRoutes, SHARED_SCREENS, screenOf } from "./route-table";
import type { Storefront } from "./storefront";

type RouteObject = Parameters<typeof matchRoutes>[0][number];

/** The route tree of one storefront: the route table with its own slugs, under the root route. */
function routesOf(storefront: Storefront): RouteObject[] {
  const table = expandRoutes({
    productList: [storefront.slugs.productList],
    choiceCard: [storefront.slugs.choiceCard],
    basket: [storefront.slugs.basket],
  });
  const children = table.map(
    (entry): RouteObject => (entry.path === "" ? { id: entry.id, index: true } : { id: entry.id, path: entry.path }),
  );
  return [{ id: "root", path: "/", children }];
}

/** Remix's data request for a page (`/cadeaubonnen.data`, `/_root.data` for the home page) → the page's path. */
function pagePath(path: string): string {
  if (!path.endsWith(".data")) return path;
  const page = path.slice(0, -".data".length);
  return page.endsWith("/_root") ? page.slice(0, -"_root".length) : page;
}

/** Remix's lazy route discovery endpoint (its `manifestPath` default). */
const MANIFEST_PATH = "/__manifest";

export class SharedPages {
  private readonly trees = new Map<string, RouteObject[]>();
  private readonly screens = new Map<string, string | null>();

  /** Whether `path` (relative to the storefront + language basename) is a shared page of `storefront`. */
  isShared(storefront: Storefront, path: string): boolean {
    const screen = this.screenOf(storefront, path);
    return screen !== null && SHARED_SCREENS.has(screen);
  }

  /** The screen id `path` shows on `storefront` (a bounded label for logs and metrics), or null. */
  screenOf(storefront: Storefront, path: string): string | null {
    // Remix's route discovery is no page (the catch-all landing route would match it): it answers with
    // its own Cache-Control (immutable per build version), which a shared page's would contradict.
    if (path === MANIFEST_PATH) return null;
    const key = `${storefront.code} ${path}`;
    let screen = this.screens.get(key);
    if (screen === undefined) {
      // Storefronts with the same slugs share one tree: as many trees as slug sets, not storefronts.
      const { productList, choiceCard, basket } = storefront.slugs;
      const slugs = `${productList}/${choiceCard}/${basket}`;
      let tree = this.trees.get(slugs);
      if (!tree) {
        tree = routesOf(storefront);
        this.trees.set(slugs, tree);
      }
      const matches = matchRoutes(tree, pagePath(path));
      const leaf = matches?.[matches.length - 1]?.route;
      screen = leaf?.id === undefined ? null : screenOf(leaf.id).id;
      // Paths come from visitors: bound what is remembered.
      if (this.screens.size >= 10_000) this.screens.clear();
      this.screens.set(key, screen);
    }
    return screen;
  }
}
