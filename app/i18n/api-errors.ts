/** Translation of API errors by code (spec §8): known codes get the catalog text, others the fallback. */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { type ApiError, ErrorCode } from "../api/errors";

export const FALLBACK = msg`Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.`;

const BY_CODE: Record<number, MessageDescriptor> = {
  [ErrorCode.StoreMismatch]: msg`This request belongs to another store.`,
  [ErrorCode.UnsupportedLanguage]: msg`This language is not available in this store.`,
  [ErrorCode.InvalidPaging]: msg`The page number and the number of items per page must be positive.`,
  [ErrorCode.NotFound]: msg`The page you are looking for does not exist.`,
  [ErrorCode.InvalidFilter]: msg`This filter is not available.`,
  [ErrorCode.InvalidInput]: msg`This input is not valid.`,
  [ErrorCode.CartNotFound]: msg`Your basket is empty.`,
  [ErrorCode.Conflict]: msg`Your basket was changed at the same time. Please try again.`,
  [ErrorCode.RateLimited]: msg`Too many attempts. Please wait a moment and try again.`,
  [ErrorCode.NotLoggedIn]: msg`Please log in first.`,
  [ErrorCode.OrderNotPayable]: msg`This order can no longer be paid.`,
  [ErrorCode.TemporarilyUnavailable]: msg`This is temporarily unavailable. Please try again in a few minutes.`,
  [ErrorCode.AppleLimit]: msg`Exceeded the Apple gift card sum limit in the order. The limit is 500 euro per order.`,
  [ErrorCode.GiftcardLimit]: msg`Exceeding of giftcard limit in the order`,
  [ErrorCode.OutOfStock]: msg`Not possible to continue with this gift card because currently it is out the stock.`,
  [ErrorCode.FraudCheck]: msg`We were unable to process your payment. Please try a different payment method or contact your bank for more information.`,
  [ErrorCode.RetryLimit]: msg`Too many attempts have been made. Please try again later or use a different payment method.`,
  [ErrorCode.TestCard]: msg`A test gift card cannot be added to the basket.`,
  [ErrorCode.PaymentRefused]: msg`Your payment was refused. Please try again or choose a different payment method.`,
  [ErrorCode.PaymentCancelled]: msg`The payment was cancelled. You can try again.`,
  [ErrorCode.MethodUnavailable]: msg`This payment method is not available.`,
  [ErrorCode.InvoiceBusinessOnly]: msg`Paying on invoice is possible for business customers only.`,
  [ErrorCode.PaymentFailed]: msg`The payment could not be started. Please try again or choose a different payment method.`,
  [ErrorCode.NotReorderable]: msg`This gift card can no longer be ordered as before. You can choose it again in the shop.`,
  [ErrorCode.AccountExists]: msg`An account with this e-mail address already exists.`,
  [ErrorCode.AlreadyLoggedIn]: msg`You are already logged in.`,
  [ErrorCode.PasswordCharacters]: msg`The password can contain letters, digits and symbols only`,
  [ErrorCode.PasswordTooShort]: msg`The password must have at least 8 characters`,
  [ErrorCode.CaptchaFailed]: msg`The human check failed. Please try again.`,
  [ErrorCode.InvalidEmail]: msg`Please enter a valid e-mail address`,
  [ErrorCode.UnknownEmail]: msg`There is no account with this e-mail address.`,
  [ErrorCode.WrongCredentials]: msg`The combination of e-mail address and password is incorrect.`,
  [ErrorCode.AccountOrderNotFound]: msg`We cannot find this order in your account.`,
  [ErrorCode.InvoiceNotAvailable]: msg`The invoice of this order is available once it has been paid.`,
  [ErrorCode.PasswordMismatch]: msg`The passwords do not match`,
  [ErrorCode.CurrentPasswordWrong]: msg`The current password is incorrect.`,
  [ErrorCode.PasswordTooLong]: msg`The password can have at most 64 characters`,
  [ErrorCode.MailNotSent]: msg`We could not send the e-mail. Please try again later.`,
  [ErrorCode.ResetTokenUnknown]: msg`This link to set a new password is not valid. Please ask for a new link.`,
  [ErrorCode.ResetTokenExpired]: msg`This link to set a new password has expired. Please ask for a new link.`,
  [ErrorCode.ResetTokenUsed]: msg`This link to set a new password has already been used. Please ask for a new link.`,
  [ErrorCode.CardUnknown]: msg`We do not know this combination of card number and pin. Please check both and try again.`,
  [ErrorCode.CardNotActivated]: msg`This card has not been activated yet. Activation takes up to 24 hours after payment.`,
  [ErrorCode.CardBlocked]: msg`This card is blocked. Please contact our customer service.`,
  [ErrorCode.CardExpired]: msg`This card has expired.`,
  [ErrorCode.CardNoBalance]: msg`There is no balance left on this card.`,
  [ErrorCode.CardAlreadyAdded]: msg`You have already added this card.`,
  [ErrorCode.CardNotAllowed]: msg`This card cannot be redeemed here.`,
  [ErrorCode.CardAnotherStore]: msg`This card belongs to another shop. Please check it in the shop where it was bought.`,
  [ErrorCode.CardDifferentTypes]: msg`This card cannot be combined with the cards you have already added.`,
  [ErrorCode.CardBrandDataMissing]: msg`The details of this brand are missing. Please choose another gift card.`,
  [ErrorCode.CardTest]: msg`This is a test card: it cannot be spent.`,
  [ErrorCode.PinRateLimited]: msg`Too many attempts with a pin. Please try again later.`,
  [ErrorCode.NoRedeemData]: msg`This product cannot be chosen with a gift card.`,
  [ErrorCode.CardUnavailable]: msg`This card is no longer available.`,
  [ErrorCode.NoteLength]: msg`The personal note can have at most 160 characters.`,
  [ErrorCode.RedeemTokenInvalid]: msg`We could not read your card session. Please check your card again.`,
  [ErrorCode.RedeemTokenExpired]: msg`Your card session has expired. Please check your card again.`,
  [ErrorCode.RedeemTokenOtherStore]: msg`Your card session belongs to another shop. Please check your card again here.`,
  [ErrorCode.DoublerCardUnknown]: msg`We do not know this card number. Please check it and try again.`,
  [ErrorCode.DoublerAlreadyEntered]: msg`This card already takes part in this month's draw.`,
  [ErrorCode.ActivationCardUnknown]: msg`We do not know this card number. Please check it and try again.`,
  [ErrorCode.ActivationAlreadyActive]: msg`This card is already active. You can check its balance on the balance check page.`,
  [ErrorCode.ActivationInProgress]: msg`This card is already being activated. Activation takes up to 24 hours after payment.`,
  [ErrorCode.ActivationSimulationFailed]: msg`The card provider could not activate this card (simulation failed). Please check the card number or contact our customer service.`,
  [ErrorCode.ActivationPrefixMismatch]: msg`This card number does not match our choice cards. Please check the number on your card.`,
  [ErrorCode.ActivationProviderUnavailable]: msg`We cannot reach the card provider right now. Please try again in a few minutes; you have not paid anything.`,
  [ErrorCode.QuoteRateLimited]: msg`We have received several quote requests from you in a short time. Please try again later, or e-mail us.`,
  [ErrorCode.QuoteProductUnknown]: msg`This gift card is not sold in this shop. Please choose another one.`,
  [ErrorCode.AddressNotFound]: msg`This address is not in your address book.`,
  [ErrorCode.AddressBookFull]: msg`Your address book is full. Delete an address before adding a new one.`,
  [ErrorCode.DeleteEmailMismatch]: msg`The e-mail address does not match the e-mail address of your account.`,
  [ErrorCode.DeletePasswordIncorrect]: msg`The password is incorrect.`,
  [ErrorCode.DeleteOpenOrders]: msg`You have an order that is still being paid or shipped. You can delete your account once it has been completed.`,
};

export function apiErrorDescriptor(error: ApiError | null | undefined): MessageDescriptor {
  return (error && BY_CODE[error.code]) || FALLBACK;
}

export function useApiErrorMessage() {
  const { i18n } = useLingui();
  return useCallback((error: ApiError | null | undefined) => i18n._(apiErrorDescriptor(error)), [i18n]);
}
