/**
 * hreflang clusters of catalogue pages that exist on some storefronts only (pageVariants): a category,
 * a product's locations, a location. An alternate that 404s tells search engines a wrong story; the
 * tenant matrix (tests/e2e/tenant-matrix.test.ts) found categories and locations pointing at every
 * storefront whether it had the page or not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testApi } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { href } from "../storefront/links";
import { languagePrefix, type Storefront } from "../storefront/storefront";

const { storefronts, registry } = await shippedRegistry();
// Enough to tell storefronts with a page from storefronts without it, at a fraction of a full seed.
const SEEDED = ["kadoo-be", "choice-be", "choice-dk", "giftpass-ch", "giftpass-dk"];
const choiceBe = registry.get("choice-be");
const choiceDk = registry.get("choice-dk");

const QUERY = `query($userData: UserDataInput!, $page: VariantPage!, $slug: String!) {
  pageVariants(userData: $userData, page: $page, slug: $slug) {
    hreflangTags { langCode countryCode origin path isDefault }
    errors { code }
  }
}`;

interface Tag {
  langCode: string;
  countryCode: string;
  origin: string;
  path: string;
}

describe.each(backends())("pageVariants on $name", (backend) => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => SEEDED.includes(s.code)),
    );
    api = testApi(handle.db, registry);
  }, 120_000);
  afterAll(() => handle?.close());

  async function variants(storefront: Storefront, page: string, slug: string, language = storefront.defaultLanguage) {
    const response = await api.fetch(
      "http://internal/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: QUERY,
          variables: {
            userData: { language, storeID: storefront.storeId, countryCode: storefront.country },
            page,
            slug,
          },
        }),
      },
      requestContext(handle.db, storefront),
    );
    const body = (await response.json()) as { data: { pageVariants: { hreflangTags: Tag[]; errors: unknown[] } } };
    expect(body.data.pageVariants.errors).toEqual([]);
    return body.data.pageVariants.hreflangTags;
  }

  /**
   * The pages of `path` on these stores of choice-be's brand family (a cluster is one family's, ADR 028),
   * in every language, as absolute URLs of their configured origins.
   */
  const urlsOf = (storeIds: Set<number>, path: string) =>
    new Set(
      registry.all
        .filter((s) => storeIds.has(s.storeId) && s.family === choiceBe.family)
        .flatMap((s) => {
          const { origin, pathPrefix } = registry.originOf(s, null);
          return s.languages.map((l) => `${origin}${pathPrefix}${languagePrefix(s, l)}${path}`);
        }),
    );

  /** Store ids of the rows a query finds. */
  const storesWith = async (query: Promise<{ store_id: number }[]>) => new Set((await query).map((r) => r.store_id));

  it("a category's cluster is every storefront and language with that category, and only those", async () => {
    const slug = "restaurants";
    const expected = await storesWith(
      handle.db
        .selectFrom("terms")
        .where("taxonomy", "=", "categories")
        .where("slug", "=", slug)
        .select("store_id")
        .execute(),
    );
    expect(expected.has(choiceBe.storeId)).toBe(true);
    expect(expected.has(choiceDk.storeId), "a seeded storefront without the category").toBe(false);

    const tags = await variants(choiceBe, "CATEGORY", slug);
    // Every language of those storefronts (the seed translates categories into each), on its category path.
    expect(new Set(tags.map((t) => `${t.origin}${t.path}`))).toEqual(urlsOf(expected, `/categorie/${slug}/`));
  });

  it("a storefront without the page belongs to no cluster", async () => {
    expect(await variants(choiceDk, "CATEGORY", "restaurants")).toEqual([]);
    expect(await variants(choiceBe, "CATEGORY", "no-such-category")).toEqual([]);
  });

  it("a product's locations: the storefronts where that product can be used somewhere", async () => {
    const row = await handle.db
      .selectFrom("products as p")
      .innerJoin("location_products as lp", "lp.product_id", "p.id")
      .where("p.store_id", "=", choiceBe.storeId)
      .select("p.slug")
      .executeTakeFirstOrThrow();
    const expected = await storesWith(
      handle.db
        .selectFrom("products as p")
        .innerJoin("location_products as lp", "lp.product_id", "p.id")
        .where("p.slug", "=", row.slug)
        .select("p.store_id")
        .distinct()
        .execute(),
    );
    const tags = await variants(choiceBe, "PRODUCT_LOCATIONS", row.slug);
    const urls = new Set(tags.map((t) => `${t.origin}${t.path}`));
    expect(urls).toEqual(
      new Set(
        registry.all
          .filter((s) => expected.has(s.storeId) && s.family === choiceBe.family)
          .flatMap((s) => {
            const { origin, pathPrefix } = registry.originOf(s, null);
            const path = href(s, "locations", { product: row.slug });
            return s.languages.map((l) => `${origin}${pathPrefix}${languagePrefix(s, l)}${path}`);
          }),
      ),
    );
    // A product without locations on a storefront: that storefront has no locations page in the cluster.
    expect(await variants(choiceBe, "PRODUCT_LOCATIONS", "no-such-product")).toEqual([]);
  });

  it("a location: every storefront with a location of that slug, in all its languages", async () => {
    const { slug } = await handle.db
      .selectFrom("locations")
      .where("store_id", "=", choiceBe.storeId)
      .select("slug")
      .executeTakeFirstOrThrow();
    const expected = await storesWith(
      handle.db.selectFrom("locations").where("slug", "=", slug).select("store_id").distinct().execute(),
    );
    const tags = await variants(choiceBe, "LOCATION", slug);
    expect(new Set(tags.map((t) => `${t.origin}${t.path}`))).toEqual(urlsOf(expected, `/locatie/${slug}/`));
  });
});
