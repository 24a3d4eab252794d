/** Content pages and the sitemap in the API (spec §7 page, sitemap). */
import { apiError, ErrorCode } from "../../api/errors";
import { type StoreLanguages, termStores } from "../../catalog/variants.server";
import { contentPage, sitemapEntries } from "../../content/pages.server";
import { locationStores, productLocationStores } from "../../locations/locations.server";
import { hreflangTags } from "../../seo/alternates.server";
import { href } from "../../storefront/links";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

/**
 * Catalogue pages whose content exists on some storefronts only: where each one is (its hreflang
 * cluster), the route it has there and its params. Screens on every storefront need no lookup.
 */
const VARIANT_PAGES = {
  CATEGORY: {
    find: (db, slug) => termStores(db, "categories", slug),
    routeId: "category",
    params: (slug) => ({ category: slug }),
  },
  PRODUCT_LOCATIONS: { find: productLocationStores, routeId: "locations", params: (slug) => ({ product: slug }) },
  LOCATION: { find: locationStores, routeId: "location", params: (slug) => ({ location: slug }) },
} satisfies Record<
  string,
  {
    find: (db: ApiContext["db"], slug: string) => Promise<StoreLanguages[]>;
    routeId: string;
    params: (slug: string) => Record<string, string>;
  }
>;

const pagesResolvers = {
  Query: {
    pageVariants: async (
      _: unknown,
      args: { userData: UserData; page: keyof typeof VARIANT_PAGES; slug: string },
      ctx: ApiContext,
    ) => {
      const s = scope(ctx, args.userData);
      if (!s.ok) return { hreflangTags: [], errors: s.errors };
      const page = VARIANT_PAGES[args.page];
      const stores = await ctx.cache.get(JSON.stringify(["page-variants", args.page, args.slug]), () =>
        page.find(ctx.db, args.slug),
      );
      const own = stores.find((v) => v.storeId === s.storefront.storeId);
      // A page that is not there itself (this language included) belongs to no cluster.
      if (!own || (own.languages && !own.languages.includes(s.language))) return { hreflangTags: [], errors: [] };
      const variants = stores.flatMap(({ storeId, languages }) => {
        const storefront = ctx.registry.byStoreId.get(storeId);
        return storefront
          ? [{ storefront, path: href(storefront, page.routeId, page.params(args.slug)), languages }]
          : [];
      });
      return { hreflangTags: hreflangTags(ctx.registry, s.storefront, variants, ctx.localPort), errors: [] };
    },
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

  "Catalogue pages that exist on some storefronts only (pageVariants)."
  enum VariantPage {
    "A category page, by the category's slug."
    CATEGORY
    "A product's locations page, by the product's slug."
    PRODUCT_LOCATIONS
    "A location page, by the location's slug."
    LOCATION
  }

  type PageVariantsResult {
    "Every storefront and language with the same page (none when this storefront lacks it)."
    hreflangTags: [HreflangTag!]!
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
    "The hreflang cluster of a catalogue page: the storefronts and languages that carry the same page."
    pageVariants(userData: UserDataInput!, page: VariantPage!, slug: String!): PageVariantsResult!
  }
`;

export const pagesModule: SchemaModule = { typeDefs: [typeDefs], resolvers: [pagesResolvers] };
