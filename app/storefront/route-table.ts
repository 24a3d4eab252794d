/**
 * The route table: one entry per screen, with the spec's Dutch paths (spec §2). remix.config.js
 * turns it into Remix routes; the link helper (links.ts) turns route ids + params into paths.
 *
 * `{productList}` and `{choiceCard}` are per-storefront segments: remix.config.js mounts the same
 * module once per distinct slug found in tenants/ (id `list~cadeaubonnen`), and the route's loader
 * answers 404 when the slug is not the resolved storefront's (see slug.server.ts).
 * Keep this table small: every entry costs every request (docs/decisions/002-route-table.md).
 */
export type SlugKey = "productList" | "choiceCard" | "basket";

export interface Screen {
  /** Route id used by links (`href("contact")`). */
  id: string;
  /** Path pattern without leading or trailing slash; `{slugKey}` is a per-storefront segment. */
  path: string;
  /** Module under app/. */
  file: string;
  /**
   * The page is the same for every visitor (catalogue, content): rendered without the visitor's cookies,
   * served from the page cache to everyone and marked cacheable for a CDN (ADR 027). Its personal bits
   * (basket count, account menu) come from the browser after hydration.
   */
  shared?: true;
}

export const SCREENS = [
  { id: "home", path: "", file: "routes/home.tsx", shared: true },
  // One entry for the list, its pages and its products: a trailing number is a page number (spec §2).
  { id: "list", path: "{productList}/:segment?", file: "routes/product-list.tsx", shared: true },
  { id: "locations", path: "{productList}/:product/locaties/:location?", file: "routes/locations.tsx", shared: true },
  { id: "choice-card", path: "{choiceCard}", file: "routes/choice-card.tsx", shared: true },
  // 'alle-cadeaubonnen' is the all-categories page; any other value is a category (+ page number).
  { id: "category", path: "categorie/:category/:page?", file: "routes/category.tsx", shared: true },
  { id: "location", path: "locatie/:location", file: "routes/locations.tsx", shared: true },
  { id: "giving-moments", path: "geefmomenten/:moment?", file: "routes/giving-moments.tsx", shared: true },
  { id: "blog", path: "blog/:post?", file: "routes/blog.tsx", shared: true },
  { id: "business", path: "zakelijk/:product?", file: "routes/business.tsx" },
  { id: "terms", path: "algemene-voorwaarden", file: "routes/content-page.tsx", shared: true },
  { id: "privacy", path: "privacy", file: "routes/content-page.tsx", shared: true },
  { id: "cookies", path: "cookieverklaring", file: "routes/content-page.tsx", shared: true },
  { id: "helpdesk", path: "helpdesk", file: "routes/content-page.tsx", shared: true },
  { id: "contact", path: "klantenservice/contact", file: "routes/contact.tsx", shared: true },
  { id: "delivery", path: "delivery", file: "routes/content-page.tsx", shared: true },
  { id: "cancelation-policy", path: "cancelation-policy", file: "routes/content-page.tsx", shared: true },
  { id: "basket", path: "{basket}", file: "routes/basket.tsx" },
  // Checkout (spec §2): static segments rank above the order uuid.
  { id: "checkout", path: "bestellen", file: "routes/checkout.tsx" },
  { id: "checkout-processing", path: "bestellen/betaling-verwerken", file: "routes/checkout-processing.tsx" },
  { id: "checkout-success", path: "bestellen/gelukt", file: "routes/order-confirmation.tsx" },
  { id: "order-confirmation", path: "bestellen/:order", file: "routes/order-confirmation.tsx" },
  // Redeem (spec §2): balance check, redeem shop, info, checkout.
  { id: "balance-check", path: "saldocheck", file: "routes/redeem-check.tsx" },
  // The redeem shop: `:shop` is a business page's id, or (a number) the page of the storefront's shop.
  { id: "redeem-shop", path: "saldocheck/inwisselen/:shop?/:page?", file: "routes/redeem-shop.tsx" },
  { id: "redeem-info", path: "saldocheck/info/:pageId", file: "routes/redeem-info.tsx", shared: true },
  { id: "redeem-checkout", path: "saldocheck/checkout", file: "routes/redeem-checkout.tsx" },
  // The balance doubler (spec §2): entry, and its thank-you page (with the entered card's product).
  { id: "doubler", path: "verdubbelaar", file: "routes/doubler.tsx" },
  { id: "doubler-thanks", path: "verdubbelaar/bedankt/:product?", file: "routes/doubler-thanks.tsx" },
  // Choice-card activation (spec §2): the form, and the page that follows it until the card is active.
  { id: "activation", path: "activeren", file: "routes/activation.tsx" },
  { id: "activation-done", path: "activeren/gelukt", file: "routes/activation-done.tsx" },
  // Card details (spec §2 "voucher details after activation"): the redeem session's cards.
  { id: "card-details", path: "kaartgegevens", file: "routes/card-details.tsx" },
  // Its voucher as a PDF (a resource route: the file, not a page).
  { id: "card-voucher", path: "kaartgegevens/voucher", file: "routes/card-voucher.ts" },
  // Order again (spec §2 /nabestellen/; issue 14): `?order={uuid}` or `?card={id}` of the redeem session.
  { id: "reorder", path: "nabestellen", file: "routes/reorder.tsx" },
  { id: "account", path: "account", file: "routes/account-identify.tsx" },
  { id: "login", path: "account/login", file: "routes/account-login.tsx" },
  // The account overview (spec §2): greeting, latest orders, the other account pages.
  { id: "account-overview", path: "account/overzicht", file: "routes/account-overview.tsx" },
  // Every order of the account (spec §3 Order), paged; `?order={uuid}` opens its details modal.
  { id: "account-orders", path: "account/bestellingen/:page?", file: "routes/account-orders.tsx" },
  // An order's invoice PDF for its owner only (a resource route: `?order={uuid}`).
  { id: "account-invoice", path: "account/factuur.pdf", file: "routes/account-invoice.ts" },
  // The account's saved addresses (issue 15): create, edit, delete, default; they prefill checkout.
  { id: "address-book", path: "account/adresboek", file: "routes/account-address-book.tsx" },
  // The account's data (issue 15): profile, newsletter, the delete-account modal (`?modal=delete-account`).
  { id: "account-data", path: "account/gegevens", file: "routes/account-data.tsx" },
  // The account holder's data as a JSON download (a resource route: the file, not a page).
  { id: "account-export", path: "account/gegevens/export.json", file: "routes/account-export.ts" },
  // Register (spec §2), its success page as the optional 'success' segment (one entry for both).
  { id: "register", path: "account/registreren/:done?", file: "routes/account-register.tsx" },
  // Forgot password: e-mail + human check → a mail with a new-password link; 'success' after sending.
  { id: "forgot-password", path: "account/wachtwoord-vergeten/:done?", file: "routes/account-forgot-password.tsx" },
  // New password with the mail's `?token=`; 'succes' (spec §2 spelling) once it is set.
  { id: "new-password", path: "account/nieuw-wachtwoord/:done?", file: "routes/account-new-password.tsx" },
  { id: "not-found", path: "404", file: "routes/not-found.tsx", shared: true },
  { id: "landing", path: "*", file: "routes/landing.tsx", shared: true },
  // Resource routes (no trailing slash, no page). The API (/graphql) is mounted by server.ts.
  { id: "ip", path: "ip", file: "routes/ip.ts" },
  { id: "robots", path: "robots.txt", file: "routes/robots.ts" },
  { id: "sitemap", path: "sitemap.xml", file: "routes/sitemap.ts" },
  { id: "captcha", path: "captcha", file: "routes/captcha.ts" },
] as const satisfies readonly Screen[];

export type RouteId = (typeof SCREENS)[number]["id"];

/** Resource routes answer on their exact path: no trailing-slash redirect, no hreflang. */
export const RESOURCE_ROUTES: ReadonlySet<RouteId> = new Set([
  "ip",
  "robots",
  "sitemap",
  "captcha",
  "card-voucher",
  "account-invoice",
  "account-export",
]);

/** The screens whose pages are the same for every visitor (`shared`). */
export const SHARED_SCREENS: ReadonlySet<string> = new Set(
  (SCREENS as readonly Screen[]).filter((screen) => screen.shared).map((screen) => screen.id),
);

/** The content-page routes: same module, page type from the route id. */
export const CONTENT_ROUTES = ["terms", "privacy", "cookies", "helpdesk", "delivery", "cancelation-policy"] as const;

const SLUG_RE = /\{(productList|choiceCard|basket)\}/;

export function slugKeyOf(screen: Screen): SlugKey | undefined {
  return screen.path.match(SLUG_RE)?.[1] as SlugKey | undefined;
}

/** Remix route id of a screen mounted for a slug value: `list~cadeaubonnen`. */
export function mountedId(id: string, slug: string | undefined): string {
  return slug ? `${id}~${slug}` : id;
}

/** The screen id of a Remix route id (`list~cadeaubonnen` → `list`), plus the slug it was mounted for. */
export function screenOf(remixId: string): { id: string; slug?: string } {
  const [id, slug] = remixId.split("~");
  return { id, slug };
}

/**
 * Expands the table for the given slug values (one mount per distinct value) in the shape
 * remix.config.js hands to defineRoutes.
 */
export function expandRoutes(slugs: Record<SlugKey, string[]>): { id: string; path: string; file: string }[] {
  const out: { id: string; path: string; file: string }[] = [];
  for (const screen of SCREENS as readonly Screen[]) {
    const key = slugKeyOf(screen);
    if (!key) {
      out.push({ id: screen.id, path: screen.path, file: screen.file });
      continue;
    }
    for (const value of [...new Set(slugs[key])].sort()) {
      out.push({ id: mountedId(screen.id, value), path: screen.path.replace(SLUG_RE, value), file: screen.file });
    }
  }
  return out;
}
