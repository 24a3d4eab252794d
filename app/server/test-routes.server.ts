/**
 * Who reaches the test-only routes (issue 44): the card simulator's printer (`/__cardsim/`), TestPay's
 * dashboard and the local mail outbox. They are mounted only on a test setup (server.ts), and then answer
 * only a request on a local host (LOCAL_HOSTS: `<code>.localhost`, localhost) or one carrying the
 * preview token (the preview gallery's own check, ADR 022); anyone else gets the 404 of an unknown path.
 * A live host name in the Host header is never enough: these routes write cards with pins, decide
 * payments and show every mail the shop sent.
 */
import type { RequestHandler } from "express";
import type { PreviewAccess } from "../preview/access.server";
import type { StorefrontRegistry } from "../storefront/registry";

export function testRouteGuard(options: {
  registry: StorefrontRegistry;
  preview: PreviewAccess;
  /** Where the token cookie applies once `?token=` was right (the mounted path). */
  path: string;
}): RequestHandler {
  return (req, res, next) => {
    if (options.registry.isLocalHost(req.headers.host ?? "")) return next();
    const verdict = options.preview.admit(req, options.path);
    if (!verdict.ok) return void res.status(404).type("text/plain").send("Not found");
    if (verdict.setCookie) res.append("Set-Cookie", verdict.setCookie);
    res.set("cache-control", "no-store").set("x-robots-tag", "noindex");
    next();
  };
}
