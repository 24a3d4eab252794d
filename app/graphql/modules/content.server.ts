/** Giving moments and blog posts (spec §2 /geefmomenten/, /blog/), scoped to the storefront and language. */

import { apiError, ErrorCode } from "../../api/errors";
import { productsByIds } from "../../catalog/products.server";
import type { ContentBlock } from "../../db/catalogue-types";
import type { Language } from "../../storefront/vocabulary";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

const MAX_PER_PAGE = 24;
const MOMENT_PRODUCTS = 8;

const typeDefs = /* GraphQL */ `
  type GivingMoment {
    id: ID!
    path: String!
    heroTitle: String!
    title: String!
    backgroundColor: String!
    image: Image!
    body: [ContentBlock!]!
    "Gift cards suggested for the moment."
    products: [Product!]!
  }

  type GivingMomentsResult {
    items: [GivingMoment!]!
    errors: [Error!]!
  }

  type GivingMomentResult {
    moment: GivingMoment
    errors: [Error!]!
  }

  type BlogPost {
    id: ID!
    path: String!
    title: String!
    excerpt: String!
    image: Image!
    publishedAt: String!
    body: [ContentBlock!]!
  }

  type BlogPostsResult {
    items: [BlogPost!]!
    total: Int!
    pageCount: Int!
    errors: [Error!]!
  }

  type BlogPostResult {
    post: BlogPost
    related: [BlogPost!]!
    errors: [Error!]!
  }

  extend type Query {
    givingMoments(userData: UserDataInput!): GivingMomentsResult!
    givingMoment(userData: UserDataInput!, path: String!): GivingMomentResult!
    blogPosts(userData: UserDataInput!, paging: Paging!): BlogPostsResult!
    blogPost(userData: UserDataInput!, path: String!): BlogPostResult!
  }
`;

async function moments(ctx: ApiContext, storeId: number, language: Language, path?: string) {
  let q = ctx.db
    .selectFrom("giving_moments as m")
    .innerJoin("giving_moment_translations as t", (j) =>
      j.onRef("t.moment_id", "=", "m.id").on("t.language", "=", language),
    )
    .where("m.store_id", "=", storeId)
    .select(["m.id", "m.path", "m.background_color", "m.image", "m.position", "t.hero_title", "t.title", "t.body"]);
  if (path !== undefined) q = q.where("m.path", "=", path);
  const rows = await q.orderBy("m.position").execute();
  return rows.map((r) => ({
    id: String(r.id),
    /** Not in the schema: the language the suggestions are made in. */
    language,
    position: r.position,
    path: `/geefmomenten/${r.path}/`,
    heroTitle: r.hero_title,
    title: r.title,
    backgroundColor: r.background_color,
    image: { url: r.image, alt: "" },
    body: r.body as ContentBlock[],
  }));
}

async function posts(ctx: ApiContext, storeId: number, language: string) {
  const rows = await ctx.db
    .selectFrom("blog_posts as b")
    .innerJoin("blog_post_translations as t", (j) => j.onRef("t.post_id", "=", "b.id").on("t.language", "=", language))
    .where("b.store_id", "=", storeId)
    .select(["b.id", "b.path", "b.image", "b.published_at", "t.title", "t.excerpt", "t.body"])
    .orderBy("b.published_at", "desc")
    .orderBy("b.id")
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    path: `/blog/${r.path}/`,
    title: r.title,
    excerpt: r.excerpt,
    image: { url: r.image, alt: "" },
    publishedAt: new Date(r.published_at).toISOString(),
    body: r.body as ContentBlock[],
  }));
}

export const contentModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      GivingMoment: {
        // Suggestions: the storefront's most-chosen queue, walked from the moment's own position.
        products: (m: { id: string; position: number; language: Language }, _: unknown, ctx: ApiContext) =>
          ctx.cache.get(JSON.stringify(["moment-products", ctx.storefront.storeId, m.id, m.language]), async () => {
            const queue = await ctx.db
              .selectFrom("block_queue_items")
              .select("product_id")
              .where("store_id", "=", ctx.storefront.storeId)
              .where("queue_id", "in", ["most-chosen", "top-products"])
              .orderBy("queue_id")
              .orderBy("position")
              .execute();
            const ids = [...new Set(queue.map((q) => q.product_id))];
            const start = ids.length ? (m.position * 3) % ids.length : 0;
            const picked = [...ids.slice(start), ...ids.slice(0, start)].slice(0, MOMENT_PRODUCTS);
            return productsByIds(ctx.db, ctx.storefront, m.language, picked);
          }),
      },
      Query: {
        givingMoments: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { items: [], errors: s.errors };
          const items = await ctx.cache.get(JSON.stringify(["moments", s.storefront.storeId, s.language]), () =>
            moments(ctx, s.storefront.storeId, s.language),
          );
          return { items, errors: [] };
        },
        givingMoment: async (_: unknown, args: { userData: UserData; path: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { moment: null, errors: s.errors };
          const [moment] = await ctx.cache.get(
            JSON.stringify(["moment", s.storefront.storeId, s.language, args.path]),
            () => moments(ctx, s.storefront.storeId, s.language, args.path),
          );
          return moment ? { moment, errors: [] } : { moment: null, errors: [apiError(ErrorCode.NotFound, "path")] };
        },
        blogPosts: async (
          _: unknown,
          args: { userData: UserData; paging: { itemsPerPage: number; pageNumber: number } },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { items: [], total: 0, pageCount: 0, errors: s.errors };
          const { itemsPerPage, pageNumber } = args.paging;
          if (itemsPerPage < 1 || itemsPerPage > MAX_PER_PAGE || pageNumber < 1) {
            return { items: [], total: 0, pageCount: 0, errors: [apiError(ErrorCode.InvalidPaging, "paging")] };
          }
          const all = await ctx.cache.get(JSON.stringify(["posts", s.storefront.storeId, s.language]), () =>
            posts(ctx, s.storefront.storeId, s.language),
          );
          const start = (pageNumber - 1) * itemsPerPage;
          return {
            items: all.slice(start, start + itemsPerPage),
            total: all.length,
            pageCount: Math.ceil(all.length / itemsPerPage),
            errors: [],
          };
        },
        blogPost: async (_: unknown, args: { userData: UserData; path: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { post: null, related: [], errors: s.errors };
          const all = await ctx.cache.get(JSON.stringify(["posts", s.storefront.storeId, s.language]), () =>
            posts(ctx, s.storefront.storeId, s.language),
          );
          const post = all.find((p) => p.path === `/blog/${args.path}/`);
          if (!post) return { post: null, related: [], errors: [apiError(ErrorCode.NotFound, "path")] };
          return { post, related: all.filter((p) => p !== post).slice(0, 3), errors: [] };
        },
      },
    },
  ],
};
