/**
 * Route matching as the server runs it: @remix-run/router's CommonJS build, patched (patches/, ADR 034)
 * to remember each route tree's ranked branches and each pathname's matches. What the shop relies on:
 * the remembered answer is the right one, every caller gets its own copy, and a tree that changes
 * (routes patched in, as lazy route discovery does) is matched afresh.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type Router = typeof import("@remix-run/router");
const router = createRequire(import.meta.url)("@remix-run/router") as Router;

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "list", path: "cadeaubonnen" },
      { id: "product", path: "cadeaubonnen/:slug" },
      { id: "page", path: "*" },
    ],
  },
];

describe("route matching (patched router)", () => {
  it("answers the same pathname the same way every time, ranked as the router ranks", () => {
    for (let i = 0; i < 3; i++) {
      const matches = router.matchRoutes(routes, "/cadeaubonnen/bol-com/");
      expect(matches?.map((m) => m.route.id)).toEqual(["root", "product"]);
      expect(matches?.[1].params).toEqual({ slug: "bol-com" });
      expect(router.matchRoutes(routes, "/cadeaubonnen/")?.map((m) => m.route.id)).toEqual(["root", "list"]);
      expect(router.matchRoutes(routes, "/over-ons/")?.map((m) => m.route.id)).toEqual(["root", "page"]);
    }
  });

  it("strips the basename before matching, and answers null outside it", () => {
    expect(router.matchRoutes(routes, "/fr/cadeaubonnen/", "/fr")?.map((m) => m.route.id)).toEqual(["root", "list"]);
    expect(router.matchRoutes(routes, "/de/cadeaubonnen/", "/fr")).toBeNull();
  });

  it("gives every caller its own matches: changing one answer does not change the next", () => {
    const first = router.matchRoutes(routes, "/cadeaubonnen/fnac/");
    if (!first) throw new Error("no match");
    (first[1].params as Record<string, string>).slug = "changed";
    first.pop();
    const second = router.matchRoutes(routes, "/cadeaubonnen/fnac/");
    expect(second?.map((m) => m.route.id)).toEqual(["root", "product"]);
    expect(second?.[1].params.slug).toBe("fnac");
  });

  it("is the patched build: an answer is remembered per tree (the install applied patches/)", () => {
    const tree = [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }];
    expect(router.matchRoutes(tree, "/a")?.map((m) => m.route.id)).toEqual(["root", "a"]);
    // Changing a route behind the router's back (nothing in the shop does) shows the remembered answer.
    tree[0].children[0].path = "b";
    expect(router.matchRoutes(tree, "/a")?.map((m) => m.route.id)).toEqual(["root", "a"]);
  });

  it("matches routes patched into a tree after it was matched", () => {
    const history = router.createMemoryHistory({ initialEntries: ["/"] });
    const app = router.createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      history,
    });
    const tree = app.routes;
    expect(router.matchRoutes(tree, "/saldocheck")).toBeNull();
    // Patching adds the child to the root route in place: the tree matched before is a changed tree.
    app.patchRoutes("root", [{ id: "balance", path: "saldocheck" }]);
    expect(router.matchRoutes(tree, "/saldocheck")?.map((m) => m.route.id)).toEqual(["root", "balance"]);
    expect(router.matchRoutes(app.routes, "/saldocheck")?.map((m) => m.route.id)).toEqual(["root", "balance"]);
    app.dispose();
  });
});
