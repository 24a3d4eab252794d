/**
 * Seeds the redeem shop of every storefront (migration 008): the brand gift cards and donation
 * products a card may be spent on (redeemData: custom-amount bounds from the product's own variations,
 * the balance a card keeps at least, a promotion on some), the brands' giftCardBrand data (their shop
 * is their locations page in this shop, the external link their product page) and one business redeem
 * page with a smaller selection. Deterministic like the rest of the seed.
 */
import type { Transaction } from "kysely";
import type { Database } from "../types";
import { MONEY } from "./data/money";
import { BRAND_LINK_TITLE, BUSINESS_PAGE } from "./data/redeem";
import type { SeedStorefront } from "./seed.server";

type Trx = Transaction<Database>;

/** Brand gift cards in a storefront's redeem shop (the most popular first), besides every donation product. */
const SHOP_GIFTCARDS = 36;
/** Brand gift cards on the business redeem page. */
const BUSINESS_GIFTCARDS = 8;
/** Every this-many-th product carries a promotion of PROMOTION_PERCENT. */
const PROMOTION_EVERY = 7;
const PROMOTION_PERCENT = 5;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

export async function seedRedeem(trx: Trx, storefronts: SeedStorefront[]): Promise<void> {
  for (const sf of storefronts) {
    const products = await trx
      .selectFrom("products as p")
      .innerJoin("product_variations as v", "v.product_id", "p.id")
      .select((eb) => [
        "p.id",
        "p.slug",
        "p.brand",
        "p.product_type",
        eb.fn.min("v.min_price").as("min"),
        eb.fn.max("v.max_price").as("max"),
        eb
          .exists(
            eb.selectFrom("location_products as lp").select("lp.product_id").whereRef("lp.product_id", "=", "p.id"),
          )
          .as("has_locations"),
      ])
      .where("p.store_id", "=", sf.storeId)
      .where("p.is_test", "=", false)
      .where("p.product_type", "in", ["GIFTCARD_DIGITAL", "GIFTCARD_PHYSICAL", "DONATION"])
      .groupBy(["p.id", "p.slug", "p.brand", "p.product_type", "p.popularity", "p.position"])
      .orderBy("p.popularity", "desc")
      .orderBy("p.position")
      .execute();
    const giftcards = products.filter((p) => p.product_type !== "DONATION");
    const donations = products.filter((p) => p.product_type === "DONATION");
    const keep = MONEY[sf.currency].custom[0][0];
    const row = (p: (typeof products)[number], position: number, pageId: number | null) => ({
      store_id: sf.storeId,
      product_id: p.id,
      redeem_page_id: pageId,
      position,
      min_custom_amount: Number(p.min),
      max_custom_amount: Number(p.max),
      minimum_remaining_balance: keep,
      promotion_percent: p.product_type !== "DONATION" && position % PROMOTION_EVERY === 3 ? PROMOTION_PERCENT : 0,
    });
    const shop = [...giftcards.slice(0, SHOP_GIFTCARDS), ...donations];
    await trx
      .insertInto("redeem_products")
      .values(shop.map((p, i) => row(p, i + 1, null)))
      .execute();

    const page = await trx
      .insertInto("redeem_pages")
      .values({
        store_id: sf.storeId,
        page_key: BUSINESS_PAGE.key,
        company_name: BUSINESS_PAGE.company,
        texts: JSON.stringify(
          Object.fromEntries(
            sf.languages.map((language) => {
              const t = BUSINESS_PAGE.texts[language];
              const values = { company: BUSINESS_PAGE.company };
              return [
                language,
                {
                  title: fill(t.title, values),
                  intro: fill(t.intro, values),
                  info: t.info.map((i) => fill(i, values)),
                },
              ];
            }),
          ),
        ),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("redeem_products")
      .values(giftcards.slice(0, BUSINESS_GIFTCARDS).map((p, i) => row(p, i + 1, page.id)))
      .execute();

    // One brand row per brand in the shop: its shop is where it can be spent (its locations page).
    const brands = new Map<string, (typeof products)[number]>();
    for (const p of giftcards.slice(0, SHOP_GIFTCARDS)) if (!brands.has(p.brand)) brands.set(p.brand, p);
    if (brands.size === 0) continue;
    const list = sf.slugs.productList;
    await trx
      .insertInto("giftcard_brands")
      .values(
        [...brands.values()].map((p) => ({
          store_id: sf.storeId,
          brand: p.brand,
          iframe_url: p.has_locations ? `${list}/${p.slug}/locaties/` : null,
          redirect_url: p.has_locations ? `${list}/${p.slug}/locaties/` : null,
          redirect_seconds: null,
          external_link_url: `${list}/${p.slug}/`,
          external_link_titles: JSON.stringify(
            Object.fromEntries(sf.languages.map((l) => [l, fill(BRAND_LINK_TITLE[l], { brand: p.brand })])),
          ),
        })),
      )
      .execute();
  }
}

/** A database seeded before the redeem shop existed gets it. */
export async function seedRedeemIfMissing(trx: Trx, storefronts: SeedStorefront[]): Promise<boolean> {
  const row = await trx.selectFrom("redeem_products").select("id").limit(1).executeTakeFirst();
  if (row) return false;
  await seedRedeem(trx, storefronts);
  return true;
}
