/**
 * API error codes and their English source messages (spec §8). Shared by the API (which returns
 * them as data) and the app (which translates by code: app/i18n/api-errors.ts). No server imports.
 */
export interface ApiError {
  message: string;
  code: number;
  referencedRequestParameter?: string | null;
}

export const ErrorCode = {
  /** A GraphQL-level error (parse, validation, limits): spec §8 "the first GraphQL error (code -1)". */
  Graphql: -1,
  StoreMismatch: 1000,
  UnsupportedLanguage: 1001,
  InvalidPaging: 1002,
  NotFound: 1003,
  InvalidFilter: 1004,
  InvalidInput: 1005,
  CartNotFound: 1006,
  Conflict: 1007,
  RateLimited: 1008,
  NotLoggedIn: 1009,
  OrderNotPayable: 1010,
  /** A dependency of the guard (the rate-limit counters in Redis) is down: nothing was done (issue 44). */
  TemporarilyUnavailable: 1011,
  AppleLimit: 2015,
  GiftcardLimit: 2030,
  OutOfStock: 2031,
  FraudCheck: 2035,
  RetryLimit: 2036,
  TestCard: 2040,
  PaymentRefused: 2041,
  PaymentCancelled: 2042,
  MethodUnavailable: 2043,
  InvoiceBusinessOnly: 2044,
  PaymentFailed: 2045,
  /** Reorder (issue 14): a package is no longer sold as it was (product, amount or extras). */
  NotReorderable: 2046,
  AccountExists: 3001,
  AlreadyLoggedIn: 3002,
  PasswordCharacters: 3003,
  PasswordTooShort: 3004,
  CaptchaFailed: 3010,
  InvalidEmail: 3011,
  UnknownEmail: 3012,
  WrongCredentials: 3013,
  // The account area (issue 15): orders of the logged-in account, their invoices.
  AccountOrderNotFound: 3040,
  InvoiceNotAvailable: 3041,
  // Address book, account data and deletion (issue 15, part BOOK: 3050–3059).
  AddressNotFound: 3050,
  AddressBookFull: 3051,
  DeleteEmailMismatch: 3052,
  DeletePasswordIncorrect: 3053,
  DeleteOpenOrders: 3054,
  // Register, forgot, reset and change password (issue 15, spec §8 account / change / forgot password).
  PasswordMismatch: 3020,
  CurrentPasswordWrong: 3021,
  PasswordTooLong: 3022,
  MailNotSent: 3023,
  ResetTokenUnknown: 3024,
  ResetTokenExpired: 3025,
  ResetTokenUsed: 3026,
  // Cards (spec §4 card status, §8 card and redeem messages).
  CardUnknown: 4001,
  CardNotActivated: 4002,
  CardBlocked: 4003,
  CardExpired: 4004,
  CardNoBalance: 4005,
  CardAlreadyAdded: 4006,
  CardNotAllowed: 4007,
  CardAnotherStore: 4008,
  CardDifferentTypes: 4009,
  CardBrandDataMissing: 4010,
  CardTest: 4011,
  PinRateLimited: 4020,
  NoRedeemData: 4021,
  CardUnavailable: 4022,
  NoteLength: 4023,
  RedeemTokenInvalid: 4030,
  RedeemTokenExpired: 4031,
  RedeemTokenOtherStore: 4032,
  // The balance doubler (spec §1: an entry has a name, an e-mail and a card number).
  DoublerCardUnknown: 4040,
  DoublerAlreadyEntered: 4041,
  // Choice-card activation (spec §8 activation: simulation failed, card does not match prefixes, invalid e-mail).
  ActivationCardUnknown: 4050,
  ActivationAlreadyActive: 4051,
  ActivationInProgress: 4052,
  ActivationSimulationFailed: 4053,
  ActivationPrefixMismatch: 4054,
  ActivationProviderUnavailable: 4055,
  // Business quote requests (issue 15; spec §1 a quote within one hour).
  QuoteRateLimited: 5000,
  QuoteProductUnknown: 5001,
} as const;

export const ERROR_MESSAGES: Record<number, string> = {
  [ErrorCode.StoreMismatch]: "This request belongs to another store.",
  [ErrorCode.UnsupportedLanguage]: "This language is not available in this store.",
  [ErrorCode.InvalidPaging]: "The page number and the number of items per page must be positive.",
  [ErrorCode.NotFound]: "The page you are looking for does not exist.",
  [ErrorCode.InvalidFilter]: "This filter is not available.",
  [ErrorCode.InvalidInput]: "This input is not valid.",
  [ErrorCode.CartNotFound]: "Your basket is empty.",
  [ErrorCode.Conflict]: "Your basket was changed at the same time. Please try again.",
  [ErrorCode.RateLimited]: "Too many attempts. Please wait a moment and try again.",
  [ErrorCode.NotLoggedIn]: "Please log in first.",
  [ErrorCode.OrderNotPayable]: "This order can no longer be paid.",
  [ErrorCode.TemporarilyUnavailable]: "This is temporarily unavailable. Please try again in a few minutes.",
  [ErrorCode.AppleLimit]: "Exceeded the Apple gift card sum limit in the order. The limit is 500 euro per order.",
  [ErrorCode.GiftcardLimit]: "Exceeding of giftcard limit in the order",
  [ErrorCode.OutOfStock]: "Not possible to continue with this gift card because currently it is out the stock.",
  [ErrorCode.FraudCheck]:
    "We were unable to process your payment. Please try a different payment method or contact your bank for more information.",
  [ErrorCode.RetryLimit]: "Too many attempts have been made. Please try again later or use a different payment method.",
  [ErrorCode.TestCard]: "A test gift card cannot be added to the basket.",
  [ErrorCode.PaymentRefused]: "Your payment was refused. Please try again or choose a different payment method.",
  [ErrorCode.PaymentCancelled]: "The payment was cancelled. You can try again.",
  [ErrorCode.MethodUnavailable]: "This payment method is not available.",
  [ErrorCode.InvoiceBusinessOnly]: "Paying on invoice is possible for business customers only.",
  [ErrorCode.PaymentFailed]: "The payment could not be started. Please try again or choose a different payment method.",
  [ErrorCode.NotReorderable]: "This gift card can no longer be ordered as before. You can choose it again in the shop.",
  [ErrorCode.AccountExists]: "An account with this e-mail address already exists.",
  [ErrorCode.AlreadyLoggedIn]: "You are already logged in.",
  [ErrorCode.PasswordCharacters]: "The password can contain letters, digits and symbols only",
  [ErrorCode.PasswordTooShort]: "The password must have at least 8 characters",
  [ErrorCode.CaptchaFailed]: "The human check failed. Please try again.",
  [ErrorCode.InvalidEmail]: "Please enter a valid e-mail address",
  [ErrorCode.UnknownEmail]: "There is no account with this e-mail address.",
  [ErrorCode.WrongCredentials]: "The combination of e-mail address and password is incorrect.",
  [ErrorCode.AccountOrderNotFound]: "We cannot find this order in your account.",
  [ErrorCode.InvoiceNotAvailable]: "The invoice of this order is available once it has been paid.",
  [ErrorCode.PasswordMismatch]: "The passwords do not match",
  [ErrorCode.CurrentPasswordWrong]: "The current password is incorrect.",
  [ErrorCode.PasswordTooLong]: "The password can have at most 64 characters",
  [ErrorCode.MailNotSent]: "We could not send the e-mail. Please try again later.",
  [ErrorCode.ResetTokenUnknown]: "This link to set a new password is not valid. Please ask for a new link.",
  [ErrorCode.ResetTokenExpired]: "This link to set a new password has expired. Please ask for a new link.",
  [ErrorCode.ResetTokenUsed]: "This link to set a new password has already been used. Please ask for a new link.",
  [ErrorCode.CardUnknown]: "We do not know this combination of card number and pin. Please check both and try again.",
  [ErrorCode.CardNotActivated]: "This card has not been activated yet. Activation takes up to 24 hours after payment.",
  [ErrorCode.CardBlocked]: "This card is blocked. Please contact our customer service.",
  [ErrorCode.CardExpired]: "This card has expired.",
  [ErrorCode.CardNoBalance]: "There is no balance left on this card.",
  [ErrorCode.CardAlreadyAdded]: "You have already added this card.",
  [ErrorCode.CardNotAllowed]: "This card cannot be redeemed here.",
  [ErrorCode.CardAnotherStore]: "This card belongs to another shop. Please check it in the shop where it was bought.",
  [ErrorCode.CardDifferentTypes]: "This card cannot be combined with the cards you have already added.",
  [ErrorCode.CardBrandDataMissing]: "The details of this brand are missing. Please choose another gift card.",
  [ErrorCode.CardTest]: "This is a test card: it cannot be spent.",
  [ErrorCode.PinRateLimited]: "Too many attempts with a pin. Please try again later.",
  [ErrorCode.NoRedeemData]: "This product cannot be chosen with a gift card.",
  [ErrorCode.CardUnavailable]: "This card is no longer available.",
  [ErrorCode.NoteLength]: "The personal note can have at most 160 characters.",
  [ErrorCode.RedeemTokenInvalid]: "We could not read your card session. Please check your card again.",
  [ErrorCode.RedeemTokenExpired]: "Your card session has expired. Please check your card again.",
  [ErrorCode.RedeemTokenOtherStore]: "Your card session belongs to another shop. Please check your card again here.",
  [ErrorCode.DoublerCardUnknown]: "We do not know this card number. Please check it and try again.",
  [ErrorCode.DoublerAlreadyEntered]: "This card already takes part in this month's draw.",
  [ErrorCode.ActivationCardUnknown]: "We do not know this card number. Please check it and try again.",
  [ErrorCode.ActivationAlreadyActive]:
    "This card is already active. You can check its balance on the balance check page.",
  [ErrorCode.ActivationInProgress]:
    "This card is already being activated. Activation takes up to 24 hours after payment.",
  [ErrorCode.ActivationSimulationFailed]:
    "The card provider could not activate this card (simulation failed). Please check the card number or contact our customer service.",
  [ErrorCode.ActivationPrefixMismatch]:
    "This card number does not match our choice cards. Please check the number on your card.",
  [ErrorCode.ActivationProviderUnavailable]:
    "We cannot reach the card provider right now. Please try again in a few minutes; you have not paid anything.",
  [ErrorCode.QuoteRateLimited]:
    "We have received several quote requests from you in a short time. Please try again later, or e-mail us.",
  [ErrorCode.QuoteProductUnknown]: "This gift card is not sold in this shop. Please choose another one.",
  [ErrorCode.AddressNotFound]: "This address is not in your address book.",
  [ErrorCode.AddressBookFull]: "Your address book is full. Delete an address before adding a new one.",
  [ErrorCode.DeleteEmailMismatch]: "The e-mail address does not match the e-mail address of your account.",
  [ErrorCode.DeletePasswordIncorrect]: "The password is incorrect.",
  [ErrorCode.DeleteOpenOrders]:
    "You have an order that is still being paid or shipped. You can delete your account once it has been completed.",
};

export const FALLBACK_ERROR_MESSAGE =
  "Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.";

export function apiError(code: number, referencedRequestParameter: string | null = null): ApiError {
  return { message: ERROR_MESSAGES[code] ?? FALLBACK_ERROR_MESSAGE, code, referencedRequestParameter };
}
