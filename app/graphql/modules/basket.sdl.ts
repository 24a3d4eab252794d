/** SDL of the basket in the API (spec §3 Cart / GiftcardOrder, §7 cart operations). */
export const typeDefs = /* GraphQL */ `
  enum DeliveryType {
    DIGITAL
    PHYSICAL
  }

  enum OrderLineKind {
    BLANK_GIFT_CARD_PACK
    DIGITAL_WRAPPER
    DONATION
    GIFTCARD
    GIFT_PACKING
    PERSONAL_MESSAGE
    WRAPPER
  }

  type Receiver {
    name: String!
    email: String!
    phone: String!
  }

  type DeliveryAddress {
    customerType: String!
    firstName: String!
    lastName: String!
    companyName: String!
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String!
    street: String!
    city: String!
    phoneNumber: String!
  }

  type Schedule {
    date: String!
    time: String!
  }

  interface OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    "Price of one unit."
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
  }

  type GiftcardOrderItem implements OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
    image: String
    productId: ID!
    slug: String!
    productType: ProductType!
    variationType: VariationType!
    color: String!
  }

  type DonationOrderItem implements OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
    image: String
    productId: ID!
    slug: String!
    color: String!
  }

  "Wrappers (physical or digital) and gift packing."
  type WrapperOrderItem implements OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
    image: String
  }

  type PersonalMessageOrderItem implements OrderItem {
    id: ID!
    kind: OrderLineKind!
    qty: Int!
    price: Price!
    total: Price!
    title: String!
    sku: String!
    variationId: ID!
    text: String!
  }

  type Package {
    id: ID!
    giftcardItem: OrderItem!
    wrapper: WrapperOrderItem
    giftPacking: WrapperOrderItem
    message: PersonalMessageOrderItem
    "Sets of 3 the empty cards are packed in (spec §9)."
    blankPacks: Int!
    total: Price!
  }

  type CartShipment {
    id: ID!
    tag: String!
    deliveryType: DeliveryType!
    receiver: Receiver
    schedule: Schedule
    dispatchDate: String
    deliveryAddress: DeliveryAddress
    packages: [Package!]!
  }

  type PreviewUrl {
    type: String!
    href: String!
  }

  type PreviewImage {
    url: PreviewUrl!
    alt: String!
  }

  type PreviewColor {
    color: String!
    opacity: Float!
  }

  type CardPreview {
    image: PreviewImage!
    color: PreviewColor!
    productLabel: String!
  }

  type PackageGroup {
    tag: String!
    packageId: String!
    deliveryType: DeliveryType!
    receiverTitle: String!
    receiverDescription: String!
    cardsPreviews: [CardPreview!]!
    totalPrice: Price!
  }

  type Adjustment {
    title: String!
    adjustmentType: String!
    price: Price!
    tag: String!
  }

  type OrderTotals {
    subTotal: Price!
    grandTotalWithoutTax: Price!
    grandTotal: Price!
    vat: Price!
    adjustments: [Adjustment!]!
  }

  type QtyPrice {
    qty: Int!
    price: Price!
  }

  type GroupedTotals {
    digitalTotal: QtyPrice!
    physicalTotal: QtyPrice!
    extra: Price!
  }

  type BillingAddress {
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String!
    street: String!
    city: String!
  }

  "A basket, or a placed order read by its uuid (spec §3 Cart / GiftcardOrder)."
  type GiftcardOrder {
    id: ID!
    "Order status when read by uuid; null for a basket."
    status: String
    "A basket whose checkout has an order waiting for payment, which visiting the basket leaves (spec §4); false for a placed order."
    pendingCheckout: Boolean!
    currency: String!
    itemCount: Int!
    "Physical cards go by registered mail (spec §1)."
    registered: Boolean!
    shipments: [CartShipment!]!
    packagesGroups: [PackageGroup!]!
    groupedTotals: GroupedTotals!
    totals: OrderTotals!
    billingAddress: BillingAddress
    "What the checkout's details step saved (spec §3 CustomerProfile, Business order)."
    customer: CheckoutCustomer
  }

  type CheckoutCustomer {
    customerType: String!
    firstName: String!
    lastName: String!
    email: String!
    phoneCountry: String!
    phoneNumber: String!
    companyName: String!
    vatNumber: String!
    kvkNumber: String!
    referenceNumber: String!
    invoiceEmail: String!
    subscribed: Boolean!
  }

  type CartResult {
    order: GiftcardOrder
    errors: [Error!]!
  }

  type CartQuantityItem {
    id: ID!
    qty: Int!
    variationId: ID!
  }

  type CartQuantity {
    id: ID
    qty: Int!
    items: [CartQuantityItem!]!
    packageGroupIds: [String!]!
  }

  type CartQuantityResult {
    cart: CartQuantity!
    errors: [Error!]!
  }

  type DeletedGroupOrder {
    id: ID!
    totals: OrderTotals!
  }

  type DeleteGroupResult {
    order: DeletedGroupOrder
    errors: [Error!]!
  }

  enum ExtraKind {
    WRAPPER
    DIGITAL_WRAPPER
    GIFT_PACKING
    PERSONAL_MESSAGE
  }

  "A wrapper, gift packing or the personal message option of the storefront."
  type Extra {
    id: ID!
    kind: ExtraKind!
    sku: String!
    title: String!
    description: String!
    price: Price!
    image: String!
    containsWine: Boolean!
  }

  type ExtrasResult {
    extras: [Extra!]!
    errors: [Error!]!
  }

  input ReceiverInput {
    name: String!
    email: String!
    phone: String
  }

  input ScheduleInput {
    date: String!
    time: String!
  }

  input AddGiftcardPackageInput {
    variationId: ID!
    amount: Float!
    quantity: Int!
    wrapperId: ID
    giftPackingId: ID
    message: String
    receivers: [ReceiverInput!]
    schedule: ScheduleInput
  }

  extend type Query {
    "A placed order's basket (orderUuid) only for its buyer's session, or with the confirmation mail's orderKey."
    cart(userData: UserDataInput!, orderUuid: String, orderKey: String): CartResult!
    cartV2(userData: UserDataInput!, orderUuid: String, orderKey: String): CartResult!
    cartQuantity(userData: UserDataInput!, orderUuid: String, orderKey: String): CartQuantityResult!
    extras(userData: UserDataInput!): ExtrasResult!
  }

  extend type Mutation {
    addGiftcardPackage(userData: UserDataInput!, input: AddGiftcardPackageInput!): CartResult!
    deleteGiftcardPackageGroup(userData: UserDataInput!, shipmentTag: String!, packageId: String): DeleteGroupResult!
    updateReceiver(userData: UserDataInput!, shipmentTag: String!, receiver: ReceiverInput!): CartResult!
    "The cards go to the orderer again."
    resetReceiver(userData: UserDataInput!, shipmentTag: String!): CartResult!
    "Digital: send date and time (null = right after payment); physical: dispatch date (null = earliest)."
    setDeliveryMoment(userData: UserDataInput!, shipmentTag: String!, schedule: ScheduleInput, dispatchDate: String): CartResult!
    setPackageQuantity(userData: UserDataInput!, shipmentTag: String!, packageId: String!, quantity: Int!): CartResult!
  }
`;
