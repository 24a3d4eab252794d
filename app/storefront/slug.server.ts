import type { AppLoadContext } from "@remix-run/node";
import type { SlugKey } from "./route-table";

/**
 * Routes with a per-storefront segment are mounted once per slug of any storefront; a slug that is
 * not the resolved storefront's own is a 404 (never another storefront's page).
 */
export function requireOwnSlug(context: AppLoadContext, request: Request, key: SlugKey): void {
  const first = storefrontPath(request, context).split("/")[0];
  if (first !== context.storefront.slugs[key]) throw new Response("Not found", { status: 404 });
}

/** The page's path inside the storefront: the URL path minus the storefront + language basename. */
export function storefrontPath(request: Request, context: AppLoadContext): string {
  const { pathname } = new URL(request.url);
  const base = context.basename === "/" ? "" : context.basename;
  return decodeURIComponent(pathname.slice(base.length)).replace(/^\/+|\/+$/g, "");
}
