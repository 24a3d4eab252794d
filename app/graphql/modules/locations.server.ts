/** Locations and address suggestions (spec §3 Location address suggestion, §7 getLocationAddressSuggestions). */

import { apiError, ErrorCode } from "../../api/errors";
import { productsByIds } from "../../catalog/products.server";
import { type Bbox, boundsOf, isPossibleBbox } from "../../locations/bbox";
import {
  addressSuggestions,
  findLocation,
  type LocationFilters,
  listLocations,
  locationPoints,
  locationProductIds,
} from "../../locations/locations.server";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

const MAX_PER_PAGE = 50;
const MAX_SUGGESTIONS = 10;

const typeDefs = /* GraphQL */ `
  type BoundingBox {
    latmax: Float!
    latmin: Float!
    lonmax: Float!
    lonmin: Float!
  }

  input BoundingBoxInput {
    latmax: Float!
    latmin: Float!
    lonmax: Float!
    lonmin: Float!
  }

  type Location {
    id: ID!
    slug: String!
    name: String!
    street: String!
    postalCode: String!
    city: String!
    administrativeArea: String!
    countryCode: String!
    lat: Float!
    lon: Float!
    "The location's own page (/locatie/{slug}/)."
    path: String!
  }

  type LocationPoint {
    slug: String!
    name: String!
    lat: Float!
    lon: Float!
  }

  input LocationFilters {
    "Only the locations where this product (slug) can be used."
    productSlug: String
    bbox: BoundingBoxInput
    "Place, postcode, name or street."
    search: String
  }

  type LocationsResult {
    items: [Location!]!
    total: Int!
    pageCount: Int!
    "Every matching location regardless of the rectangle and paging (map markers)."
    points: [LocationPoint!]!
    "The rectangle around all matching locations."
    bounds: BoundingBox
    errors: [Error!]!
  }

  type LocationProduct {
    id: ID!
    title: String!
    path: String!
    image: Image!
    backgroundColor: String!
  }

  type LocationDetail {
    location: Location!
    products: [LocationProduct!]!
  }

  type LocationResult {
    location: LocationDetail
    errors: [Error!]!
  }

  input LocationSuggestionFilters {
    text: String!
  }

  type LocationAddressSuggestion {
    label: String!
    countryCode: String!
    administrativeArea: String!
    locality: String!
    "The rectangle around the place's locations."
    bounds: BoundingBox!
  }

  type LocationAddressSuggestionsResult {
    items: [LocationAddressSuggestion!]!
    errors: [Error!]!
  }

  extend type Query {
    locations(userData: UserDataInput!, filters: LocationFilters, paging: Paging!): LocationsResult!
    location(userData: UserDataInput!, slug: String!, productSlug: String): LocationResult!
    getLocationAddressSuggestions(
      userData: UserDataInput!
      paging: Paging
      filters: LocationSuggestionFilters!
    ): LocationAddressSuggestionsResult!
  }
`;

function validBbox(b: Bbox | null | undefined): boolean {
  return !b || isPossibleBbox(b);
}

export const locationsModule: SchemaModule = {
  typeDefs: [typeDefs],
  resolvers: [
    {
      Query: {
        locations: async (
          _: unknown,
          args: {
            userData: UserData;
            filters?: LocationFilters | null;
            paging: { itemsPerPage: number; pageNumber: number };
          },
          ctx: ApiContext,
        ) => {
          const empty = { items: [], total: 0, pageCount: 0, points: [], bounds: null };
          const s = scope(ctx, args.userData);
          if (!s.ok) return { ...empty, errors: s.errors };
          const { itemsPerPage, pageNumber } = args.paging;
          if (itemsPerPage < 1 || itemsPerPage > MAX_PER_PAGE || pageNumber < 1) {
            return { ...empty, errors: [apiError(ErrorCode.InvalidPaging, "paging")] };
          }
          const filters = args.filters ?? {};
          if (!validBbox(filters.bbox) || (filters.search?.length ?? 0) > 100) {
            return { ...empty, errors: [apiError(ErrorCode.InvalidFilter, "filters")] };
          }
          const storeId = s.storefront.storeId;
          const key = JSON.stringify(["locations", storeId, filters, args.paging]);
          return ctx.cache.get(key, async () => {
            const [{ items, total }, points] = await Promise.all([
              listLocations(ctx.db, storeId, filters, args.paging),
              locationPoints(ctx.db, storeId, filters),
            ]);
            return {
              items,
              total,
              pageCount: Math.ceil(total / itemsPerPage),
              points: points.map((p) => ({ slug: p.slug, name: p.name, lat: p.lat, lon: p.lon })),
              bounds: boundsOf(points),
              errors: [],
            };
          });
        },

        location: async (
          _: unknown,
          args: { userData: UserData; slug: string; productSlug?: string | null },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { location: null, errors: s.errors };
          const key = JSON.stringify([
            "location",
            s.storefront.storeId,
            s.language,
            args.slug,
            args.productSlug ?? null,
          ]);
          const detail = await ctx.cache.get(key, async () => {
            const location = await findLocation(ctx.db, s.storefront.storeId, args.slug, args.productSlug);
            if (!location) return null;
            const ids = await locationProductIds(ctx.db, s.storefront.storeId, Number(location.id));
            const products = await productsByIds(ctx.db, s.storefront, s.language, ids);
            return {
              location,
              products: products.map((p) => ({
                id: p.id,
                title: p.title,
                path: p.path,
                image: p.image,
                backgroundColor: p.backgroundColor,
              })),
            };
          });
          return detail
            ? { location: detail, errors: [] }
            : { location: null, errors: [apiError(ErrorCode.NotFound, "slug")] };
        },

        getLocationAddressSuggestions: async (
          _: unknown,
          args: {
            userData: UserData;
            paging?: { itemsPerPage: number; pageNumber: number } | null;
            filters: { text: string };
          },
          ctx: ApiContext,
        ) => {
          const s = scope(ctx, args.userData);
          if (!s.ok) return { items: [], errors: s.errors };
          if (args.filters.text.length > 100)
            return { items: [], errors: [apiError(ErrorCode.InvalidInput, "filters.text")] };
          const limit = Math.min(MAX_SUGGESTIONS, Math.max(1, args.paging?.itemsPerPage ?? MAX_SUGGESTIONS));
          const key = JSON.stringify(["suggest", s.storefront.storeId, args.filters.text.trim().toLowerCase(), limit]);
          const items = await ctx.cache.get(key, async () =>
            (await addressSuggestions(ctx.db, s.storefront.storeId, args.filters.text, limit)).map(
              ({ points, ...rest }) => ({
                ...rest,
                bounds: boundsOf(points),
              }),
            ),
          );
          return { items, errors: [] };
        },
      },
    },
  ],
};
