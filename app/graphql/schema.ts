/** The shop's GraphQL schema (spec §7 operation names). Every operation takes userData. */
export const typeDefs = /* GraphQL */ `
  input UserDataInput {
    language: String!
    storeID: Int!
    countryCode: String!
    redeemToken: String
  }

  "Errors travel as data: spec §8."
  type Error {
    message: String!
    code: Int!
    referencedRequestParameter: String
  }

  type Price {
    currency: String!
    value: Float!
  }

  enum LinkType {
    relative
    absolute
  }

  type Path {
    href: String!
    type: LinkType!
  }

  type Logo {
    url: String!
    alt: String!
  }

  type MenuItem {
    title: String!
    path: Path!
    menuItems: [MenuItem!]!
  }

  type Menu {
    title: String
    menuItems: [MenuItem!]!
  }

  type Menus {
    footerMenu: Menu!
    businessMenu: Menu!
  }

  type LanguageCombination {
    languageCode: String!
    isDefault: Boolean!
    currency: String!
    "Home page of the storefront in this language."
    url: String!
  }

  type CountryCombination {
    country: String!
    storeCode: String!
    brandName: String!
    "Country part of the storefront's hreflang tags."
    hreflangCountry: String!
    url: String!
    languagesCombinations: [LanguageCombination!]!
  }

  type StoreData {
    storeID: Int!
    countriesCombinations: [CountryCombination!]!
    mainLogo: Logo!
    footerLogo: Logo!
    paymentIcons: [String!]!
    menus: Menus!
  }

  type StoreDataResult {
    storeData: StoreData
    errors: [Error!]!
  }

  type Address {
    postCode: String
    houseNumber: String
    suffix: String
    street: String
    city: String
    administrativeArea: String
    companyName: String
  }

  type CustomerProfile {
    firstName: String
    lastName: String
    email: String!
    invoiceEmail: String
    phoneNumber: String
    vatNumber: String
    address: Address
  }

  type User {
    mainProfile: CustomerProfile!
    subscribed: Boolean!
  }

  type UserInfoResult {
    "Present when logged in, absent when anonymous."
    user: User
    errors: [Error!]!
  }

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

  type Query {
    sitemap(userData: UserDataInput!): SitemapResult!
    storeData(userData: UserDataInput!): StoreDataResult!
    getUserInfo(userData: UserDataInput!): UserInfoResult!
    products(userData: UserDataInput!, filters: ProductFilters, paging: Paging!): ProductsResult!
    getBlocksQueue(userData: UserDataInput!, queueID: String!, filters: BlockFilters): BlocksQueueResult!
    "Terms of the given taxonomies (categories, types, promotions) in their order."
    productTerms(userData: UserDataInput!, taxonomies: [String!]!): TermsResult!
    page(userData: UserDataInput!, path: String!): PageResult!
  }
`;
