/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type UserDataInput = {
  language: string;
  storeID: number;
  countryCode: string;
  redeemToken?: string | null | undefined;
};

export type LinkType =
  | 'relative'
  | 'absolute';

export type LocationSuggestionFilters = {
  text: string;
};

export type SearchGroupType =
  | 'GIFTCARDS'
  | 'GIVING_MOMENTS';

export type AnalyticsEventInput = {
  type: string;
  /** JSON object, at most 4 KB. */
  payload: string;
  gclid?: string | null | undefined;
};

export type TrackEventsMutationVariables = Exact<{
  userData: UserDataInput;
  events: Array<AnalyticsEventInput> | AnalyticsEventInput;
}>;


export type TrackEventsMutation = { trackEvents: { accepted: number, errors: Array<{ code: number }> } };

export type SuggestQueryVariables = Exact<{
  userData: UserDataInput;
  filters: LocationSuggestionFilters;
}>;


export type SuggestQuery = { getLocationAddressSuggestions: { items: Array<{ label: string, countryCode: string, administrativeArea: string, locality: string, bounds: { latmax: number, latmin: number, lonmax: number, lonmin: number } }>, errors: Array<{ code: number, message: string }> } };

type GiftcardSearchFields_GiftcardSearchItem_Fragment = { title: string, backgroundColor: string, showShadow: boolean, id: string, path: string, image: { url: string, alt: string }, priceFrom: { value: number, currency: string } | null };

type GiftcardSearchFields_GivingMomentSearchItem_Fragment = { id: string, path: string };

export type GiftcardSearchFieldsFragment =
  | GiftcardSearchFields_GiftcardSearchItem_Fragment
  | GiftcardSearchFields_GivingMomentSearchItem_Fragment
;

export type PopularQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type PopularQuery = { popularSearchData: { terms: Array<{ title: string, url: { href: string, type: LinkType } }>, entities: Array<{ __typename: 'GiftcardSearchItem', title: string, backgroundColor: string, showShadow: boolean, id: string, path: string, image: { url: string, alt: string }, priceFrom: { value: number, currency: string } | null }>, highlightedBlocks: Array<{ title: string, description: string, cardImage: string, referencedPath: string, showHand: boolean }>, errors: Array<{ code: number, message: string }> } };

export type SearchQueryVariables = Exact<{
  userData: UserDataInput;
  inputText: string;
}>;


export type SearchQuery = { search_v1: { body: Array<{ groupType: SearchGroupType, total: number, items: Array<
        | { __typename: 'GiftcardSearchItem', title: string, backgroundColor: string, showShadow: boolean, id: string, path: string, image: { url: string, alt: string }, priceFrom: { value: number, currency: string } | null }
        | { __typename: 'GivingMomentSearchItem', backgroundColor: string, heroTitle: string, id: string, path: string, image: { url: string, alt: string } }
      > }>, errors: Array<{ code: number, message: string }> } };

export type MenuCategoriesQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type MenuCategoriesQuery = { menuCategories: { categories: Array<{ id: string, title: string, icon: string, path: string, topList: Array<{ id: string, title: string, path: string, backgroundColor: string, showShadow: boolean, image: { url: string, alt: string } }> }>, errors: Array<{ code: number, message: string }> } };

export type StoreDataQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type StoreDataQuery = { storeData: { storeData: { countriesCombinations: Array<{ country: string, storeCode: string, brandName: string, brandFamily: string, hreflangCountry: string, url: string, languagesCombinations: Array<{ languageCode: string, isDefault: boolean, currency: string, url: string }> }> } | null, errors: Array<{ code: number, message: string }> } };

export type VisitorQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type VisitorQuery = { cartQuantity: { cart: { qty: number } }, getUserInfo: { user: { mainProfile: { email: string, firstName: string | null } } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const GiftcardSearchFieldsFragmentDoc = new TypedDocumentString(`
    fragment GiftcardSearchFields on SearchItem {
  id
  path
  ... on GiftcardSearchItem {
    title
    backgroundColor
    image {
      url
      alt
    }
    showShadow
    priceFrom {
      value
      currency
    }
  }
}
    `, {"fragmentName":"GiftcardSearchFields"}) as unknown as TypedDocumentString<GiftcardSearchFieldsFragment, unknown>;
export const TrackEventsDocument = new TypedDocumentString(`
    mutation trackEvents($userData: UserDataInput!, $events: [AnalyticsEventInput!]!) {
  trackEvents(userData: $userData, events: $events) {
    accepted
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<TrackEventsMutation, TrackEventsMutationVariables>;
export const SuggestDocument = new TypedDocumentString(`
    query suggest($userData: UserDataInput!, $filters: LocationSuggestionFilters!) {
  getLocationAddressSuggestions(
    userData: $userData
    paging: {itemsPerPage: 6, pageNumber: 1}
    filters: $filters
  ) {
    items {
      label
      countryCode
      administrativeArea
      locality
      bounds {
        latmax
        latmin
        lonmax
        lonmin
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SuggestQuery, SuggestQueryVariables>;
export const PopularDocument = new TypedDocumentString(`
    query popular($userData: UserDataInput!) {
  popularSearchData(userData: $userData) {
    terms {
      title
      url {
        href
        type
      }
    }
    entities {
      __typename
      ...GiftcardSearchFields
    }
    highlightedBlocks {
      title
      description
      cardImage
      referencedPath
      showHand
    }
    errors {
      code
      message
    }
  }
}
    fragment GiftcardSearchFields on SearchItem {
  id
  path
  ... on GiftcardSearchItem {
    title
    backgroundColor
    image {
      url
      alt
    }
    showShadow
    priceFrom {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<PopularQuery, PopularQueryVariables>;
export const SearchDocument = new TypedDocumentString(`
    query search($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    body {
      groupType
      total
      items {
        __typename
        ...GiftcardSearchFields
        ... on GivingMomentSearchItem {
          backgroundColor
          heroTitle
          image {
            url
            alt
          }
        }
      }
    }
    errors {
      code
      message
    }
  }
}
    fragment GiftcardSearchFields on SearchItem {
  id
  path
  ... on GiftcardSearchItem {
    title
    backgroundColor
    image {
      url
      alt
    }
    showShadow
    priceFrom {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const MenuCategoriesDocument = new TypedDocumentString(`
    query menuCategories($userData: UserDataInput!) {
  menuCategories(userData: $userData) {
    categories {
      id
      title
      icon
      path
      topList {
        id
        title
        image {
          url
          alt
        }
        path
        backgroundColor
        showShadow
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<MenuCategoriesQuery, MenuCategoriesQueryVariables>;
export const StoreDataDocument = new TypedDocumentString(`
    query storeData($userData: UserDataInput!) {
  storeData(userData: $userData) {
    storeData {
      countriesCombinations {
        country
        storeCode
        brandName
        brandFamily
        hreflangCountry
        url
        languagesCombinations {
          languageCode
          isDefault
          currency
          url
        }
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<StoreDataQuery, StoreDataQueryVariables>;
export const VisitorDocument = new TypedDocumentString(`
    query visitor($userData: UserDataInput!) {
  cartQuantity(userData: $userData) {
    cart {
      qty
    }
  }
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        email
        firstName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VisitorQuery, VisitorQueryVariables>;