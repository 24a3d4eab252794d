/**
 * /_preview/ — mounted by server.ts before storefront resolution (it is not storefront-scoped, and no
 * Remix route). Off unless preview is enabled for the request; then any path under it is a plain 404
 * exactly like an unknown path. ADR 022.
 *
 *   GET /_preview/               the gallery (`?lang=` for its language; `?token=` once in production)
 *   GET /_preview/templates.json the key templates of every storefront × language
 *   GET /_preview/view-as        signs a geo override and sends the browser to the storefront's /as
 *   GET /_preview/as             (on the storefront's host) sets the signed override cookie, then redirects
 */
import path from "node:path";
import express, { type Request } from "express";
import type { DB } from "../db/db.server";
import { CATALOGS } from "../i18n/catalogs";
import { serverI18n } from "../i18n/server-i18n.server";
import { assetAndCatalogProblems } from "../storefront/load.server";
import type { StorefrontRegistry } from "../storefront/registry";
import { safeRedirectTarget } from "../storefront/safe-redirect";
import { LANGUAGES, type Language } from "../storefront/vocabulary";
import { geoCookie, PREVIEW_PATH, type PreviewAccess } from "./access.server";
import { type GalleryData, renderGallery } from "./gallery.server";
import { allKeyTemplates, storefrontBase } from "./key-templates.server";

const ROOT = path.resolve(import.meta.dirname ?? process.cwd(), "../..");

const HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "Content-Security-Policy":
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
};

/** ":port" when the request came in on a local host (links then stay on <code>.localhost), else null. */
function localPortOf(registry: StorefrontRegistry, req: Request): string | null {
  const host = req.headers.host ?? "";
  const resolution = registry.resolve(host, "/");
  if (resolution.kind !== "storefront" || !resolution.mount.local) return null;
  return /(:\d+)$/.exec(host)?.[1] ?? "";
}

export function previewRouter(deps: {
  db: DB;
  registry: StorefrontRegistry;
  access: PreviewAccess;
  /** THEME_COLORS: the gallery shows the colours the storefronts are served with. */
  themeColors?: GalleryData["themeColors"];
}) {
  const { db, registry, access } = deps;
  const router = express.Router({ strict: true });

  // The override cookie's landing on the storefront's own host: the signed value is the permission.
  router.get("/as", (req, res, pass) => {
    const geo = typeof req.query.geo === "string" ? req.query.geo : "";
    const next = typeof req.query.next === "string" ? req.query.next : "/";
    // Only a path on this host: never an open redirect.
    if (!access.enabled || safeRedirectTarget(next) === null) return pass("router");
    if (geo !== "" && access.verifyGeo(geo) === null) return pass("router");
    res.set(HEADERS).append("Set-Cookie", geoCookie(geo, req.secure)).redirect(303, next);
  });

  router.use((req, res, next) => {
    const admitted = access.admit(req);
    // Not admitted: the request goes on exactly as if there were no gallery (an unknown path).
    if (!admitted.ok) return next("router");
    if (admitted.setCookie) res.append("Set-Cookie", admitted.setCookie);
    res.set(HEADERS);
    next();
  });

  router.get("/", async (req, res, next) => {
    try {
      const lang = LANGUAGES.find((l) => l === req.query.lang) ?? "en";
      const [i18n, templates] = await Promise.all([
        serverI18n(lang),
        allKeyTemplates(db, registry, localPortOf(registry, req)),
      ]);
      const problems = assetAndCatalogProblems(registry.all, { root: ROOT, catalogs: CATALOGS });
      const countries = [...new Set(registry.all.map((s) => s.country))].sort();
      const html = renderGallery(i18n, {
        storefronts: registry.all,
        templates,
        problems,
        countries,
        viewAsAction: `${PREVIEW_PATH}/view-as`,
        themeColors: deps.themeColors,
      });
      res.type("html").send(html);
    } catch (error) {
      next(error);
    }
  });

  router.get("/templates.json", async (req, res, next) => {
    try {
      res.json({ storefronts: await allKeyTemplates(db, registry, localPortOf(registry, req)) });
    } catch (error) {
      next(error);
    }
  });

  router.get("/view-as", (req, res, next) => {
    const storefront = registry.byCode.get(String(req.query.code));
    const country = String(req.query.country ?? "").toUpperCase();
    const language = storefront?.languages.find((l) => l === req.query.lang) as Language | undefined;
    if (!storefront || !language || !/^[A-Z]{2}$/.test(country)) return next("router");
    const url = new URL(`${storefrontBase(registry, storefront, language, localPortOf(registry, req))}/`);
    const target = new URL("/_preview/as", url.origin);
    target.searchParams.set("geo", access.signGeo(country));
    target.searchParams.set("next", url.pathname);
    res.redirect(303, target.href);
  });

  // Anything else under /_preview/ is an unknown path like any other.
  return router;
}
