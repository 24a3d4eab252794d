/** GraphQL documents of the basket and checkout pages (the API's shape: app/basket/view.ts). */

import { graphql } from "../api/generated/server";
import type { CartFieldsFragment, DelMutation } from "../api/generated/server/graphql";

/** The fields every line of a package has (the OrderItem interface). */
graphql(`
  fragment OrderItemFields on OrderItem {
    id kind qty price { currency value } total { currency value } title sku variationId
  }
`);

/** A basket or order in full (the basket and checkout pages). */
graphql(`
  fragment CartFields on GiftcardOrder {
    id currency itemCount registered status pendingCheckout
    shipments {
      id tag deliveryType
      receiver { name email phone }
      schedule { date time }
      dispatchDate
      deliveryAddress { customerType firstName lastName companyName countryCode postCode houseNumber suffix street city phoneNumber }
      packages {
        id blankPacks total { currency value }
        giftcardItem {
          ...OrderItemFields
          ... on GiftcardOrderItem { image productId slug productType variationType color }
          ... on DonationOrderItem { image productId slug color }
        }
        wrapper { ...OrderItemFields image }
        giftPacking { ...OrderItemFields image }
        message { ...OrderItemFields text }
      }
    }
    packagesGroups {
      tag packageId deliveryType receiverTitle receiverDescription totalPrice { currency value }
      cardsPreviews { image { url { type href } alt } color { color opacity } productLabel }
    }
    groupedTotals { digitalTotal { qty price { currency value } } physicalTotal { qty price { currency value } } extra { currency value } }
    totals { subTotal { currency value } grandTotalWithoutTax { currency value } grandTotal { currency value } vat { currency value } adjustments { title adjustmentType price { currency value } tag } }
    billingAddress { countryCode postCode houseNumber suffix street city }
    customer { customerType firstName lastName email phoneCountry phoneNumber companyName vatNumber kvkNumber referenceNumber invoiceEmail subscribed }
  }
`);

/** A basket or order as the pages read it: the API's CartFields (ADR 067). */
export type CartData = CartFieldsFragment;

export const CART = graphql(`
  query cart($userData: UserDataInput!, $orderUuid: String) {
    cart(userData: $userData, orderUuid: $orderUuid) {
      order { ...CartFields }
      errors { message code referencedRequestParameter }
    }
  }
`);

export const LEAVE_CHECKOUT = graphql(`
  mutation leave($userData: UserDataInput!) { leaveCheckout(userData: $userData) { status } }
`);

/** What the basket's edits answer (the API's order id and errors). */
export type MutationResult = DelMutation["deleteGiftcardPackageGroup"];

export const DELETE_GROUP = graphql(`
  mutation del($userData: UserDataInput!, $shipmentTag: String!, $packageId: String) {
    deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) { order { id } errors { message code referencedRequestParameter } }
  }
`);

export const SET_QUANTITY = graphql(`
  mutation qty($userData: UserDataInput!, $shipmentTag: String!, $packageId: String!, $quantity: Int!) {
    setPackageQuantity(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId, quantity: $quantity) { order { id } errors { message code referencedRequestParameter } }
  }
`);

export const UPDATE_RECEIVER = graphql(`
  mutation receiver($userData: UserDataInput!, $shipmentTag: String!, $receiver: ReceiverInput!) {
    updateReceiver(userData: $userData, shipmentTag: $shipmentTag, receiver: $receiver) { order { id } errors { message code referencedRequestParameter } }
  }
`);

export const RESET_RECEIVER = graphql(`
  mutation reset($userData: UserDataInput!, $shipmentTag: String!) {
    resetReceiver(userData: $userData, shipmentTag: $shipmentTag) { order { id } errors { message code referencedRequestParameter } }
  }
`);

export const SET_DELIVERY = graphql(`
  mutation delivery($userData: UserDataInput!, $shipmentTag: String!, $schedule: ScheduleInput, $dispatchDate: String) {
    setDeliveryMoment(userData: $userData, shipmentTag: $shipmentTag, schedule: $schedule, dispatchDate: $dispatchDate) { order { id } errors { message code referencedRequestParameter } }
  }
`);
