import type { Response } from "express";

/** Security headers for every page: CSP with a per-request nonce for Remix's inline scripts. */
export function securityHeaders(res: Response, options: { nonce: string; https: boolean; dev: boolean }): void {
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
      `script-src 'self' 'nonce-${options.nonce}'`,
      // Stitches inserts rules at runtime on the client.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      "connect-src 'self'",
      // Product videos, embedded only after the shopper presses play.
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
      "media-src 'self' https:",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self' https:",
      "object-src 'none'",
    ].join("; "),
  );
}
