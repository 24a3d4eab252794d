/**
 * Route subsets (ADR 066): which routes a request's subset holds, the keys of data requests, unknown
 * first segments and route discovery, and — over generated paths — that a URL matches the same routes
 * in its subset as in the whole table (Remix's own `matchRoutes`, which its request handler, static
 * handler and `RemixServer` use). On the shop's route table as remix.config.js mounts it.
 */
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { expandRoutes } from "../storefront/route-table";
import { FULL, OTHER, remixPathname, routeSubsets } from "./route-subsets.server";

type RouteObject = Parameters<typeof matchRoutes>[0][number];
interface Entry {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
}

/** A server build of these routes (modules and assets reduced to what matching reads). */
function buildOf(entries: Entry[]): ServerBuild {
  const routes = Object.fromEntries(entries.map((e) => [e.id, { ...e, module: {} }]));
  const assets = Object.fromEntries(entries.map((e) => [e.id, { ...e, module: `/assets/${e.id}.js` }]));
  return {
    basename: "/",
    routes,
    assets: { version: "1", url: "/manifest.js", entry: { module: "/entry.js", imports: [] }, routes: assets },
  } as unknown as ServerBuild;
}

/** The table with two storefronts' slugs, under the root route (as remix.config.js defines it). */
const TABLE = expandRoutes({
  productList: ["cadeaubonnen", "cadeaukaarten"],
  choiceCard: ["choice-card"],
  basket: ["winkelmandje", "panier"],
});
const SHOP = buildOf([
  { id: "root", path: "" },
  ...TABLE.map(
    (e): Entry => (e.path === "" ? { id: e.id, index: true, parentId: "root" } : { ...e, parentId: "root" }),
  ),
]);

function treeOf(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes);
  const node = (route: (typeof routes)[number]): RouteObject => {
    const children = routes.filter((r) => r.parentId === route.id).map(node);
    return route.index
      ? { id: route.id, index: true }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
  };
  return routes.filter((r) => !r.parentId).map(node);
}

const matched = (build: ServerBuild, path: string, basename = "/") =>
  matchRoutes(treeOf(build), path, basename)?.map((m) => m.route.id) ?? null;

const subsetOf = (path: string, basename = "/") => {
  const subsets = routeSubsets(SHOP);
  return Object.keys(subsets.build(subsets.keyOf(path, basename)).routes).sort();
};

describe("a request's route subset", () => {
  it("of the home page: the root, the home route and the catch-all landing route", () => {
    expect(routeSubsets(SHOP).keyOf("/", "/")).toBe(OTHER);
    expect(subsetOf("/")).toEqual(["home", "landing", "root"]);
  });

  it("of a product list or product: its slug's list and locations routes besides those", () => {
    expect(subsetOf("/cadeaubonnen/apple-gift-card/")).toEqual([
      "home",
      "landing",
      "list~cadeaubonnen",
      "locations~cadeaubonnen",
      "root",
    ]);
  });

  it("of checkout: the four routes under bestellen/", () => {
    expect(subsetOf("/bestellen/gelukt/")).toEqual([
      "checkout",
      "checkout-processing",
      "checkout-success",
      "home",
      "landing",
      "order-confirmation",
      "root",
    ]);
  });

  it("of a resource route: that route (robots.txt)", () => {
    expect(subsetOf("/robots.txt")).toEqual(["home", "landing", "robots", "root"]);
  });

  it("of a data request: its page's (`/cadeaubonnen.data`, `/_root.data` for the home page)", () => {
    const subsets = routeSubsets(SHOP);
    expect(subsets.keyOf("/cadeaubonnen.data", "/")).toBe(subsets.keyOf("/cadeaubonnen/", "/"));
    expect(subsets.keyOf("/bestellen/gelukt.data", "/")).toBe(subsets.keyOf("/bestellen/gelukt/", "/"));
    expect(subsets.keyOf("/_root.data", "/")).toBe(OTHER);
    expect(subsets.keyOf("/fr.data", "/fr")).toBe(OTHER);
    expect(subsetOf("/winkelmandje.data")).toEqual(["basket~winkelmandje", "home", "landing", "root"]);
  });

  it("of an unknown first segment: the shared one, as of the home page", () => {
    expect(routeSubsets(SHOP).keyOf("/onbekend/pagina/", "/")).toBe(OTHER);
    expect(routeSubsets(SHOP).keyOf("/cadeaubonnenx/", "/")).toBe(OTHER);
    expect(matched(SHOP, "/onbekend/pagina/")).toEqual(["root", "landing"]);
  });

  it("reads the first segment as matching does: any case, percent-decoded, below the basename", () => {
    const subsets = routeSubsets(SHOP);
    const checkout = subsets.keyOf("/bestellen/", "/");
    expect(subsets.keyOf("/BESTELLEN/", "/")).toBe(checkout);
    expect(subsets.keyOf("/bestell%65n/", "/")).toBe(checkout);
    expect(subsets.keyOf("/fr/bestellen/", "/fr")).toBe(checkout);
    expect(subsets.keyOf("/FR/bestellen/", "/fr")).toBe(checkout);
    // Not below the basename: nothing matches, in the subset as in the whole table.
    expect(subsets.keyOf("/de/bestellen/", "/fr")).toBe(OTHER);
    expect(matched(SHOP, "/de/bestellen/", "/fr")).toBeNull();
  });

  it("of route discovery (`/__manifest`): the whole build, whatever paths it is asked for", () => {
    const subsets = routeSubsets(SHOP);
    expect(subsets.keyOf("/__manifest", "/")).toBe(FULL);
    expect(subsets.keyOf("/fr/__manifest", "/fr")).toBe(FULL);
    expect(subsets.build(FULL)).toBe(SHOP);
  });

  it("has keys bounded by the table: one per static first segment, the shared one and the whole build", () => {
    const subsets = routeSubsets(SHOP);
    const firsts = new Set(TABLE.map((e) => e.path.split("/")[0]).filter((s) => s !== "" && s !== "*"));
    expect(subsets.keys).toHaveLength(firsts.size + 2);
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(subsets.keys).toContain(subsets.keyOf(path || "/", "/"));
      }),
    );
  });

  it("holds every route whose first segment is dynamic, optional or a splat, and the ancestors", () => {
    const build = buildOf([
      { id: "root", path: "" },
      { id: "lang", path: ":lang?", parentId: "root" },
      { id: "lang-about", path: "about", parentId: "lang" },
      { id: "shop", path: "shop", parentId: "root" },
      { id: "shop-item", path: ":item", parentId: "shop" },
      { id: "files", path: "*", parentId: "root" },
    ]);
    const subsets = routeSubsets(build);
    const ids = (path: string) => Object.keys(subsets.build(subsets.keyOf(path, "/")).routes).sort();
    expect(ids("/shop/x")).toEqual(["files", "lang", "lang-about", "root", "shop", "shop-item"]);
    expect(ids("/about")).toEqual(["files", "lang", "lang-about", "root"]);
    expect(matched(build, "/about")).toEqual(matched(subsets.build(subsets.keyOf("/about", "/")), "/about"));
  });

  it("gives a data request whose path as it stands starts with another static segment the whole build", () => {
    const build = buildOf([
      { id: "root", path: "" },
      { id: "page", path: "page", parentId: "root" },
      { id: "file", path: "page.data", parentId: "root" },
    ]);
    expect(routeSubsets(build).keyOf("/page.data", "/")).toBe(FULL);
  });
});

describe("matching a URL in its subset", () => {
  const SEGMENTS = [
    ...new Set(TABLE.flatMap((e) => e.path.split("/")).filter((s) => s && !s.startsWith(":") && s !== "*")),
    "apple-gift-card",
    "2",
    "Bestellen",
    "ACCOUNT",
    "bestell%65n",
    "%2F",
    "%",
    "x.data",
    "__manifest",
    "",
  ];
  const paths = fc
    .tuple(
      fc.array(fc.oneof(fc.constantFrom(...SEGMENTS), fc.webSegment()), { maxLength: 4 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([segments, slash, data]) => {
      const path = `/${segments.join("/")}${slash && segments.length ? "/" : ""}`;
      return data && path !== "/" ? `${path.replace(/\/$/, "")}.data` : path;
    });

  it("finds the same routes as the whole table (Remix's matchRoutes), with and without a basename", () => {
    // The router warns of every malformed percent-encoding ("%") it is given, and matches such a path undecoded.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const subsets = routeSubsets(SHOP);
    fc.assert(
      fc.property(paths, fc.constantFrom("/", "/fr", "/ch/de"), (path, basename) => {
        const url = basename === "/" ? path : `${basename}${path}`;
        const subset = subsets.build(subsets.keyOf(url, basename));
        // As Remix matches a data request: the page's path, and the path as it stands.
        const page = url.endsWith(".data") ? url.slice(0, -".data".length).replace(/^\/_root$/, "/") : url;
        for (const candidate of new Set([url, page])) {
          expect(matched(subset, candidate, basename)).toEqual(matched(SHOP, candidate, basename));
        }
        // The partial manifest of the document: the routes matching every ancestor path as well.
        const segments = page.split("/").filter(Boolean);
        for (let n = 0; n < segments.length; n++) {
          const ancestor = `/${segments.slice(0, n).join("/")}`;
          expect(matched(subset, ancestor, basename)).toEqual(matched(SHOP, ancestor, basename));
        }
      }),
      { numRuns: 1000 },
    );
    warn.mockRestore();
  });
});

describe("the pathname Remix reads", () => {
  const req = (originalUrl: string, hostname = "kadoo-be.localhost", protocol = "http") => ({
    protocol,
    hostname,
    originalUrl,
  });

  it("is the URL's, normalised as the URL parser does (dot segments, backslashes)", () => {
    expect(remixPathname(req("/cadeaubonnen/?q=1"))).toBe("/cadeaubonnen/");
    expect(remixPathname(req("/x/../bestellen/"))).toBe("/bestellen/");
    expect(remixPathname(req("/x/%2e%2e/bestellen/"))).toBe("/bestellen/");
    expect(remixPathname(req("/\\bestellen/"))).toBe("//bestellen/");
  });

  it("is not read (the whole build) where the host or scheme could change it", () => {
    expect(remixPathname(req("/bestellen/", "evil.test/account"))).toBeNull();
    expect(remixPathname(req("/bestellen/", "evil.test?"))).toBeNull();
    expect(remixPathname(req("/bestellen/", "kadoo-be.localhost", "ftp"))).toBeNull();
    expect(remixPathname(req("/bestellen/", "kadoo-be.localhost", "https"))).toBe("/bestellen/");
  });
});
