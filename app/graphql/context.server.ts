import type { SessionScope } from "../accounts/session.server";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { DB } from "../db/db.server";
import type { ReadCache } from "../db/read-cache.server";
import type { StorefrontRegistry } from "../storefront/registry";
import type { Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

/** Per-request API context: the storefront the request was resolved to by host + prefix. */
export interface ApiContext {
  db: DB;
  /** Read-through cache for catalogue and content reads. */
  cache: ReadCache;
  registry: StorefrontRegistry;
  storefront: Storefront;
  /** ":port" when the request came in on a local host (links across storefronts then stay local), else null. */
  localPort: string | null;
  session: SessionScope;
  ip: string;
  /** Absolute URL of the storefront (+ language) the request came in on, without trailing slash. */
  baseUrl: string;
  /** The redeem token of the x-redeem-token header (spec §7), when sent. */
  redeemTokenHeader: string | null;
  /**
   * The call came from a page's loader or action through the in-process client (api/client.server.ts),
   * with the visitor's session: only then may a form pass stand for the human check (issue 44). Set
   * from the server context, which an HTTP caller cannot reach.
   */
  inProcess: boolean;
  services: ShopServices;
}

/**
 * Long-lived services shared by every request: the payment provider, the captcha, rate limits and
 * the job queue. Built once by server.ts (and by tests with their own choices).
 */
export interface ShopServices {
  payments: import("../payments/provider").PaymentProvider;
  captcha: import("../accounts/captcha.server").Captcha;
  limits: import("../accounts/rate-limit.server").RateLimits;
  /** Signs and verifies redeem tokens (spec §6 redeem user). */
  redeemTokens: import("../redeem/token.server").RedeemTokens;
  jobs: import("../fulfilment/jobs.server").JobQueue;
  /** The card processor that activates choice cards (or the built-in simulator). */
  cards: import("../activation/card-provider").CardProvider;
  /** Signs and checks the confirmation mail's links to an order (checkout/orders/order-access.server.ts). */
  orderLinks: import("../checkout/orders/order-access.server").OrderLinks;
  /** What the payment step's client code needs (public values only). */
  paymentClient: { provider: "test" } | { provider: "adyen"; clientKey: string; environment: "test" | "live" };
}

export interface UserData {
  language: string;
  storeID: number;
  countryCode: string;
  redeemToken?: string | null;
}

export type Scope = { ok: true; storefront: Storefront; language: Language } | { ok: false; errors: ApiError[] };

/**
 * Every operation's userData must name the storefront the request was resolved to: a cart, page or
 * product of one store is never served to another (isolation), and the language must be one of its own.
 */
export function scope(ctx: ApiContext, userData: UserData): Scope {
  if (userData.storeID !== ctx.storefront.storeId) {
    return { ok: false, errors: [apiError(ErrorCode.StoreMismatch, "userData.storeID")] };
  }
  if (!ctx.storefront.languages.includes(userData.language as Language)) {
    return { ok: false, errors: [apiError(ErrorCode.UnsupportedLanguage, "userData.language")] };
  }
  return { ok: true, storefront: ctx.storefront, language: userData.language as Language };
}
