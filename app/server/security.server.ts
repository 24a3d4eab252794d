import type { Request, Response } from "express";

/**
 * CSRF guard for writes: browsers send Origin (and Sec-Fetch-Site) with POSTs; one from another site
 * is refused. Requests without either header (curl, server-to-server) are not browsers' and carry no
 * ambient cookies of a victim, so they pass.
 */
export function isCrossSiteWrite(req: Pick<Request, "method" | "headers">): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return false;
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = req.headers.origin;
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** Adyen's client code and its iframes (only when Adyen is the provider). */
const ADYEN = "https://checkoutshopper-test.adyen.com https://checkoutshopper-live.adyen.com https://*.adyen.com";

/** Security headers for every page: CSP with a per-request nonce for Remix's inline scripts. */
export function securityHeaders(
  res: Response,
  options: { nonce: string; https: boolean; dev: boolean; adyen?: boolean },
): void {
  const adyen = options.adyen ? ` ${ADYEN}` : "";
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (options.dev) return; // Vite's dev client injects its own scripts.
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${options.nonce}'${adyen}`,
      // Stitches inserts rules at runtime on the client.
      `style-src 'self' 'unsafe-inline'${adyen}`,
      "img-src 'self' data: https:",
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
    ].join("; "),
  );
}
