/** Content pages and the sitemap in the API (spec §7 page, sitemap). */
import { apiError, ErrorCode } from "../../api/errors";
import { contentPage, sitemapEntries } from "../../content/pages.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

const pagesResolvers = {
  Query: {
    sitemap: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
      const s = scope(ctx, args.userData);
      if (!s.ok) return { entries: [], errors: s.errors };
      return {
        entries: await sitemapEntries(ctx.db, ctx.registry, s.storefront, s.language, ctx.localPort),
        errors: [],
      };
    },
    page: async (_: unknown, args: { userData: UserData; path: string }, ctx: ApiContext) => {
      const s = scope(ctx, args.userData);
      if (!s.ok) return { page: null, errors: s.errors };
      const path = args.path.replace(/^\/+|\/+$/g, "");
      const page = await ctx.cache.get(
        JSON.stringify(["page", s.storefront.storeId, s.language, path, ctx.localPort]),
        () => contentPage(ctx.db, ctx.registry, s.storefront, s.language, path, ctx.localPort),
      );
      return page ? { page, errors: [] } : { page: null, errors: [apiError(ErrorCode.NotFound, "path")] };
    },
  },
};

const typeDefs = /* GraphQL */ `
  type HreflangTag {
    langCode: String!
    countryCode: String!
    origin: String!
    path: String!
    isDefault: Boolean!
  }

  type PageMetadata {
    title: String!
    description: String!
    keywords: String!
    noindex: Boolean!
    nofollow: Boolean!
    hreflangTags: [HreflangTag!]!
  }

  type FaqItem {
    question: String!
    answer: String!
  }

  type ContentBlock {
    type: String!
    text: String
    items: [String!]
    faq: [FaqItem!]
  }

  type ContentPage {
    id: ID!
    pageType: String!
    path: String!
    title: String!
    body: [ContentBlock!]!
    metadata: PageMetadata!
  }

  type PageResult {
    page: ContentPage
    errors: [Error!]!
  }

  type SitemapEntry {
    path: String!
    lastModified: String!
    alternates: [HreflangTag!]!
  }

  type SitemapResult {
    entries: [SitemapEntry!]!
    errors: [Error!]!
  }


  extend type Query {
    sitemap(userData: UserDataInput!): SitemapResult!
    page(userData: UserDataInput!, path: String!): PageResult!
  }
`;

export const pagesModule: SchemaModule = { typeDefs: [typeDefs], resolvers: [pagesResolvers] };
