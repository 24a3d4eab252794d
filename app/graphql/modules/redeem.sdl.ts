/** The redeem half's types and operations (spec §3 RedeemOrder, §7 redeem calls). */
export const redeemTypeDefs = /* GraphQL */ `
  type RedeemCard {
    id: Int!
    "The number with all but its last seven digits hidden."
    maskedNumber: String!
    balance: Price!
    "ISO date the card expires."
    expiryDate: String!
  }

  type RedeemPackageProduct {
    id: Int!
    redeemProductId: Int!
    title: String!
    path: String!
    image: String!
    backgroundColor: String!
  }

  type RedeemPackageVariation {
    id: Int!
    sku: String!
    title: String!
    price: Price!
    variationType: String!
  }

  type RedeemPackageItem {
    qty: Int!
    variation: RedeemPackageVariation!
  }

  type RedeemPackageTotals {
    mainItemAmount: Price!
    mainItemEditable: Boolean!
    promotionAmount: Price!
  }

  "spec §3 redeem package."
  type RedeemPackage {
    id: String!
    mainProduct: RedeemPackageProduct!
    "GIFTCARD or DONATION."
    mainProductType: String!
    items: [RedeemPackageItem!]!
    packageTotals: RedeemPackageTotals!
    note: String
  }

  type RedeemTotals {
    total: Price!
    balance: Price!
    "Paid with the cards."
    byCards: Price!
    "spec §4 redeem price to pay: the rest, paid with a payment method."
    priceToPay: Price!
    remainingBalance: Price!
  }

  type RedeemAddress {
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String!
    street: String!
    city: String!
  }

  "What the recipient entered in redeem checkout."
  type RedeemDetails {
    firstName: String!
    lastName: String!
    email: String!
    address: RedeemAddress
  }

  type RedeemBasket {
    packages: [RedeemPackage!]!
    details: RedeemDetails
    totals: RedeemTotals!
    "Whether a package sends a card by post (redeem checkout then asks for an address)."
    needsAddress: Boolean!
  }

  "A business redeem page (spec §2 /saldocheck/inwisselen/{pageId}/)."
  type RedeemPage {
    key: String!
    companyName: String!
    title: String!
    intro: String!
    info: [String!]!
  }

  type GiftCardInfoResult {
    status: Boolean
    "The redeem token of the session (spec §6): keep it and send it with every redeem call."
    redeemToken: String
    cards: [RedeemCard!]!
    "Sum of the cards' balances."
    balance: Price
    basket: RedeemBasket
    "The business redeem page the cards belong to (null: the storefront's redeem shop)."
    page: RedeemPage
    errors: [Error!]!
  }

  type RedeemData {
    title: String!
    description: String!
    minimumAvailableCustomAmount: Price!
    maximumAvailableCustomAmount: Price!
    minimumRemainingBalance: Price!
    "Extra value on the new card, in percent of the amount."
    promotionPercent: Float!
  }

  type ExternalLink {
    title: String!
    url: String!
  }

  type GiftCardBrand {
    id: Int!
    iframeUrl: String
    redirectLink: String
    redirectTime: Int
    externalProductLink: ExternalLink
  }

  "spec §3 mainProduct: a gift card (with giftCardBrand) or a donation product, with its redeemData."
  type RedeemMainProduct {
    id: Int!
    productId: Int!
    title: String!
    description: String!
    path: String!
    image: String!
    backgroundColor: String!
    showShadow: Boolean!
    mainProductType: String!
    variations: [RedeemPackageVariationType!]!
    redeemData: RedeemData!
    giftCardBrand: GiftCardBrand
  }

  type RedeemPackageVariationType {
    id: Int!
    sku: String!
    variationType: String!
  }

  type RedeemProductsResult {
    items: [RedeemMainProduct!]!
    total: Int!
    pageCount: Int!
    errors: [Error!]!
  }

  type RedeemProductResult {
    product: RedeemMainProduct
    errors: [Error!]!
  }

  "spec §7: redeem product requests carry the redeem token, encoded, in their context."
  input RedeemContextInput {
    "The redeem token, base64url-encoded."
    encodedRedeemToken: String
  }

  input RedeemPackageInput {
    redeemProductId: Int!
    "digital or physical."
    deliveryType: String!
    amount: Float!
    "Up to 160 characters, no emoji; null: no note."
    note: String
  }

  type RedeemPageInfoResult {
    page: RedeemPage
    "The products the page's cards may be spent on (first page)."
    items: [RedeemMainProduct!]!
    total: Int!
    errors: [Error!]!
  }

  extend type Query {
    "A business redeem page and its selection (public: no token needed)."
    redeemPageInfo(userData: UserDataInput!, pageId: String!): RedeemPageInfoResult!
    "The cards of the redeem session the token names, as they are now, with its basket."
    giftCardInfo(userData: UserDataInput!): GiftCardInfoResult!
    "A page of the redeem shop the session's cards belong to (1-based)."
    redeemProducts(userData: UserDataInput!, context: RedeemContextInput, page: Int): RedeemProductsResult!
    redeemProduct(userData: UserDataInput!, context: RedeemContextInput, id: Int!): RedeemProductResult!
  }

  extend type Mutation {
    "Checks a card with its pin (and the human check) and adds it to the redeem session, or opens one."
    checkGiftCard(userData: UserDataInput!, cardNumber: String!, pin: String!, captchaToken: String!): GiftCardInfoResult!
    "Ends the redeem session (spec §2 leave guard: all steps reset)."
    resetRedeem(userData: UserDataInput!): StatusResult!
    addRedeemPackage(userData: UserDataInput!, input: RedeemPackageInput!): GiftCardInfoResult!
    updateRedeemPackage(userData: UserDataInput!, packageId: String!, input: RedeemPackageInput!): GiftCardInfoResult!
    removeRedeemPackage(userData: UserDataInput!, packageId: String!): GiftCardInfoResult!
  }
`;
