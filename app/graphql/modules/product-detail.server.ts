/**
 * Product page fields (spec §3 Products, Media): gallery media, testimonials with their rating,
 * the brands a card is spent at, the product's categories and its number of locations.
 */
import { sql } from "kysely";
import { categoryPath, type ProductView } from "../../catalog/products.server";
import type { ApiContext } from "../context.server";
import type { SchemaModule } from "./index";

const MAX_TESTIMONIALS = 12;
const MAX_BRANDS = 40;

const typeDefs = /* GraphQL */ `
  enum VideoSource {
    VIMEO
    YOUTUBE
  }

  type EmbedVideo {
    title: String!
    source: VideoSource!
    videoId: String!
    "The player URL (privacy-friendly domain); load it only when the shopper asks to play."
    embedUrl: String!
  }

  type SelfHostedVideo {
    title: String!
    url: String!
    poster: String
  }

  union Media = Image | EmbedVideo | SelfHostedVideo

  type Testimonial {
    author: String!
    rating: Int!
    text: String!
    date: String!
  }

  type RatingSummary {
    average: Float!
    count: Int!
  }

  type ProductCategory {
    slug: String!
    title: String!
    path: String!
  }

  extend type GiftcardProduct {
    "The card art first, then the product's images and videos."
    media: [Media!]!
    testimonials: [Testimonial!]!
    rating: RatingSummary
    "The gift-card brand."
    brand: String!
    "Where the card can be spent: for a multi-brand card the brands of its categories, else its own brand."
    brands: [String!]!
    multiBrand: Boolean!
    categories: [ProductCategory!]!
    locationCount: Int!
  }

  # A donation product has a product page like a gift card's: the same details, a digital variation.
  extend type DonationProduct {
    media: [Media!]!
    testimonials: [Testimonial!]!
    rating: RatingSummary
    brand: String!
    brands: [String!]!
    multiBrand: Boolean!
    categories: [ProductCategory!]!
    locationCount: Int!
    digitalVariationConfig: VariationConfig
  }
`;

function embedUrl(source: "VIMEO" | "YOUTUBE", id: string): string {
  return source === "YOUTUBE"
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1&dnt=1`;
}

async function media(p: ProductView, ctx: ApiContext) {
  const rows = await ctx.cache.get(JSON.stringify(["media", p.id]), () =>
    ctx.db.selectFrom("product_media").selectAll().where("product_id", "=", Number(p.id)).orderBy("position").execute(),
  );
  return [
    { __typename: "Image", ...p.image },
    ...rows.map((m) =>
      m.kind === "embed_video" && m.source
        ? {
            __typename: "EmbedVideo",
            title: m.title,
            source: m.source,
            videoId: m.url,
            embedUrl: embedUrl(m.source, m.url),
          }
        : m.kind === "self_hosted_video"
          ? { __typename: "SelfHostedVideo", title: m.title, url: m.url, poster: m.poster }
          : { __typename: "Image", url: m.url, alt: m.title },
    ),
  ];
}

function isMultiBrand(p: ProductView, ctx: ApiContext): Promise<boolean> {
  return ctx.cache.get(JSON.stringify(["multi-brand", p.id]), async () => {
    const row = await ctx.db
      .selectFrom("product_terms as pt")
      .innerJoin("terms as te", "te.id", "pt.term_id")
      .where("pt.product_id", "=", Number(p.id))
      .where("te.taxonomy", "=", "types")
      .where("te.slug", "=", "multi-brand")
      .select("te.id")
      .executeTakeFirst();
    return row !== undefined;
  });
}

/** Details of a product page: the same for gift-card and donation products (both are ProductViews). */
const detailResolvers = {
  media: (p: ProductView, _: unknown, ctx: ApiContext) => media(p, ctx),
  brand: (p: ProductView) => p.brand,
  testimonials: (p: ProductView, _: unknown, ctx: ApiContext) =>
    ctx.cache.get(JSON.stringify(["testimonials", p.id, p.language]), async () =>
      (
        await ctx.db
          .selectFrom("testimonials")
          .select(["author", "rating", "text", "created_at"])
          .where("product_id", "=", Number(p.id))
          .where("store_id", "=", p.storeId)
          .where("language", "=", p.language)
          .orderBy("created_at", "desc")
          .limit(MAX_TESTIMONIALS)
          .execute()
      ).map((t) => ({
        author: t.author,
        rating: t.rating,
        text: t.text,
        date: new Date(t.created_at).toISOString(),
      })),
    ),
  rating: (p: ProductView, _: unknown, ctx: ApiContext) =>
    ctx.cache.get(JSON.stringify(["rating", p.id, p.language]), async () => {
      const row = await ctx.db
        .selectFrom("testimonials")
        .where("product_id", "=", Number(p.id))
        .where("store_id", "=", p.storeId)
        .where("language", "=", p.language)
        .select((eb) => [eb.fn.avg<number>("rating").as("average"), eb.fn.countAll<number>().as("count")])
        .executeTakeFirstOrThrow();
      const count = Number(row.count);
      return count ? { average: Math.round(Number(row.average) * 10) / 10, count } : null;
    }),
  multiBrand: (p: ProductView, _: unknown, ctx: ApiContext) => isMultiBrand(p, ctx),
  brands: (p: ProductView, _: unknown, ctx: ApiContext) =>
    ctx.cache.get(JSON.stringify(["brands", p.id]), async () => {
      if (!(await isMultiBrand(p, ctx))) return [p.brand];
      // A multi-brand card is spent at the single-brand products' brands of its categories.
      const rows = await ctx.db
        .selectFrom("products as other")
        .innerJoin("product_terms as opt", "opt.product_id", "other.id")
        .innerJoin("terms as te", "te.id", "opt.term_id")
        .where("other.store_id", "=", p.storeId)
        .where("other.id", "!=", Number(p.id))
        .where("te.taxonomy", "=", "categories")
        .where(
          "te.id",
          "in",
          ctx.db.selectFrom("product_terms").select("term_id").where("product_id", "=", Number(p.id)),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("product_terms as mt")
                .innerJoin("terms as mte", "mte.id", "mt.term_id")
                .select(sql`1`.as("one"))
                .whereRef("mt.product_id", "=", "other.id")
                .where("mte.slug", "=", "multi-brand"),
            ),
          ),
        )
        .select("other.brand")
        .distinct()
        .orderBy("other.brand")
        .limit(MAX_BRANDS)
        .execute();
      return rows.map((r) => r.brand);
    }),
  categories: (p: ProductView, _: unknown, ctx: ApiContext) =>
    ctx.cache.get(JSON.stringify(["product-categories", p.id, p.language]), async () =>
      (
        await ctx.db
          .selectFrom("product_terms as pt")
          .innerJoin("terms as te", "te.id", "pt.term_id")
          .innerJoin("term_translations as tt", (j) =>
            j.onRef("tt.term_id", "=", "te.id").on("tt.language", "=", p.language),
          )
          .where("pt.product_id", "=", Number(p.id))
          .where("te.taxonomy", "=", "categories")
          .select(["te.slug", "tt.title"])
          .orderBy("te.position")
          .execute()
      ).map((c) => ({ slug: c.slug, title: c.title, path: categoryPath(c.slug) })),
    ),
  locationCount: (p: ProductView, _: unknown, ctx: ApiContext) =>
    ctx.cache.get(JSON.stringify(["location-count", p.id]), async () =>
      Number(
        (
          await ctx.db
            .selectFrom("location_products")
            .where("product_id", "=", Number(p.id))
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
};

export const productDetailModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Media: { __resolveType: (m: { __typename: string }) => m.__typename },
      GiftcardProduct: detailResolvers,
      DonationProduct: detailResolvers,
    },
  ],
};
