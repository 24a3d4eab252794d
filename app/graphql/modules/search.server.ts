/**
 * Search, the header menu's categories, popular search data and the shop's own analytics events
 * (spec §3 Search result / Menu category / Popular search data, §7 search_v1, item-list tracking).
 */

import { apiError, ErrorCode } from "../../api/errors";
import { lowestPrice } from "../../catalog/cards";
import { categoryTopLists, listTerms, type ProductView, productsByIds } from "../../catalog/products.server";
import { parseJson } from "../../forms/field-names";
import { SEARCH_INPUT_MAX } from "../../search/fold";
import { rankedMoments, rankedProducts } from "../../search/search.server";
import type { Storefront } from "../../storefront/storefront";
import type { Language } from "../../storefront/vocabulary";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

/** Results per group in one answer (the modal shows cards, the rest is counted). */
const GIFTCARD_RESULTS = 12;
const MOMENT_RESULTS = 4;
const TOP_LIST = 4;
const MAX_EVENTS = 50;
const MAX_PAYLOAD = 4096;
export const EVENT_TYPES = ["item_list", "card_view", "search_open", "search", "page_view"] as const;

const typeDefs = /* GraphQL */ `
  enum SearchGroupType {
    GIFTCARDS
    GIVING_MOMENTS
  }

  interface SearchItem {
    id: ID!
    path: String!
  }

  type GiftcardSearchItem implements SearchItem {
    id: ID!
    path: String!
    title: String!
    backgroundColor: String!
    image: Image!
    showShadow: Boolean!
    productType: ProductType!
    "Lowest price to show, in the storefront currency."
    priceFrom: Price
  }

  type GivingMomentSearchItem implements SearchItem {
    id: ID!
    path: String!
    backgroundColor: String!
    heroTitle: String!
    image: Image!
  }

  type SearchGroup {
    groupType: SearchGroupType!
    "All matches of the group; items holds the best ones."
    total: Int!
    items: [SearchItem!]!
  }

  type SearchResult {
    body: [SearchGroup!]!
    errors: [Error!]!
  }

  type PopularSearchTerm {
    title: String!
    url: Path!
  }

  type HighlightedBlock {
    title: String!
    description: String!
    cardImage: String!
    backgroundImage: String!
    referencedPath: String!
    showHand: Boolean!
  }

  type PopularSearchData {
    terms: [PopularSearchTerm!]!
    "Suggested gift cards ('Popular coupons')."
    entities: [GiftcardSearchItem!]!
    highlightedBlocks: [HighlightedBlock!]!
    errors: [Error!]!
  }

  type TopListItem {
    id: ID!
    title: String!
    image: Image!
    path: String!
    productType: ProductType!
    backgroundColor: String!
    showShadow: Boolean!
  }

  type MenuCategory {
    id: ID!
    title: String!
    icon: String!
    path: String!
    topList: [TopListItem!]!
  }

  type MenuCategoriesResult {
    categories: [MenuCategory!]!
    errors: [Error!]!
  }

  input AnalyticsEventInput {
    type: String!
    "JSON object, at most 4 KB."
    payload: String!
    gclid: String
  }

  type TrackEventsResult {
    accepted: Int!
    errors: [Error!]!
  }

  extend type Query {
    search_v1(userData: UserDataInput!, inputText: String!): SearchResult!
    popularSearchData(userData: UserDataInput!): PopularSearchData!
    menuCategories(userData: UserDataInput!): MenuCategoriesResult!
  }

  extend type Mutation {
    trackEvents(userData: UserDataInput!, events: [AnalyticsEventInput!]!): TrackEventsResult!
  }
`;

function giftcardItem(p: ProductView, currency: string) {
  const from = lowestPrice(p);
  return {
    __typename: "GiftcardSearchItem",
    id: p.id,
    path: p.path,
    title: p.title,
    backgroundColor: p.backgroundColor,
    image: p.image,
    showShadow: p.showShadow,
    productType: p.productType,
    priceFrom: from === null ? null : { currency, value: from },
  };
}

async function momentItems(ctx: ApiContext, storefront: Storefront, language: Language, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom("giving_moments as m")
    .innerJoin("giving_moment_translations as t", (j) =>
      j.onRef("t.moment_id", "=", "m.id").on("t.language", "=", language),
    )
    .where("m.store_id", "=", storefront.storeId)
    .where("m.id", "in", ids)
    .select(["m.id", "m.path", "m.background_color", "m.image", "t.hero_title"])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => ({
      __typename: "GivingMomentSearchItem",
      id: String(r.id),
      path: `/geefmomenten/${r.path}/`,
      backgroundColor: r.background_color,
      heroTitle: r.hero_title,
      image: { url: r.image, alt: r.hero_title },
    }));
}

export const searchModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      SearchItem: { __resolveType: (item: { __typename: string }) => item.__typename },
      Query: {
        search_v1: async (_: unknown, args: { userData: UserData; inputText: string }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { body: [], errors: s.errors };
          if (args.inputText.length > SEARCH_INPUT_MAX) {
            return { body: [], errors: [apiError(ErrorCode.InvalidInput, "inputText")] };
          }
          const key = JSON.stringify(["search", s.storefront.storeId, s.language, args.inputText.trim().toLowerCase()]);
          const body = await ctx.cache.get(key, async () => {
            const [products, moments] = await Promise.all([
              rankedProducts(ctx.db, s.storefront.storeId, s.language, args.inputText, GIFTCARD_RESULTS),
              rankedMoments(ctx.db, s.storefront.storeId, s.language, args.inputText, MOMENT_RESULTS),
            ]);
            const [views, momentList] = await Promise.all([
              productsByIds(ctx.db, s.storefront, s.language, products.ids),
              momentItems(ctx, s.storefront, s.language, moments.ids),
            ]);
            return [
              {
                groupType: "GIFTCARDS",
                total: products.total,
                items: views.map((v) => giftcardItem(v, s.storefront.currency)),
              },
              { groupType: "GIVING_MOMENTS", total: moments.total, items: momentList },
            ];
          });
          return { body, errors: [] };
        },

        popularSearchData: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { terms: [], entities: [], highlightedBlocks: [], errors: s.errors };
          const key = JSON.stringify(["popular-search", s.storefront.storeId, s.language]);
          return ctx.cache.get(key, async () => {
            const [terms, blocks, queue] = await Promise.all([
              ctx.db
                .selectFrom("popular_search_terms")
                .select(["title", "href"])
                .where("store_id", "=", s.storefront.storeId)
                .where("language", "=", s.language)
                .orderBy("position")
                .execute(),
              ctx.db
                .selectFrom("highlighted_blocks")
                .selectAll()
                .where("store_id", "=", s.storefront.storeId)
                .where("language", "=", s.language)
                .orderBy("position")
                .execute(),
              ctx.db
                .selectFrom("block_queue_items")
                .select("product_id")
                .where("store_id", "=", s.storefront.storeId)
                .where("queue_id", "=", "search-suggestions")
                .orderBy("position")
                .execute(),
            ]);
            const products = await productsByIds(
              ctx.db,
              s.storefront,
              s.language,
              queue.map((q) => q.product_id),
            );
            return {
              terms: terms.map((t) => ({
                title: t.title,
                url: { href: t.href, type: /^https?:/.test(t.href) ? "absolute" : "relative" },
              })),
              entities: products.map((v) => giftcardItem(v, s.storefront.currency)),
              highlightedBlocks: blocks.map((b) => ({
                title: b.title,
                description: b.description,
                cardImage: b.card_image,
                backgroundImage: b.background_image,
                referencedPath: b.referenced_path,
                showHand: b.show_hand,
              })),
              errors: [],
            };
          });
        },

        menuCategories: async (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { categories: [], errors: s.errors };
          const key = JSON.stringify(["menu", s.storefront.storeId, s.language]);
          const categories = await ctx.cache.get(key, async () => {
            const [terms, tops] = await Promise.all([
              listTerms(ctx.db, s.storefront, s.language, ["categories"]),
              categoryTopLists(ctx.db, s.storefront, s.language, TOP_LIST),
            ]);
            return terms
              .filter((t) => t.productCount > 0)
              .map((t) => ({
                id: t.id,
                title: t.title,
                icon: t.icon,
                path: t.path ?? "",
                topList: (tops.get(t.slug) ?? []).map((p) => ({
                  id: p.id,
                  title: p.title,
                  image: p.image,
                  path: p.path,
                  productType: p.productType,
                  backgroundColor: p.backgroundColor,
                  showShadow: p.showShadow,
                })),
              }));
          });
          return { categories, errors: [] };
        },
      },

      Mutation: {
        trackEvents: async (
          _: unknown,
          args: { userData: UserData; events: { type: string; payload: string; gclid?: string | null }[] },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { accepted: 0, errors: s.errors };
          if (args.events.length > MAX_EVENTS)
            return { accepted: 0, errors: [apiError(ErrorCode.InvalidInput, "events")] };
          const rows = [];
          for (const [i, event] of args.events.entries()) {
            let payload: unknown;
            try {
              payload = event.payload.length <= MAX_PAYLOAD ? parseJson(event.payload) : undefined;
            } catch {
              payload = undefined;
            }
            const valid =
              (EVENT_TYPES as readonly string[]).includes(event.type) &&
              payload !== null &&
              typeof payload === "object" &&
              !Array.isArray(payload) &&
              (event.gclid == null || /^[\w-]{1,200}$/.test(event.gclid));
            if (!valid) return { accepted: 0, errors: [apiError(ErrorCode.InvalidInput, `events.${i}`)] };
            rows.push({
              store_id: s.storefront.storeId,
              language: s.language,
              type: event.type,
              payload: JSON.stringify(payload),
              gclid: event.gclid ?? null,
            });
          }
          if (rows.length) await ctx.db.insertInto("analytics_events").values(rows).execute();
          return { accepted: rows.length, errors: [] };
        },
      },
    },
  ],
};
