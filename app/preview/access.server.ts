/**
 * Who may see the preview gallery, and the preview-only geo override (ADR 022).
 *
 * Development: always. Production: only when PREVIEW_TOKEN is set and the request carries it — once as
 * `?token=`, then as an HttpOnly cookie scoped to /_preview/. Tokens are compared in constant time on
 * equal-length digests. Anything else is answered exactly as an unknown path (404).
 *
 * The geo override ("view as a visitor from X") is a cookie signed with a key only the preview has (a
 * digest of PREVIEW_TOKEN, or a random key per development process). server.ts honours it only while
 * preview is enabled and the signature and expiry hold; otherwise the CDN's geo header is all it trusts.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const PREVIEW_PATH = "/_preview";
const TOKEN_COOKIE = "shop_preview";
export const GEO_COOKIE = "shop_preview_geo";
/** How long a "view as" link and its cookie stay valid. */
const GEO_TTL_MS = 60 * 60 * 1000;

export interface PreviewAccess {
  /** Preview is on in this process: development, or a PREVIEW_TOKEN is configured. */
  enabled: boolean;
  /**
   * Whether a request may see the gallery (or another token-guarded path: `path`, default the
   * gallery's); sets the token cookie, scoped to that path, when `?token=` was right.
   */
  admit(
    request: { query: Record<string, unknown>; headers: { cookie?: string }; secure: boolean },
    path?: string,
  ): {
    ok: boolean;
    setCookie?: string;
  };
  /** A signed "view as a visitor from `country`" value (cookie and link ticket). */
  signGeo(country: string, now?: number): string;
  /** The country of a signed geo value, when preview is on and it is genuine and unexpired. */
  verifyGeo(value: string | undefined, now?: number): string | null;
  /** The override of a request's cookies (null when absent, forged, expired or preview is off). */
  geoOverride(cookieHeader: string | undefined, now?: number): string | null;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time equality of two secrets of any length (their digests have the same length). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function readCookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function previewAccess(options: { dev: boolean; token: string | undefined }): PreviewAccess {
  const token = options.token || undefined;
  const enabled = options.dev || token !== undefined;
  const key = token ? digest(`preview-geo:${token}`) : randomBytes(32);
  const mac = (text: string) => createHmac("sha256", key).update(text).digest("base64url");
  // The cookie holds a digest of the token, not the token itself.
  const cookieValue = token ? digest(`preview-cookie:${token}`).toString("base64url") : "";

  const verifyGeo = (value: string | undefined, now = Date.now()): string | null => {
    if (!enabled || !value) return null;
    const match = /^([A-Z]{2})\.(\d{1,15})\.([\w-]{43})$/.exec(value);
    if (!match) return null;
    const [, country, expires, signature] = match;
    if (!sameSecret(signature, mac(`${country}.${expires}`))) return null;
    return Number(expires) > now ? country : null;
  };

  return {
    enabled,
    admit(request, path = PREVIEW_PATH) {
      if (!enabled) return { ok: false };
      if (options.dev || !token) return { ok: true };
      const given = request.query.token;
      if (typeof given === "string" && given !== "") {
        if (!sameSecret(given, token)) return { ok: false };
        const secure = request.secure ? "; Secure" : "";
        return {
          ok: true,
          setCookie: `${TOKEN_COOKIE}=${cookieValue}; Path=${path}/; HttpOnly; SameSite=Lax${secure}`,
        };
      }
      const cookie = readCookieValue(request.headers.cookie, TOKEN_COOKIE);
      return { ok: cookie !== undefined && sameSecret(cookie, cookieValue) };
    },
    signGeo(country, now = Date.now()) {
      const payload = `${country.toUpperCase()}.${now + GEO_TTL_MS}`;
      return `${payload}.${mac(payload)}`;
    },
    verifyGeo,
    geoOverride(cookieHeader, now = Date.now()) {
      return verifyGeo(readCookieValue(cookieHeader, GEO_COOKIE), now);
    },
  };
}

/** The Set-Cookie of a geo override (empty value and Max-Age=0 clears it). */
export function geoCookie(value: string, secure: boolean): string {
  const age = value ? Math.floor(GEO_TTL_MS / 1000) : 0;
  return `${GEO_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
