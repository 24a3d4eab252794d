/**
 * The request target as the rest of the server expects it: a path (origin-form, `/…`). HTTP/1.1 also
 * allows the absolute form (`GET http://host/path`, RFC 9112 §3.2.2), in which the target's authority
 * replaces the Host header; anything else (`*` outside OPTIONS, garbage) is a 400 — never a 500 from a
 * URL built of the Host header and an absolute URL.
 */
import type { NextFunction, Request, Response } from "express";

export function originFormTarget(req: Request, res: Response, next: NextFunction) {
  if (req.url.startsWith("/")) return next();
  let target: URL | null = null;
  try {
    target = /^https?:\/\//i.test(req.url) ? new URL(req.url) : null;
  } catch {}
  if (!target) {
    res.status(400).type("text/plain").send("Bad request target");
    return;
  }
  req.url = `${target.pathname}${target.search}`;
  req.headers.host = target.host;
  next();
}
