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

export type ProductType =
  | 'DONATION'
  | 'GIFTCARD_BLANK'
  | 'GIFTCARD_DIGITAL'
  | 'GIFTCARD_PHYSICAL';

export type VariationType =
  | 'digital'
  | 'physical';

export type TaxonomyFilter = {
  taxonomy: string;
  terms: Array<string>;
};

export type PageFilter = {
  fieldName: string;
  pageId: string;
  pageType: string;
};

export type ProductFilters = {
  filterByProductType?: Array<ProductType> | null | undefined;
  filterByTaxonomy?: Array<TaxonomyFilter> | null | undefined;
  filterByPage?: PageFilter | null | undefined;
  /** Search text: matching products, best match first (the product list's ?s=). */
  filterBySearch?: string | null | undefined;
};

export type Paging = {
  itemsPerPage: number;
  pageNumber: number;
};

export type BlockFilters = {
  filterByTaxonomy?: Array<TaxonomyFilter> | null | undefined;
};

export type VideoSource =
  | 'VIMEO'
  | 'YOUTUBE';

export type BoundingBoxInput = {
  latmax: number;
  latmin: number;
  lonmax: number;
  lonmin: number;
};

export type LocationFilters = {
  /** Only the locations where this product (slug) can be used. */
  productSlug?: string | null | undefined;
  bbox?: BoundingBoxInput | null | undefined;
  /** Place, postcode, name or street. */
  search?: string | null | undefined;
};

export type DeliveryType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type OrderLineKind =
  | 'BLANK_GIFT_CARD_PACK'
  | 'DIGITAL_WRAPPER'
  | 'DONATION'
  | 'GIFTCARD'
  | 'GIFT_PACKING'
  | 'PERSONAL_MESSAGE'
  | 'WRAPPER';

export type ExtraKind =
  | 'WRAPPER'
  | 'DIGITAL_WRAPPER'
  | 'GIFT_PACKING'
  | 'PERSONAL_MESSAGE';

export type ReceiverInput = {
  name: string;
  email: string;
  phone?: string | null | undefined;
};

export type ScheduleInput = {
  date: string;
  time: string;
};

export type AddGiftcardPackageInput = {
  variationId: string;
  amount: number;
  quantity: number;
  wrapperId?: string | null | undefined;
  giftPackingId?: string | null | undefined;
  message?: string | null | undefined;
  receivers?: Array<ReceiverInput> | null | undefined;
  schedule?: ScheduleInput | null | undefined;
};

export type CreateAccountInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  subscribed?: boolean | null | undefined;
  captchaToken: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  password: string;
  confirmPassword: string;
  captchaToken: string;
};

export type ResetPasswordInput = {
  /** The token of the forgot-password mail's link. */
  token: string;
  password: string;
  confirmPassword: string;
};

export type KeyValue = {
  key: string;
  value: string;
};

export type RedeemPackageInput = {
  redeemProductId: number;
  /** digital or physical. */
  deliveryType: string;
  amount: number;
  /** Up to 160 characters, no emoji; null: no note. */
  note?: string | null | undefined;
};

export type DoublerEntryInput = {
  firstName: string;
  lastName: string;
  email: string;
  cardNumber: string;
  captchaToken: string;
};

export type DoublerSessionEntryInput = {
  firstName: string;
  lastName: string;
  email: string;
  /** One of the redeem session's cards (GiftCardInfo cards[].id). */
  cardId: string;
};

/** spec §4 card status, as a card's holder sees it now. */
export type CardState =
  | 'active'
  | 'expired'
  | 'blocked'
  | 'notActivated';

/** spec §3 Gift card: what changed the balance. */
export type CardLedgerKind =
  | 'issue'
  | 'redeem'
  | 'refund'
  | 'activation'
  | 'doubler'
  | 'expiry';

export type AccountOrdersQueryVariables = Exact<{
  userData: UserDataInput;
  paging: Paging;
}>;


export type AccountOrdersQuery = { accountOrders: { total: number, pageCount: number, orders: Array<{ uuid: string, number: string, type: string, status: string, orderedOn: string, paymentMethod: string, contactPerson: string, invoiceAvailable: boolean, reorderable: boolean, total: { currency: string, value: number } }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountOrderQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string;
}>;


export type AccountOrderQuery = { accountOrder: { order: { uuid: string, number: string, type: string, status: string, orderedOn: string, paymentMethod: string, contactPerson: string, invoiceAvailable: boolean, reorderable: boolean, email: string, paidWithCards: Array<string>, total: { currency: string, value: number }, shipments: Array<{ deliveryType: string, receiver: string | null, address: string | null, lines: Array<{ title: string, qty: number, extras: Array<string>, amount: { currency: string, value: number } }> }>, activation: { cardLast4: string, status: string, amount: { currency: string, value: number } } | null, subTotal: { currency: string, value: number } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountInvoiceQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string;
}>;


export type AccountInvoiceQuery = { accountInvoice: { fileName: string | null, pdf: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type MeQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type MeQuery = { getUserInfo: { user: { mainProfile: { email: string, firstName: string | null, lastName: string | null } } | null } };

export type LogoutMutationVariables = Exact<{
  userData: UserDataInput;
}>;


export type LogoutMutation = { userLogout: { status: boolean | null } };

export type CheckQueryVariables = Exact<{
  userData: UserDataInput;
  email: string;
  captchaToken: string;
}>;


export type CheckQuery = { checkUserExist: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type LoginMutationVariables = Exact<{
  userData: UserDataInput;
  email: string;
  password: string;
  captchaToken: string;
}>;


export type LoginMutation = { userLogin: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CreateAccountMutationVariables = Exact<{
  userData: UserDataInput;
  input: CreateAccountInput;
}>;


export type CreateAccountMutation = { createAccount: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ForgotPasswordMutationVariables = Exact<{
  userData: UserDataInput;
  email: string;
  captchaToken: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type PasswordResetTokenQueryVariables = Exact<{
  userData: UserDataInput;
  token: string;
}>;


export type PasswordResetTokenQuery = { passwordResetToken: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ResetPasswordMutationVariables = Exact<{
  userData: UserDataInput;
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ChangePasswordMutationVariables = Exact<{
  userData: UserDataInput;
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type MeEmailQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type MeEmailQuery = { getUserInfo: { user: { mainProfile: { email: string } } | null } };

export type AddressesQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type AddressesQuery = { addresses: { addresses: Array<{ id: string, isDefault: boolean, firstName: string, lastName: string, companyName: string, countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CreateAddressMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
  makeDefault?: boolean | null | undefined;
}>;


export type CreateAddressMutation = { createAddress: { address: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateAddressMutationVariables = Exact<{
  userData: UserDataInput;
  id: string;
  fields: Array<KeyValue> | KeyValue;
}>;


export type UpdateAddressMutation = { updateAddress: { address: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DeleteAddressMutationVariables = Exact<{
  userData: UserDataInput;
  id: string;
}>;


export type DeleteAddressMutation = { deleteAddress: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type SetDefaultAddressMutationVariables = Exact<{
  userData: UserDataInput;
  id: string;
}>;


export type SetDefaultAddressMutation = { setDefaultAddress: { address: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateProfileMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
}>;


export type UpdateProfileMutation = { updateProfile: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DeleteAccountMutationVariables = Exact<{
  userData: UserDataInput;
  email: string;
  password: string;
  confirm: boolean;
}>;


export type DeleteAccountMutation = { deleteAccount: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ExportAccountDataQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type ExportAccountDataQuery = { exportAccountData: { json: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountUserQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type AccountUserQuery = { getUserInfo: { user: { subscribed: boolean, mainProfile: { firstName: string | null, lastName: string | null, email: string, invoiceEmail: string | null, phoneNumber: string | null, vatNumber: string | null, customerType: string | null, phoneCountry: string | null, companyName: string | null, kvkNumber: string | null, referenceNumber: string | null } } | null } };

export type CreateActivationMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
}>;


export type CreateActivationMutation = { createActivationOrder: { kind: string, url: string | null, orderUuid: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ActivationQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string;
  orderKey?: string | null | undefined;
}>;


export type ActivationQuery = { activation: { activation: { uuid: string, state: string, last4: string, email: string | null, canOpenCard: boolean, refunded: boolean, amount: { value: number, currency: string } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type OpenActivatedCardMutationVariables = Exact<{
  userData: UserDataInput;
  uuid: string;
}>;


export type OpenActivatedCardMutation = { openActivatedCard: { redeemToken: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type VisitorAndCountQueryVariables = Exact<{
  userData: UserDataInput;
  count: boolean;
}>;


export type VisitorAndCountQuery = { cartQuantity?: { cart: { qty: number } }, getUserInfo: { user: { mainProfile: { email: string } } | null } };

export type AddMutationVariables = Exact<{
  userData: UserDataInput;
  input: AddGiftcardPackageInput;
}>;


export type AddMutation = { addGiftcardPackage: { order: { itemCount: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

type OrderItemFields_GiftcardOrderItem_Fragment = { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } };

type OrderItemFields_DonationOrderItem_Fragment = { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } };

type OrderItemFields_WrapperOrderItem_Fragment = { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } };

type OrderItemFields_PersonalMessageOrderItem_Fragment = { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } };

export type OrderItemFieldsFragment =
  | OrderItemFields_GiftcardOrderItem_Fragment
  | OrderItemFields_DonationOrderItem_Fragment
  | OrderItemFields_WrapperOrderItem_Fragment
  | OrderItemFields_PersonalMessageOrderItem_Fragment
;

export type CartFieldsFragment = { id: string, currency: string, itemCount: number, registered: boolean, status: string | null, pendingCheckout: boolean, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, dispatchDate: string | null, receiver: { name: string, email: string, phone: string } | null, schedule: { date: string, time: string } | null, deliveryAddress: { customerType: string, firstName: string, lastName: string, companyName: string, countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string, phoneNumber: string } | null, packages: Array<{ id: string, blankPacks: number, total: { currency: string, value: number }, giftcardItem:
        | { image: string | null, productId: string, slug: string, productType: ProductType, variationType: VariationType, color: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
        | { image: string | null, productId: string, slug: string, color: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
        | { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
        | { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
      , wrapper: { image: string | null, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null, giftPacking: { image: string | null, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null, message: { text: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null }> }>, packagesGroups: Array<{ tag: string, packageId: string, deliveryType: DeliveryType, receiverTitle: string, receiverDescription: string, totalPrice: { currency: string, value: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { type: string, href: string } }, color: { color: string, opacity: number } }> }>, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extra: { currency: string, value: number } }, totals: { subTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, grandTotal: { currency: string, value: number }, vat: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: string, tag: string, price: { currency: string, value: number } }> }, billingAddress: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null, customer: { customerType: string, firstName: string, lastName: string, email: string, phoneCountry: string, phoneNumber: string, companyName: string, vatNumber: string, kvkNumber: string, referenceNumber: string, invoiceEmail: string, subscribed: boolean } | null };

export type CartQueryVariables = Exact<{
  userData: UserDataInput;
  orderUuid?: string | null | undefined;
}>;


export type CartQuery = { cart: { order: { id: string, currency: string, itemCount: number, registered: boolean, status: string | null, pendingCheckout: boolean, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, dispatchDate: string | null, receiver: { name: string, email: string, phone: string } | null, schedule: { date: string, time: string } | null, deliveryAddress: { customerType: string, firstName: string, lastName: string, companyName: string, countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string, phoneNumber: string } | null, packages: Array<{ id: string, blankPacks: number, total: { currency: string, value: number }, giftcardItem:
            | { image: string | null, productId: string, slug: string, productType: ProductType, variationType: VariationType, color: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
            | { image: string | null, productId: string, slug: string, color: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
            | { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
            | { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
          , wrapper: { image: string | null, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null, giftPacking: { image: string | null, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null, message: { text: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null }> }>, packagesGroups: Array<{ tag: string, packageId: string, deliveryType: DeliveryType, receiverTitle: string, receiverDescription: string, totalPrice: { currency: string, value: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { type: string, href: string } }, color: { color: string, opacity: number } }> }>, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extra: { currency: string, value: number } }, totals: { subTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, grandTotal: { currency: string, value: number }, vat: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: string, tag: string, price: { currency: string, value: number } }> }, billingAddress: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null, customer: { customerType: string, firstName: string, lastName: string, email: string, phoneCountry: string, phoneNumber: string, companyName: string, vatNumber: string, kvkNumber: string, referenceNumber: string, invoiceEmail: string, subscribed: boolean } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type LeaveMutationVariables = Exact<{
  userData: UserDataInput;
}>;


export type LeaveMutation = { leaveCheckout: { status: boolean | null } };

export type DelMutationVariables = Exact<{
  userData: UserDataInput;
  shipmentTag: string;
  packageId?: string | null | undefined;
}>;


export type DelMutation = { deleteGiftcardPackageGroup: { order: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type QtyMutationVariables = Exact<{
  userData: UserDataInput;
  shipmentTag: string;
  packageId: string;
  quantity: number;
}>;


export type QtyMutation = { setPackageQuantity: { order: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ReceiverMutationVariables = Exact<{
  userData: UserDataInput;
  shipmentTag: string;
  receiver: ReceiverInput;
}>;


export type ReceiverMutation = { updateReceiver: { order: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ResetMutationVariables = Exact<{
  userData: UserDataInput;
  shipmentTag: string;
}>;


export type ResetMutation = { resetReceiver: { order: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DeliveryMutationVariables = Exact<{
  userData: UserDataInput;
  shipmentTag: string;
  schedule?: ScheduleInput | null | undefined;
  dispatchDate?: string | null | undefined;
}>;


export type DeliveryMutation = { setDeliveryMoment: { order: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ProductPageQueryVariables = Exact<{
  userData: UserDataInput;
  filters?: ProductFilters | null | undefined;
  paging: Paging;
}>;


export type ProductPageQuery = { products: { items: Array<
      | { variationsToShow: Array<VariationType>, brand: string, brands: Array<string>, multiBrand: boolean, locationCount: number, description: string, id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, variations: Array<{ id: string, variationType: VariationType }>, media: Array<
          | { __typename: 'Image', url: string, alt: string }
          | { __typename: 'EmbedVideo', title: string, source: VideoSource, videoId: string, embedUrl: string }
          | { __typename: 'SelfHostedVideo', title: string, url: string, poster: string | null }
        >, testimonials: Array<{ author: string, rating: number, text: string, date: string }>, rating: { average: number, count: number } | null, categories: Array<{ slug: string, title: string, path: string }>, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
      | { variationsToShow: Array<VariationType>, brand: string, brands: Array<string>, multiBrand: boolean, locationCount: number, description: string, id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, variations: Array<{ id: string, variationType: VariationType }>, media: Array<
          | { __typename: 'Image', url: string, alt: string }
          | { __typename: 'EmbedVideo', title: string, source: VideoSource, videoId: string, embedUrl: string }
          | { __typename: 'SelfHostedVideo', title: string, url: string, poster: string | null }
        >, testimonials: Array<{ author: string, rating: number, text: string, date: string }>, rating: { average: number, count: number } | null, categories: Array<{ slug: string, title: string, path: string }>, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
    >, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> }, extras: { extras: Array<{ id: string, kind: ExtraKind, title: string, description: string, image: string, containsWine: boolean, price: { value: number } }> } };

export type TermFieldsFragment = { taxonomy: string, slug: string, title: string, description: string, icon: string, productCount: number, path: string | null };

export type TermsQueryVariables = Exact<{
  userData: UserDataInput;
  taxonomies: Array<string> | string;
}>;


export type TermsQuery = { productTerms: { terms: Array<{ taxonomy: string, slug: string, title: string, description: string, icon: string, productCount: number, path: string | null }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type ListingQueryVariables = Exact<{
  userData: UserDataInput;
  filters?: ProductFilters | null | undefined;
  paging: Paging;
  after: Paging;
  topFilters?: BlockFilters | null | undefined;
  category: string;
  isCategory: boolean;
}>;


export type ListingQuery = { products: { total: number, pageCount: number, items: Array<
      | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
      | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
    >, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> }, after: { items: Array<
      | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
      | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
    >, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> }, top: { blocks: Array<{ product:
        | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
        | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
       }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> }, productTerms: { terms: Array<{ taxonomy: string, slug: string, title: string, description: string, icon: string, productCount: number, path: string | null }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> }, variants?: { hreflangTags: Array<{ langCode: string, countryCode: string, origin: string, path: string, isDefault: boolean }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

type ProductCard_GiftcardProduct_Fragment = { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } };

type ProductCard_DonationProduct_Fragment = { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } };

export type ProductCardFragment =
  | ProductCard_GiftcardProduct_Fragment
  | ProductCard_DonationProduct_Fragment
;

export type ProductsQueryVariables = Exact<{
  userData: UserDataInput;
  paging: Paging;
  filters?: ProductFilters | null | undefined;
}>;


export type ProductsQuery = { products: { total: number, pageNumber: number, itemsPerPage: number, pageCount: number, items: Array<
      | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
      | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
    >, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type ProductQueryVariables = Exact<{
  userData: UserDataInput;
  filters?: ProductFilters | null | undefined;
  paging: Paging;
}>;


export type ProductQuery = { products: { items: Array<
      | { description: string, id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
      | { description: string, id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
    >, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type DetailsMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
}>;


export type DetailsMutation = { saveCheckoutDetails: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ShippingMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
}>;


export type ShippingMutation = { saveCheckoutShipping: { status: boolean | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type PlaceMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
}>;


export type PlaceMutation = { placeOrder: { kind: string, url: string | null, orderUuid: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type GiftCardPaymentFieldsFragment = { covered: boolean, cards: Array<{ cardId: string, maskedNumber: string, balance: { currency: string, value: number }, used: { currency: string, value: number } }>, total: { currency: string, value: number }, rest: { currency: string, value: number } };

export type GiftCardPaymentsQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type GiftCardPaymentsQuery = { giftCardPayments: { payments: { covered: boolean, cards: Array<{ cardId: string, maskedNumber: string, balance: { currency: string, value: number }, used: { currency: string, value: number } }>, total: { currency: string, value: number }, rest: { currency: string, value: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AddCardMutationVariables = Exact<{
  userData: UserDataInput;
  cardNumber: string;
  pin: string;
  captchaToken: string;
}>;


export type AddCardMutation = { addGiftCardPayment: { payments: { covered: boolean } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RemoveCardMutationVariables = Exact<{
  userData: UserDataInput;
  cardId: string;
}>;


export type RemoveCardMutation = { removeGiftCardPayment: { payments: { covered: boolean } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckoutStatusQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string;
}>;


export type CheckoutStatusQuery = { orderStatus: { order: { uuid: string, status: string, paymentStatus: string | null, canRetry: boolean } | null } };

export type UserQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type UserQuery = { getUserInfo: { user: { mainProfile: { email: string } } | null } };

export type CheckoutQueryVariables = Exact<{
  userData: UserDataInput;
  payments: boolean;
}>;


export type CheckoutQuery = { cart: { order: { id: string, currency: string, itemCount: number, registered: boolean, status: string | null, pendingCheckout: boolean, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, dispatchDate: string | null, receiver: { name: string, email: string, phone: string } | null, schedule: { date: string, time: string } | null, deliveryAddress: { customerType: string, firstName: string, lastName: string, companyName: string, countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string, phoneNumber: string } | null, packages: Array<{ id: string, blankPacks: number, total: { currency: string, value: number }, giftcardItem:
            | { image: string | null, productId: string, slug: string, productType: ProductType, variationType: VariationType, color: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
            | { image: string | null, productId: string, slug: string, color: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
            | { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
            | { id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } }
          , wrapper: { image: string | null, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null, giftPacking: { image: string | null, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null, message: { text: string, id: string, kind: OrderLineKind, qty: number, title: string, sku: string, variationId: string, price: { currency: string, value: number }, total: { currency: string, value: number } } | null }> }>, packagesGroups: Array<{ tag: string, packageId: string, deliveryType: DeliveryType, receiverTitle: string, receiverDescription: string, totalPrice: { currency: string, value: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { type: string, href: string } }, color: { color: string, opacity: number } }> }>, groupedTotals: { digitalTotal: { qty: number, price: { currency: string, value: number } }, physicalTotal: { qty: number, price: { currency: string, value: number } }, extra: { currency: string, value: number } }, totals: { subTotal: { currency: string, value: number }, grandTotalWithoutTax: { currency: string, value: number }, grandTotal: { currency: string, value: number }, vat: { currency: string, value: number }, adjustments: Array<{ title: string, adjustmentType: string, tag: string, price: { currency: string, value: number } }> }, billingAddress: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null, customer: { customerType: string, firstName: string, lastName: string, email: string, phoneCountry: string, phoneNumber: string, companyName: string, vatNumber: string, kvkNumber: string, referenceNumber: string, invoiceEmail: string, subscribed: boolean } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> }, getUserInfo: { user: { mainProfile: { email: string } } | null }, giftCardPayments?: { payments: { covered: boolean, cards: Array<{ cardId: string, maskedNumber: string, balance: { currency: string, value: number }, used: { currency: string, value: number } }>, total: { currency: string, value: number }, rest: { currency: string, value: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type OrderStatusFieldsFragment = { uuid: string, status: string, type: string, paymentStatus: string | null, paymentMethod: string, appUrl: string | null, qrCode: string | null, canRetry: boolean, instructions: { beneficiary: string, iban: string, bic: string, reference: string } | null };

export type BackMutationVariables = Exact<{
  userData: UserDataInput;
  orderUuid: string;
  params: Array<KeyValue> | KeyValue;
}>;


export type BackMutation = { completePaymentReturn: { order: { uuid: string, status: string, type: string, paymentStatus: string | null, paymentMethod: string, appUrl: string | null, qrCode: string | null, canRetry: boolean, instructions: { beneficiary: string, iban: string, bic: string, reference: string } | null } | null } };

export type StatusQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string;
}>;


export type StatusQuery = { orderStatus: { order: { uuid: string, status: string, type: string, paymentStatus: string | null, paymentMethod: string, appUrl: string | null, qrCode: string | null, canRetry: boolean, instructions: { beneficiary: string, iban: string, bic: string, reference: string } | null } | null } };

export type OrderSummaryQueryVariables = Exact<{
  userData: UserDataInput;
  orderUuid?: string | null | undefined;
  orderKey?: string | null | undefined;
}>;


export type OrderSummaryQuery = { cart: { order: { currency: string, itemCount: number, totals: { grandTotal: { value: number } }, groupedTotals: { digitalTotal: { qty: number }, physicalTotal: { qty: number } }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string, receiverDescription: string, totalPrice: { value: number }, cardsPreviews: Array<{ productLabel: string }> }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type MomentFieldsFragment = { id: string, path: string, heroTitle: string, title: string, backgroundColor: string, image: { url: string, alt: string } };

export type PostFieldsFragment = { id: string, path: string, title: string, excerpt: string, publishedAt: string, image: { url: string, alt: string } };

export type MomentsQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type MomentsQuery = { givingMoments: { items: Array<{ id: string, path: string, heroTitle: string, title: string, backgroundColor: string, image: { url: string, alt: string } }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type MomentQueryVariables = Exact<{
  userData: UserDataInput;
  path: string;
}>;


export type MomentQuery = { givingMoment: { moment: { id: string, path: string, heroTitle: string, title: string, backgroundColor: string, body: Array<{ type: string, text: string | null, items: Array<string> | null, faq: Array<{ question: string, answer: string }> | null }>, products: Array<
        | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
        | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
      >, image: { url: string, alt: string } } | null, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type PostsQueryVariables = Exact<{
  userData: UserDataInput;
  paging: Paging;
}>;


export type PostsQuery = { blogPosts: { total: number, pageCount: number, items: Array<{ id: string, path: string, title: string, excerpt: string, publishedAt: string, image: { url: string, alt: string } }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type PostQueryVariables = Exact<{
  userData: UserDataInput;
  path: string;
}>;


export type PostQuery = { blogPost: { post: { id: string, path: string, title: string, excerpt: string, publishedAt: string, body: Array<{ type: string, text: string | null, items: Array<string> | null, faq: Array<{ question: string, answer: string }> | null }>, image: { url: string, alt: string } } | null, related: Array<{ id: string, path: string, title: string, excerpt: string, publishedAt: string, image: { url: string, alt: string } }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type ContentPageFieldsFragment = { page: { id: string, pageType: string, path: string, title: string, body: Array<{ type: string, text: string | null, items: Array<string> | null, faq: Array<{ question: string, answer: string }> | null }>, metadata: { title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean, hreflangTags: Array<{ langCode: string, countryCode: string, origin: string, path: string, isDefault: boolean }> } } | null, errors: Array<{ code: number, message: string }> };

export type PageQueryVariables = Exact<{
  userData: UserDataInput;
  path: string;
}>;


export type PageQuery = { page: { page: { id: string, pageType: string, path: string, title: string, body: Array<{ type: string, text: string | null, items: Array<string> | null, faq: Array<{ question: string, answer: string }> | null }>, metadata: { title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean, hreflangTags: Array<{ langCode: string, countryCode: string, origin: string, path: string, isDefault: boolean }> } } | null, errors: Array<{ code: number, message: string }> } };

export type NextDrawQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type NextDrawQuery = { nextDoublerDraw: { draw: { month: string, day: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type EnterMutationVariables = Exact<{
  userData: UserDataInput;
  input: DoublerEntryInput;
}>;


export type EnterMutation = { enterDoubler: { status: boolean, productSlug: string | null, draw: { month: string, day: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type EnterSessionCardMutationVariables = Exact<{
  userData: UserDataInput;
  input: DoublerSessionEntryInput;
}>;


export type EnterSessionCardMutation = { enterDoublerWithRedeemCard: { status: boolean, draw: { month: string, day: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DoublerProductQueryVariables = Exact<{
  userData: UserDataInput;
  slug: string;
}>;


export type DoublerProductQuery = { doublerCardProduct:
    | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
    | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
   | null };

export type LocationFieldsFragment = { id: string, slug: string, name: string, street: string, postalCode: string, city: string, administrativeArea: string, countryCode: string, lat: number, lon: number, path: string };

export type LocationsOverviewQueryVariables = Exact<{
  userData: UserDataInput;
  product: string;
  filters?: LocationFilters | null | undefined;
  paging: Paging;
}>;


export type LocationsOverviewQuery = { products: { items: Array<
      | { id: string, title: string, path: string }
      | { id: string, title: string, path: string }
    >, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> }, locations: { total: number, pageCount: number, items: Array<{ id: string, slug: string, name: string, street: string, postalCode: string, city: string, administrativeArea: string, countryCode: string, lat: number, lon: number, path: string }>, points: Array<{ slug: string, name: string, lat: number, lon: number }>, bounds: { latmax: number, latmin: number, lonmax: number, lonmin: number } | null, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> }, variants: { hreflangTags: Array<{ langCode: string, countryCode: string, origin: string, path: string, isDefault: boolean }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type LocationDetailQueryVariables = Exact<{
  userData: UserDataInput;
  slug: string;
  product?: string | null | undefined;
}>;


export type LocationDetailQuery = { location: { location: { location: { id: string, slug: string, name: string, street: string, postalCode: string, city: string, administrativeArea: string, countryCode: string, lat: number, lon: number, path: string }, products: Array<{ id: string, title: string, path: string, backgroundColor: string, image: { url: string, alt: string } }> } | null, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> }, variants: { hreflangTags: Array<{ langCode: string, countryCode: string, origin: string, path: string, isDefault: boolean }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type RequestQuoteMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
}>;


export type RequestQuoteMutation = { requestQuote: { status: boolean, quoteNumber: string | null, quoteId: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type QuoteReceiptQueryVariables = Exact<{
  userData: UserDataInput;
  quoteId: string;
}>;


export type QuoteReceiptQuery = { quoteReceipt: { quoteNumber: string, email: string } | null };

export type RedeemInfoFragment = { status: boolean | null, redeemToken: string | null, cards: Array<{ id: number, maskedNumber: string, expiryDate: string, balance: { currency: string, value: number } }>, balance: { currency: string, value: number } | null, basket: { needsAddress: boolean, packages: Array<{ id: string, mainProductType: string, note: string | null, mainProduct: { id: number, redeemProductId: number, title: string, path: string, image: string, backgroundColor: string }, items: Array<{ qty: number, variation: { id: number, sku: string, title: string, variationType: string, price: { currency: string, value: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number }, promotionAmount: { currency: string, value: number } } }>, totals: { total: { currency: string, value: number }, balance: { currency: string, value: number }, byCards: { currency: string, value: number }, priceToPay: { currency: string, value: number }, remainingBalance: { currency: string, value: number } }, details: { firstName: string, lastName: string, email: string, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null } | null } | null, page: { key: string, companyName: string, title: string, intro: string, info: Array<string> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> };

export type RedeemProductFieldsFragment = { id: number, productId: number, title: string, description: string, path: string, image: string, backgroundColor: string, showShadow: boolean, mainProductType: string, variations: Array<{ id: number, sku: string, variationType: string }>, redeemData: { title: string, description: string, promotionPercent: number, minimumAvailableCustomAmount: { currency: string, value: number }, maximumAvailableCustomAmount: { currency: string, value: number }, minimumRemainingBalance: { currency: string, value: number } }, giftCardBrand: { id: number, iframeUrl: string | null, redirectLink: string | null, redirectTime: number | null, externalProductLink: { title: string, url: string } | null } | null };

export type InfoQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type InfoQuery = { giftCardInfo: { status: boolean | null, redeemToken: string | null, cards: Array<{ id: number, maskedNumber: string, expiryDate: string, balance: { currency: string, value: number } }>, balance: { currency: string, value: number } | null, basket: { needsAddress: boolean, packages: Array<{ id: string, mainProductType: string, note: string | null, mainProduct: { id: number, redeemProductId: number, title: string, path: string, image: string, backgroundColor: string }, items: Array<{ qty: number, variation: { id: number, sku: string, title: string, variationType: string, price: { currency: string, value: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number }, promotionAmount: { currency: string, value: number } } }>, totals: { total: { currency: string, value: number }, balance: { currency: string, value: number }, byCards: { currency: string, value: number }, priceToPay: { currency: string, value: number }, remainingBalance: { currency: string, value: number } }, details: { firstName: string, lastName: string, email: string, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null } | null } | null, page: { key: string, companyName: string, title: string, intro: string, info: Array<string> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemCheckMutationVariables = Exact<{
  userData: UserDataInput;
  cardNumber: string;
  pin: string;
  captchaToken: string;
}>;


export type RedeemCheckMutation = { checkGiftCard: { status: boolean | null, redeemToken: string | null, cards: Array<{ id: number, maskedNumber: string, expiryDate: string, balance: { currency: string, value: number } }>, balance: { currency: string, value: number } | null, basket: { needsAddress: boolean, packages: Array<{ id: string, mainProductType: string, note: string | null, mainProduct: { id: number, redeemProductId: number, title: string, path: string, image: string, backgroundColor: string }, items: Array<{ qty: number, variation: { id: number, sku: string, title: string, variationType: string, price: { currency: string, value: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number }, promotionAmount: { currency: string, value: number } } }>, totals: { total: { currency: string, value: number }, balance: { currency: string, value: number }, byCards: { currency: string, value: number }, priceToPay: { currency: string, value: number }, remainingBalance: { currency: string, value: number } }, details: { firstName: string, lastName: string, email: string, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null } | null } | null, page: { key: string, companyName: string, title: string, intro: string, info: Array<string> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemResetMutationVariables = Exact<{
  userData: UserDataInput;
}>;


export type RedeemResetMutation = { resetRedeem: { status: boolean | null } };

export type RedeemProductsQueryVariables = Exact<{
  userData: UserDataInput;
  page?: number | null | undefined;
}>;


export type RedeemProductsQuery = { redeemProducts: { total: number, pageCount: number, items: Array<{ id: number, productId: number, title: string, description: string, path: string, image: string, backgroundColor: string, showShadow: boolean, mainProductType: string, variations: Array<{ id: number, sku: string, variationType: string }>, redeemData: { title: string, description: string, promotionPercent: number, minimumAvailableCustomAmount: { currency: string, value: number }, maximumAvailableCustomAmount: { currency: string, value: number }, minimumRemainingBalance: { currency: string, value: number } }, giftCardBrand: { id: number, iframeUrl: string | null, redirectLink: string | null, redirectTime: number | null, externalProductLink: { title: string, url: string } | null } | null }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemProductQueryVariables = Exact<{
  userData: UserDataInput;
  id: number;
}>;


export type RedeemProductQuery = { redeemProduct: { product: { id: number, productId: number, title: string, description: string, path: string, image: string, backgroundColor: string, showShadow: boolean, mainProductType: string, variations: Array<{ id: number, sku: string, variationType: string }>, redeemData: { title: string, description: string, promotionPercent: number, minimumAvailableCustomAmount: { currency: string, value: number }, maximumAvailableCustomAmount: { currency: string, value: number }, minimumRemainingBalance: { currency: string, value: number } }, giftCardBrand: { id: number, iframeUrl: string | null, redirectLink: string | null, redirectTime: number | null, externalProductLink: { title: string, url: string } | null } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemAddMutationVariables = Exact<{
  userData: UserDataInput;
  input: RedeemPackageInput;
}>;


export type RedeemAddMutation = { addRedeemPackage: { status: boolean | null, redeemToken: string | null, cards: Array<{ id: number, maskedNumber: string, expiryDate: string, balance: { currency: string, value: number } }>, balance: { currency: string, value: number } | null, basket: { needsAddress: boolean, packages: Array<{ id: string, mainProductType: string, note: string | null, mainProduct: { id: number, redeemProductId: number, title: string, path: string, image: string, backgroundColor: string }, items: Array<{ qty: number, variation: { id: number, sku: string, title: string, variationType: string, price: { currency: string, value: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number }, promotionAmount: { currency: string, value: number } } }>, totals: { total: { currency: string, value: number }, balance: { currency: string, value: number }, byCards: { currency: string, value: number }, priceToPay: { currency: string, value: number }, remainingBalance: { currency: string, value: number } }, details: { firstName: string, lastName: string, email: string, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null } | null } | null, page: { key: string, companyName: string, title: string, intro: string, info: Array<string> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateMutationVariables = Exact<{
  userData: UserDataInput;
  packageId: string;
  input: RedeemPackageInput;
}>;


export type UpdateMutation = { updateRedeemPackage: { status: boolean | null, redeemToken: string | null, cards: Array<{ id: number, maskedNumber: string, expiryDate: string, balance: { currency: string, value: number } }>, balance: { currency: string, value: number } | null, basket: { needsAddress: boolean, packages: Array<{ id: string, mainProductType: string, note: string | null, mainProduct: { id: number, redeemProductId: number, title: string, path: string, image: string, backgroundColor: string }, items: Array<{ qty: number, variation: { id: number, sku: string, title: string, variationType: string, price: { currency: string, value: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number }, promotionAmount: { currency: string, value: number } } }>, totals: { total: { currency: string, value: number }, balance: { currency: string, value: number }, byCards: { currency: string, value: number }, priceToPay: { currency: string, value: number }, remainingBalance: { currency: string, value: number } }, details: { firstName: string, lastName: string, email: string, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null } | null } | null, page: { key: string, companyName: string, title: string, intro: string, info: Array<string> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RemoveMutationVariables = Exact<{
  userData: UserDataInput;
  packageId: string;
}>;


export type RemoveMutation = { removeRedeemPackage: { status: boolean | null, redeemToken: string | null, cards: Array<{ id: number, maskedNumber: string, expiryDate: string, balance: { currency: string, value: number } }>, balance: { currency: string, value: number } | null, basket: { needsAddress: boolean, packages: Array<{ id: string, mainProductType: string, note: string | null, mainProduct: { id: number, redeemProductId: number, title: string, path: string, image: string, backgroundColor: string }, items: Array<{ qty: number, variation: { id: number, sku: string, title: string, variationType: string, price: { currency: string, value: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number }, promotionAmount: { currency: string, value: number } } }>, totals: { total: { currency: string, value: number }, balance: { currency: string, value: number }, byCards: { currency: string, value: number }, priceToPay: { currency: string, value: number }, remainingBalance: { currency: string, value: number } }, details: { firstName: string, lastName: string, email: string, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null } | null } | null, page: { key: string, companyName: string, title: string, intro: string, info: Array<string> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type PageInfoQueryVariables = Exact<{
  userData: UserDataInput;
  pageId: string;
}>;


export type PageInfoQuery = { redeemPageInfo: { total: number, page: { key: string, companyName: string, title: string, intro: string, info: Array<string> } | null, items: Array<{ id: number, productId: number, title: string, description: string, path: string, image: string, backgroundColor: string, showShadow: boolean, mainProductType: string, variations: Array<{ id: number, sku: string, variationType: string }>, redeemData: { title: string, description: string, promotionPercent: number, minimumAvailableCustomAmount: { currency: string, value: number }, maximumAvailableCustomAmount: { currency: string, value: number }, minimumRemainingBalance: { currency: string, value: number } }, giftCardBrand: { id: number, iframeUrl: string | null, redirectLink: string | null, redirectTime: number | null, externalProductLink: { title: string, url: string } | null } | null }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemDetailsMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
}>;


export type RedeemDetailsMutation = { saveRedeemDetails: { status: boolean | null, redeemToken: string | null, cards: Array<{ id: number, maskedNumber: string, expiryDate: string, balance: { currency: string, value: number } }>, balance: { currency: string, value: number } | null, basket: { needsAddress: boolean, packages: Array<{ id: string, mainProductType: string, note: string | null, mainProduct: { id: number, redeemProductId: number, title: string, path: string, image: string, backgroundColor: string }, items: Array<{ qty: number, variation: { id: number, sku: string, title: string, variationType: string, price: { currency: string, value: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { currency: string, value: number }, promotionAmount: { currency: string, value: number } } }>, totals: { total: { currency: string, value: number }, balance: { currency: string, value: number }, byCards: { currency: string, value: number }, priceToPay: { currency: string, value: number }, remainingBalance: { currency: string, value: number } }, details: { firstName: string, lastName: string, email: string, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string, street: string, city: string } | null } | null } | null, page: { key: string, companyName: string, title: string, intro: string, info: Array<string> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemPlaceMutationVariables = Exact<{
  userData: UserDataInput;
  fields: Array<KeyValue> | KeyValue;
}>;


export type RedeemPlaceMutation = { addOriginalPackageToCartAndPlaceOrder: { kind: string, url: string | null, orderUuid: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemOrderQueryVariables = Exact<{
  userData: UserDataInput;
  uuid: string;
}>;


export type RedeemOrderQuery = { redeemOrder: { order: { uuid: string, status: string, email: string, paymentMethod: string, shipments: Array<{ id: string, deliveryType: string, packages: Array<{ id: string, title: string, image: string, note: string | null, amount: { currency: string, value: number }, promotionAmount: { currency: string, value: number } }> }>, totals: { total: { currency: string, value: number }, byCards: { currency: string, value: number }, paidOtherwise: { currency: string, value: number } }, remainingBalance: { currency: string, value: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemUserQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type RedeemUserQuery = { getUserInfo: { user: { mainProfile: { email: string, firstName: string | null, lastName: string | null } } | null } };

export type CardDetailsQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type CardDetailsQuery = { cardDetails: { status: boolean, cards: Array<{ id: number, maskedNumber: string, expiryDate: string, state: CardState, balance: { currency: string, value: number }, product: { title: string, path: string, image: { url: string, alt: string } } | null, ledger: Array<{ date: string, kind: CardLedgerKind, amount: { currency: string, value: number }, balanceAfter: { currency: string, value: number } }> }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ReorderViewQueryVariables = Exact<{
  userData: UserDataInput;
  orderUuid?: string | null | undefined;
  orderKey?: string | null | undefined;
  cardId?: string | null | undefined;
}>;


export type ReorderViewQuery = { reorderView: { source: string | null, packages: Array<{ id: string, deliveryType: string, title: string, quantity: number, available: boolean, unavailableReason: string | null, receiver: { name: string, email: string } | null, amount: { currency: string, value: number }, product: { id: string, title: string, shortDescription: string, path: string, image: string, backgroundColor: string, showShadow: boolean, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number } | null, maxPrice: { currency: string, value: number } | null } | null, wrapper: { title: string, price: { currency: string, value: number } } | null, giftPacking: { title: string, price: { currency: string, value: number } } | null, message: { text: string, price: { currency: string, value: number } } | null, total: { currency: string, value: number } }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ReorderMutationVariables = Exact<{
  userData: UserDataInput;
  orderUuid?: string | null | undefined;
  orderKey?: string | null | undefined;
  cardId?: string | null | undefined;
  packageIds?: Array<string> | string | null | undefined;
}>;


export type ReorderMutation = { reorder: { unavailable: Array<string>, order: { itemCount: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type HomeQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type HomeQuery = { page: { page: { id: string, pageType: string, path: string, title: string, body: Array<{ type: string, text: string | null, items: Array<string> | null, faq: Array<{ question: string, answer: string }> | null }>, metadata: { title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean, hreflangTags: Array<{ langCode: string, countryCode: string, origin: string, path: string, isDefault: boolean }> } } | null, errors: Array<{ code: number, message: string }> }, getBlocksQueue: { blocks: Array<{ product:
        | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
        | { id: string, title: string, path: string, backgroundColor: string, showHand: boolean, showShadow: boolean, productType: ProductType, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ currency: string, value: number }>, fixedValues: Array<{ currency: string, value: number }>, minPrice: { currency: string, value: number }, maxPrice: { currency: string, value: number } } | null, image: { url: string, alt: string } }
       }>, errors: Array<{ code: number, message: string, referencedRequestParameter: string | null }> } };

export type SitemapQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type SitemapQuery = { sitemap: { entries: Array<{ path: string, lastModified: string, alternates: Array<{ langCode: string, countryCode: string, origin: string, path: string, isDefault: boolean }> }>, errors: Array<{ code: number, message: string }> } };

export type StoreDataQueryVariables = Exact<{
  userData: UserDataInput;
}>;


export type StoreDataQuery = { storeData: { storeData: { menus: { footerMenu: { menuItems: Array<{ title: string, menuItems: Array<{ title: string, path: { href: string, type: LinkType } }> }> }, businessMenu: { title: string | null, menuItems: Array<{ title: string, path: { href: string, type: LinkType } }> }, redeemMenu: { notice: string | null, terms: { href: string, type: LinkType }, privacy: { href: string, type: LinkType }, support: { href: string, type: LinkType } } } } | null, errors: Array<{ message: string, code: number }> } };

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
export const OrderItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderItemFields on OrderItem {
  id
  kind
  qty
  price {
    currency
    value
  }
  total {
    currency
    value
  }
  title
  sku
  variationId
}
    `, {"fragmentName":"OrderItemFields"}) as unknown as TypedDocumentString<OrderItemFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on GiftcardOrder {
  id
  currency
  itemCount
  registered
  status
  pendingCheckout
  shipments {
    id
    tag
    deliveryType
    receiver {
      name
      email
      phone
    }
    schedule {
      date
      time
    }
    dispatchDate
    deliveryAddress {
      customerType
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      phoneNumber
    }
    packages {
      id
      blankPacks
      total {
        currency
        value
      }
      giftcardItem {
        ...OrderItemFields
        ... on GiftcardOrderItem {
          image
          productId
          slug
          productType
          variationType
          color
        }
        ... on DonationOrderItem {
          image
          productId
          slug
          color
        }
      }
      wrapper {
        ...OrderItemFields
        image
      }
      giftPacking {
        ...OrderItemFields
        image
      }
      message {
        ...OrderItemFields
        text
      }
    }
  }
  packagesGroups {
    tag
    packageId
    deliveryType
    receiverTitle
    receiverDescription
    totalPrice {
      currency
      value
    }
    cardsPreviews {
      image {
        url {
          type
          href
        }
        alt
      }
      color {
        color
        opacity
      }
      productLabel
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        currency
        value
      }
    }
    physicalTotal {
      qty
      price {
        currency
        value
      }
    }
    extra {
      currency
      value
    }
  }
  totals {
    subTotal {
      currency
      value
    }
    grandTotalWithoutTax {
      currency
      value
    }
    grandTotal {
      currency
      value
    }
    vat {
      currency
      value
    }
    adjustments {
      title
      adjustmentType
      price {
        currency
        value
      }
      tag
    }
  }
  billingAddress {
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
  }
  customer {
    customerType
    firstName
    lastName
    email
    phoneCountry
    phoneNumber
    companyName
    vatNumber
    kvkNumber
    referenceNumber
    invoiceEmail
    subscribed
  }
}
    fragment OrderItemFields on OrderItem {
  id
  kind
  qty
  price {
    currency
    value
  }
  total {
    currency
    value
  }
  title
  sku
  variationId
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const TermFieldsFragmentDoc = new TypedDocumentString(`
    fragment TermFields on Term {
  taxonomy
  slug
  title
  description
  icon
  productCount
  path
}
    `, {"fragmentName":"TermFields"}) as unknown as TypedDocumentString<TermFieldsFragment, unknown>;
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  id
  title
  path
  image {
    url
    alt
  }
  backgroundColor
  showHand
  showShadow
  productType
  ... on GiftcardProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
  ... on DonationProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
}
    `, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const GiftCardPaymentFieldsFragmentDoc = new TypedDocumentString(`
    fragment GiftCardPaymentFields on GiftCardPayments {
  cards {
    cardId
    maskedNumber
    balance {
      currency
      value
    }
    used {
      currency
      value
    }
  }
  total {
    currency
    value
  }
  rest {
    currency
    value
  }
  covered
}
    `, {"fragmentName":"GiftCardPaymentFields"}) as unknown as TypedDocumentString<GiftCardPaymentFieldsFragment, unknown>;
export const OrderStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderStatusFields on OrderStatus {
  uuid
  status
  type
  paymentStatus
  paymentMethod
  instructions {
    beneficiary
    iban
    bic
    reference
  }
  appUrl
  qrCode
  canRetry
}
    `, {"fragmentName":"OrderStatusFields"}) as unknown as TypedDocumentString<OrderStatusFieldsFragment, unknown>;
export const MomentFieldsFragmentDoc = new TypedDocumentString(`
    fragment MomentFields on GivingMoment {
  id
  path
  heroTitle
  title
  backgroundColor
  image {
    url
    alt
  }
}
    `, {"fragmentName":"MomentFields"}) as unknown as TypedDocumentString<MomentFieldsFragment, unknown>;
export const PostFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostFields on BlogPost {
  id
  path
  title
  excerpt
  image {
    url
    alt
  }
  publishedAt
}
    `, {"fragmentName":"PostFields"}) as unknown as TypedDocumentString<PostFieldsFragment, unknown>;
export const ContentPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContentPageFields on PageResult {
  page {
    id
    pageType
    path
    title
    body {
      type
      text
      items
      faq {
        question
        answer
      }
    }
    metadata {
      title
      description
      keywords
      noindex
      nofollow
      hreflangTags {
        langCode
        countryCode
        origin
        path
        isDefault
      }
    }
  }
  errors {
    code
    message
  }
}
    `, {"fragmentName":"ContentPageFields"}) as unknown as TypedDocumentString<ContentPageFieldsFragment, unknown>;
export const LocationFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationFields on Location {
  id
  slug
  name
  street
  postalCode
  city
  administrativeArea
  countryCode
  lat
  lon
  path
}
    `, {"fragmentName":"LocationFields"}) as unknown as TypedDocumentString<LocationFieldsFragment, unknown>;
export const RedeemInfoFragmentDoc = new TypedDocumentString(`
    fragment RedeemInfo on GiftCardInfoResult {
  status
  redeemToken
  cards {
    id
    maskedNumber
    balance {
      currency
      value
    }
    expiryDate
  }
  balance {
    currency
    value
  }
  basket {
    packages {
      id
      mainProduct {
        id
        redeemProductId
        title
        path
        image
        backgroundColor
      }
      mainProductType
      items {
        qty
        variation {
          id
          sku
          title
          price {
            currency
            value
          }
          variationType
        }
      }
      packageTotals {
        mainItemAmount {
          currency
          value
        }
        mainItemEditable
        promotionAmount {
          currency
          value
        }
      }
      note
    }
    totals {
      total {
        currency
        value
      }
      balance {
        currency
        value
      }
      byCards {
        currency
        value
      }
      priceToPay {
        currency
        value
      }
      remainingBalance {
        currency
        value
      }
    }
    needsAddress
    details {
      firstName
      lastName
      email
      address {
        countryCode
        postCode
        houseNumber
        suffix
        street
        city
      }
    }
  }
  page {
    key
    companyName
    title
    intro
    info
  }
  errors {
    message
    code
    referencedRequestParameter
  }
}
    `, {"fragmentName":"RedeemInfo"}) as unknown as TypedDocumentString<RedeemInfoFragment, unknown>;
export const RedeemProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment RedeemProductFields on RedeemMainProduct {
  id
  productId
  title
  description
  path
  image
  backgroundColor
  showShadow
  mainProductType
  variations {
    id
    sku
    variationType
  }
  redeemData {
    title
    description
    minimumAvailableCustomAmount {
      currency
      value
    }
    maximumAvailableCustomAmount {
      currency
      value
    }
    minimumRemainingBalance {
      currency
      value
    }
    promotionPercent
  }
  giftCardBrand {
    id
    iframeUrl
    redirectLink
    redirectTime
    externalProductLink {
      title
      url
    }
  }
}
    `, {"fragmentName":"RedeemProductFields"}) as unknown as TypedDocumentString<RedeemProductFieldsFragment, unknown>;
export const AccountOrdersDocument = new TypedDocumentString(`
    query accountOrders($userData: UserDataInput!, $paging: Paging!) {
  accountOrders(userData: $userData, paging: $paging) {
    orders {
      uuid
      number
      type
      status
      orderedOn
      paymentMethod
      contactPerson
      total {
        currency
        value
      }
      invoiceAvailable
      reorderable
    }
    total
    pageCount
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountOrderDocument = new TypedDocumentString(`
    query accountOrder($userData: UserDataInput!, $uuid: String!) {
  accountOrder(userData: $userData, uuid: $uuid) {
    order {
      uuid
      number
      type
      status
      orderedOn
      paymentMethod
      contactPerson
      total {
        currency
        value
      }
      invoiceAvailable
      reorderable
      email
      shipments {
        deliveryType
        receiver
        address
        lines {
          title
          qty
          amount {
            currency
            value
          }
          extras
        }
      }
      activation {
        cardLast4
        status
        amount {
          currency
          value
        }
      }
      paidWithCards
      subTotal {
        currency
        value
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountOrderQuery, AccountOrderQueryVariables>;
export const AccountInvoiceDocument = new TypedDocumentString(`
    query accountInvoice($userData: UserDataInput!, $uuid: String!) {
  accountInvoice(userData: $userData, uuid: $uuid) {
    fileName
    pdf
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountInvoiceQuery, AccountInvoiceQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query me($userData: UserDataInput!) {
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        email
        firstName
        lastName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation logout($userData: UserDataInput!) {
  userLogout(userData: $userData) {
    status
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const CheckDocument = new TypedDocumentString(`
    query check($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
  checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<CheckQuery, CheckQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation login($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {
  userLogin(
    userData: $userData
    email: $email
    password: $password
    captchaToken: $captchaToken
  ) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const CreateAccountDocument = new TypedDocumentString(`
    mutation createAccount($userData: UserDataInput!, $input: CreateAccountInput!) {
  createAccount(userData: $userData, input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAccountMutation, CreateAccountMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation forgotPassword($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
  forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const PasswordResetTokenDocument = new TypedDocumentString(`
    query passwordResetToken($userData: UserDataInput!, $token: String!) {
  passwordResetToken(userData: $userData, token: $token) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<PasswordResetTokenQuery, PasswordResetTokenQueryVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation resetPassword($userData: UserDataInput!, $input: ResetPasswordInput!) {
  resetPassword(userData: $userData, input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation changePassword($userData: UserDataInput!, $input: ChangePasswordInput!) {
  changePassword(userData: $userData, input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MeEmailDocument = new TypedDocumentString(`
    query meEmail($userData: UserDataInput!) {
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MeEmailQuery, MeEmailQueryVariables>;
export const AddressesDocument = new TypedDocumentString(`
    query addresses($userData: UserDataInput!) {
  addresses(userData: $userData) {
    addresses {
      id
      isDefault
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AddressesQuery, AddressesQueryVariables>;
export const CreateAddressDocument = new TypedDocumentString(`
    mutation createAddress($userData: UserDataInput!, $fields: [KeyValue!]!, $makeDefault: Boolean) {
  createAddress(userData: $userData, fields: $fields, makeDefault: $makeDefault) {
    address {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAddressMutation, CreateAddressMutationVariables>;
export const UpdateAddressDocument = new TypedDocumentString(`
    mutation updateAddress($userData: UserDataInput!, $id: ID!, $fields: [KeyValue!]!) {
  updateAddress(userData: $userData, id: $id, fields: $fields) {
    address {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DeleteAddressDocument = new TypedDocumentString(`
    mutation deleteAddress($userData: UserDataInput!, $id: ID!) {
  deleteAddress(userData: $userData, id: $id) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const SetDefaultAddressDocument = new TypedDocumentString(`
    mutation setDefaultAddress($userData: UserDataInput!, $id: ID!) {
  setDefaultAddress(userData: $userData, id: $id) {
    address {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<SetDefaultAddressMutation, SetDefaultAddressMutationVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation updateProfile($userData: UserDataInput!, $fields: [KeyValue!]!) {
  updateProfile(userData: $userData, fields: $fields) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation deleteAccount($userData: UserDataInput!, $email: String!, $password: String!, $confirm: Boolean!) {
  deleteAccount(
    userData: $userData
    email: $email
    password: $password
    confirm: $confirm
  ) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const ExportAccountDataDocument = new TypedDocumentString(`
    query exportAccountData($userData: UserDataInput!) {
  exportAccountData(userData: $userData) {
    json
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ExportAccountDataQuery, ExportAccountDataQueryVariables>;
export const AccountUserDocument = new TypedDocumentString(`
    query accountUser($userData: UserDataInput!) {
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        firstName
        lastName
        email
        invoiceEmail
        phoneNumber
        vatNumber
        customerType
        phoneCountry
        companyName
        kvkNumber
        referenceNumber
      }
      subscribed
    }
  }
}
    `) as unknown as TypedDocumentString<AccountUserQuery, AccountUserQueryVariables>;
export const CreateActivationDocument = new TypedDocumentString(`
    mutation createActivation($userData: UserDataInput!, $fields: [KeyValue!]!) {
  createActivationOrder(userData: $userData, fields: $fields) {
    kind
    url
    orderUuid
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<CreateActivationMutation, CreateActivationMutationVariables>;
export const ActivationDocument = new TypedDocumentString(`
    query activation($userData: UserDataInput!, $uuid: String!, $orderKey: String) {
  activation(userData: $userData, uuid: $uuid, orderKey: $orderKey) {
    activation {
      uuid
      state
      last4
      amount {
        value
        currency
      }
      email
      canOpenCard
      refunded
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ActivationQuery, ActivationQueryVariables>;
export const OpenActivatedCardDocument = new TypedDocumentString(`
    mutation openActivatedCard($userData: UserDataInput!, $uuid: String!) {
  openActivatedCard(userData: $userData, uuid: $uuid) {
    redeemToken
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<OpenActivatedCardMutation, OpenActivatedCardMutationVariables>;
export const VisitorAndCountDocument = new TypedDocumentString(`
    query visitorAndCount($userData: UserDataInput!, $count: Boolean!) {
  cartQuantity(userData: $userData) @include(if: $count) {
    cart {
      qty
    }
  }
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VisitorAndCountQuery, VisitorAndCountQueryVariables>;
export const AddDocument = new TypedDocumentString(`
    mutation add($userData: UserDataInput!, $input: AddGiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, input: $input) {
    order {
      itemCount
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AddMutation, AddMutationVariables>;
export const CartDocument = new TypedDocumentString(`
    query cart($userData: UserDataInput!, $orderUuid: String) {
  cart(userData: $userData, orderUuid: $orderUuid) {
    order {
      ...CartFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment OrderItemFields on OrderItem {
  id
  kind
  qty
  price {
    currency
    value
  }
  total {
    currency
    value
  }
  title
  sku
  variationId
}
fragment CartFields on GiftcardOrder {
  id
  currency
  itemCount
  registered
  status
  pendingCheckout
  shipments {
    id
    tag
    deliveryType
    receiver {
      name
      email
      phone
    }
    schedule {
      date
      time
    }
    dispatchDate
    deliveryAddress {
      customerType
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      phoneNumber
    }
    packages {
      id
      blankPacks
      total {
        currency
        value
      }
      giftcardItem {
        ...OrderItemFields
        ... on GiftcardOrderItem {
          image
          productId
          slug
          productType
          variationType
          color
        }
        ... on DonationOrderItem {
          image
          productId
          slug
          color
        }
      }
      wrapper {
        ...OrderItemFields
        image
      }
      giftPacking {
        ...OrderItemFields
        image
      }
      message {
        ...OrderItemFields
        text
      }
    }
  }
  packagesGroups {
    tag
    packageId
    deliveryType
    receiverTitle
    receiverDescription
    totalPrice {
      currency
      value
    }
    cardsPreviews {
      image {
        url {
          type
          href
        }
        alt
      }
      color {
        color
        opacity
      }
      productLabel
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        currency
        value
      }
    }
    physicalTotal {
      qty
      price {
        currency
        value
      }
    }
    extra {
      currency
      value
    }
  }
  totals {
    subTotal {
      currency
      value
    }
    grandTotalWithoutTax {
      currency
      value
    }
    grandTotal {
      currency
      value
    }
    vat {
      currency
      value
    }
    adjustments {
      title
      adjustmentType
      price {
        currency
        value
      }
      tag
    }
  }
  billingAddress {
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
  }
  customer {
    customerType
    firstName
    lastName
    email
    phoneCountry
    phoneNumber
    companyName
    vatNumber
    kvkNumber
    referenceNumber
    invoiceEmail
    subscribed
  }
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const LeaveDocument = new TypedDocumentString(`
    mutation leave($userData: UserDataInput!) {
  leaveCheckout(userData: $userData) {
    status
  }
}
    `) as unknown as TypedDocumentString<LeaveMutation, LeaveMutationVariables>;
export const DelDocument = new TypedDocumentString(`
    mutation del($userData: UserDataInput!, $shipmentTag: String!, $packageId: String) {
  deleteGiftcardPackageGroup(
    userData: $userData
    shipmentTag: $shipmentTag
    packageId: $packageId
  ) {
    order {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<DelMutation, DelMutationVariables>;
export const QtyDocument = new TypedDocumentString(`
    mutation qty($userData: UserDataInput!, $shipmentTag: String!, $packageId: String!, $quantity: Int!) {
  setPackageQuantity(
    userData: $userData
    shipmentTag: $shipmentTag
    packageId: $packageId
    quantity: $quantity
  ) {
    order {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<QtyMutation, QtyMutationVariables>;
export const ReceiverDocument = new TypedDocumentString(`
    mutation receiver($userData: UserDataInput!, $shipmentTag: String!, $receiver: ReceiverInput!) {
  updateReceiver(
    userData: $userData
    shipmentTag: $shipmentTag
    receiver: $receiver
  ) {
    order {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ReceiverMutation, ReceiverMutationVariables>;
export const ResetDocument = new TypedDocumentString(`
    mutation reset($userData: UserDataInput!, $shipmentTag: String!) {
  resetReceiver(userData: $userData, shipmentTag: $shipmentTag) {
    order {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ResetMutation, ResetMutationVariables>;
export const DeliveryDocument = new TypedDocumentString(`
    mutation delivery($userData: UserDataInput!, $shipmentTag: String!, $schedule: ScheduleInput, $dispatchDate: String) {
  setDeliveryMoment(
    userData: $userData
    shipmentTag: $shipmentTag
    schedule: $schedule
    dispatchDate: $dispatchDate
  ) {
    order {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<DeliveryMutation, DeliveryMutationVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query productPage($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {
  products(userData: $userData, filters: $filters, paging: $paging) {
    items {
      description
      ...ProductCard
      ... on GiftcardProduct {
        variationsToShow
        variations {
          id
          variationType
        }
        media {
          __typename
          ... on Image {
            url
            alt
          }
          ... on EmbedVideo {
            title
            source
            videoId
            embedUrl
          }
          ... on SelfHostedVideo {
            title
            url
            poster
          }
        }
        testimonials {
          author
          rating
          text
          date
        }
        rating {
          average
          count
        }
        brand
        brands
        multiBrand
        categories {
          slug
          title
          path
        }
        locationCount
      }
      ... on DonationProduct {
        variationsToShow
        variations {
          id
          variationType
        }
        media {
          __typename
          ... on Image {
            url
            alt
          }
          ... on EmbedVideo {
            title
            source
            videoId
            embedUrl
          }
          ... on SelfHostedVideo {
            title
            url
            poster
          }
        }
        testimonials {
          author
          rating
          text
          date
        }
        rating {
          average
          count
        }
        brand
        brands
        multiBrand
        categories {
          slug
          title
          path
        }
        locationCount
      }
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
  extras(userData: $userData) {
    extras {
      id
      kind
      title
      description
      price {
        value
      }
      image
      containsWine
    }
  }
}
    fragment ProductCard on Product {
  id
  title
  path
  image {
    url
    alt
  }
  backgroundColor
  showHand
  showShadow
  productType
  ... on GiftcardProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
  ... on DonationProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const TermsDocument = new TypedDocumentString(`
    query terms($userData: UserDataInput!, $taxonomies: [String!]!) {
  productTerms(userData: $userData, taxonomies: $taxonomies) {
    terms {
      ...TermFields
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment TermFields on Term {
  taxonomy
  slug
  title
  description
  icon
  productCount
  path
}`) as unknown as TypedDocumentString<TermsQuery, TermsQueryVariables>;
export const ListingDocument = new TypedDocumentString(`
    query listing($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!, $after: Paging!, $topFilters: BlockFilters, $category: String!, $isCategory: Boolean!) {
  products(userData: $userData, filters: $filters, paging: $paging) {
    items {
      ...ProductCard
    }
    total
    pageCount
    errors {
      code
      message
      referencedRequestParameter
    }
  }
  after: products(userData: $userData, filters: $filters, paging: $after) {
    items {
      ...ProductCard
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
  top: getBlocksQueue(
    userData: $userData
    queueID: "top-products"
    filters: $topFilters
  ) {
    blocks {
      product {
        ...ProductCard
      }
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
  productTerms(userData: $userData, taxonomies: ["categories", "types"]) {
    terms {
      ...TermFields
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
  variants: pageVariants(userData: $userData, page: CATEGORY, slug: $category) @include(if: $isCategory) {
    hreflangTags {
      langCode
      countryCode
      origin
      path
      isDefault
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment TermFields on Term {
  taxonomy
  slug
  title
  description
  icon
  productCount
  path
}
fragment ProductCard on Product {
  id
  title
  path
  image {
    url
    alt
  }
  backgroundColor
  showHand
  showShadow
  productType
  ... on GiftcardProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
  ... on DonationProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<ListingQuery, ListingQueryVariables>;
export const ProductsDocument = new TypedDocumentString(`
    query products($userData: UserDataInput!, $paging: Paging!, $filters: ProductFilters) {
  products(userData: $userData, paging: $paging, filters: $filters) {
    items {
      ...ProductCard
    }
    total
    pageNumber
    itemsPerPage
    pageCount
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment ProductCard on Product {
  id
  title
  path
  image {
    url
    alt
  }
  backgroundColor
  showHand
  showShadow
  productType
  ... on GiftcardProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
  ... on DonationProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const ProductDocument = new TypedDocumentString(`
    query product($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {
  products(userData: $userData, filters: $filters, paging: $paging) {
    items {
      description
      ...ProductCard
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment ProductCard on Product {
  id
  title
  path
  image {
    url
    alt
  }
  backgroundColor
  showHand
  showShadow
  productType
  ... on GiftcardProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
  ... on DonationProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const DetailsDocument = new TypedDocumentString(`
    mutation details($userData: UserDataInput!, $fields: [KeyValue!]!) {
  saveCheckoutDetails(userData: $userData, fields: $fields) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<DetailsMutation, DetailsMutationVariables>;
export const ShippingDocument = new TypedDocumentString(`
    mutation shipping($userData: UserDataInput!, $fields: [KeyValue!]!) {
  saveCheckoutShipping(userData: $userData, fields: $fields) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ShippingMutation, ShippingMutationVariables>;
export const PlaceDocument = new TypedDocumentString(`
    mutation place($userData: UserDataInput!, $fields: [KeyValue!]!) {
  placeOrder(userData: $userData, fields: $fields) {
    kind
    url
    orderUuid
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceMutation, PlaceMutationVariables>;
export const GiftCardPaymentsDocument = new TypedDocumentString(`
    query giftCardPayments($userData: UserDataInput!) {
  giftCardPayments(userData: $userData) {
    payments {
      ...GiftCardPaymentFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment GiftCardPaymentFields on GiftCardPayments {
  cards {
    cardId
    maskedNumber
    balance {
      currency
      value
    }
    used {
      currency
      value
    }
  }
  total {
    currency
    value
  }
  rest {
    currency
    value
  }
  covered
}`) as unknown as TypedDocumentString<GiftCardPaymentsQuery, GiftCardPaymentsQueryVariables>;
export const AddCardDocument = new TypedDocumentString(`
    mutation addCard($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  addGiftCardPayment(
    userData: $userData
    cardNumber: $cardNumber
    pin: $pin
    captchaToken: $captchaToken
  ) {
    payments {
      covered
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AddCardMutation, AddCardMutationVariables>;
export const RemoveCardDocument = new TypedDocumentString(`
    mutation removeCard($userData: UserDataInput!, $cardId: ID!) {
  removeGiftCardPayment(userData: $userData, cardId: $cardId) {
    payments {
      covered
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveCardMutation, RemoveCardMutationVariables>;
export const CheckoutStatusDocument = new TypedDocumentString(`
    query checkoutStatus($userData: UserDataInput!, $uuid: String!) {
  orderStatus(userData: $userData, uuid: $uuid) {
    order {
      uuid
      status
      paymentStatus
      canRetry
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutStatusQuery, CheckoutStatusQueryVariables>;
export const UserDocument = new TypedDocumentString(`
    query user($userData: UserDataInput!) {
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UserQuery, UserQueryVariables>;
export const CheckoutDocument = new TypedDocumentString(`
    query checkout($userData: UserDataInput!, $payments: Boolean!) {
  cart(userData: $userData) {
    order {
      ...CartFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        email
      }
    }
  }
  giftCardPayments(userData: $userData) @include(if: $payments) {
    payments {
      ...GiftCardPaymentFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment OrderItemFields on OrderItem {
  id
  kind
  qty
  price {
    currency
    value
  }
  total {
    currency
    value
  }
  title
  sku
  variationId
}
fragment CartFields on GiftcardOrder {
  id
  currency
  itemCount
  registered
  status
  pendingCheckout
  shipments {
    id
    tag
    deliveryType
    receiver {
      name
      email
      phone
    }
    schedule {
      date
      time
    }
    dispatchDate
    deliveryAddress {
      customerType
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      phoneNumber
    }
    packages {
      id
      blankPacks
      total {
        currency
        value
      }
      giftcardItem {
        ...OrderItemFields
        ... on GiftcardOrderItem {
          image
          productId
          slug
          productType
          variationType
          color
        }
        ... on DonationOrderItem {
          image
          productId
          slug
          color
        }
      }
      wrapper {
        ...OrderItemFields
        image
      }
      giftPacking {
        ...OrderItemFields
        image
      }
      message {
        ...OrderItemFields
        text
      }
    }
  }
  packagesGroups {
    tag
    packageId
    deliveryType
    receiverTitle
    receiverDescription
    totalPrice {
      currency
      value
    }
    cardsPreviews {
      image {
        url {
          type
          href
        }
        alt
      }
      color {
        color
        opacity
      }
      productLabel
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        currency
        value
      }
    }
    physicalTotal {
      qty
      price {
        currency
        value
      }
    }
    extra {
      currency
      value
    }
  }
  totals {
    subTotal {
      currency
      value
    }
    grandTotalWithoutTax {
      currency
      value
    }
    grandTotal {
      currency
      value
    }
    vat {
      currency
      value
    }
    adjustments {
      title
      adjustmentType
      price {
        currency
        value
      }
      tag
    }
  }
  billingAddress {
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
  }
  customer {
    customerType
    firstName
    lastName
    email
    phoneCountry
    phoneNumber
    companyName
    vatNumber
    kvkNumber
    referenceNumber
    invoiceEmail
    subscribed
  }
}
fragment GiftCardPaymentFields on GiftCardPayments {
  cards {
    cardId
    maskedNumber
    balance {
      currency
      value
    }
    used {
      currency
      value
    }
  }
  total {
    currency
    value
  }
  rest {
    currency
    value
  }
  covered
}`) as unknown as TypedDocumentString<CheckoutQuery, CheckoutQueryVariables>;
export const BackDocument = new TypedDocumentString(`
    mutation back($userData: UserDataInput!, $orderUuid: String!, $params: [KeyValue!]!) {
  completePaymentReturn(
    userData: $userData
    orderUuid: $orderUuid
    params: $params
  ) {
    order {
      ...OrderStatusFields
    }
  }
}
    fragment OrderStatusFields on OrderStatus {
  uuid
  status
  type
  paymentStatus
  paymentMethod
  instructions {
    beneficiary
    iban
    bic
    reference
  }
  appUrl
  qrCode
  canRetry
}`) as unknown as TypedDocumentString<BackMutation, BackMutationVariables>;
export const StatusDocument = new TypedDocumentString(`
    query status($userData: UserDataInput!, $uuid: String!) {
  orderStatus(userData: $userData, uuid: $uuid) {
    order {
      ...OrderStatusFields
    }
  }
}
    fragment OrderStatusFields on OrderStatus {
  uuid
  status
  type
  paymentStatus
  paymentMethod
  instructions {
    beneficiary
    iban
    bic
    reference
  }
  appUrl
  qrCode
  canRetry
}`) as unknown as TypedDocumentString<StatusQuery, StatusQueryVariables>;
export const OrderSummaryDocument = new TypedDocumentString(`
    query orderSummary($userData: UserDataInput!, $orderUuid: String, $orderKey: String) {
  cart(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey) {
    order {
      currency
      itemCount
      totals {
        grandTotal {
          value
        }
      }
      groupedTotals {
        digitalTotal {
          qty
        }
        physicalTotal {
          qty
        }
      }
      packagesGroups {
        tag
        packageId
        receiverTitle
        receiverDescription
        totalPrice {
          value
        }
        cardsPreviews {
          productLabel
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<OrderSummaryQuery, OrderSummaryQueryVariables>;
export const MomentsDocument = new TypedDocumentString(`
    query moments($userData: UserDataInput!) {
  givingMoments(userData: $userData) {
    items {
      ...MomentFields
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment MomentFields on GivingMoment {
  id
  path
  heroTitle
  title
  backgroundColor
  image {
    url
    alt
  }
}`) as unknown as TypedDocumentString<MomentsQuery, MomentsQueryVariables>;
export const MomentDocument = new TypedDocumentString(`
    query moment($userData: UserDataInput!, $path: String!) {
  givingMoment(userData: $userData, path: $path) {
    moment {
      ...MomentFields
      body {
        type
        text
        items
        faq {
          question
          answer
        }
      }
      products {
        ...ProductCard
      }
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment ProductCard on Product {
  id
  title
  path
  image {
    url
    alt
  }
  backgroundColor
  showHand
  showShadow
  productType
  ... on GiftcardProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
  ... on DonationProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
}
fragment MomentFields on GivingMoment {
  id
  path
  heroTitle
  title
  backgroundColor
  image {
    url
    alt
  }
}`) as unknown as TypedDocumentString<MomentQuery, MomentQueryVariables>;
export const PostsDocument = new TypedDocumentString(`
    query posts($userData: UserDataInput!, $paging: Paging!) {
  blogPosts(userData: $userData, paging: $paging) {
    items {
      ...PostFields
    }
    total
    pageCount
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment PostFields on BlogPost {
  id
  path
  title
  excerpt
  image {
    url
    alt
  }
  publishedAt
}`) as unknown as TypedDocumentString<PostsQuery, PostsQueryVariables>;
export const PostDocument = new TypedDocumentString(`
    query post($userData: UserDataInput!, $path: String!) {
  blogPost(userData: $userData, path: $path) {
    post {
      ...PostFields
      body {
        type
        text
        items
        faq {
          question
          answer
        }
      }
    }
    related {
      ...PostFields
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment PostFields on BlogPost {
  id
  path
  title
  excerpt
  image {
    url
    alt
  }
  publishedAt
}`) as unknown as TypedDocumentString<PostQuery, PostQueryVariables>;
export const PageDocument = new TypedDocumentString(`
    query page($userData: UserDataInput!, $path: String!) {
  page(userData: $userData, path: $path) {
    ...ContentPageFields
  }
}
    fragment ContentPageFields on PageResult {
  page {
    id
    pageType
    path
    title
    body {
      type
      text
      items
      faq {
        question
        answer
      }
    }
    metadata {
      title
      description
      keywords
      noindex
      nofollow
      hreflangTags {
        langCode
        countryCode
        origin
        path
        isDefault
      }
    }
  }
  errors {
    code
    message
  }
}`) as unknown as TypedDocumentString<PageQuery, PageQueryVariables>;
export const NextDrawDocument = new TypedDocumentString(`
    query nextDraw($userData: UserDataInput!) {
  nextDoublerDraw(userData: $userData) {
    draw {
      month
      day
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<NextDrawQuery, NextDrawQueryVariables>;
export const EnterDocument = new TypedDocumentString(`
    mutation enter($userData: UserDataInput!, $input: DoublerEntryInput!) {
  enterDoubler(userData: $userData, input: $input) {
    status
    draw {
      month
      day
    }
    productSlug
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<EnterMutation, EnterMutationVariables>;
export const EnterSessionCardDocument = new TypedDocumentString(`
    mutation enterSessionCard($userData: UserDataInput!, $input: DoublerSessionEntryInput!) {
  enterDoublerWithRedeemCard(userData: $userData, input: $input) {
    status
    draw {
      month
      day
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<EnterSessionCardMutation, EnterSessionCardMutationVariables>;
export const DoublerProductDocument = new TypedDocumentString(`
    query doublerProduct($userData: UserDataInput!, $slug: String!) {
  doublerCardProduct(userData: $userData, slug: $slug) {
    ...ProductCard
  }
}
    fragment ProductCard on Product {
  id
  title
  path
  image {
    url
    alt
  }
  backgroundColor
  showHand
  showShadow
  productType
  ... on GiftcardProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
  ... on DonationProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<DoublerProductQuery, DoublerProductQueryVariables>;
export const LocationsOverviewDocument = new TypedDocumentString(`
    query locationsOverview($userData: UserDataInput!, $product: String!, $filters: LocationFilters, $paging: Paging!) {
  products(
    userData: $userData
    filters: {filterByPage: {fieldName: "slug", pageId: $product, pageType: "product"}}
    paging: {itemsPerPage: 1, pageNumber: 1}
  ) {
    items {
      id
      title
      path
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
  locations(userData: $userData, filters: $filters, paging: $paging) {
    items {
      ...LocationFields
    }
    total
    pageCount
    points {
      slug
      name
      lat
      lon
    }
    bounds {
      latmax
      latmin
      lonmax
      lonmin
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
  variants: pageVariants(
    userData: $userData
    page: PRODUCT_LOCATIONS
    slug: $product
  ) {
    hreflangTags {
      langCode
      countryCode
      origin
      path
      isDefault
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment LocationFields on Location {
  id
  slug
  name
  street
  postalCode
  city
  administrativeArea
  countryCode
  lat
  lon
  path
}`) as unknown as TypedDocumentString<LocationsOverviewQuery, LocationsOverviewQueryVariables>;
export const LocationDetailDocument = new TypedDocumentString(`
    query locationDetail($userData: UserDataInput!, $slug: String!, $product: String) {
  location(userData: $userData, slug: $slug, productSlug: $product) {
    location {
      location {
        ...LocationFields
      }
      products {
        id
        title
        path
        image {
          url
          alt
        }
        backgroundColor
      }
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
  variants: pageVariants(userData: $userData, page: LOCATION, slug: $slug) {
    hreflangTags {
      langCode
      countryCode
      origin
      path
      isDefault
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment LocationFields on Location {
  id
  slug
  name
  street
  postalCode
  city
  administrativeArea
  countryCode
  lat
  lon
  path
}`) as unknown as TypedDocumentString<LocationDetailQuery, LocationDetailQueryVariables>;
export const RequestQuoteDocument = new TypedDocumentString(`
    mutation requestQuote($userData: UserDataInput!, $fields: [KeyValue!]!) {
  requestQuote(userData: $userData, fields: $fields) {
    status
    quoteNumber
    quoteId
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<RequestQuoteMutation, RequestQuoteMutationVariables>;
export const QuoteReceiptDocument = new TypedDocumentString(`
    query quoteReceipt($userData: UserDataInput!, $quoteId: ID!) {
  quoteReceipt(userData: $userData, quoteId: $quoteId) {
    quoteNumber
    email
  }
}
    `) as unknown as TypedDocumentString<QuoteReceiptQuery, QuoteReceiptQueryVariables>;
export const InfoDocument = new TypedDocumentString(`
    query info($userData: UserDataInput!) {
  giftCardInfo(userData: $userData) {
    ...RedeemInfo
  }
}
    fragment RedeemInfo on GiftCardInfoResult {
  status
  redeemToken
  cards {
    id
    maskedNumber
    balance {
      currency
      value
    }
    expiryDate
  }
  balance {
    currency
    value
  }
  basket {
    packages {
      id
      mainProduct {
        id
        redeemProductId
        title
        path
        image
        backgroundColor
      }
      mainProductType
      items {
        qty
        variation {
          id
          sku
          title
          price {
            currency
            value
          }
          variationType
        }
      }
      packageTotals {
        mainItemAmount {
          currency
          value
        }
        mainItemEditable
        promotionAmount {
          currency
          value
        }
      }
      note
    }
    totals {
      total {
        currency
        value
      }
      balance {
        currency
        value
      }
      byCards {
        currency
        value
      }
      priceToPay {
        currency
        value
      }
      remainingBalance {
        currency
        value
      }
    }
    needsAddress
    details {
      firstName
      lastName
      email
      address {
        countryCode
        postCode
        houseNumber
        suffix
        street
        city
      }
    }
  }
  page {
    key
    companyName
    title
    intro
    info
  }
  errors {
    message
    code
    referencedRequestParameter
  }
}`) as unknown as TypedDocumentString<InfoQuery, InfoQueryVariables>;
export const RedeemCheckDocument = new TypedDocumentString(`
    mutation redeemCheck($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  checkGiftCard(
    userData: $userData
    cardNumber: $cardNumber
    pin: $pin
    captchaToken: $captchaToken
  ) {
    ...RedeemInfo
  }
}
    fragment RedeemInfo on GiftCardInfoResult {
  status
  redeemToken
  cards {
    id
    maskedNumber
    balance {
      currency
      value
    }
    expiryDate
  }
  balance {
    currency
    value
  }
  basket {
    packages {
      id
      mainProduct {
        id
        redeemProductId
        title
        path
        image
        backgroundColor
      }
      mainProductType
      items {
        qty
        variation {
          id
          sku
          title
          price {
            currency
            value
          }
          variationType
        }
      }
      packageTotals {
        mainItemAmount {
          currency
          value
        }
        mainItemEditable
        promotionAmount {
          currency
          value
        }
      }
      note
    }
    totals {
      total {
        currency
        value
      }
      balance {
        currency
        value
      }
      byCards {
        currency
        value
      }
      priceToPay {
        currency
        value
      }
      remainingBalance {
        currency
        value
      }
    }
    needsAddress
    details {
      firstName
      lastName
      email
      address {
        countryCode
        postCode
        houseNumber
        suffix
        street
        city
      }
    }
  }
  page {
    key
    companyName
    title
    intro
    info
  }
  errors {
    message
    code
    referencedRequestParameter
  }
}`) as unknown as TypedDocumentString<RedeemCheckMutation, RedeemCheckMutationVariables>;
export const RedeemResetDocument = new TypedDocumentString(`
    mutation redeemReset($userData: UserDataInput!) {
  resetRedeem(userData: $userData) {
    status
  }
}
    `) as unknown as TypedDocumentString<RedeemResetMutation, RedeemResetMutationVariables>;
export const RedeemProductsDocument = new TypedDocumentString(`
    query redeemProducts($userData: UserDataInput!, $page: Int) {
  redeemProducts(userData: $userData, page: $page) {
    items {
      ...RedeemProductFields
    }
    total
    pageCount
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment RedeemProductFields on RedeemMainProduct {
  id
  productId
  title
  description
  path
  image
  backgroundColor
  showShadow
  mainProductType
  variations {
    id
    sku
    variationType
  }
  redeemData {
    title
    description
    minimumAvailableCustomAmount {
      currency
      value
    }
    maximumAvailableCustomAmount {
      currency
      value
    }
    minimumRemainingBalance {
      currency
      value
    }
    promotionPercent
  }
  giftCardBrand {
    id
    iframeUrl
    redirectLink
    redirectTime
    externalProductLink {
      title
      url
    }
  }
}`) as unknown as TypedDocumentString<RedeemProductsQuery, RedeemProductsQueryVariables>;
export const RedeemProductDocument = new TypedDocumentString(`
    query redeemProduct($userData: UserDataInput!, $id: Int!) {
  redeemProduct(userData: $userData, id: $id) {
    product {
      ...RedeemProductFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment RedeemProductFields on RedeemMainProduct {
  id
  productId
  title
  description
  path
  image
  backgroundColor
  showShadow
  mainProductType
  variations {
    id
    sku
    variationType
  }
  redeemData {
    title
    description
    minimumAvailableCustomAmount {
      currency
      value
    }
    maximumAvailableCustomAmount {
      currency
      value
    }
    minimumRemainingBalance {
      currency
      value
    }
    promotionPercent
  }
  giftCardBrand {
    id
    iframeUrl
    redirectLink
    redirectTime
    externalProductLink {
      title
      url
    }
  }
}`) as unknown as TypedDocumentString<RedeemProductQuery, RedeemProductQueryVariables>;
export const RedeemAddDocument = new TypedDocumentString(`
    mutation redeemAdd($userData: UserDataInput!, $input: RedeemPackageInput!) {
  addRedeemPackage(userData: $userData, input: $input) {
    ...RedeemInfo
  }
}
    fragment RedeemInfo on GiftCardInfoResult {
  status
  redeemToken
  cards {
    id
    maskedNumber
    balance {
      currency
      value
    }
    expiryDate
  }
  balance {
    currency
    value
  }
  basket {
    packages {
      id
      mainProduct {
        id
        redeemProductId
        title
        path
        image
        backgroundColor
      }
      mainProductType
      items {
        qty
        variation {
          id
          sku
          title
          price {
            currency
            value
          }
          variationType
        }
      }
      packageTotals {
        mainItemAmount {
          currency
          value
        }
        mainItemEditable
        promotionAmount {
          currency
          value
        }
      }
      note
    }
    totals {
      total {
        currency
        value
      }
      balance {
        currency
        value
      }
      byCards {
        currency
        value
      }
      priceToPay {
        currency
        value
      }
      remainingBalance {
        currency
        value
      }
    }
    needsAddress
    details {
      firstName
      lastName
      email
      address {
        countryCode
        postCode
        houseNumber
        suffix
        street
        city
      }
    }
  }
  page {
    key
    companyName
    title
    intro
    info
  }
  errors {
    message
    code
    referencedRequestParameter
  }
}`) as unknown as TypedDocumentString<RedeemAddMutation, RedeemAddMutationVariables>;
export const UpdateDocument = new TypedDocumentString(`
    mutation update($userData: UserDataInput!, $packageId: String!, $input: RedeemPackageInput!) {
  updateRedeemPackage(userData: $userData, packageId: $packageId, input: $input) {
    ...RedeemInfo
  }
}
    fragment RedeemInfo on GiftCardInfoResult {
  status
  redeemToken
  cards {
    id
    maskedNumber
    balance {
      currency
      value
    }
    expiryDate
  }
  balance {
    currency
    value
  }
  basket {
    packages {
      id
      mainProduct {
        id
        redeemProductId
        title
        path
        image
        backgroundColor
      }
      mainProductType
      items {
        qty
        variation {
          id
          sku
          title
          price {
            currency
            value
          }
          variationType
        }
      }
      packageTotals {
        mainItemAmount {
          currency
          value
        }
        mainItemEditable
        promotionAmount {
          currency
          value
        }
      }
      note
    }
    totals {
      total {
        currency
        value
      }
      balance {
        currency
        value
      }
      byCards {
        currency
        value
      }
      priceToPay {
        currency
        value
      }
      remainingBalance {
        currency
        value
      }
    }
    needsAddress
    details {
      firstName
      lastName
      email
      address {
        countryCode
        postCode
        houseNumber
        suffix
        street
        city
      }
    }
  }
  page {
    key
    companyName
    title
    intro
    info
  }
  errors {
    message
    code
    referencedRequestParameter
  }
}`) as unknown as TypedDocumentString<UpdateMutation, UpdateMutationVariables>;
export const RemoveDocument = new TypedDocumentString(`
    mutation remove($userData: UserDataInput!, $packageId: String!) {
  removeRedeemPackage(userData: $userData, packageId: $packageId) {
    ...RedeemInfo
  }
}
    fragment RedeemInfo on GiftCardInfoResult {
  status
  redeemToken
  cards {
    id
    maskedNumber
    balance {
      currency
      value
    }
    expiryDate
  }
  balance {
    currency
    value
  }
  basket {
    packages {
      id
      mainProduct {
        id
        redeemProductId
        title
        path
        image
        backgroundColor
      }
      mainProductType
      items {
        qty
        variation {
          id
          sku
          title
          price {
            currency
            value
          }
          variationType
        }
      }
      packageTotals {
        mainItemAmount {
          currency
          value
        }
        mainItemEditable
        promotionAmount {
          currency
          value
        }
      }
      note
    }
    totals {
      total {
        currency
        value
      }
      balance {
        currency
        value
      }
      byCards {
        currency
        value
      }
      priceToPay {
        currency
        value
      }
      remainingBalance {
        currency
        value
      }
    }
    needsAddress
    details {
      firstName
      lastName
      email
      address {
        countryCode
        postCode
        houseNumber
        suffix
        street
        city
      }
    }
  }
  page {
    key
    companyName
    title
    intro
    info
  }
  errors {
    message
    code
    referencedRequestParameter
  }
}`) as unknown as TypedDocumentString<RemoveMutation, RemoveMutationVariables>;
export const PageInfoDocument = new TypedDocumentString(`
    query pageInfo($userData: UserDataInput!, $pageId: String!) {
  redeemPageInfo(userData: $userData, pageId: $pageId) {
    page {
      key
      companyName
      title
      intro
      info
    }
    items {
      ...RedeemProductFields
    }
    total
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment RedeemProductFields on RedeemMainProduct {
  id
  productId
  title
  description
  path
  image
  backgroundColor
  showShadow
  mainProductType
  variations {
    id
    sku
    variationType
  }
  redeemData {
    title
    description
    minimumAvailableCustomAmount {
      currency
      value
    }
    maximumAvailableCustomAmount {
      currency
      value
    }
    minimumRemainingBalance {
      currency
      value
    }
    promotionPercent
  }
  giftCardBrand {
    id
    iframeUrl
    redirectLink
    redirectTime
    externalProductLink {
      title
      url
    }
  }
}`) as unknown as TypedDocumentString<PageInfoQuery, PageInfoQueryVariables>;
export const RedeemDetailsDocument = new TypedDocumentString(`
    mutation redeemDetails($userData: UserDataInput!, $fields: [KeyValue!]!) {
  saveRedeemDetails(userData: $userData, fields: $fields) {
    ...RedeemInfo
  }
}
    fragment RedeemInfo on GiftCardInfoResult {
  status
  redeemToken
  cards {
    id
    maskedNumber
    balance {
      currency
      value
    }
    expiryDate
  }
  balance {
    currency
    value
  }
  basket {
    packages {
      id
      mainProduct {
        id
        redeemProductId
        title
        path
        image
        backgroundColor
      }
      mainProductType
      items {
        qty
        variation {
          id
          sku
          title
          price {
            currency
            value
          }
          variationType
        }
      }
      packageTotals {
        mainItemAmount {
          currency
          value
        }
        mainItemEditable
        promotionAmount {
          currency
          value
        }
      }
      note
    }
    totals {
      total {
        currency
        value
      }
      balance {
        currency
        value
      }
      byCards {
        currency
        value
      }
      priceToPay {
        currency
        value
      }
      remainingBalance {
        currency
        value
      }
    }
    needsAddress
    details {
      firstName
      lastName
      email
      address {
        countryCode
        postCode
        houseNumber
        suffix
        street
        city
      }
    }
  }
  page {
    key
    companyName
    title
    intro
    info
  }
  errors {
    message
    code
    referencedRequestParameter
  }
}`) as unknown as TypedDocumentString<RedeemDetailsMutation, RedeemDetailsMutationVariables>;
export const RedeemPlaceDocument = new TypedDocumentString(`
    mutation redeemPlace($userData: UserDataInput!, $fields: [KeyValue!]!) {
  addOriginalPackageToCartAndPlaceOrder(userData: $userData, fields: $fields) {
    kind
    url
    orderUuid
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<RedeemPlaceMutation, RedeemPlaceMutationVariables>;
export const RedeemOrderDocument = new TypedDocumentString(`
    query redeemOrder($userData: UserDataInput!, $uuid: String!) {
  redeemOrder(userData: $userData, uuid: $uuid) {
    order {
      uuid
      status
      email
      shipments {
        id
        deliveryType
        packages {
          id
          title
          image
          amount {
            currency
            value
          }
          promotionAmount {
            currency
            value
          }
          note
        }
      }
      totals {
        total {
          currency
          value
        }
        byCards {
          currency
          value
        }
        paidOtherwise {
          currency
          value
        }
      }
      paymentMethod
      remainingBalance {
        currency
        value
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<RedeemOrderQuery, RedeemOrderQueryVariables>;
export const RedeemUserDocument = new TypedDocumentString(`
    query redeemUser($userData: UserDataInput!) {
  getUserInfo(userData: $userData) {
    user {
      mainProfile {
        email
        firstName
        lastName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RedeemUserQuery, RedeemUserQueryVariables>;
export const CardDetailsDocument = new TypedDocumentString(`
    query cardDetails($userData: UserDataInput!) {
  cardDetails(userData: $userData) {
    status
    cards {
      id
      maskedNumber
      balance {
        currency
        value
      }
      expiryDate
      state
      product {
        title
        path
        image {
          url
          alt
        }
      }
      ledger {
        date
        kind
        amount {
          currency
          value
        }
        balanceAfter {
          currency
          value
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<CardDetailsQuery, CardDetailsQueryVariables>;
export const ReorderViewDocument = new TypedDocumentString(`
    query reorderView($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID) {
  reorderView(
    userData: $userData
    orderUuid: $orderUuid
    orderKey: $orderKey
    cardId: $cardId
  ) {
    source
    packages {
      id
      deliveryType
      receiver {
        name
        email
      }
      title
      quantity
      amount {
        currency
        value
      }
      product {
        id
        title
        shortDescription
        path
        image
        backgroundColor
        showShadow
        fixedValues {
          currency
          value
        }
        minPrice {
          currency
          value
        }
        maxPrice {
          currency
          value
        }
      }
      wrapper {
        title
        price {
          currency
          value
        }
      }
      giftPacking {
        title
        price {
          currency
          value
        }
      }
      message {
        text
        price {
          currency
          value
        }
      }
      total {
        currency
        value
      }
      available
      unavailableReason
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ReorderViewQuery, ReorderViewQueryVariables>;
export const ReorderDocument = new TypedDocumentString(`
    mutation reorder($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID, $packageIds: [ID!]) {
  reorder(
    userData: $userData
    orderUuid: $orderUuid
    orderKey: $orderKey
    cardId: $cardId
    packageIds: $packageIds
  ) {
    order {
      itemCount
    }
    unavailable
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ReorderMutation, ReorderMutationVariables>;
export const HomeDocument = new TypedDocumentString(`
    query home($userData: UserDataInput!) {
  page(userData: $userData, path: "") {
    ...ContentPageFields
  }
  getBlocksQueue(userData: $userData, queueID: "most-chosen") {
    blocks {
      product {
        ...ProductCard
      }
    }
    errors {
      code
      message
      referencedRequestParameter
    }
  }
}
    fragment ProductCard on Product {
  id
  title
  path
  image {
    url
    alt
  }
  backgroundColor
  showHand
  showShadow
  productType
  ... on GiftcardProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
    physicalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
  ... on DonationProduct {
    digitalVariationConfig {
      pricesToShow {
        currency
        value
      }
      hasFixedPrices
      fixedValues {
        currency
        value
      }
      minPrice {
        currency
        value
      }
      maxPrice {
        currency
        value
      }
    }
  }
}
fragment ContentPageFields on PageResult {
  page {
    id
    pageType
    path
    title
    body {
      type
      text
      items
      faq {
        question
        answer
      }
    }
    metadata {
      title
      description
      keywords
      noindex
      nofollow
      hreflangTags {
        langCode
        countryCode
        origin
        path
        isDefault
      }
    }
  }
  errors {
    code
    message
  }
}`) as unknown as TypedDocumentString<HomeQuery, HomeQueryVariables>;
export const SitemapDocument = new TypedDocumentString(`
    query sitemap($userData: UserDataInput!) {
  sitemap(userData: $userData) {
    entries {
      path
      lastModified
      alternates {
        langCode
        countryCode
        origin
        path
        isDefault
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapQuery, SitemapQueryVariables>;
export const StoreDataDocument = new TypedDocumentString(`
    query storeData($userData: UserDataInput!) {
  storeData(userData: $userData) {
    storeData {
      menus {
        footerMenu {
          menuItems {
            title
            menuItems {
              title
              path {
                href
                type
              }
            }
          }
        }
        businessMenu {
          title
          menuItems {
            title
            path {
              href
              type
            }
          }
        }
        redeemMenu {
          terms {
            href
            type
          }
          privacy {
            href
            type
          }
          support {
            href
            type
          }
          notice
        }
      }
    }
    errors {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<StoreDataQuery, StoreDataQueryVariables>;