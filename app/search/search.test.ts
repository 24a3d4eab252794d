/** Server-side search on a seeded database: accents, prefixes, ranking, scoping (PGlite and PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import type { DatabaseHandle } from "../db/db.server";
import { seedDatabase } from "../db/seed/seed.server";
import { loadStorefronts } from "../storefront/load.server";
import { fold, prefixQuery } from "./fold";
import { rankedMoments, rankedProducts } from "./search.server";

const storefronts = await loadStorefronts();

describe("search input folding", () => {
  it("folds case and accents like the database and builds a prefix query", () => {
    expect(fold("Crêperie BRETONNE Straße Łódź Ørsted")).toBe("creperie bretonne strase lodz orsted");
    expect(prefixQuery("  Crêpe & 'bistro'!  ")).toBe("crepe:* & bistro:*");
    expect(prefixQuery("  !! ")).toBeNull();
  });
});

describe.each(backends())("search on $name", (backend) => {
  let handle: DatabaseHandle;
  const titleOf = async (id: number, language: string) =>
    (
      await handle.db
        .selectFrom("product_translations")
        .select("title")
        .where("product_id", "=", id)
        .where("language", "=", language)
        .executeTakeFirstOrThrow()
    ).title;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDatabase(handle.db, storefronts);
  });
  afterAll(() => handle?.close());

  it("finds titles without their accents and from a prefix", async () => {
    const accented = await rankedProducts(handle.db, 95, "nl", "crêperie", 10);
    const plain = await rankedProducts(handle.db, 95, "nl", "creperie", 10);
    const prefix = await rankedProducts(handle.db, 95, "nl", "crep", 10);
    expect(accented.total).toBeGreaterThan(0);
    expect(plain.ids).toEqual(accented.ids);
    expect(prefix.ids).toEqual(expect.arrayContaining(plain.ids));
    expect(await titleOf(plain.ids[0], "nl")).toMatch(/Crêperie/);
  });

  it("ranks titles that start with the input above other matches", async () => {
    const { ids, total } = await rankedProducts(handle.db, 95, "nl", "spa", 50);
    expect(total).toBeGreaterThan(1);
    const titles = await Promise.all(ids.map((id) => titleOf(id, "nl")));
    const starts = titles.map((t) => fold(t).startsWith("spa"));
    // All titles starting with the word come before the first that does not.
    const firstOther = starts.indexOf(false);
    if (firstOther >= 0) expect(starts.slice(firstOther).every((s) => !s)).toBe(true);
    expect(starts[0]).toBe(true);
  });

  it("searches only the storefront's own products, in the asked language", async () => {
    const be = await rankedProducts(handle.db, 95, "nl", "cadeau", 500);
    const ids = new Set(be.ids);
    const stores = await handle.db
      .selectFrom("products")
      .select("store_id")
      .distinct()
      .where("id", "in", [...ids])
      .execute();
    expect(stores.map((s) => s.store_id)).toEqual([95]);
    expect((await rankedProducts(handle.db, 95, "fr", "cadeau", 10)).total).toBe(0); // kadoo-be has no French texts
    expect((await rankedProducts(handle.db, 95, "nl", "zzzqqq", 10)).total).toBe(0);
  });

  it("finds giving moments by their titles", async () => {
    const { total } = await rankedMoments(handle.db, 95, "nl", "verjaar", 4);
    expect(total).toBeGreaterThan(0);
  });

  it("folds every accented letter of the database's map the same way as the browser input", async () => {
    const letters = "áàâäãåāăąçćčďéèêëēėęěíìîïīįıľłñńňóòôöõøōőŕřśšşßťúùûüūůűųýÿźžżÀÉÎÕÜ";
    const { rows } = await handle.db.executeQuery<{ folded: string }>({
      sql: "select shop_fold($1) as folded",
      parameters: [letters],
      query: { kind: "RawNode" },
    } as never);
    expect(rows[0].folded).toBe(fold(letters));
  });

  // PGlite plans the same query without the planner switch this relies on; the index exists on both.
  it.skipIf(backend.name !== "postgres")("uses the full-text index", async () => {
    await handle.db.executeQuery({
      sql: "set enable_seqscan = off",
      parameters: [],
      query: { kind: "RawNode" },
    } as never);
    const { rows } = await handle.db.executeQuery<{ "QUERY PLAN": string }>({
      sql: "explain select product_id from product_translations where search_vector @@ to_tsquery('simple', 'rest:*')",
      parameters: [],
      query: { kind: "RawNode" },
    } as never);
    expect(rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("product_translations_search");
  });
});
