/** GraphQL documents of the basket and checkout pages (the API's shape: app/basket/view.ts). */

import { doc } from "../api/client.server";
import type { ApiError } from "../api/errors";
import type { PostalAddress } from "../forms/address";
import type { CartView } from "./view";

const PRICE = "{ currency value }";
const ITEM = `id kind qty price ${PRICE} total ${PRICE} title sku variationId`;

export const CART_FIELDS = /* GraphQL */ `
  id currency itemCount registered status pendingCheckout
  shipments {
    id tag deliveryType
    receiver { name email phone }
    schedule { date time }
    dispatchDate
    deliveryAddress { customerType firstName lastName companyName countryCode postCode houseNumber suffix street city phoneNumber }
    packages {
      id blankPacks total ${PRICE}
      giftcardItem {
        ${ITEM}
        ... on GiftcardOrderItem { image productId slug productType variationType color }
        ... on DonationOrderItem { image productId slug color }
      }
      wrapper { ${ITEM} image }
      giftPacking { ${ITEM} image }
      message { ${ITEM} text }
    }
  }
  packagesGroups {
    tag packageId deliveryType receiverTitle receiverDescription totalPrice ${PRICE}
    cardsPreviews { image { url { type href } alt } color { color opacity } productLabel }
  }
  groupedTotals { digitalTotal { qty price ${PRICE} } physicalTotal { qty price ${PRICE} } extra ${PRICE} }
  totals { subTotal ${PRICE} grandTotalWithoutTax ${PRICE} grandTotal ${PRICE} vat ${PRICE} adjustments { title adjustmentType price ${PRICE} tag } }
  billingAddress { countryCode postCode houseNumber suffix street city }
  customer { customerType firstName lastName email phoneCountry phoneNumber companyName vatNumber kvkNumber referenceNumber invoiceEmail subscribed }
`;

export type CartData = CartView & {
  status: string | null;
  pendingCheckout: boolean;
  customer: import("../checkout/checkout-data").CheckoutDetails | null;
  billingAddress: PostalAddress | null;
};

export const CART = doc<
  { cart: { order: CartData | null; errors: ApiError[] } },
  { orderUuid?: string }
>(/* GraphQL */ `
  query cart($userData: UserDataInput!, $orderUuid: String) {
    cart(userData: $userData, orderUuid: $orderUuid) {
      order { ${CART_FIELDS} }
      errors { message code referencedRequestParameter }
    }
  }
`);

export const LEAVE_CHECKOUT = doc<{ leaveCheckout: { status: boolean } }>(/* GraphQL */ `
  mutation leave($userData: UserDataInput!) { leaveCheckout(userData: $userData) { status } }
`);

export type MutationResult = { order: { id: string } | null; errors: ApiError[] };
const RESULT = "order { id } errors { message code referencedRequestParameter }";

export const DELETE_GROUP = doc<
  { deleteGiftcardPackageGroup: MutationResult },
  { shipmentTag: string; packageId?: string | null }
>(/* GraphQL */ `
  mutation del($userData: UserDataInput!, $shipmentTag: String!, $packageId: String) {
    deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) { ${RESULT} }
  }
`);

export const SET_QUANTITY = doc<
  { setPackageQuantity: MutationResult },
  { shipmentTag: string; packageId: string; quantity: number }
>(/* GraphQL */ `
  mutation qty($userData: UserDataInput!, $shipmentTag: String!, $packageId: String!, $quantity: Int!) {
    setPackageQuantity(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId, quantity: $quantity) { ${RESULT} }
  }
`);

export const UPDATE_RECEIVER = doc<
  { updateReceiver: MutationResult },
  { shipmentTag: string; receiver: { name: string; email: string; phone: string | null } }
>(/* GraphQL */ `
  mutation receiver($userData: UserDataInput!, $shipmentTag: String!, $receiver: ReceiverInput!) {
    updateReceiver(userData: $userData, shipmentTag: $shipmentTag, receiver: $receiver) { ${RESULT} }
  }
`);

export const RESET_RECEIVER = doc<{ resetReceiver: MutationResult }, { shipmentTag: string }>(/* GraphQL */ `
  mutation reset($userData: UserDataInput!, $shipmentTag: String!) {
    resetReceiver(userData: $userData, shipmentTag: $shipmentTag) { ${RESULT} }
  }
`);

export const SET_DELIVERY = doc<
  { setDeliveryMoment: MutationResult },
  { shipmentTag: string; schedule: { date: string; time: string } | null; dispatchDate: string | null }
>(/* GraphQL */ `
  mutation delivery($userData: UserDataInput!, $shipmentTag: String!, $schedule: ScheduleInput, $dispatchDate: String) {
    setDeliveryMoment(userData: $userData, shipmentTag: $shipmentTag, schedule: $schedule, dispatchDate: $dispatchDate) { ${RESULT} }
  }
`);
