/**
 * The one place that turns route ids + params into paths (conventions §5). Paths are relative to the
 * storefront + language basename, which Remix prepends by itself; they always end with a slash.
 */
import { RESOURCE_ROUTES, type RouteId, SCREENS, type SlugKey } from "./route-table";
import type { Storefront } from "./storefront";

export type LinkParams = Record<string, string | number | undefined>;

type Part =
  | { kind: "text"; text: string }
  | { kind: "slug"; slug: SlugKey }
  | { kind: "splat" }
  | { kind: "param"; name: string; optional: boolean };

/** Each route's path split into its parts once (links are made many times a page). */
function partsOf(pattern: string): Part[] {
  return pattern
    .split("/")
    .filter((part) => part !== "")
    .map((part): Part => {
      const slug = /^\{(\w+)\}$/.exec(part)?.[1] as SlugKey | undefined;
      if (slug) return { kind: "slug", slug };
      if (part === "*") return { kind: "splat" };
      if (!part.startsWith(":")) return { kind: "text", text: part };
      const optional = part.endsWith("?");
      return { kind: "param", name: part.slice(1, optional ? -1 : undefined), optional };
    });
}

const patterns = new Map<string, Part[]>(SCREENS.map((s) => [s.id, partsOf(s.path)]));

export class UnknownRouteError extends Error {}

/** `href(sf, "list", { segment: 2 })` → `/cadeaubonnen/2/`; page 1 and empty optional params are dropped. */
export function href(storefront: Pick<Storefront, "slugs">, id: RouteId | string, params: LinkParams = {}): string {
  const parts = patterns.get(id);
  if (parts === undefined) throw new UnknownRouteError(`No route '${id}' in the route table`);
  let path = "";
  for (const part of parts) {
    if (part.kind === "text") path += `/${part.text}`;
    else if (part.kind === "slug") path += `/${storefront.slugs[part.slug]}`;
    else if (part.kind === "splat") {
      const splat = String(params["*"] ?? "").replace(/^\/+|\/+$/g, "");
      if (splat) path += `/${splat.split("/").map(encodeURIComponent).join("/")}`;
    } else {
      const value = params[part.name];
      // Page 1 has no number in its path (one canonical URL per page).
      const omit = value === undefined || value === "" || (/^\d+$/.test(String(value)) && Number(value) <= 1);
      if (omit) {
        if (!part.optional) throw new UnknownRouteError(`Route '${id}' needs parameter '${part.name}'`);
        continue;
      }
      path += `/${encodeURIComponent(String(value))}`;
    }
  }
  if (RESOURCE_ROUTES.has(id as RouteId)) return path || "/";
  return path.endsWith("/") ? path : `${path}/`;
}
