/** The catalogue in the API (spec §7 products, getBlocksQueue, productTerms). */
import { apiError, ErrorCode } from "../../api/errors";
import {
  blockQueue,
  InvalidFilterError,
  listProducts,
  listTerms,
  type ProductFilters,
  type TaxonomyFilter,
} from "../../catalog/products.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

const MAX_ITEMS_PER_PAGE = 100;

const catalogResolvers = {
  Product: {
    __resolveType: (p: { productType: string }) =>
      p.productType === "DONATION" ? "DonationProduct" : "GiftcardProduct",
  },
  Query: {
    products: async (
      _: unknown,
      args: {
        userData: UserData;
        filters?: ProductFilters | null;
        paging: { itemsPerPage: number; pageNumber: number };
      },
      ctx: ApiContext,
    ) => {
      const { itemsPerPage, pageNumber } = args.paging;
      const empty = { items: [], total: 0, pageNumber, itemsPerPage, pageCount: 0 };
      const s = scope(ctx, args.userData);
      if (!s.ok) return { ...empty, errors: s.errors };
      if (itemsPerPage < 1 || itemsPerPage > MAX_ITEMS_PER_PAGE || pageNumber < 1) {
        return { ...empty, errors: [apiError(ErrorCode.InvalidPaging, "paging")] };
      }
      try {
        const key = JSON.stringify(["products", s.storefront.storeId, s.language, args.filters ?? {}, args.paging]);
        const { items, total } = await ctx.cache.get(key, () =>
          listProducts(ctx.db, s.storefront, s.language, args.filters ?? {}, args.paging),
        );
        return { items, total, pageNumber, itemsPerPage, pageCount: Math.ceil(total / itemsPerPage), errors: [] };
      } catch (error) {
        if (error instanceof InvalidFilterError)
          return { ...empty, errors: [apiError(ErrorCode.InvalidFilter, "filters")] };
        throw error;
      }
    },
    getBlocksQueue: async (
      _: unknown,
      args: { userData: UserData; queueID: string; filters?: { filterByTaxonomy?: TaxonomyFilter[] | null } | null },
      ctx: ApiContext,
    ) => {
      const s = scope(ctx, args.userData);
      if (!s.ok) return { blocks: [], errors: s.errors };
      try {
        return {
          blocks: await ctx.cache.get(
            JSON.stringify(["blocks", s.storefront.storeId, s.language, args.queueID, args.filters ?? {}]),
            () => blockQueue(ctx.db, s.storefront, s.language, args.queueID, args.filters ?? {}),
          ),
          errors: [],
        };
      } catch (error) {
        if (error instanceof InvalidFilterError)
          return { blocks: [], errors: [apiError(ErrorCode.InvalidFilter, "filters")] };
        throw error;
      }
    },
    productTerms: async (_: unknown, args: { userData: UserData; taxonomies: string[] }, ctx: ApiContext) => {
      const s = scope(ctx, args.userData);
      if (!s.ok) return { terms: [], errors: s.errors };
      try {
        return {
          terms: await ctx.cache.get(JSON.stringify(["terms", s.storefront.storeId, s.language, args.taxonomies]), () =>
            listTerms(ctx.db, s.storefront, s.language, args.taxonomies),
          ),
          errors: [],
        };
      } catch (error) {
        if (error instanceof InvalidFilterError)
          return { terms: [], errors: [apiError(ErrorCode.InvalidFilter, "taxonomies")] };
        throw error;
      }
    },
  },
};

const typeDefs = /* GraphQL */ `

  enum ProductType {
    DONATION
    GIFTCARD_BLANK
    GIFTCARD_DIGITAL
    GIFTCARD_PHYSICAL
  }

  enum VariationType {
    digital
    physical
  }

  type Image {
    url: String!
    alt: String!
  }

  type Variation {
    id: ID!
    title: String!
    sku: String!
    variationType: VariationType!
    price: Price
    "Cards in stock; null when no stock is kept (spec §8 2031)."
    stock: Int
  }

  type VariationConfig {
    pricesToShow: [Price!]!
    hasFixedPrices: Boolean!
    fixedValues: [Price!]!
    minPrice: Price!
    maxPrice: Price!
  }

  interface Product {
    id: ID!
    title: String!
    description: String!
    path: String!
    image: Image!
    backgroundColor: String!
    showHand: Boolean!
    showShadow: Boolean!
    productType: ProductType!
  }

  type GiftcardProduct implements Product {
    id: ID!
    title: String!
    description: String!
    path: String!
    image: Image!
    backgroundColor: String!
    showHand: Boolean!
    showShadow: Boolean!
    productType: ProductType!
    variations: [Variation!]!
    variationsToShow: [VariationType!]!
    fixedValues: [Price!]!
    digitalVariationConfig: VariationConfig
    physicalVariationConfig: VariationConfig
  }

  type DonationProduct implements Product {
    id: ID!
    title: String!
    description: String!
    path: String!
    image: Image!
    backgroundColor: String!
    showHand: Boolean!
    showShadow: Boolean!
    productType: ProductType!
    variations: [Variation!]!
    variationsToShow: [VariationType!]!
    fixedValues: [Price!]!
  }

  input TaxonomyFilter {
    taxonomy: String!
    terms: [String!]!
  }

  input PageFilter {
    fieldName: String!
    pageId: String!
    pageType: String!
  }

  input ProductFilters {
    filterByProductType: [ProductType!]
    filterByTaxonomy: [TaxonomyFilter!]
    filterByPage: PageFilter
    "Search text: matching products, best match first (the product list's ?s=)."
    filterBySearch: String
  }

  input Paging {
    itemsPerPage: Int!
    pageNumber: Int!
  }

  type ProductsResult {
    items: [Product!]!
    total: Int!
    pageNumber: Int!
    itemsPerPage: Int!
    pageCount: Int!
    errors: [Error!]!
  }

  input BlockFilters {
    filterByTaxonomy: [TaxonomyFilter!]
  }

  "A taxonomy term (category, type, promotion) of the storefront, with its number of products."
  type Term {
    id: ID!
    taxonomy: String!
    slug: String!
    title: String!
    description: String!
    icon: String!
    productCount: Int!
    "The category page (categories only)."
    path: String
  }

  type TermsResult {
    terms: [Term!]!
    errors: [Error!]!
  }

  type ProductBlock {
    id: ID!
    position: Int!
    product: Product!
  }

  type BlocksQueueResult {
    blocks: [ProductBlock!]!
    errors: [Error!]!
  }


  extend type Query {
    products(userData: UserDataInput!, filters: ProductFilters, paging: Paging!): ProductsResult!
    getBlocksQueue(userData: UserDataInput!, queueID: String!, filters: BlockFilters): BlocksQueueResult!
    "Terms of the given taxonomies (categories, types, promotions) in their order."
    productTerms(userData: UserDataInput!, taxonomies: [String!]!): TermsResult!
  }
`;

export const catalogModule: SchemaModule = { typeDefs: [typeDefs], resolvers: [catalogResolvers] };
