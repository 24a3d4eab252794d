/**
 * The redeem pages' API calls (spec §7): one document per operation, typed with what the pages read.
 * The loaders and actions of the balance check, the redeem shop and the redeem checkout share them.
 */

import { graphql } from "../api/generated/server";
import type {
  RedeemInfoFragment,
  RedeemOrderQuery,
  RedeemProductFieldsFragment,
} from "../api/generated/server/graphql";
import { oneOf } from "../api/narrow";

export interface Money {
  currency: string;
  value: number;
}

/** The redeem session as the pages read it: the API's RedeemInfo (cards, balance, basket, page). */
export type InfoResult = RedeemInfoFragment;
export type RedeemCardView = InfoResult["cards"][number];
export type RedeemBasketView = NonNullable<InfoResult["basket"]>;
export type RedeemPackageView = RedeemBasketView["packages"][number];
export type RedeemPageInfo = NonNullable<InfoResult["page"]>;

/** A redeem product as the pages read it: the API's RedeemProductFields, its words checked. */
export type RedeemProductItem = Omit<RedeemProductFieldsFragment, "mainProductType" | "variations"> & {
  mainProductType: (typeof PRODUCT_TYPES)[number];
  variations: (RedeemProductFieldsFragment["variations"][number] & { variationType: (typeof VARIATIONS)[number] })[];
};
const PRODUCT_TYPES = ["GIFTCARD", "DONATION"] as const;
const VARIATIONS = ["digital", "physical"] as const;

export function redeemProductItem(p: RedeemProductFieldsFragment): RedeemProductItem {
  return {
    ...p,
    mainProductType: oneOf(PRODUCT_TYPES, p.mainProductType, "redeem product type"),
    variations: p.variations.map((v) => ({
      ...v,
      variationType: oneOf(VARIATIONS, v.variationType, "variation type"),
    })),
  };
}

/** The redeem session as every redeem page and mutation answers it: cards, balance, basket, page. */
graphql(`
  fragment RedeemInfo on GiftCardInfoResult {
    status redeemToken
    cards { id maskedNumber balance { currency value } expiryDate }
    balance { currency value }
    basket {
      packages { id mainProduct { id redeemProductId title path image backgroundColor } mainProductType
        items { qty variation { id sku title price { currency value } variationType } }
        packageTotals { mainItemAmount { currency value } mainItemEditable promotionAmount { currency value } } note }
      totals { total { currency value } balance { currency value } byCards { currency value } priceToPay { currency value } remainingBalance { currency value } }
      needsAddress
      details { firstName lastName email address { countryCode postCode houseNumber suffix street city } } }
    page { key companyName title intro info }
    errors { message code referencedRequestParameter }
  }
`);

/** A product of the redeem shop, with its redeem rules and brand. */
graphql(`
  fragment RedeemProductFields on RedeemMainProduct {
    id productId title description path image backgroundColor showShadow mainProductType
    variations { id sku variationType }
    redeemData { title description minimumAvailableCustomAmount { currency value } maximumAvailableCustomAmount { currency value }
      minimumRemainingBalance { currency value } promotionPercent }
    giftCardBrand { id iframeUrl redirectLink redirectTime externalProductLink { title url } }
  }
`);

export const INFO = graphql(`
  query info($userData: UserDataInput!) { giftCardInfo(userData: $userData) { ...RedeemInfo } }
`);

export const CHECK = graphql(`
  mutation redeemCheck($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
    checkGiftCard(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { ...RedeemInfo }
  }
`);

export const RESET = graphql(`
  mutation redeemReset($userData: UserDataInput!) { resetRedeem(userData: $userData) { status } }
`);

export const PRODUCTS = graphql(`
  query redeemProducts($userData: UserDataInput!, $page: Int) {
    redeemProducts(userData: $userData, page: $page) {
      items { ...RedeemProductFields } total pageCount errors { message code referencedRequestParameter }
    }
  }
`);

export const PRODUCT = graphql(`
  query redeemProduct($userData: UserDataInput!, $id: Int!) {
    redeemProduct(userData: $userData, id: $id) { product { ...RedeemProductFields } errors { message code referencedRequestParameter } }
  }
`);

export const ADD = graphql(`
  mutation redeemAdd($userData: UserDataInput!, $input: RedeemPackageInput!) {
    addRedeemPackage(userData: $userData, input: $input) { ...RedeemInfo }
  }
`);

export const UPDATE = graphql(`
  mutation update($userData: UserDataInput!, $packageId: String!, $input: RedeemPackageInput!) {
    updateRedeemPackage(userData: $userData, packageId: $packageId, input: $input) { ...RedeemInfo }
  }
`);

export const REMOVE = graphql(`
  mutation remove($userData: UserDataInput!, $packageId: String!) {
    removeRedeemPackage(userData: $userData, packageId: $packageId) { ...RedeemInfo }
  }
`);

export const PAGE_INFO = graphql(`
  query pageInfo($userData: UserDataInput!, $pageId: String!) {
    redeemPageInfo(userData: $userData, pageId: $pageId) {
      page { key companyName title intro info } items { ...RedeemProductFields } total
      errors { message code referencedRequestParameter }
    }
  }
`);

export const SAVE_DETAILS = graphql(`
  mutation redeemDetails($userData: UserDataInput!, $fields: [KeyValue!]!) {
    saveRedeemDetails(userData: $userData, fields: $fields) { ...RedeemInfo }
  }
`);

export const PLACE = graphql(`
  mutation redeemPlace($userData: UserDataInput!, $fields: [KeyValue!]!) {
    addOriginalPackageToCartAndPlaceOrder(userData: $userData, fields: $fields) {
      kind url orderUuid errors { message code referencedRequestParameter }
    }
  }
`);

/** A placed redeem order as its confirmation shows it (the API's answer, its status checked). */
export type RedeemOrderData = Omit<ApiRedeemOrder, "status"> & { status: (typeof STATUSES)[number] };
type ApiRedeemOrder = NonNullable<RedeemOrderQuery["redeemOrder"]["order"]>;
const STATUSES = ["PENDING", "COMPLETED", "CANCELED"] as const;

export function redeemOrderData(order: ApiRedeemOrder): RedeemOrderData {
  return { ...order, status: oneOf(STATUSES, order.status, "order status") };
}

export const REDEEM_ORDER = graphql(`
  query redeemOrder($userData: UserDataInput!, $uuid: String!) {
    redeemOrder(userData: $userData, uuid: $uuid) {
      order { uuid status email
        shipments { id deliveryType packages { id title image amount { currency value } promotionAmount { currency value } note } }
        totals { total { currency value } byCards { currency value } paidOtherwise { currency value } }
        paymentMethod remainingBalance { currency value } }
      errors { message code referencedRequestParameter }
    }
  }
`);

/** The logged-in user's name and e-mail (the redeem checkout starts from them). */
export const REDEEM_USER = graphql(`
  query redeemUser($userData: UserDataInput!) {
    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }
  }
`);
