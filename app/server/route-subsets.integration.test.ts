/**
 * Route subsets on the production build (ADR 066): the pages a shopper goes through — home, a list, a
 * product, basket, checkout — and their route data, rendered by a request handler of the request's
 * route subset, are those of a handler of the whole build: the same status, the same HTML, the same
 * partial manifest (`window.__remixManifest`'s routes) and the same data. Route discovery answers from
 * the whole build. In process, on @remix-run/server-runtime's CommonJS build (the one the server
 * runs), on PGlite, with the load context server.ts gives a page.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD, apiShopper, digitalVariation } from "../../tests/fixtures/api-shopper";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import { shopContext } from "../../tests/fuzz/actions";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { createApi } from "../graphql/yoga.server";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";
import { FULL, routeSubsets } from "./route-subsets.server";

type Runtime = typeof import("@remix-run/server-runtime");
const runtime = createRequire(import.meta.url)("@remix-run/server-runtime") as Runtime;
const BUILD_FILE = path.resolve(import.meta.dirname, "../../build/server/index.js");

const { storefronts, registry } = await shippedRegistry();
const KADOO = registry.get("kadoo-be");
const GIFTPASS = registry.get("giftpass-ch");

/** The routes of the document's partial manifest (`window.__remixManifest = {…};`). */
function manifestRoutes(html: string): string[] {
  const start = html.indexOf("window.__remixManifest = ");
  if (start < 0) throw new Error("the document has no manifest");
  const text = html.slice(start + "window.__remixManifest = ".length);
  // The manifest is a JSON object literal: the first prefix that parses is it.
  for (let end = text.indexOf("};"); end >= 0; end = text.indexOf("};", end + 1)) {
    try {
      return Object.keys((JSON.parse(text.slice(0, end + 1)) as { routes: object }).routes).sort();
    } catch {}
  }
  throw new Error("the manifest does not parse");
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Two renders of a page with the random ids each render makes (checkout's idempotency key) replaced by
 * a mark: what is in one render's ids but not the other's. At most one such id per page.
 */
function withoutRenderIds(a: string, b: string): [string, string] {
  const ids = (text: string) => new Set(text.match(UUID) ?? []);
  const [inA, inB] = [ids(a), ids(b)];
  const onlyA = [...inA].filter((id) => !inB.has(id));
  const onlyB = [...inB].filter((id) => !inA.has(id));
  expect(onlyA.length).toBeLessThanOrEqual(1);
  expect(onlyB.length).toBe(onlyA.length);
  const mark = (text: string, id: string | undefined) => (id ? text.replaceAll(id, "<render id>") : text);
  return [mark(a, onlyA[0]), mark(b, onlyB[0])];
}

describe("route subsets on the production build", () => {
  let handle: DatabaseHandle;
  let build: ServerBuild;
  let api: ReturnType<typeof createApi>;
  let services: ReturnType<typeof testServices>["services"];
  let token: string | null = null;
  let product = "";

  beforeAll(async () => {
    if (!existsSync(BUILD_FILE)) {
      throw new Error("No production build: run `npx remix vite:build` first (npm test builds before vitest).");
    }
    build = (await import(pathToFileURL(BUILD_FILE).href)) as ServerBuild;
    handle = await backends()[0].open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => s === KADOO || s === GIFTPASS),
    );
    services = testServices(handle.db, registry).services;
    api = createApi({ db: handle.db, registry, introspection: false, services, logErrors: () => {} });
    const shopper = apiShopper(api, handle.db, KADOO);
    const v = await digitalVariation(handle.db, KADOO, "apple-gift-card");
    await shopper.call(ADD, {
      input: {
        variationId: v.id,
        amount: v.amount,
        quantity: 1,
        receivers: [{ name: "Jan", email: "jan@example.be" }],
      },
    });
    token = shopper.token;
    product = `/${KADOO.slugs.productList}/apple-gift-card/`;
  });

  afterAll(async () => {
    await handle?.close();
  });

  /** The answer of a handler of `routeBuild` under the storefront's basename, as text. */
  async function answer(
    routeBuild: ServerBuild,
    o: { storefront: Storefront; language?: Language; path: string; session?: boolean },
  ) {
    const language = o.language ?? o.storefront.defaultLanguage;
    const context = shopContext({
      db: handle.db,
      api,
      registry,
      services,
      storefront: o.storefront,
      language,
      pathname: o.path,
      token: o.session ? token : null,
    });
    const basename = context.basename;
    const handler = runtime.createRequestHandler({ ...routeBuild, basename }, "production");
    const url = `http://${o.storefront.localHost}:3500${basename === "/" ? "" : basename}${o.path}`;
    const response = await handler(new Request(url), {
      ...context,
      document: !o.path.endsWith(".data"),
    } as unknown as Parameters<typeof handler>[1]);
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  }

  /** The same request answered by the whole build and by the request's subset. */
  async function both(o: Parameters<typeof answer>[1]) {
    const subsets = routeSubsets(build);
    const language = o.language ?? o.storefront.defaultLanguage;
    const basename = language === o.storefront.defaultLanguage ? "/" : `/${language}`;
    const pathname = basename === "/" ? o.path : `${basename}${o.path}`;
    const key = subsets.keyOf(pathname.split("?")[0], basename);
    const full = await answer(build, o);
    const subset = await answer(subsets.build(key), o);
    return { key, full, subset, routes: Object.keys(subsets.build(key).routes).length };
  }

  const PAGES: [string, () => Parameters<typeof answer>[1]][] = [
    ["home", () => ({ storefront: KADOO, path: "/" })],
    ["a product list", () => ({ storefront: KADOO, path: `/${KADOO.slugs.productList}/` })],
    ["a product", () => ({ storefront: KADOO, path: product })],
    ["the basket", () => ({ storefront: KADOO, path: `/${KADOO.slugs.basket}/`, session: true })],
    ["checkout", () => ({ storefront: KADOO, path: "/bestellen/", session: true })],
    ["a French home (language basename)", () => ({ storefront: GIFTPASS, language: "fr", path: "/" })],
    ["an unknown page (the landing route)", () => ({ storefront: KADOO, path: "/onbekend/" })],
  ];

  it.each(PAGES)("renders %s as the whole build does: status, HTML, partial manifest", async (_name, page) => {
    const { key, full, subset, routes } = await both(page());
    expect(key).not.toBe(FULL);
    expect(routes).toBeLessThan(Object.keys(build.routes).length);
    expect(full.status).toBe(page().path === "/onbekend/" ? 404 : 200);
    expect(subset.status).toBe(full.status);
    expect(manifestRoutes(subset.body)).toEqual(manifestRoutes(full.body));
    const [subsetBody, fullBody] = withoutRenderIds(subset.body, full.body);
    expect(subsetBody).toBe(fullBody);
  });

  it("answers a page's route data (`….data`, `_root.data`) as the whole build does", async () => {
    for (const path of [`/${KADOO.slugs.productList}.data`, "/_root.data", `${product.replace(/\/$/, "")}.data`]) {
      const { full, subset } = await both({ storefront: KADOO, path });
      expect(full.status, path).toBe(200);
      expect(subset).toEqual(full);
    }
  });

  it("answers route discovery (`/__manifest`) from the whole build", async () => {
    const paths = ["/bestellen/", `/${KADOO.slugs.basket}/`, "/account/login/"];
    const query = `?${paths.map((p) => `p=${encodeURIComponent(p)}`).join("&")}&version=${build.assets.version}`;
    const { key, full, subset } = await both({ storefront: KADOO, path: `/__manifest${query}` });
    expect(key).toBe(FULL);
    expect(subset).toEqual(full);
    expect(Object.keys(JSON.parse(full.body)).sort()).toEqual(
      expect.arrayContaining(["checkout", `basket~${KADOO.slugs.basket}`, "account", "login", "root"]),
    );
  });
});
