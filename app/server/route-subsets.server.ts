/**
 * Route subsets of the server build (ADR 066, "Route subsets"): Remix 2 matches a request's URL
 * against the whole route tree four to five times per document (the request handler, the static
 * handler's query, `RemixServer`'s router, route discovery's partial manifest once per ancestor
 * path), and every match flattens and ranks all of its routes. A route whose path starts with a
 * static segment can only match URLs that start with that segment, so a request handler made for one
 * first segment needs only the routes that can match under it:
 *
 * - the root and every route whose own path adds no segment (the home/index route, pathless layouts),
 * - every route whose first segment is that static segment,
 * - every route whose first segment is dynamic, optional or a splat (the catch-all landing route),
 * - and their ancestors.
 *
 * Matching a URL against its subset gives the same matches as against the whole tree — routes that
 * were left out cannot match it — and so the same page, data and partial manifest. The keys are
 * bounded by the route table, not by visitors: the table's static first segments, `OTHER` for every
 * path whose first segment is none of them (the home page, unknown paths), and `FULL` for Remix's
 * route discovery (`/__manifest` answers for arbitrary paths) and for requests whose URL Remix would
 * read otherwise than this module does.
 */
import type { ServerBuild } from "@remix-run/node";

/** The key of requests whose first segment is no static first segment of the route table (and of `/`). */
export const OTHER = "other";
/** The key of requests that get the whole build: route discovery, URLs this module does not read as Remix does. */
export const FULL = "full";

/**
 * Request handlers kept (server.ts, least recently used first out): a handler of the whole build holds
 * ≈ 28 KB once it has served (54 routes), one of a subset ≈ 3.4 KB on average (3–14 routes; 7.6 KB the
 * account pages' 14), measured on this table. Whole-build handlers (route discovery) as many as
 * basenames were kept before subsets (128: ≤ 3.6 MB); subsets 16 per such basename (2048: ≈ 7 MB,
 * at most 16 MB were they all the largest). A basename's visitors use a handful of first segments.
 */
export const FULL_HANDLERS_KEPT = 128;
export const SUBSET_HANDLERS_KEPT = 2048;

type ServerRoutes = ServerBuild["routes"];
type ServerRoute = ServerRoutes[string];

export interface RouteSubsets {
  /** Every key `keyOf` can answer: `OTHER`, `FULL` and one per static first segment of the table. */
  readonly keys: readonly string[];
  /**
   * The key of a request: `pathname` is the URL's pathname as Remix reads it (`new URL(…).pathname`),
   * `basename` the handler's. A static first segment's key is `/<segment>`.
   */
  keyOf(pathname: string, basename: string): string;
  /** The build with the routes of `key` (memoised; `FULL` and unknown keys are the whole build). */
  build(key: string): ServerBuild;
}

const subsetsOf = new WeakMap<ServerBuild, RouteSubsets>();

/** The route subsets of `build`, made once per build object (development reloads make new ones). */
export function routeSubsets(build: ServerBuild): RouteSubsets {
  let subsets = subsetsOf.get(build);
  if (!subsets) {
    subsets = makeSubsets(build);
    subsetsOf.set(build, subsets);
  }
  return subsets;
}

function makeSubsets(full: ServerBuild): RouteSubsets {
  const routes = Object.values(full.routes) as ServerRoute[];
  const byId = new Map(routes.map((route) => [route.id, route]));
  const always = new Set<string>();
  const bySegment = new Map<string, Set<string>>();
  for (const route of routes) {
    const first = firstSegment(fullPath(route, byId));
    if (first === null || !isStatic(first)) {
      always.add(route.id);
      continue;
    }
    const key = `/${foldCase(first)}`;
    const ids = bySegment.get(key) ?? new Set<string>();
    bySegment.set(key, ids.add(route.id));
  }
  const builds = new Map<string, ServerBuild>();
  const subsetBuild = (ids: ReadonlySet<string>): ServerBuild => {
    const included = new Set<string>();
    for (const id of ids) {
      // A route and its ancestors: a match is a path from the root down.
      for (let route = byId.get(id); route && !included.has(route.id); route = byId.get(route.parentId ?? "")) {
        included.add(route.id);
      }
    }
    return {
      ...full,
      routes: pick(full.routes, included),
      assets: { ...full.assets, routes: pick(full.assets.routes, included) },
    };
  };
  return {
    keys: [OTHER, FULL, ...bySegment.keys()],
    keyOf: (pathname, basename) => keyOf(pathname, basename, bySegment),
    build(key) {
      let build = builds.get(key);
      if (!build) {
        const keyed = key === OTHER ? new Set<string>() : bySegment.get(key);
        build = keyed ? subsetBuild(new Set([...always, ...keyed])) : full;
        builds.set(key, build);
      }
      return build;
    },
  };
}

/**
 * The pathname of the URL that @remix-run/express builds for a request
 * (`${protocol}://${hostname}:${port}${originalUrl}`), or null where the host or scheme could change
 * how the path is read (a host with a path delimiter, a scheme other than http/https from a trusted
 * proxy, an unparsable URL): such requests get the whole build.
 */
export function remixPathname(req: { protocol: string; hostname: string; originalUrl: string }): string | null {
  if ((req.protocol !== "http" && req.protocol !== "https") || /[/?#\\]/.test(req.hostname)) return null;
  try {
    return new URL(`http://localhost${req.originalUrl}`).pathname;
  } catch {
    return null;
  }
}

function keyOf(pathname: string, basename: string, bySegment: ReadonlyMap<string, unknown>): string {
  // Route discovery lists the routes of paths the page links to, anywhere in the table.
  if (pathname.endsWith("/__manifest")) return FULL;
  const staticKey = (path: string): string => {
    const first = firstSegment(stripBasename(path, basename) ?? "");
    if (first === null) return OTHER;
    const key = `/${foldCase(decodeSegment(first))}`;
    return bySegment.has(key) ? key : OTHER;
  };
  const key = staticKey(pathname);
  if (!pathname.endsWith(".data")) return key;
  // A data request is matched as its page's path (`/cadeaubonnen.data` → `/cadeaubonnen`, `/_root.data`
  // → `/`) and, for its parameters, as it stands: both must find their routes in one subset.
  const page = pathname.slice(0, -".data".length);
  const pageKey = staticKey(page === "/_root" ? "/" : page);
  return key === pageKey || key === OTHER ? pageKey : FULL;
}

/** The path of a route from the root: its ancestors' paths and its own, joined. */
function fullPath(route: ServerRoute, byId: ReadonlyMap<string, ServerRoute>): string {
  const paths: string[] = [];
  for (let at: ServerRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
    if (at.path) paths.unshift(at.path);
  }
  return paths.join("/");
}

/**
 * The first non-empty segment of a path, or null. A path whose first segment is empty (`//x`) matches
 * no route with a static first segment, so taking the next one only adds routes that cannot match.
 */
function firstSegment(path: string): string | null {
  for (const segment of path.split("/")) if (segment !== "") return segment;
  return null;
}

/** A segment that matches only itself: not a parameter, not optional, not a splat. */
function isStatic(segment: string): boolean {
  return !segment.startsWith(":") && !segment.endsWith("?") && !segment.includes("*");
}

/** A URL segment as route matching reads it: percent-decoded, a decoded `/` kept as `%2F` (as @remix-run/router's decodePath). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, "%2F");
  } catch {
    return segment;
  }
}

/**
 * Case folding as route matching compares (a RegExp with the `i` flag and without `u`: ECMAScript's
 * Canonicalize — a code unit's upper case, unless that is not one code unit or maps a non-ASCII code
 * unit to ASCII). ASCII, what the table and nearly every URL hold, is simply upper-cased.
 */
function foldCase(segment: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, control characters included
  if (/^[\x00-\x7f]*$/.test(segment)) return segment.toUpperCase();
  let folded = "";
  for (let i = 0; i < segment.length; i++) {
    const unit = segment[i];
    const upper = unit.toUpperCase();
    folded += upper.length !== 1 || (unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? unit : upper;
  }
  return folded;
}

/** @remix-run/router's stripBasename: the path below `basename` (compared case-insensitively), or null. */
function stripBasename(pathname: string, basename: string): string | null {
  if (basename === "/") return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith("/") ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== "/") return null;
  return pathname.slice(start) || "/";
}

function pick<T>(record: Record<string, T>, ids: ReadonlySet<string>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [id, value] of Object.entries(record)) if (ids.has(id)) out[id] = value;
  return out;
}
