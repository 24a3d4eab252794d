/**
 * Seeds what the basket needs per storefront: extras (wrappers, gift packing, personal message) in
 * the storefront's currency and languages, the Apple gift card (order limit), the test card (never
 * sold) and stock for part of the physical cards — deterministic, like the rest of the seed.
 */
import type { Transaction } from "kysely";
import type { Database } from "../types";
import { APPLE, EXTRAS, TEST_CARD } from "./data/commerce";
import { MONEY } from "./data/money";
import type { SeedStorefront } from "./seed.server";

type Trx = Transaction<Database>;

/** The currency's size against the euro, from the registered-mail threshold (300 euro). */
function scale(currency: SeedStorefront["currency"]): number {
  return MONEY[currency].registered / 300;
}

/** Prices shoppers expect: whole units from 20 up, else rounded to 0.05. */
function price(euro: number, currency: SeedStorefront["currency"]): number {
  const value = euro * scale(currency);
  if (value === 0) return 0;
  return value >= 20 ? Math.round(value) : Math.round(value * 20) / 20;
}

/** A small stable hash: which physical cards keep stock does not change between seeds. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export async function seedCommerce(trx: Trx, storefronts: SeedStorefront[]): Promise<void> {
  for (const sf of storefronts) {
    // Extras.
    const extras = await trx
      .insertInto("extras")
      .values(
        EXTRAS.map((e, position) => ({
          store_id: sf.storeId,
          kind: e.kind,
          sku: `${sf.code}-${e.key}`,
          price: price(e.euro, sf.currency),
          contains_wine: e.containsWine ?? false,
          art: JSON.stringify({
            background: e.colors[0],
            foreground: e.colors[0] === "#f8f9fa" ? "#1f1f1f" : "#ffffff",
            accent: e.colors[1],
            pattern: e.pattern,
            mark: sf.brandName.charAt(0),
          }),
          position,
        })),
      )
      .returning(["id", "sku"])
      .execute();
    await trx
      .insertInto("extra_translations")
      .values(
        extras.flatMap((row) => {
          const seed = EXTRAS.find((e) => `${sf.code}-${e.key}` === row.sku);
          if (!seed) return [];
          return sf.languages.map((language) => ({
            extra_id: row.id,
            language,
            title: seed.texts[language][0],
            description: seed.texts[language][1],
          }));
        }),
      )
      .execute();

    // The Apple gift card and the test card, after the catalogue's own products.
    const last = await trx
      .selectFrom("products")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("store_id", "=", sf.storeId)
      .executeTakeFirst();
    const position = Number(last?.position ?? 0) + 1;
    const money = MONEY[sf.currency];
    const specials = [
      {
        slug: "apple-gift-card",
        brand: "Apple",
        limitGroup: "apple" as string | null,
        isTest: false,
        fixed: money.fixed[1],
        range: [money.fixed[1][0], money.fixed[1][money.fixed[1].length - 1]],
        art: { background: "#f5f5f7", foreground: "#1d1d1f", accent: "#0071e3", pattern: "plain", mark: "A" },
        title: () => APPLE.title,
        description: (l: (typeof sf.languages)[number]) => APPLE.descriptions[l],
      },
      {
        slug: "test-cadeaubon",
        brand: sf.brandName,
        limitGroup: null,
        isTest: true,
        fixed: [] as number[],
        range: money.custom[0],
        art: { background: "#adb5bd", foreground: "#1f1f1f", accent: "#212529", pattern: "grid", mark: "T" },
        title: (l: (typeof sf.languages)[number]) => TEST_CARD[l][0],
        description: (l: (typeof sf.languages)[number]) => TEST_CARD[l][1],
      },
    ];
    for (const [i, p] of specials.entries()) {
      const row = await trx
        .insertInto("products")
        .values({
          store_id: sf.storeId,
          slug: p.slug,
          product_type: "GIFTCARD_DIGITAL",
          brand: p.brand,
          background_color: p.art.background,
          show_hand: false,
          show_shadow: true,
          art: JSON.stringify(p.art),
          popularity: 0,
          position: position + i,
          is_test: p.isTest,
          limit_group: p.limitGroup,
          // Fixed, like the rest of the seed: two seeds give identical rows.
          created_at: "2026-01-01T00:00:00.000Z" as never,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("product_translations")
        .values(
          sf.languages.map((language) => ({
            product_id: row.id,
            language,
            title: p.title(language),
            description: p.description(language),
          })),
        )
        .execute();
      // Listed under shopping and digital, like other cards (the test card too: it is found by its URL only).
      const terms = await trx
        .selectFrom("terms")
        .select("id")
        .where("store_id", "=", sf.storeId)
        .where((eb) =>
          eb.or([
            eb.and([eb("taxonomy", "=", "types"), eb("slug", "=", "digital")]),
            eb.and([eb("taxonomy", "=", "categories"), eb("icon", "=", "shopping-bag")]),
          ]),
        )
        .execute();
      if (terms.length) {
        await trx
          .insertInto("product_terms")
          .values(terms.map((t) => ({ product_id: row.id, term_id: t.id })))
          .execute();
      }
      await trx
        .insertInto("product_variations")
        .values({
          product_id: row.id,
          variation_type: "digital",
          sku: `${sf.code}-${p.slug}-d`,
          fixed_values: JSON.stringify(p.fixed),
          min_price: p.range[0],
          max_price: p.range[1],
          prices_to_show: JSON.stringify([p.range[0]]),
        })
        .execute();
    }

    // Stock: about one physical card in eight is kept in stock (the others are printed on demand);
    // the first of them runs low, so "out of stock" (spec §8 2031) is part of every storefront.
    const physical = await trx
      .selectFrom("product_variations as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["v.id", "p.slug"])
      .where("p.store_id", "=", sf.storeId)
      .where("v.variation_type", "=", "physical")
      .orderBy("p.position")
      .execute();
    const stocked = physical.filter((v) => hash(`${sf.code}:${v.slug}`) % 8 === 0);
    for (const [i, v] of stocked.entries()) {
      await trx
        .updateTable("product_variations")
        .set({ stock: i === 0 ? 3 : 100 + (hash(v.slug) % 400) })
        .where("id", "=", v.id)
        .execute();
    }
  }
}
