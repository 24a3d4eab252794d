import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends as backendList } from "../../../tests/fixtures/db";
import { SEED_FIXTURES } from "../../../tests/fixtures/seed-storefronts";
import { loadStorefronts } from "../../storefront/load.server";
import type { ContentBlock } from "../catalogue-types";
import type { DatabaseHandle } from "../db.server";
import { PLACES } from "./data/locations";
import { isSeeded, type SeedStorefront, seedDatabase } from "./seed.server";

// Backends: embedded PGlite always, real PostgreSQL (own schema per database) when TEST_DATABASE_URL is set.
const backends = backendList().map((b) => ({ name: b.name, fresh: b.open }));

// Storefronts: small fixtures (tests/fixtures/seed-storefronts.ts) and the real tenants/ configs.
// The real configs must load: a broken tenants/ file fails here rather than leaving only the fixtures.
const tenants: SeedStorefront[] = await loadStorefronts();
const sets: { name: string; storefronts: SeedStorefront[] }[] = [
  { name: "fixtures", storefronts: SEED_FIXTURES },
  { name: "tenants", storefronts: tenants },
];
const cases = backends.flatMap((backend) =>
  sets.map((set) => ({ label: `${backend.name} / ${set.name}`, backend, ...set })),
);

// ---------------------------------------------------------------------------------------------

const count = (row: { n: unknown } | undefined) => Number(row?.n ?? 0);

describe.each(cases)("seedDatabase on $label", ({ backend, storefronts }) => {
  let handle: DatabaseHandle;
  let firstProducts: unknown[];
  let firstVariations: unknown[];
  let firstTranslations: unknown[];
  let wasSeededBefore: boolean;

  const snapshot = async (h: DatabaseHandle) => [
    await h.db.selectFrom("products").selectAll().orderBy("id").execute(),
    await h.db.selectFrom("product_variations").selectAll().orderBy("id").execute(),
    await h.db.selectFrom("product_translations").selectAll().orderBy("product_id").orderBy("language").execute(),
  ];

  beforeAll(async () => {
    // Seed twice into two fresh databases (one after the other: the PostgreSQL backend reuses its schema).
    const first = await backend.fresh();
    wasSeededBefore = await isSeeded(first.db);
    await seedDatabase(first.db, storefronts);
    [firstProducts, firstVariations, firstTranslations] = await snapshot(first);
    await first.close();
    handle = await backend.fresh();
    await seedDatabase(handle.db, storefronts);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("is deterministic: a second fresh database gets identical product rows", async () => {
    const [products, variations, translations] = await snapshot(handle);
    expect(products.length).toBeGreaterThan(0);
    expect(products).toEqual(firstProducts);
    expect(variations).toEqual(firstVariations);
    expect(translations).toEqual(firstTranslations);
  });

  it("reports seeded only after seeding", async () => {
    expect(storefronts.length).toBeGreaterThan(0);
    expect(wasSeededBefore).toBe(false);
    expect(await isSeeded(handle.db)).toBe(true);
  });

  it("gives every storefront more products than its catalogue claim", async () => {
    for (const sf of storefronts) {
      const n = count(
        await handle.db
          .selectFrom("products")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("store_id", "=", sf.storeId)
          .executeTakeFirst(),
      );
      expect(n, sf.code).toBeGreaterThanOrEqual(sf.catalogClaim + 12);
    }
  });

  it("has kebab-case slugs and a sensible mix of product types", async () => {
    for (const sf of storefronts) {
      const rows = await handle.db
        .selectFrom("products")
        .select(["slug", "product_type"])
        .where("store_id", "=", sf.storeId)
        .execute();
      for (const row of rows) expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const byType = (type: string) => rows.filter((r) => r.product_type === type).length;
      expect(byType("DONATION"), sf.code).toBeGreaterThanOrEqual(2);
      expect(byType("DONATION"), sf.code).toBeLessThanOrEqual(3);
      expect(byType("GIFTCARD_BLANK"), sf.code).toBeGreaterThanOrEqual(1);
      expect(byType("GIFTCARD_BLANK"), sf.code).toBeLessThanOrEqual(2);
      expect(byType("GIFTCARD_DIGITAL") + byType("GIFTCARD_PHYSICAL"), sf.code).toBe(
        rows.length - byType("DONATION") - byType("GIFTCARD_BLANK"),
      );
    }
  });

  it("translates every product, term, page, post and moment into exactly the storefront's languages", async () => {
    const pairs = [
      ["products", "product_translations", "product_id"],
      ["terms", "term_translations", "term_id"],
      ["content_pages", "content_page_translations", "page_id"],
      ["blog_posts", "blog_post_translations", "post_id"],
      ["giving_moments", "giving_moment_translations", "moment_id"],
    ] as const;
    for (const sf of storefronts) {
      const expected = [...sf.languages].sort().join(",");
      for (const [parent, child, key] of pairs) {
        const { rows: translations } = await sql<{ owner: number; language: string }>`
          select t.${sql.ref(key)} as owner, t.language from ${sql.table(child)} t
          join ${sql.table(parent)} p on p.id = t.${sql.ref(key)} where p.store_id = ${sf.storeId}`.execute(handle.db);
        const owners = await handle.db.selectFrom(parent).select("id").where("store_id", "=", sf.storeId).execute();
        const byOwner = new Map<number, string[]>();
        for (const row of translations) {
          byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row.language]);
        }
        expect(owners.length, `${sf.code} ${parent}`).toBeGreaterThan(0);
        for (const { id } of owners) {
          expect((byOwner.get(id) ?? []).sort().join(","), `${sf.code} ${parent} ${id}`).toBe(expected);
        }
      }
      for (const table of ["popular_search_terms", "highlighted_blocks"] as const) {
        const rows = await handle.db.selectFrom(table).select("language").where("store_id", "=", sf.storeId).execute();
        expect([...new Set(rows.map((r) => r.language))].sort().join(","), `${sf.code} ${table}`).toBe(expected);
        const perLanguage = table === "popular_search_terms" ? 6 : 1;
        expect(rows.length, `${sf.code} ${table}`).toBe(perLanguage * sf.languages.length);
      }
    }
  });

  it("prices products sensibly: whole amounts, min ≤ max, fixed values within bounds", async () => {
    const rows = await handle.db
      .selectFrom("product_variations as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select([
        "p.store_id",
        "p.slug",
        "v.sku",
        "v.variation_type",
        "v.fixed_values",
        "v.min_price",
        "v.max_price",
        "v.prices_to_show",
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const perProduct = new Map<string, number>();
    const codes = new Map(storefronts.map((sf) => [sf.storeId, sf.code]));
    for (const row of rows) {
      const min = Number(row.min_price);
      const max = Number(row.max_price);
      const fixed = row.fixed_values as number[];
      const shown = row.prices_to_show as number[];
      expect(min).toBeGreaterThan(0);
      expect(min).toBeLessThanOrEqual(max);
      expect(Number.isInteger(min) && Number.isInteger(max), row.sku).toBe(true);
      for (const value of [...fixed, ...shown]) {
        expect(Number.isInteger(value), row.sku).toBe(true);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
      }
      expect([...fixed].sort((a, b) => a - b)).toEqual(fixed);
      expect(shown.length).toBeGreaterThan(0);
      expect(row.sku.startsWith(`${codes.get(row.store_id)}-${row.slug}-`)).toBe(true);
      const key = `${row.store_id}:${row.slug}`;
      perProduct.set(key, (perProduct.get(key) ?? 0) + 1);
    }
    for (const [key, n] of perProduct) {
      expect(n, key).toBeGreaterThanOrEqual(1);
      expect(n, key).toBeLessThanOrEqual(2);
    }
    const products = await handle.db.selectFrom("products").select(["store_id", "slug"]).execute();
    expect(perProduct.size).toBe(products.length);
  });

  it("links every gift card to 1–3 categories and its types", async () => {
    const rows = await handle.db
      .selectFrom("products as p")
      .leftJoin("product_terms as pt", "pt.product_id", "p.id")
      .leftJoin("terms as t", "t.id", "pt.term_id")
      .select(["p.id", "p.store_id", "p.product_type", "t.taxonomy", "t.store_id as term_store"])
      .execute();
    const categories = new Map<number, number>();
    const types = new Map<number, number>();
    for (const row of rows) {
      if (row.term_store !== null) expect(row.term_store).toBe(row.store_id);
      if (row.taxonomy === "categories") categories.set(row.id, (categories.get(row.id) ?? 0) + 1);
      if (row.taxonomy === "types") types.set(row.id, (types.get(row.id) ?? 0) + 1);
    }
    const giftcards = rows.filter(
      (r) => r.product_type === "GIFTCARD_DIGITAL" || r.product_type === "GIFTCARD_PHYSICAL",
    );
    expect(giftcards.length).toBeGreaterThan(0);
    for (const row of giftcards) {
      expect(categories.get(row.id) ?? 0).toBeGreaterThanOrEqual(1);
      expect(categories.get(row.id) ?? 0).toBeLessThanOrEqual(3);
      expect(types.get(row.id) ?? 0).toBeGreaterThanOrEqual(1);
    }
  });

  it("places locations inside their country with 3–6 products of the same store", async () => {
    for (const sf of storefronts) {
      const locations = await handle.db
        .selectFrom("locations")
        .selectAll()
        .where("store_id", "=", sf.storeId)
        .execute();
      expect(locations.length, sf.code).toBeGreaterThanOrEqual(12);
      expect(locations.length, sf.code).toBeLessThanOrEqual(20);
      const [latMin, latMax, lonMin, lonMax] = PLACES[sf.country].bbox;
      for (const l of locations) {
        expect(l.country_code).toBe(sf.country);
        expect(l.lat, l.slug).toBeGreaterThanOrEqual(latMin);
        expect(l.lat, l.slug).toBeLessThanOrEqual(latMax);
        expect(l.lon, l.slug).toBeGreaterThanOrEqual(lonMin);
        expect(l.lon, l.slug).toBeLessThanOrEqual(lonMax);
        const linked = await handle.db
          .selectFrom("location_products as lp")
          .innerJoin("products as p", "p.id", "lp.product_id")
          .select("p.store_id")
          .where("lp.location_id", "=", l.id)
          .execute();
        expect(linked.length, l.slug).toBeGreaterThanOrEqual(3);
        expect(linked.length, l.slug).toBeLessThanOrEqual(6);
        for (const p of linked) expect(p.store_id).toBe(sf.storeId);
      }
    }
  });

  it("fills the block queues with the store's own products", async () => {
    for (const sf of storefronts) {
      const rows = await handle.db
        .selectFrom("block_queue_items as b")
        .innerJoin("products as p", "p.id", "b.product_id")
        .select(["b.queue_id", "b.position", "p.store_id"])
        .where("b.store_id", "=", sf.storeId)
        .execute();
      const size = (queue: string) => rows.filter((r) => r.queue_id === queue).length;
      expect(size("most-chosen"), sf.code).toBe(10);
      expect(size("top-products"), sf.code).toBe(8);
      expect(size("search-suggestions"), sf.code).toBe(6);
      for (const row of rows) expect(row.store_id).toBe(sf.storeId);
    }
  });

  it("creates the content pages with FAQ, landing pages and storefront-specific texts", async () => {
    for (const sf of storefronts) {
      const pages = await handle.db
        .selectFrom("content_pages as p")
        .innerJoin("content_page_translations as t", "t.page_id", "p.id")
        .select(["p.page_type", "p.path", "p.translation_key", "t.language", "t.title", "t.meta_title", "t.body"])
        .where("p.store_id", "=", sf.storeId)
        .execute();
      const paths = new Set(pages.map((p) => p.path));
      for (const path of [
        "",
        "algemene-voorwaarden",
        "privacy",
        "cookieverklaring",
        "helpdesk",
        "klantenservice/contact",
        "delivery",
        "cancelation-policy",
        sf.slugs.choiceCard,
        "over-ons",
        "hoe-werkt-het",
        "zakelijk-bestellen",
        "zakelijk-cadeau",
      ]) {
        expect(paths.has(path), `${sf.code} /${path}/`).toBe(true);
      }
      for (const page of pages) {
        const body = page.body as ContentBlock[];
        expect(body.length).toBeGreaterThan(0);
        if (page.page_type === "landing") expect(page.translation_key).toBe(`landing:${page.path}`);
        else expect(page.translation_key).toBe(page.page_type);
        if (page.page_type === "helpdesk") {
          const faq = body.find((b) => b.type === "faq");
          expect(faq && faq.type === "faq" ? faq.items.length : 0).toBeGreaterThanOrEqual(6);
        }
        if (page.page_type === "terms" || page.page_type === "privacy" || page.page_type === "cookies") {
          expect(JSON.stringify(body)).toContain(sf.brandName);
          expect(body.filter((b) => b.type === "heading").length).toBeGreaterThanOrEqual(3);
        }
        expect(`${page.title} ${page.meta_title} ${JSON.stringify(body)}`).not.toMatch(/\{[A-Za-z]+\}/);
      }
      const home = pages.filter((p) => p.page_type === "home");
      expect(home.length, sf.code).toBe(sf.languages.length);
      for (const page of home) expect(page.meta_title).toContain(sf.brandName);
    }
  });

  it("seeds six blog posts, eight giving moments and the popular search data", async () => {
    for (const sf of storefronts) {
      const posts = await handle.db.selectFrom("blog_posts").selectAll().where("store_id", "=", sf.storeId).execute();
      expect(posts.length).toBe(6);
      for (const post of posts) {
        expect(post.image).toBe(`/brand/${sf.family}/faq.svg`);
        expect(new Date(post.published_at).getUTCFullYear()).toBe(2026);
      }
      const moments = await handle.db
        .selectFrom("giving_moments")
        .select("path")
        .where("store_id", "=", sf.storeId)
        .execute();
      expect(moments.map((m) => m.path).sort()).toEqual(
        ["bedankt", "geboorte", "huwelijk", "kerst", "moederdag", "pensioen", "vaderdag", "verjaardag"].sort(),
      );
      const terms = await handle.db
        .selectFrom("popular_search_terms")
        .selectAll()
        .where("store_id", "=", sf.storeId)
        .execute();
      expect(terms.length, sf.code).toBeGreaterThan(0);
      for (const term of terms) {
        expect(term.href).toMatch(new RegExp(`^/(categorie|${sf.slugs.productList})/[a-z0-9-]+/$`));
      }
      const blocks = await handle.db
        .selectFrom("highlighted_blocks")
        .selectAll()
        .where("store_id", "=", sf.storeId)
        .execute();
      expect(blocks.length, sf.code).toBeGreaterThan(0);
      for (const block of blocks) expect(block.referenced_path).toBe(`/${sf.slugs.choiceCard}/`);
    }
  });
});
