/**
 * Links of the redeem shop: its path (a business page's id and a page number), and the modal a URL
 * opens (spec §2 redeem modals) — shared by the loader, which reads them, and the page, which links.
 */
import { href } from "../storefront/links";
import type { Storefront } from "../storefront/storefront";

const PAGE_KEY = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** `/saldocheck/inwisselen/[{pageKey}/][{page}/]`; null when the segments are not a shop path. */
export function parseShopSegments(
  first: string | undefined,
  second: string | undefined,
): { pageKey: string | null; page: number } | null {
  const number = (s: string) => (/^[1-9]\d{0,3}$/.test(s) ? Number(s) : null);
  if (first === undefined) return { pageKey: null, page: 1 };
  if (second === undefined) {
    const page = number(first);
    if (page !== null) return { pageKey: null, page };
    return PAGE_KEY.test(first) ? { pageKey: first, page: 1 } : null;
  }
  const page = number(second);
  return PAGE_KEY.test(first) && page !== null ? { pageKey: first, page } : null;
}

export function redeemShopHref(sf: Pick<Storefront, "slugs">, pageKey: string | null, page = 1): string {
  return pageKey ? href(sf, "redeem-shop", { shop: pageKey, page }) : href(sf, "redeem-shop", { shop: page });
}

export const REDEEM_VIEWS = [
  "more",
  "shop",
  "basket",
  "cards",
  "extra-card",
  "nice-to-know",
  "reset",
  // spec §4 identify in the redeem flow: the guest order form (identify), then login when an account exists.
  "order",
  "login",
  // …and the guest delivery modal when a card goes by post and no postcode is known yet.
  "delivery",
  // The balance doubler: a session card enters the monthly draw.
  "doubler",
] as const;
export type RedeemViewName = (typeof REDEEM_VIEWS)[number];

export interface RedeemView {
  /** A modal other than the gift card modal. */
  name: RedeemViewName | null;
  /** The product of the gift card, more-information or shop modal. */
  productId: number | null;
  /** The package the gift card modal changes. */
  packageId: string | null;
}

export function viewOf(search: URLSearchParams): RedeemView {
  const name = search.get("view");
  const product = Number(search.get("product"));
  return {
    name: REDEEM_VIEWS.includes(name as RedeemViewName) ? (name as RedeemViewName) : null,
    productId: Number.isInteger(product) && product > 0 ? product : null,
    packageId: search.get("edit")?.slice(0, 64) || null,
  };
}

/** The query string of a modal (empty: none). */
export function viewSearch(view: Partial<RedeemView>): string {
  const search = new URLSearchParams();
  if (view.productId) search.set("product", String(view.productId));
  if (view.name) search.set("view", view.name);
  if (view.packageId) search.set("edit", view.packageId);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * spec §4 identify in the redeem flow: after identification redeem checkout opens — or, when a package
 * goes by post and no postcode is known, the guest delivery modal first.
 */
export function needsDelivery(basket: {
  needsAddress: boolean;
  details: { address: { postCode: string } | null } | null;
}): boolean {
  return basket.needsAddress && !basket.details?.address?.postCode;
}

/** Where identification leads: the guest delivery modal (on the shop page) or redeem checkout. */
export function afterIdentify(
  basket: Parameters<typeof needsDelivery>[0],
  hrefOf: (route: "redeem-checkout") => string,
): string {
  return needsDelivery(basket) ? viewSearch({ name: "delivery" }) : hrefOf("redeem-checkout");
}
