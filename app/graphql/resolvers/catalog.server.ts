import {
  blockQueue,
  InvalidFilterError,
  listProducts,
  listTerms,
  type ProductFilters,
  type TaxonomyFilter,
} from "../../catalog/products.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import { apiError, ErrorCode } from "../errors";

const MAX_ITEMS_PER_PAGE = 100;

export const catalogResolvers = {
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
