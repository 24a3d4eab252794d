import { contentPage, sitemapEntries } from "../../content/pages.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import { apiError, ErrorCode } from "../errors";

export const contentResolvers = {
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
