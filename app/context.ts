/** The typed load context every loader and action receives (built per request by server.ts). */
import type { SessionScope } from "./accounts/session.server";
import type { ApiClient } from "./api/client.server";
import type { ShopServices } from "./graphql/context.server";
import type { Mount, StorefrontRegistry } from "./storefront/registry";
import type { Storefront } from "./storefront/storefront";
import type { Language } from "./storefront/vocabulary";

export interface ShopLoadContext {
  storefront: Storefront;
  language: Language;
  /** Storefront path prefix + language prefix, e.g. /ch/fr ("/" for none). */
  basename: string;
  mount: Mount;
  registry: StorefrontRegistry;
  api: ApiClient;
  /** Visitor country: the CDN/proxy geo header, else the client address in the country database (ADR 023). */
  geoCountry: string | null;
  /** ":port" when served on a local host (links to other storefronts stay local), else null. */
  localPort: string | null;
  /**
   * A document request, not route data (`….data`): the document carries the root's shell in its shell
   * element, and its route data none of it (ADR 052).
   */
  document: boolean;
  /** CSP nonce for inline scripts ("" on shared pages, whose CSP names the scripts' hashes). */
  nonce: string;
  /**
   * The page is the same for every visitor (the route table's `shared` screens, ADR 027): it is
   * rendered without the visitor's cookies (an anonymous session, no redeem token), so nothing
   * personal can reach a page that the page cache or a CDN serves to everyone.
   */
  shared: boolean;
  /** The page's Content-Security-Policy for its inline-script sources; null in development. */
  contentSecurityPolicy: ((scripts: string) => string) | null;
  /** The visitor's session (created on demand: anonymous pages stay cookie-free). */
  session: SessionScope;
  /** Absolute URL of the storefront + language of the request, without trailing slash. */
  baseUrl: string;
  /** The redeem token of the redeem-path cookie (spec §6 redeem user), when sent. */
  redeemToken: string | null;
  /** Adds a Set-Cookie header to the response (as the session does), whatever Remix answers. */
  appendCookie: (value: string) => void;
  /** Captcha, rate limits, payments and the job queue (shared with the API). */
  services: ShopServices;
  /** CSS overriding the storefront's theme colours (THEME_COLORS), or null. */
  themeCss: string | null;
  /**
   * The status of a form post refused for its size (413) or unknown length (411): the page is rendered
   * as for a GET, with the themed "could not be sent" in place of its content (ADR 030).
   */
  bodyRefused?: 413 | 411;
  /** Payments are simulated in a production process (PAYMENT_PROVIDER=testpay): the shell's banner says so. */
  paymentsSimulated?: boolean;
  /** Map tile server of the locations pages (MAP_TILE_URL, MAP_ATTRIBUTION). */
  mapTiles: { url: string; attribution: string };
}

declare module "@remix-run/node" {
  interface AppLoadContext extends ShopLoadContext {}
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends ShopLoadContext {}
}
