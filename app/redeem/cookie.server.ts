/**
 * The redeem token without JavaScript (issue 13): a cookie scoped to the storefront's paths that act for
 * the cards of a redeem session — the balance check and redeem shop (`<prefix>[/<language>]/saldocheck`),
 * card details (`/kaartgegevens`) and reorder (`/nabestellen`) — one per language, so switching
 * language keeps the session; HttpOnly and SameSite=Lax, lasting as long as the token. Remix fetches a
 * page's own data from `…/saldocheck.data`, which the path `/saldocheck` does not cover: those paths get
 * the cookie too. Named per store id like the session cookie: a token of one storefront is never even
 * sent to another on the same host.
 */
import type { Storefront } from "../storefront/storefront";
import { languagePrefix } from "../storefront/storefront";
import { REDEEM_TOKEN_TTL_SECONDS } from "./token.server";

/** First path segments of the pages that read the redeem session. */
export const REDEEM_SEGMENTS = ["saldocheck", "kaartgegevens", "nabestellen"] as const;

export function redeemCookieName(storeId: number): string {
  return `rdm_${storeId}`;
}

export function readRedeemCookie(header: string | undefined, storeId: number): string | null {
  if (!header) return null;
  const name = redeemCookieName(storeId);
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_.-]{20,2000}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** Set-Cookie values that store (or, with null, clear) the token on every redeem path of the storefront. */
export function redeemCookies(
  storefront: Storefront,
  options: { pathPrefix: string; secure: boolean },
  token: string | null,
): string[] {
  const paths = storefront.languages.flatMap((language) =>
    REDEEM_SEGMENTS.flatMap((segment) => {
      const root = `${options.pathPrefix}${languagePrefix(storefront, language)}/${segment}`;
      return [root, `${root}.data`];
    }),
  );
  return paths.map((path) => {
    const attributes = [
      `${redeemCookieName(storefront.storeId)}=${token ?? ""}`,
      `Path=${path}`,
      "HttpOnly",
      "SameSite=Lax",
      token ? `Max-Age=${REDEEM_TOKEN_TTL_SECONDS}` : "Max-Age=0",
    ];
    if (options.secure) attributes.push("Secure");
    return attributes.join("; ");
  });
}

/** Stores (or, with null, clears) the token in the redeem-path cookies of the response. */
export function setRedeemCookie(
  context: {
    storefront: Storefront;
    mount: { pathPrefix: string };
    baseUrl: string;
    appendCookie: (value: string) => void;
  },
  token: string | null,
): void {
  const options = { pathPrefix: context.mount.pathPrefix, secure: context.baseUrl.startsWith("https:") };
  for (const cookie of redeemCookies(context.storefront, options, token)) context.appendCookie(cookie);
}
