/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation trackEvents($userData: UserDataInput!, $events: [AnalyticsEventInput!]!) {\n  trackEvents(userData: $userData, events: $events) { accepted errors { code } }\n}": typeof types.TrackEventsDocument,
    "query suggest($userData: UserDataInput!, $filters: LocationSuggestionFilters!) {\n  getLocationAddressSuggestions(userData: $userData, paging: { itemsPerPage: 6, pageNumber: 1 }, filters: $filters) {\n    items { label countryCode administrativeArea locality bounds { latmax latmin lonmax lonmin } }\n    errors { code message }\n  }\n}": typeof types.SuggestDocument,
    "\n  fragment GiftcardSearchFields on SearchItem {\n    id path ... on GiftcardSearchItem { title backgroundColor image { url alt } showShadow priceFrom { value currency } }\n  }\n": typeof types.GiftcardSearchFieldsFragmentDoc,
    "query popular($userData: UserDataInput!) {\n  popularSearchData(userData: $userData) {\n    terms { title url { href type } }\n    entities { __typename ...GiftcardSearchFields }\n    highlightedBlocks { title description cardImage referencedPath showHand }\n    errors { code message }\n  }\n}": typeof types.PopularDocument,
    "query search($userData: UserDataInput!, $inputText: String!) {\n  search_v1(userData: $userData, inputText: $inputText) {\n    body { groupType total items { __typename ...GiftcardSearchFields ... on GivingMomentSearchItem { backgroundColor heroTitle image { url alt } } } }\n    errors { code message }\n  }\n}": typeof types.SearchDocument,
    "query menuCategories($userData: UserDataInput!) {\n  menuCategories(userData: $userData) {\n    categories { id title icon path topList { id title image { url alt } path backgroundColor showShadow } }\n    errors { code message }\n  }\n}": typeof types.MenuCategoriesDocument,
    "query storeData($userData: UserDataInput!) {\n  storeData(userData: $userData) {\n    storeData { countriesCombinations { country storeCode brandName brandFamily hreflangCountry url languagesCombinations { languageCode isDefault currency url } } }\n    errors { code message }\n  }\n}": typeof types.StoreDataDocument,
    "\n  query visitor($userData: UserDataInput!) {\n    cartQuantity(userData: $userData) { cart { qty } }\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName } } }\n  }\n": typeof types.VisitorDocument,
};
const documents: Documents = {
    "mutation trackEvents($userData: UserDataInput!, $events: [AnalyticsEventInput!]!) {\n  trackEvents(userData: $userData, events: $events) { accepted errors { code } }\n}": types.TrackEventsDocument,
    "query suggest($userData: UserDataInput!, $filters: LocationSuggestionFilters!) {\n  getLocationAddressSuggestions(userData: $userData, paging: { itemsPerPage: 6, pageNumber: 1 }, filters: $filters) {\n    items { label countryCode administrativeArea locality bounds { latmax latmin lonmax lonmin } }\n    errors { code message }\n  }\n}": types.SuggestDocument,
    "\n  fragment GiftcardSearchFields on SearchItem {\n    id path ... on GiftcardSearchItem { title backgroundColor image { url alt } showShadow priceFrom { value currency } }\n  }\n": types.GiftcardSearchFieldsFragmentDoc,
    "query popular($userData: UserDataInput!) {\n  popularSearchData(userData: $userData) {\n    terms { title url { href type } }\n    entities { __typename ...GiftcardSearchFields }\n    highlightedBlocks { title description cardImage referencedPath showHand }\n    errors { code message }\n  }\n}": types.PopularDocument,
    "query search($userData: UserDataInput!, $inputText: String!) {\n  search_v1(userData: $userData, inputText: $inputText) {\n    body { groupType total items { __typename ...GiftcardSearchFields ... on GivingMomentSearchItem { backgroundColor heroTitle image { url alt } } } }\n    errors { code message }\n  }\n}": types.SearchDocument,
    "query menuCategories($userData: UserDataInput!) {\n  menuCategories(userData: $userData) {\n    categories { id title icon path topList { id title image { url alt } path backgroundColor showShadow } }\n    errors { code message }\n  }\n}": types.MenuCategoriesDocument,
    "query storeData($userData: UserDataInput!) {\n  storeData(userData: $userData) {\n    storeData { countriesCombinations { country storeCode brandName brandFamily hreflangCountry url languagesCombinations { languageCode isDefault currency url } } }\n    errors { code message }\n  }\n}": types.StoreDataDocument,
    "\n  query visitor($userData: UserDataInput!) {\n    cartQuantity(userData: $userData) { cart { qty } }\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName } } }\n  }\n": types.VisitorDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation trackEvents($userData: UserDataInput!, $events: [AnalyticsEventInput!]!) {\n  trackEvents(userData: $userData, events: $events) { accepted errors { code } }\n}"): typeof import('./graphql').TrackEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query suggest($userData: UserDataInput!, $filters: LocationSuggestionFilters!) {\n  getLocationAddressSuggestions(userData: $userData, paging: { itemsPerPage: 6, pageNumber: 1 }, filters: $filters) {\n    items { label countryCode administrativeArea locality bounds { latmax latmin lonmax lonmin } }\n    errors { code message }\n  }\n}"): typeof import('./graphql').SuggestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GiftcardSearchFields on SearchItem {\n    id path ... on GiftcardSearchItem { title backgroundColor image { url alt } showShadow priceFrom { value currency } }\n  }\n"): typeof import('./graphql').GiftcardSearchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query popular($userData: UserDataInput!) {\n  popularSearchData(userData: $userData) {\n    terms { title url { href type } }\n    entities { __typename ...GiftcardSearchFields }\n    highlightedBlocks { title description cardImage referencedPath showHand }\n    errors { code message }\n  }\n}"): typeof import('./graphql').PopularDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query search($userData: UserDataInput!, $inputText: String!) {\n  search_v1(userData: $userData, inputText: $inputText) {\n    body { groupType total items { __typename ...GiftcardSearchFields ... on GivingMomentSearchItem { backgroundColor heroTitle image { url alt } } } }\n    errors { code message }\n  }\n}"): typeof import('./graphql').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query menuCategories($userData: UserDataInput!) {\n  menuCategories(userData: $userData) {\n    categories { id title icon path topList { id title image { url alt } path backgroundColor showShadow } }\n    errors { code message }\n  }\n}"): typeof import('./graphql').MenuCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query storeData($userData: UserDataInput!) {\n  storeData(userData: $userData) {\n    storeData { countriesCombinations { country storeCode brandName brandFamily hreflangCountry url languagesCombinations { languageCode isDefault currency url } } }\n    errors { code message }\n  }\n}"): typeof import('./graphql').StoreDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query visitor($userData: UserDataInput!) {\n    cartQuantity(userData: $userData) { cart { qty } }\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName } } }\n  }\n"): typeof import('./graphql').VisitorDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
