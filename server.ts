/**
 * The production (and development) server: resolves host + path prefix (+ language prefix) to a
 * storefront and hands Remix that prefix as a per-request basename, one request handler per
 * basename, created once. docs/decisions/001-tenant-resolution.md
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type RequestHandler, type Response } from "express";
import { cookieName, readCookie, SessionScope } from "./app/accounts/session.server";
import { createApiClient } from "./app/api/client.server";
import type { ShopLoadContext } from "./app/context";
import { databaseBounds, migrate, openDatabase } from "./app/db/db.server";
import { ReadCache } from "./app/db/read-cache.server";
import { seedDatabase, seedMissingParts, withoutContent } from "./app/db/seed/seed.server";
import { servingEnv } from "./app/env.server";
import { createApi } from "./app/graphql/yoga.server";
import { tagCurrent } from "./app/observability/context.server";
import { watchEventLoopLag } from "./app/observability/event-loop.server";
import { createLogger } from "./app/observability/log.server";
import { PREVIEW_PATH, previewAccess } from "./app/preview/access.server";
import { readRedeemCookie } from "./app/redeem/cookie.server";
import { apiBodyError, bodyVerdict, MAX_API_BODY_BYTES, MAX_FORM_BODY_BYTES } from "./app/server/body-limit.server";
import { createCacheSync } from "./app/server/cache-sync.server";
import { DatabaseHealth, isConnectionError } from "./app/server/db-health.server";
import { openCountryDatabase, visitorCountry } from "./app/server/geo.server";
import { mediaRouter } from "./app/server/media.server";
import { observeRequests, storefrontRoute } from "./app/server/observability.server";
import { databaseCheck, opsRouter, redisCheck } from "./app/server/ops.server";
import { captureInto, sendCached, sharedCacheControl, shopPageCache } from "./app/server/page-cache.server";
import { originFormTarget } from "./app/server/request-target.server";
import {
  FULL,
  FULL_HANDLERS_KEPT,
  remixPathname,
  routeSubsets,
  SUBSET_HANDLERS_KEPT,
} from "./app/server/route-subsets.server";
import {
  contentSecurityPolicy,
  csrfGuard,
  newNonce,
  securityHeaders,
  strictTransportSecurity,
} from "./app/server/security.server";
import { createServices } from "./app/server/services.server";
import { mountTestRoutes } from "./app/server/test-routes.server";
import { sendUnavailable, unavailableOnFailure } from "./app/server/unavailable.server";
import { watchdog } from "./app/server/watchdog.server";
import { webhookRouter } from "./app/server/webhooks.server";
import { loadStorefronts } from "./app/storefront/load.server";
import { RecentlyUsed } from "./app/storefront/recently-used";
import { StorefrontRegistry } from "./app/storefront/registry";
import { safeRedirectTarget } from "./app/storefront/safe-redirect";
import { SharedPages } from "./app/storefront/shared-pages";
import { needsTrailingSlash } from "./app/storefront/trailing-slash";
import { FAMILIES } from "./app/storefront/vocabulary";
import { themeOverrideCss } from "./themes";

// A production process without a real payment provider refuses to start (issue 44).
const env = servingEnv();
const log = createLogger(env.LOG_LEVEL);
const isDev = env.NODE_ENV === "development";
const root = path.dirname(new URL(import.meta.url).pathname);

const storefronts = await loadStorefronts(); // tenants/, or TENANTS_DIR
const registry = new StorefrontRegistry(storefronts, {
  environment: env.STOREFRONT_ENV,
  localHosts: env.LOCAL_HOSTS,
  defaultCode: env.DEFAULT_STOREFRONT,
  overrides: env.STOREFRONT_ORIGINS,
});

const dataDir = env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : path.resolve(root, env.DATA_DIR);
// A lost database answers 503 (themed page, API JSON) until a probe reaches it again (db-health.server.ts).
// A database that stops answering counts as lost too: every query and connection is time-bound (issue 44).
let dbHealth: DatabaseHealth | undefined;
const bounds = databaseBounds(env);
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir,
  bounds: bounds.serving,
  onError: (error) => dbHealth?.report(error),
});
dbHealth = DatabaseHealth.of(database.db, {
  probeMs: 1000,
  onChange: (down, err) => (down ? log.error({ err }, "database unavailable") : log.info("database available again")),
});
// Migrations and seeding may run longer statements than a request: on PostgreSQL, a connection of their
// own with the start-up bound (PGlite has one connection and enforces no statement bound, ADR 063).
const startup = env.DATABASE_URL ? await openDatabase({ url: env.DATABASE_URL, bounds: bounds.startup }) : database;
const applied = await migrate(startup.db);
if (applied.length) log.info({ applied }, "migrations applied");
// Storefronts with content get the seed parts added since they were seeded; a storefront without
// any (a new database, or one added to tenants/ since) is seeded — the others' data is never touched.
const fresh = await withoutContent(startup.db, storefronts);
if (fresh.length < storefronts.length) {
  const parts = await seedMissingParts(
    startup.db,
    storefronts.filter((sf) => !fresh.includes(sf)),
  );
  if (parts.length) log.info({ parts }, "missing seed parts added");
}
const seeded = Object.keys(await seedDatabase(startup.db, fresh));
if (startup !== database) await startup.close();
if (seeded.length) log.info({ storefronts: seeded.length > 5 ? seeded.length : seeded }, "storefronts seeded");
// Per-process page and read caches, emptied everywhere on a change (cache-sync.server.ts); expired reads let go.
const readCache = new ReadCache().pruneEvery();
const cacheSync = await createCacheSync({
  db: database.db,
  redisUrl: env.REDIS_URL,
  redisPrefix: env.REDIS_PREFIX,
  intervalMs: env.CACHE_SYNC_MS,
  onError: (err) => log.warn({ err }, "cache generations not read"),
});
if (seeded.length) await cacheSync.invalidate();
const shopServices = await createServices({ db: database.db, env, registry, log, port: env.PORT });
const api = createApi({
  db: database.db,
  registry,
  cache: readCache,
  introspection: env.introspection,
  services: shopServices.services,
  logErrors: (error) => log.error({ err: error }, "api error"),
  isUnavailable: isConnectionError,
});

const app = express();
app.disable("x-powered-by");
// The proxies named (a number of hops or their addresses), never "trust everything" (issue 44).
if (env.TRUST_PROXY !== false) app.set("trust proxy", env.TRUST_PROXY);
app.use(originFormTarget);
// Request ids, access log and metrics; HSTS over TLS; /healthz, /readyz, /metrics on every host (ADR 031).
app.use(observeRequests(log));
app.use(strictTransportSecurity);
const redisReady = env.REDIS_URL ? await redisCheck(env.REDIS_URL) : null;
const readiness = [databaseCheck(database.db), ...(redisReady ? [redisReady] : [])];
app.use(opsRouter({ checks: readiness, metricsToken: env.METRICS_TOKEN, log }));
// Every other request is answered within its budget: 503 past it, themed once the storefront is known (issue 44).
app.use(watchdog({ budgetMs: env.REQUEST_TIMEOUT_MS, log }));
const lagMonitor = watchEventLoopLag({ log, thresholdMs: env.EVENT_LOOP_LAG_WARN_MS });
app.use(compression());

let loadBuild: () => Promise<ServerBuild>;
let staticBuild: ServerBuild | undefined;
if (isDev) {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  loadBuild = () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
} else {
  const buildFile = path.join(root, "build/server/index.js");
  if (!existsSync(buildFile)) throw new Error("No build found: run `npm run build` first (npm start does it for you).");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  staticBuild = build;
  loadBuild = async () => build;
  // Hashed assets never change: cache for a year.
  app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
  // Files have an extension; pages (…/ and …data) never do: they skip the file system lookup.
  const files = express.static(path.join(root, "build/client"), { maxAge: "1h", index: false });
  app.use((req, res, next) => (isFilePath(req.path) ? files(req, res, next) : next()));
}
if (isDev) app.use(express.static(path.join(root, "public"), { maxAge: "1h", index: false }));

function isFilePath(pathname: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(pathname) && !pathname.endsWith(".data");
}

// Card art of products and extras (generated SVG; server/media.server.ts).
app.use("/media", mediaRouter(database.db));

// The preview gallery (ADR 022): development, or production with PREVIEW_TOKEN; not storefront-scoped.
const preview = previewAccess({ dev: isDev, token: env.PREVIEW_TOKEN });
// Payment provider notifications; TestPay's pages, the card simulator's printer and the mail outbox
// on a test setup, test-only pages for local hosts or the preview token (issue 44).
app.use("/__webhooks", webhookRouter(shopServices.services.payments, shopServices.orderDeps));
const testRoutes = { testPay: shopServices.testPay, cards: shopServices.services.cards };
await mountTestRoutes(app, { env, db: database.db, registry, preview, ...testRoutes });
if (preview.enabled) {
  const { previewRouter } = await import("./app/preview/router.server");
  app.use(PREVIEW_PATH, previewRouter({ db: database.db, registry, access: preview, themeColors: env.THEME_COLORS }));
}

const themeCss = new Map(FAMILIES.map((family) => [family, themeOverrideCss(family, env.THEME_COLORS?.[family])]));
const mapTiles = { url: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION };
// The visitor's country when the CDN/proxy sends none: read once, at start (ADR 023).
const countryOf = openCountryDatabase(env.GEOIP_DATABASE);

// Pages that are the same for everyone are served from a short-lived shared cache (ADR 010, ADR 027).
const sharedPages = new SharedPages();
const policy = isDev
  ? null
  : (scripts: string) => contentSecurityPolicy(scripts, { adyen: Boolean(env.adyen), mapTiles: env.MAP_TILE_URL });
const pageCache = isDev ? undefined : shopPageCache(env.PAGE_CACHE_SECONDS);
cacheSync
  .onInvalidate((scopes) => {
    readCache.clear();
    pageCache?.purge(scopes);
  })
  .start();

// One Remix request handler per basename and route subset in use (it holds its routes, made once:
// ADR 001): a subset holds only the routes that can match under the path's first segment, so that
// Remix's four to five matches per document rank a handful of routes, not the whole table (ADR 066).
const fullHandlers = new RecentlyUsed<RequestHandler>(FULL_HANDLERS_KEPT);
const subsetHandlers = new RecentlyUsed<RequestHandler>(SUBSET_HANDLERS_KEPT);
const makeHandler = (basename: string, subset: string): RequestHandler =>
  createRequestHandler({
    // A build object (not a function) lets Remix derive routes once per handler, not per request.
    build: staticBuild
      ? { ...routeSubsets(staticBuild).build(subset), basename }
      : async () => ({ ...routeSubsets(await loadBuild()).build(subset), basename }),
    mode: isDev ? "development" : "production",
    getLoadContext: (_req, res) => res.locals.shop as ShopLoadContext & Record<string, unknown>,
  });
const handlerOf = (build: ServerBuild, req: Request, basename: string): RequestHandler => {
  const pathname = remixPathname(req);
  const subset = pathname === null ? FULL : routeSubsets(build).keyOf(pathname, basename);
  const kept = subset === FULL ? fullHandlers : subsetHandlers;
  return kept.get(`${subset} ${basename}`, () => makeHandler(basename, subset));
};

// Benchmark reference (npm run bench): a bare Remix page on its own host, same build and server.
if (env.BENCH_BARE_HOST) {
  const { benchHost } = await import("./app/server/bench-bare.server");
  app.use(benchHost(env.BENCH_BARE_HOST, staticBuild ?? loadBuild, storefronts[0].defaultLanguage));
}

// CSRF: a form or call from another site never changes anything (cookies are SameSite=Lax too).
app.use(csrfGuard);
app.all("*", (req: Request, res: Response, next) => {
  // NUL in a path or query is no link's: refused like a malformed percent-encoding (ADR 030).
  if (req.originalUrl.includes("%00")) return void res.status(400).type("text/plain").send("Bad request");
  const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  const resolution = registry.resolve(req.headers.host ?? "", req.path, search);
  if (resolution.kind === "unknown") return void res.status(404).type("text/plain").send("Not found");
  // Redirects built from the path stay on this site (`//evil.com/` never leaves it).
  const redirect = (location: string) => {
    const target = safeRedirectTarget(location);
    return void (target ? res.redirect(301, target) : res.status(404).type("text/plain").send("Not found"));
  };
  if (resolution.kind === "redirect") return redirect(resolution.location);
  const { storefront, language, basename, mount, rest } = resolution;
  // Pages name their icon; what still asks /favicon.ico (feed readers, bookmarks) gets the storefront's.
  if (rest === "/favicon.ico")
    return void res.set("Cache-Control", "public, max-age=86400").redirect(302, storefront.theme.logos.modalLogo);
  tagCurrent({ storefront: storefront.code, route: storefrontRoute(rest, sharedPages.screenOf(storefront, rest)) });
  if ((req.method === "GET" || req.method === "HEAD") && needsTrailingSlash(rest)) {
    return redirect(`${req.path}/${search}`);
  }
  const localPort = mount.local ? (/(:\d+)$/.exec(req.headers.host ?? "")?.[1] ?? "") : null;
  const https = req.secure;
  // A shared page is rendered as for a visitor without cookies: nothing personal can reach it (ADR 027).
  const shared =
    (req.method === "GET" || req.method === "HEAD") && rest !== "/graphql" && sharedPages.isShared(storefront, rest);
  const cookies = shared ? undefined : req.headers.cookie;
  const session = new SessionScope(
    database.db,
    { storeId: storefront.storeId, pathPrefix: mount.pathPrefix, secure: https },
    readCookie(cookies, cookieName(storefront.storeId)),
    (value) => res.append("Set-Cookie", value),
  );
  const unavailable = {
    storefront,
    language,
    api: rest === "/graphql",
    themeColors: env.THEME_COLORS?.[storefront.family],
  };
  res.locals.unavailable = unavailable;
  // While the database is down a shared page still kept is served as it last was (stale-if-error).
  const kept = dbHealth?.down && shared ? pageCache?.stale(req) : undefined;
  if (kept) {
    tagCurrent({ cache: "stale" });
    return void sendCached(req, res, kept, Date.now(), "stale");
  }
  if (dbHealth?.down) return void sendUnavailable(res, unavailable).catch(next);
  unavailableOnFailure(res, () => dbHealth?.down ?? false, unavailable);
  const ip = req.ip ?? req.socket.remoteAddress ?? "";
  const baseUrl = `${https ? "https" : "http"}://${req.headers.host}${basename === "/" ? "" : basename}`;
  securityHeaders(res, { https });
  if (rest === "/graphql") {
    // A body past the limit is refused before it is read (ADR 030).
    const verdict = bodyVerdict(req, MAX_API_BODY_BYTES);
    if (verdict !== "ok") {
      const refusal = apiBodyError(verdict);
      return void res.status(refusal.status).set("Connection", "close").type("application/json").send(refusal.body);
    }
    req.url = `/graphql${search}`;
    return void api.handle(req, res, { storefront, localPort, session, ip, baseUrl });
  }
  // A form post past the limit is not read: the page answers with its themed "could not be sent" (ADR 030).
  const formVerdict = bodyVerdict(req, MAX_FORM_BODY_BYTES);
  const bodyRefused = formVerdict === "ok" ? undefined : formVerdict === "too-large" ? 413 : 411;
  if (bodyRefused) {
    res.setHeader("Connection", "close");
    if (rest.endsWith(".data")) return void res.status(bodyRefused).type("text/plain").send("Payload Too Large");
    req.method = "GET";
    for (const header of ["content-length", "content-type", "transfer-encoding"]) delete req.headers[header];
  }
  // Personal pages name a per-request nonce; shared ones the hashes of their scripts (entry.server.tsx).
  const nonce = shared ? "" : newNonce();
  if (shared) {
    res.setHeader("Cache-Control", sharedCacheControl(env.PAGE_CACHE_SECONDS));
    // A CDN can purge one storefront's pages by this tag.
    res.setHeader("Cache-Tag", `storefront-${storefront.code}`);
    const cacheKey = pageCache?.keyOf(req);
    if (cacheKey) {
      const hit = pageCache?.get(cacheKey);
      tagCurrent({ cache: hit ? "hit" : "miss" });
      if (hit) return void sendCached(req, res, hit);
      if (req.method === "GET" && pageCache) captureInto(pageCache, cacheKey, res, storefront.code);
    }
  }
  const geoHeader = req.headers[env.GEO_HEADER];
  const redeemToken = readRedeemCookie(cookies, storefront.storeId);
  const shop: ShopLoadContext = {
    storefront,
    language,
    basename,
    mount,
    registry,
    localPort,
    document: !rest.endsWith(".data"),
    nonce,
    shared,
    contentSecurityPolicy: policy,
    mapTiles,
    paymentsSimulated: env.paymentsSimulated,
    bodyRefused,
    themeCss: themeCss.get(storefront.family) ?? null,
    // A preview's "view as a visitor from X" wins while preview is on and its signature holds; else the CDN
    // header or the country database, looked up only when read (GET /ip) from the address Express trusts.
    get geoCountry() {
      return preview.geoOverride(cookies) ?? visitorCountry(geoHeader, ip, countryOf);
    },
    session,
    baseUrl,
    redeemToken,
    appendCookie: (value) => res.append("Set-Cookie", value),
    services: shopServices.services,
    api: createApiClient(api, {
      storefront,
      language,
      pathname: req.path,
      localPort,
      session,
      ip,
      baseUrl,
      redeemToken,
      sharedReads: shared ? readCache : null,
    }),
  };
  res.locals.shop = shop;
  if (staticBuild) return handlerOf(staticBuild, req, basename)(req, res, next);
  loadBuild().then((build) => handlerOf(build, req, basename)(req, res, next), next);
});

app.use((error: unknown, _req: Request, res: Response, _next: () => void) => {
  // Client errors (e.g. a malformed percent-encoding in the path, which Express marks 400) are the
  // visitor's, not ours: answer them plainly and do not log them as failures.
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) {
    if (!res.headersSent) res.status(status).type("text/plain").send("Bad request");
    return;
  }
  log.error({ err: error }, "request failed");
  if (isConnectionError(error) && !res.headersSent)
    return void res.status(503).set("retry-after", "30").type("text/plain").send("Service unavailable");
  if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
});

shopServices.start();
const server = app.listen(env.PORT, env.HOST, () => {
  log.info(`Shop ready: http://localhost:${env.PORT}/ (${storefronts.length} storefronts, ${database.kind})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    dbHealth?.stop();
    lagMonitor.stop();
    void Promise.all([shopServices.stop(), cacheSync.stop(), redisReady?.close()])
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
