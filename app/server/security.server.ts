import { hash } from "node:crypto";
import type { Request, Response } from "express";
import { randomText } from "../random.server";
import { beforeHeaders } from "./before-headers.server";

/**
 * CSRF guard for writes (every method but GET, HEAD and OPTIONS: forms, Remix actions, GraphQL
 * mutations): browsers send Origin (and Sec-Fetch-Site) with them; one from another origin is refused
 * — another site, and also a sibling on the same site (another storefront's subdomain). Requests
 * without either header (curl, server-to-server) are not browsers' and carry no ambient cookies of a
 * victim, so they pass. ADR 031.
 */
export function isCrossSiteWrite(req: Pick<Request, "method" | "headers">): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return false;
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = req.headers.origin;
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/**
 * Refuses a cross-site write before anything reads it (403, nothing written). Mounted in front of
 * every storefront request — pages' form posts and Remix actions as well as /graphql — and after the
 * routes that are called server-to-server and checked otherwise (signed webhooks).
 */
export function csrfGuard(req: Request, res: Response, next: () => void): void {
  if (isCrossSiteWrite(req)) return void res.status(403).type("text/plain").send("Forbidden");
  next();
}

/** Adyen's client code and its iframes (only when Adyen is the provider). */
const ADYEN = "https://checkoutshopper-test.adyen.com https://checkoutshopper-live.adyen.com https://*.adyen.com";

/** HSTS: a year, subdomains too. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Every response to a request that came over TLS — directly, or per X-Forwarded-Proto only when
 * TRUST_PROXY lets Express believe it (`req.secure`) — tells the browser to use https only.
 */
export function strictTransportSecurity(req: Request, res: Response, next: () => void): void {
  const secure = req.secure;
  if (secure) res.setHeader("Strict-Transport-Security", HSTS);
  // A page stored from an https answer and replayed over http (or the other way round) follows this request.
  beforeHeaders(res, () =>
    secure ? res.setHeader("Strict-Transport-Security", HSTS) : res.removeHeader("Strict-Transport-Security"),
  );
  next();
}

/** Security headers for every page; the Content-Security-Policy is `contentSecurityPolicy`'s. */
export function securityHeaders(res: Response, options: { https: boolean }): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (options.https) res.setHeader("Strict-Transport-Security", HSTS);
}

/**
 * The page's CSP. `scripts` allows Remix's inline scripts: a per-request nonce (`'nonce-…'`) for
 * personal pages, the hashes of the page's own inline scripts (`inlineScriptSources`) for shared
 * pages, whose HTML must be the same for everyone so that a CDN can keep it (ADR 027).
 */
export function contentSecurityPolicy(scripts: string, options: { adyen?: boolean; mapTiles?: string }): string {
  const adyen = options.adyen ? ` ${ADYEN}` : "";
  // The map tile server (MAP_TILE_URL) may be plain http, as an operator's own or a test's can be.
  const tiles = options.mapTiles?.startsWith("http:") ? ` ${new URL(options.mapTiles).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${scripts ? ` ${scripts}` : ""}${adyen}`,
    // Stitches inserts rules at runtime on the client.
    `style-src 'self' 'unsafe-inline'${adyen}`,
    `img-src 'self' data: https:${tiles}`,
    "font-src 'self'",
    // The ALTCHA widget solves its proof of work in a worker made from a blob.
    "worker-src 'self' blob:",
    `connect-src 'self'${adyen}`,
    // Product videos (after the shopper presses play) and the payment provider's card fields.
    `frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com${adyen}`,
    "media-src 'self' https:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "object-src 'none'",
  ].join("; ");
}

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = 0x3e; // ">"

/**
 * `'sha256-…'` of every inline script of a rendered page that a browser runs (not `src` scripts, not
 * JSON-LD data), as CSP source expressions. Reads the encoded document as it is (hashing its bytes
 * is hashing its UTF-8 text) rather than decoding tens of kilobytes per page to search them.
 */
export function inlineScriptSources(html: Uint8Array | string): string {
  const doc = typeof html === "string" ? Buffer.from(html) : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes = new Set<string>();
  let at = doc.indexOf(SCRIPT_OPEN);
  while (at >= 0) {
    const tagEnd = doc.indexOf(TAG_END, at);
    const close = tagEnd < 0 ? -1 : doc.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close < 0) break;
    const attributes = doc.toString("latin1", at + SCRIPT_OPEN.length, tagEnd);
    const isScriptTag = attributes === "" || /^\s/.test(attributes);
    if (
      isScriptTag &&
      !/\ssrc\s*=/i.test(attributes) &&
      !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)
    ) {
      hashes.add(`'sha256-${hash("sha256", doc.subarray(tagEnd + 1, close), "base64")}'`);
    }
    at = doc.indexOf(SCRIPT_OPEN, isScriptTag ? close + SCRIPT_CLOSE.length : at + SCRIPT_OPEN.length);
  }
  return [...hashes].join(" ");
}

/** A CSP nonce for one response: 16 bytes of the system's random generator (CSPRNG), base64. */
export function newNonce(): string {
  return randomText(16, "base64");
}
