/**
 * The redeem pages' API calls (spec §7): one document per operation, typed with what the pages read.
 * The loaders and actions of the balance check, the redeem shop and the redeem checkout share them.
 */
import { doc } from "../api/client.server";
import type { ApiError } from "../api/errors";
import type { Fields } from "../api/fields";
import type { RedeemDetails } from "./basket";

export interface Money {
  currency: string;
  value: number;
}

export interface RedeemCardView {
  id: number;
  maskedNumber: string;
  balance: Money;
  expiryDate: string;
}

export interface RedeemPackageView {
  id: string;
  mainProduct: {
    id: number;
    redeemProductId: number;
    title: string;
    path: string;
    image: string;
    backgroundColor: string;
  };
  mainProductType: "GIFTCARD" | "DONATION";
  items: { qty: number; variation: { id: number; sku: string; title: string; price: Money; variationType: string } }[];
  packageTotals: { mainItemAmount: Money; mainItemEditable: boolean; promotionAmount: Money };
  note: string | null;
}

export interface RedeemBasketView {
  packages: RedeemPackageView[];
  details: RedeemDetails | null;
  totals: { total: Money; balance: Money; byCards: Money; priceToPay: Money; remainingBalance: Money };
  needsAddress: boolean;
}

export interface RedeemPageInfo {
  key: string;
  companyName: string;
  title: string;
  intro: string;
  info: string[];
}

export interface InfoResult {
  status: boolean | null;
  redeemToken: string | null;
  cards: RedeemCardView[];
  balance: Money | null;
  basket: RedeemBasketView | null;
  page: RedeemPageInfo | null;
  errors: ApiError[];
}

export interface RedeemProductItem {
  id: number;
  productId: number;
  title: string;
  description: string;
  path: string;
  image: string;
  backgroundColor: string;
  showShadow: boolean;
  mainProductType: "GIFTCARD" | "DONATION";
  variations: { id: number; sku: string; variationType: "digital" | "physical" }[];
  redeemData: {
    title: string;
    description: string;
    minimumAvailableCustomAmount: Money;
    maximumAvailableCustomAmount: Money;
    minimumRemainingBalance: Money;
    promotionPercent: number;
  };
  giftCardBrand: {
    id: number;
    iframeUrl: string | null;
    redirectLink: string | null;
    redirectTime: number | null;
    externalProductLink: { title: string; url: string } | null;
  } | null;
}

const MONEY = "currency value";
const INFO_FIELDS = /* GraphQL */ `status redeemToken
  cards { id maskedNumber balance { ${MONEY} } expiryDate }
  balance { ${MONEY} }
  basket {
    packages { id mainProduct { id redeemProductId title path image backgroundColor } mainProductType
      items { qty variation { id sku title price { ${MONEY} } variationType } }
      packageTotals { mainItemAmount { ${MONEY} } mainItemEditable promotionAmount { ${MONEY} } } note }
    totals { total { ${MONEY} } balance { ${MONEY} } byCards { ${MONEY} } priceToPay { ${MONEY} } remainingBalance { ${MONEY} } }
    needsAddress
    details { firstName lastName email address { countryCode postCode houseNumber suffix street city } } }
  page { key companyName title intro info }
  errors { message code referencedRequestParameter }`;

const PRODUCT_FIELDS = /* GraphQL */ `id productId title description path image backgroundColor showShadow mainProductType
  variations { id sku variationType }
  redeemData { title description minimumAvailableCustomAmount { ${MONEY} } maximumAvailableCustomAmount { ${MONEY} }
    minimumRemainingBalance { ${MONEY} } promotionPercent }
  giftCardBrand { id iframeUrl redirectLink redirectTime externalProductLink { title url } }`;

export const INFO = doc<{ giftCardInfo: InfoResult }>(/* GraphQL */ `
  query info($userData: UserDataInput!) { giftCardInfo(userData: $userData) { ${INFO_FIELDS} } }
`);

export const CHECK = doc<{ checkGiftCard: InfoResult }, { cardNumber: string; pin: string; captchaToken: string }>(
  /* GraphQL */ `
  mutation check($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
    checkGiftCard(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { ${INFO_FIELDS} }
  }
`,
);

export const RESET = doc<{ resetRedeem: { status: boolean | null } }>(/* GraphQL */ `
  mutation reset($userData: UserDataInput!) { resetRedeem(userData: $userData) { status } }
`);

export const PRODUCTS = doc<
  { redeemProducts: { items: RedeemProductItem[]; total: number; pageCount: number; errors: ApiError[] } },
  { page: number }
>(/* GraphQL */ `
  query products($userData: UserDataInput!, $page: Int) {
    redeemProducts(userData: $userData, page: $page) {
      items { ${PRODUCT_FIELDS} } total pageCount errors { message code referencedRequestParameter }
    }
  }
`);

export const PRODUCT = doc<
  { redeemProduct: { product: RedeemProductItem | null; errors: ApiError[] } },
  { id: number }
>(/* GraphQL */ `
  query product($userData: UserDataInput!, $id: Int!) {
    redeemProduct(userData: $userData, id: $id) { product { ${PRODUCT_FIELDS} } errors { message code referencedRequestParameter } }
  }
`);

export interface PackageInputVars {
  redeemProductId: number;
  deliveryType: string;
  amount: number;
  note: string | null;
}

export const ADD = doc<{ addRedeemPackage: InfoResult }, { input: PackageInputVars }>(/* GraphQL */ `
  mutation add($userData: UserDataInput!, $input: RedeemPackageInput!) {
    addRedeemPackage(userData: $userData, input: $input) { ${INFO_FIELDS} }
  }
`);

export const UPDATE = doc<{ updateRedeemPackage: InfoResult }, { packageId: string; input: PackageInputVars }>(
  /* GraphQL */ `
  mutation update($userData: UserDataInput!, $packageId: String!, $input: RedeemPackageInput!) {
    updateRedeemPackage(userData: $userData, packageId: $packageId, input: $input) { ${INFO_FIELDS} }
  }
`,
);

export const REMOVE = doc<{ removeRedeemPackage: InfoResult }, { packageId: string }>(/* GraphQL */ `
  mutation remove($userData: UserDataInput!, $packageId: String!) {
    removeRedeemPackage(userData: $userData, packageId: $packageId) { ${INFO_FIELDS} }
  }
`);

export const PAGE_INFO = doc<
  { redeemPageInfo: { page: RedeemPageInfo | null; items: RedeemProductItem[]; total: number; errors: ApiError[] } },
  { pageId: string }
>(/* GraphQL */ `
  query pageInfo($userData: UserDataInput!, $pageId: String!) {
    redeemPageInfo(userData: $userData, pageId: $pageId) {
      page { key companyName title intro info } items { ${PRODUCT_FIELDS} } total
      errors { message code referencedRequestParameter }
    }
  }
`);

export interface NextStepResult {
  kind: "redirect" | "processing" | "completed" | "pending" | "failed";
  url: string | null;
  orderUuid: string | null;
  errors: ApiError[];
}

export const SAVE_DETAILS = doc<{ saveRedeemDetails: InfoResult }, { fields: Fields }>(/* GraphQL */ `
  mutation details($userData: UserDataInput!, $fields: [KeyValue!]!) {
    saveRedeemDetails(userData: $userData, fields: $fields) { ${INFO_FIELDS} }
  }
`);

export const PLACE = doc<{ addOriginalPackageToCartAndPlaceOrder: NextStepResult }, { fields: Fields }>(/* GraphQL */ `
  mutation place($userData: UserDataInput!, $fields: [KeyValue!]!) {
    addOriginalPackageToCartAndPlaceOrder(userData: $userData, fields: $fields) {
      kind url orderUuid errors { message code referencedRequestParameter }
    }
  }
`);

export interface RedeemOrderData {
  uuid: string;
  status: "PENDING" | "COMPLETED" | "CANCELED";
  email: string;
  shipments: {
    id: string;
    deliveryType: "DIGITAL" | "PHYSICAL";
    packages: {
      id: string;
      title: string;
      image: string;
      amount: Money;
      promotionAmount: Money;
      note: string | null;
    }[];
  }[];
  totals: { total: Money; byCards: Money; paidOtherwise: Money };
  paymentMethod: string;
  remainingBalance: Money;
}

export const REDEEM_ORDER = doc<
  { redeemOrder: { order: RedeemOrderData | null; errors: ApiError[] } },
  { uuid: string }
>(
  /* GraphQL */ `
  query redeemOrder($userData: UserDataInput!, $uuid: String!) {
    redeemOrder(userData: $userData, uuid: $uuid) {
      order { uuid status email
        shipments { id deliveryType packages { id title image amount { ${MONEY} } promotionAmount { ${MONEY} } note } }
        totals { total { ${MONEY} } byCards { ${MONEY} } paidOtherwise { ${MONEY} } }
        paymentMethod remainingBalance { ${MONEY} } }
      errors { message code referencedRequestParameter }
    }
  }
`,
);

/** The logged-in user's name and e-mail (the redeem checkout starts from them). */
export const REDEEM_USER = doc<{
  getUserInfo: { user: { mainProfile: { email: string; firstName: string | null; lastName: string | null } } | null };
}>(/* GraphQL */ `
  query redeemUser($userData: UserDataInput!) {
    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }
  }
`);
