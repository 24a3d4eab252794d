/**
 * The one place that turns route ids + params into paths (conventions §5). Paths are relative to the
 * storefront + language basename, which Remix prepends by itself; they always end with a slash.
 */
import { RESOURCE_ROUTES, type RouteId, SCREENS, type SlugKey } from "./route-table";
import type { Storefront } from "./storefront";

export type LinkParams = Record<string, string | number | undefined>;

const patterns = new Map<string, string>(SCREENS.map((s) => [s.id, s.path]));

export class UnknownRouteError extends Error {}

/** `href(sf, "list", { segment: 2 })` → `/cadeaubonnen/2/`; page 1 and empty optional params are dropped. */
export function href(storefront: Pick<Storefront, "slugs">, id: RouteId | string, params: LinkParams = {}): string {
  const pattern = patterns.get(id);
  if (pattern === undefined) throw new UnknownRouteError(`No route '${id}' in the route table`);
  const segments: string[] = [];
  for (const part of pattern.split("/")) {
    if (part === "") continue;
    const slug = /^\{(\w+)\}$/.exec(part)?.[1] as SlugKey | undefined;
    if (slug) {
      segments.push(storefront.slugs[slug]);
    } else if (part === "*") {
      const splat = String(params["*"] ?? "").replace(/^\/+|\/+$/g, "");
      if (splat) segments.push(...splat.split("/").map(encodeURIComponent));
    } else if (part.startsWith(":")) {
      const optional = part.endsWith("?");
      const name = part.slice(1, optional ? -1 : undefined);
      const value = params[name];
      // Page 1 has no number in its path (one canonical URL per page).
      const omit = value === undefined || value === "" || (/^\d+$/.test(String(value)) && Number(value) <= 1);
      if (omit) {
        if (!optional) throw new UnknownRouteError(`Route '${id}' needs parameter '${name}'`);
        continue;
      }
      segments.push(encodeURIComponent(String(value)));
    } else {
      segments.push(part);
    }
  }
  const path = `/${segments.join("/")}`;
  if (RESOURCE_ROUTES.has(id as RouteId)) return path;
  return path.endsWith("/") ? path : `${path}/`;
}
