/**
 * The key templates of a storefront × language: one URL per kind of page a marketer checks after a
 * change (home, list, category, product, locations, basket, balance check, redeem shop, checkout, a
 * content page, 404), on the storefront's own origin + prefix. The product, category and product with
 * locations come from the storefront's catalogue in the database, never from a list per storefront,
 * so a new storefront gets its templates without code. Used by the preview gallery (/_preview/ and
 * /_preview/templates.json), `npm run previews` and tests over every storefront. ADR 022.
 */
import { sql } from "kysely";
import { listProducts, listTerms } from "../catalog/products.server";
import type { DB } from "../db/db.server";
import { href } from "../storefront/links";
import type { StorefrontRegistry } from "../storefront/registry";
import { languagePrefix, type Storefront } from "../storefront/storefront";
import type { Language } from "../storefront/vocabulary";

export const TEMPLATE_KINDS = [
  "home",
  "list",
  "category",
  "product",
  "locations",
  "basket",
  "balance-check",
  "redeem-shop",
  "checkout",
  "content",
  "not-found",
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface KeyTemplate {
  kind: TemplateKind;
  /** Absolute URL on the storefront's own origin, prefix and language prefix. */
  url: string;
}

export interface StorefrontTemplates {
  code: string;
  language: Language;
  /** Origin + storefront prefix + language prefix, without a trailing slash. */
  base: string;
  templates: KeyTemplate[];
}

/** The catalogue entries the templates need: derived from the data of the storefront and language. */
async function samples(db: DB, storefront: Storefront, language: Language) {
  const [first, terms, withLocations] = await Promise.all([
    listProducts(db, storefront, language, {}, { itemsPerPage: 1, pageNumber: 1 }),
    listTerms(db, storefront, language, ["categories"]),
    db
      .selectFrom("products as p")
      .where("p.store_id", "=", storefront.storeId)
      .where((eb) =>
        eb.exists(
          eb.selectFrom("location_products as lp").select(sql`1`.as("one")).whereRef("lp.product_id", "=", "p.id"),
        ),
      )
      .select("p.slug")
      .orderBy("p.position")
      .orderBy("p.id")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    product: first.items[0]?.slug,
    category: terms.find((t) => t.productCount > 0)?.slug ?? terms[0]?.slug,
    locationsProduct: withLocations?.slug,
  };
}

/** Origin + storefront prefix + language prefix of a storefront × language, without a trailing slash. */
export function storefrontBase(
  registry: StorefrontRegistry,
  storefront: Storefront,
  language: Language,
  localPort: string | null,
): string {
  const { origin, pathPrefix } = registry.originOf(storefront, localPort);
  return `${origin}${pathPrefix}${languagePrefix(storefront, language)}`;
}

/**
 * The key templates of one storefront × language. `localPort` as in `registry.originOf`: the request's
 * ":port" when it came in on a local host (links stay on <code>.localhost), null for the configured origin.
 * A template whose data the storefront lacks (no product with locations) is left out, not invented.
 */
export async function keyTemplates(
  db: DB,
  registry: StorefrontRegistry,
  storefront: Storefront,
  language: Language,
  localPort: string | null,
): Promise<StorefrontTemplates> {
  const base = storefrontBase(registry, storefront, language, localPort);
  const data = await samples(db, storefront, language);
  const at = (kind: TemplateKind, id: string, params: Record<string, string> = {}): KeyTemplate => ({
    kind,
    url: `${base}${href(storefront, id, params)}`,
  });
  const templates: (KeyTemplate | null)[] = [
    at("home", "home"),
    at("list", "list"),
    data.category ? at("category", "category", { category: data.category }) : null,
    data.product ? at("product", "list", { segment: data.product }) : null,
    data.locationsProduct ? at("locations", "locations", { product: data.locationsProduct }) : null,
    at("basket", "basket"),
    at("balance-check", "balance-check"),
    at("redeem-shop", "redeem-shop"),
    at("checkout", "checkout"),
    at("content", "terms"),
    at("not-found", "not-found"),
  ];
  return { code: storefront.code, language, base, templates: templates.filter((t) => t !== null) };
}

/** Every storefront × language of the registry, in the registry's order (the JSON view's content). */
export async function allKeyTemplates(
  db: DB,
  registry: StorefrontRegistry,
  localPort: string | null,
): Promise<StorefrontTemplates[]> {
  const pairs = registry.all.flatMap((sf) => sf.languages.map((language) => ({ sf, language })));
  return Promise.all(pairs.map(({ sf, language }) => keyTemplates(db, registry, sf, language, localPort)));
}
