/** The GraphQL API end to end on a seeded database: scoping, errors as data, paging, limits. */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testApi } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import type { Storefront } from "../storefront/storefront";

const { storefronts, registry } = await shippedRegistry();
const kadooBe = registry.get("kadoo-be");
const giftpassCh = registry.get("giftpass-ch");

describe.each(backends())("GraphQL API on $name", (backend) => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(handle.db, storefronts);
    api = testApi(handle.db, registry);
  });
  afterAll(() => handle?.close());

  async function call(storefront: Storefront, query: string, variables: Record<string, unknown> = {}) {
    const response = await api.fetch(
      "http://internal/graphql",
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) },
      requestContext(handle.db, storefront),
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    // biome-ignore lint/suspicious/noExplicitAny: assertions below walk the JSON response
    return (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  }
  const userData = (s: Storefront, language = s.defaultLanguage, storeID = s.storeId) => ({
    language,
    storeID,
    countryCode: s.country,
  });

  const PRODUCTS = `query($userData: UserDataInput!, $paging: Paging!, $filters: ProductFilters) {
    products(userData: $userData, paging: $paging, filters: $filters) {
      items { id title path image { url } }
      total pageCount pageNumber
      errors { message code referencedRequestParameter }
    }
  }`;

  it("pages through the storefront's own products in its currency and language", async () => {
    const { data } = await call(kadooBe, PRODUCTS, {
      userData: userData(kadooBe),
      paging: { itemsPerPage: 16, pageNumber: 2 },
    });
    const result = data!.products;
    expect(result.errors).toEqual([]);
    expect(result.items).toHaveLength(16);
    expect(result.total).toBeGreaterThanOrEqual(kadooBe.catalogClaim);
    expect(result.pageCount).toBe(Math.ceil(result.total / 16));
    expect(result.items[0].path).toMatch(/^\/cadeaubonnen\/[a-z0-9-]+\/$/);
    const first = await call(kadooBe, PRODUCTS, {
      userData: userData(kadooBe),
      paging: { itemsPerPage: 16, pageNumber: 1 },
    });
    const ids = new Set(first.data!.products.items.map((p: { id: string }) => p.id));
    expect(result.items.some((p: { id: string }) => ids.has(p.id))).toBe(false);
  });

  it("never serves another store: a foreign storeID is an error in the data list", async () => {
    const { data } = await call(kadooBe, PRODUCTS, {
      userData: userData(kadooBe, "de", giftpassCh.storeId),
      paging: { itemsPerPage: 5, pageNumber: 1 },
    });
    expect(data!.products.items).toEqual([]);
    expect(data!.products.errors).toEqual([
      { message: "This request belongs to another store.", code: 1000, referencedRequestParameter: "userData.storeID" },
    ]);
  });

  it("rejects a language the storefront does not have", async () => {
    const { data } = await call(kadooBe, PRODUCTS, {
      userData: userData(kadooBe, "fr"),
      paging: { itemsPerPage: 5, pageNumber: 1 },
    });
    expect(data!.products.errors[0].code).toBe(1001);
  });

  it("reports bad paging as data, not as a crash", async () => {
    const { data } = await call(kadooBe, PRODUCTS, {
      userData: userData(kadooBe),
      paging: { itemsPerPage: 0, pageNumber: 1 },
    });
    expect(data!.products.errors[0]).toMatchObject({ code: 1002, referencedRequestParameter: "paging" });
  });

  it("filters by category and answers unknown taxonomies with an error", async () => {
    const one = await call(kadooBe, PRODUCTS, {
      userData: userData(kadooBe),
      paging: { itemsPerPage: 100, pageNumber: 1 },
      filters: { filterByTaxonomy: [{ taxonomy: "cb_api_giftcard_categories", terms: ["restaurants"] }] },
    });
    const all = await call(kadooBe, PRODUCTS, {
      userData: userData(kadooBe),
      paging: { itemsPerPage: 100, pageNumber: 1 },
    });
    expect(one.data!.products.total).toBeGreaterThan(0);
    expect(one.data!.products.total).toBeLessThan(all.data!.products.total);
    const bad = await call(kadooBe, PRODUCTS, {
      userData: userData(kadooBe),
      paging: { itemsPerPage: 5, pageNumber: 1 },
      filters: { filterByTaxonomy: [{ taxonomy: "nope", terms: ["x"] }] },
    });
    expect(bad.data!.products.errors[0].code).toBe(1004);
  });

  it("returns the 'most-chosen' block queue in order, in the page language", async () => {
    const { data } = await call(
      giftpassCh,
      `query($userData: UserDataInput!) { getBlocksQueue(userData: $userData, queueID: "most-chosen") { blocks { position product { title path } } errors { code } } }`,
      { userData: userData(giftpassCh, "fr") },
    );
    const blocks = data!.getBlocksQueue.blocks;
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    expect(blocks.map((b: { position: number }) => b.position)).toEqual(
      [...blocks.map((b: { position: number }) => b.position)].sort((a, b) => a - b),
    );
    expect(blocks[0].product.path).toMatch(/^\/cadeaukaarten\//);
  });

  it("serves content pages with metadata and a hreflang cluster across its brand family's storefronts", async () => {
    const { data } = await call(
      giftpassCh,
      `query($userData: UserDataInput!) { page(userData: $userData, path: "privacy") { page { title metadata { noindex nofollow hreflangTags { langCode countryCode origin path isDefault } } } errors { code } } }`,
      { userData: userData(giftpassCh, "fr") },
    );
    const tags = data!.page.page.metadata.hreflangTags;
    expect(tags).toContainEqual({
      langCode: "fr",
      countryCode: "ch",
      origin: "https://www.giftpass.com",
      path: "/ch/fr/privacy/",
      isDefault: false,
    });
    // Another GiftPass storefront is in it; a kadoo one is not (another brand's content, ADR 028).
    expect(tags.some((t: { countryCode: string }) => t.countryCode !== "ch")).toBe(true);
    expect(tags.map((t: { origin: string }) => t.origin)).not.toContain("https://www.kadoo.be");
    const missing = await call(
      kadooBe,
      `query($userData: UserDataInput!) { page(userData: $userData, path: "nope") { page { title } errors { code } } }`,
      {
        userData: userData(kadooBe),
      },
    );
    expect(missing.data!.page).toEqual({ page: null, errors: [{ code: 1003 }] });
  });

  it("returns store data with every storefront and the menus in the page language", async () => {
    const { data } = await call(
      giftpassCh,
      `query($userData: UserDataInput!) { storeData(userData: $userData) { storeData { countriesCombinations { storeCode url languagesCombinations { languageCode isDefault } } menus { footerMenu { menuItems { title menuItems { title path { href type } } } } } } errors { code } } }`,
      { userData: userData(giftpassCh, "it") },
    );
    const store = data!.storeData.storeData;
    expect(store.countriesCombinations).toHaveLength(33);
    expect(store.countriesCombinations.find((c: { storeCode: string }) => c.storeCode === "giftpass-ch").url).toBe(
      "https://www.giftpass.com/ch/",
    );
    const links = store.menus.footerMenu.menuItems.flatMap((c: { menuItems: { path: { href: string } }[] }) =>
      c.menuItems.map((i) => i.path.href),
    );
    expect(links).toContain("/klantenservice/contact/");
  });

  it("anonymous visitors have no user", async () => {
    const { data } = await call(
      kadooBe,
      `query($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { subscribed } errors { code } } }`,
      {
        userData: userData(kadooBe),
      },
    );
    expect(data!.getUserInfo).toEqual({ user: null, errors: [] });
  });

  it("refuses introspection in production and over-deep or alias-heavy queries", async () => {
    const intro = await call(kadooBe, "{ __schema { types { name } } }");
    expect(intro.errors?.[0].message).toMatch(/introspection/i);
    const aliases = Array.from(
      { length: 20 },
      (_, i) => `a${i}: getUserInfo(userData: $u) { user { subscribed } }`,
    ).join(" ");
    const many = await call(kadooBe, `query($u: UserDataInput!) { ${aliases} }`, { u: userData(kadooBe) });
    expect(many.errors?.[0].message).toMatch(/aliases/);
  });

  const TERMS = `query($userData: UserDataInput!, $taxonomies: [String!]!) {
    productTerms(userData: $userData, taxonomies: $taxonomies) {
      terms { taxonomy slug title productCount path }
      errors { code referencedRequestParameter }
    }
  }`;

  it("lists a storefront's own categories and types, in its language, with product counts", async () => {
    const giftpassDe = registry.get("giftpass-de");
    const be = (await call(kadooBe, TERMS, { userData: userData(kadooBe), taxonomies: ["categories", "types"] })).data!
      .productTerms;
    const de = (await call(giftpassDe, TERMS, { userData: userData(giftpassDe), taxonomies: ["categories"] })).data!
      .productTerms;
    expect(be.errors).toEqual([]);
    const beCategories = be.terms.filter((t: { taxonomy: string }) => t.taxonomy === "categories");
    expect(beCategories).toContainEqual(
      expect.objectContaining({ slug: "belevenissen", title: "Belevenissen", path: "/categorie/belevenissen/" }),
    );
    expect(be.terms.some((t: { taxonomy: string }) => t.taxonomy === "types")).toBe(true);
    expect(de.terms.map((t: { slug: string }) => t.slug)).toContain("erlebnisse");
    expect(de.terms.map((t: { slug: string }) => t.slug)).not.toContain("belevenissen");
    for (const term of beCategories) expect(term.productCount).toBeGreaterThan(0);

    const bad = (await call(kadooBe, TERMS, { userData: userData(kadooBe), taxonomies: ["colours"] })).data!
      .productTerms;
    expect(bad.errors).toEqual([{ code: 1004, referencedRequestParameter: "taxonomies" }]);
  });

  it("filters products by category and type: groups must all match, values within a group are alternatives", async () => {
    const count = async (filters: unknown) =>
      (
        await call(kadooBe, PRODUCTS, {
          userData: userData(kadooBe),
          paging: { itemsPerPage: 1, pageNumber: 1 },
          filters,
        })
      ).data!.products.total as number;
    const restaurants = await count({
      filterByTaxonomy: [{ taxonomy: "cb_api_giftcard_categories", terms: ["restaurants"] }],
    });
    const wellness = await count({ filterByTaxonomy: [{ taxonomy: "categories", terms: ["wellness"] }] });
    const either = await count({ filterByTaxonomy: [{ taxonomy: "categories", terms: ["restaurants", "wellness"] }] });
    const digitalRestaurants = await count({
      filterByTaxonomy: [
        { taxonomy: "categories", terms: ["restaurants"] },
        { taxonomy: "cb_api_giftcard_types", terms: ["digital"] },
      ],
    });
    expect(restaurants).toBeGreaterThan(0);
    expect(either).toBeGreaterThanOrEqual(Math.max(restaurants, wellness));
    expect(either).toBeLessThanOrEqual(restaurants + wellness);
    expect(digitalRestaurants).toBeGreaterThan(0);
    expect(digitalRestaurants).toBeLessThanOrEqual(restaurants);
  });

  it("serves locations, location pages and address suggestions of the storefront only", async () => {
    const LOCS = `query($userData: UserDataInput!, $filters: LocationFilters) {
      locations(userData: $userData, filters: $filters, paging: { itemsPerPage: 50, pageNumber: 1 }) {
        items { slug countryCode lat lon } total bounds { latmax latmin lonmax lonmin } errors { code }
      }
    }`;
    const be = (await call(kadooBe, LOCS, { userData: userData(kadooBe) })).data!.locations;
    const ch = (await call(giftpassCh, LOCS, { userData: userData(giftpassCh) })).data!.locations;
    expect(be.total).toBeGreaterThan(0);
    expect(new Set(be.items.map((l: { countryCode: string }) => l.countryCode))).toEqual(new Set(["BE"]));
    const chSlugs = new Set(ch.items.map((l: { slug: string }) => l.slug));
    const own = be.items.find((l: { slug: string }) => !chSlugs.has(l.slug));
    const LOC = `query($userData: UserDataInput!, $slug: String!) {
      location(userData: $userData, slug: $slug) { location { location { slug } } errors { code } }
    }`;
    expect(
      (await call(kadooBe, LOC, { userData: userData(kadooBe), slug: own.slug })).data!.location.location,
    ).not.toBeNull();
    const foreign = (await call(giftpassCh, LOC, { userData: userData(giftpassCh), slug: own.slug })).data!.location;
    expect(foreign).toEqual({ location: null, errors: [{ code: 1003 }] });

    // A rectangle around one location finds it; an impossible one is refused.
    const { lat, lon } = be.items[0];
    const box = { latmax: lat + 0.001, latmin: lat - 0.001, lonmax: lon + 0.001, lonmin: lon - 0.001 };
    const inBox = (await call(kadooBe, LOCS, { userData: userData(kadooBe), filters: { bbox: box } })).data!.locations;
    expect(inBox.items.map((l: { slug: string }) => l.slug)).toContain(be.items[0].slug);
    const bad = { ...box, latmin: box.latmax + 1 };
    expect(
      (await call(kadooBe, LOCS, { userData: userData(kadooBe), filters: { bbox: bad } })).data!.locations.errors,
    ).toEqual([{ code: 1004 }]);

    const SUGGEST = `query($userData: UserDataInput!, $text: String!) {
      getLocationAddressSuggestions(userData: $userData, filters: { text: $text }) {
        items { label countryCode locality bounds { latmax latmin } } errors { code }
      }
    }`;
    const city = (
      await handle.db
        .selectFrom("locations")
        .select("city")
        .where("store_id", "=", kadooBe.storeId)
        .executeTakeFirstOrThrow()
    ).city;
    const suggestions = (await call(kadooBe, SUGGEST, { userData: userData(kadooBe), text: city.slice(0, 3) })).data!
      .getLocationAddressSuggestions.items;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s: { countryCode: string }) => s.countryCode === "BE")).toBe(true);
    expect(suggestions.map((s: { locality: string }) => s.locality)).toContain(city);
  });

  it("records analytics events and refuses unknown types and oversized payloads", async () => {
    const TRACK = `mutation($userData: UserDataInput!, $events: [AnalyticsEventInput!]!) {
      trackEvents(userData: $userData, events: $events) { accepted errors { code referencedRequestParameter } }
    }`;
    const ok = await call(kadooBe, TRACK, {
      userData: userData(kadooBe),
      events: [
        { type: "item_list", payload: JSON.stringify({ list: "list", items: ["1", "2"] }), gclid: "abc-1" },
        { type: "search_open", payload: "{}" },
      ],
    });
    expect(ok.data!.trackEvents).toEqual({ accepted: 2, errors: [] });
    const stored = await handle.db
      .selectFrom("analytics_events")
      .select(["type", "gclid", "store_id"])
      .where("store_id", "=", kadooBe.storeId)
      .execute();
    expect(stored).toEqual(
      expect.arrayContaining([
        { type: "item_list", gclid: "abc-1", store_id: 95 },
        { type: "search_open", gclid: null, store_id: 95 },
      ]),
    );
    const unknown = await call(kadooBe, TRACK, { userData: userData(kadooBe), events: [{ type: "x", payload: "{}" }] });
    expect(unknown.data!.trackEvents).toEqual({
      accepted: 0,
      errors: [{ code: 1005, referencedRequestParameter: "events.0" }],
    });
    const big = await call(kadooBe, TRACK, {
      userData: userData(kadooBe),
      events: [{ type: "page_view", payload: JSON.stringify({ x: "y".repeat(5000) }) }],
    });
    expect(big.data!.trackEvents.accepted).toBe(0);
  });

  it("gives a product page its media, testimonials in the page language and its categories", async () => {
    const PDP = `query($userData: UserDataInput!, $slug: String!) {
      products(userData: $userData, paging: { itemsPerPage: 1, pageNumber: 1 },
        filters: { filterByPage: { fieldName: "slug", pageId: $slug, pageType: "product" } }) {
        items { ... on GiftcardProduct { media { __typename } testimonials { text } categories { slug path } brands multiBrand } }
      }
    }`;
    const row = await handle.db
      .selectFrom("testimonials as t")
      .innerJoin("products as p", "p.id", "t.product_id")
      .select("p.slug")
      .where("p.store_id", "=", giftpassCh.storeId)
      .where("t.language", "=", "fr")
      .executeTakeFirstOrThrow();
    const fr = (await call(giftpassCh, PDP, { userData: userData(giftpassCh, "fr"), slug: row.slug })).data!.products
      .items[0];
    const de = (await call(giftpassCh, PDP, { userData: userData(giftpassCh, "de"), slug: row.slug })).data!.products
      .items[0];
    expect(fr.media[0].__typename).toBe("Image");
    expect(fr.testimonials.length).toBeGreaterThan(0);
    expect(fr.testimonials[0].text).not.toBe(de.testimonials[0].text);
    expect(fr.categories[0].path).toMatch(/^\/categorie\/[a-z-]+\/$/);
    expect(fr.brands.length).toBeGreaterThan(0);
  });
});
