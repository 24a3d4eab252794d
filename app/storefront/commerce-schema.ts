/** The checkout, payments and gift-card parts of the storefront config schema. */
import * as v from "valibot";
import { PAYMENT_METHODS } from "./payment-methods";
import { described, Text } from "./schema-fields";

const Money = (text: string) =>
  described(v.pipe(v.number(), v.minValue(0, "must not be negative"), v.maxValue(1_000_000)), text);

const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166 alpha-2 code"));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Basket and checkout rules of the storefront (amounts in its currency, VAT included). */
export const Checkout = v.object({
  timeZone: described(
    v.pipe(v.string(), v.check(isTimeZone, "must be an IANA time zone such as Europe/Brussels")),
    "Time zone of the same-day dispatch cut-off (17:00) and of scheduled digital deliveries.",
  ),
  vatRate: described(
    v.pipe(v.number(), v.minValue(0), v.maxValue(30, "must be a percentage between 0 and 30")),
    "VAT percentage on wrappers, gift packing and shipping (gift cards are exempt, spec §1).",
  ),
  deliveryCountries: described(
    v.pipe(
      v.array(CountryCode),
      v.minLength(1, "needs at least one country"),
      v.check((list) => new Set(list).size === list.length, "must not repeat a country"),
    ),
    "Countries physical cards are sent to; the first is the default of address forms.",
  ),
  shipping: v.object({
    standard: Money("Price of a physical shipment by regular post."),
    registered: Money("Price of a registered shipment (orders above `registeredAbove` or with wine, spec §1)."),
  }),
  registeredAbove: Money("Order value above which physical cards are sent registered (spec §1: 300 euro)."),
  appleLimit: Money("Apple gift cards per order at most (spec §8 2015: 500 euro)."),
  orderLimit: Money("Gift-card value of one order at most (spec §8 2030)."),
  maxCards: described(
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    "Gift cards in one order at most (spec §8 2030).",
  ),
});

const Issuer = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,40}$/, "must be a short issuer id")),
  name: Text,
});

export const Payments = v.object({
  methods: described(
    v.pipe(
      v.array(v.picklist(PAYMENT_METHODS, "must be a payment method of spec §3")),
      v.minLength(1, "needs at least one method"),
      v.check((list) => new Set(list).size === list.length, "must not repeat a method"),
    ),
    "Payment methods in the order shoppers see them.",
  ),
  issuers: described(
    v.optional(v.record(v.picklist(PAYMENT_METHODS), v.pipe(v.array(Issuer), v.minLength(1))), {}),
    "Issuer (bank) lists of methods that have one, e.g. iDEAL.",
  ),
  bankAccount: described(
    v.optional(
      v.object({
        beneficiary: Text,
        iban: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, "must be an IBAN without spaces")),
        bic: v.pipe(v.string(), v.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a BIC")),
      }),
    ),
    "Account shoppers pay bank transfers to (needed when bank transfer is offered).",
  ),
});

export const Giftcards = v.object({
  prefixes: described(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^\d{4,9}$/, "must be 4 to 9 digits"))),
      v.minLength(1, "needs at least one prefix"),
    ),
    "Allowed prefixes of the storefront's 19-digit card numbers (spec §5); new cards use the first.",
  ),
  validityMonths: described(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)),
    "Months a new card stays valid.",
  ),
  splitAbove: described(
    v.pipe(v.number(), v.minValue(1, "must be positive"), v.maxValue(1_000_000)),
    "A new card worth more than this is sent as several cards of at most this value (spec §9: 150 euro).",
  ),
  activation: described(
    v.optional(
      v.pipe(
        v.object({
          minAmount: v.pipe(v.number(), v.minValue(1, "must be positive")),
          maxAmount: v.pipe(v.number(), v.minValue(1, "must be positive"), v.maxValue(1_000_000)),
        }),
        v.check((x) => x.minAmount <= x.maxAmount, "minAmount must not be above maxAmount"),
      ),
    ),
    "Choice cards of the storefront's prefixes are activated at /activeren/ with an amount between these (spec §1); without it the storefront has no activation page.",
  ),
});

/** Business customers (spec §1 "order on invoice and request a quote, promised within one hour"; §3 business order and quote). */
export const Business = v.object({
  salesEmail: described(
    v.pipe(v.string(), v.email("must be an e-mail address")),
    "Sales inbox: every business quote request is sent here (the requester gets an acknowledgement).",
  ),
  requestQuoteLink: described(
    v.optional(v.boolean(), false),
    "Show a 'Request a quote' link with the business links of the header and the mobile menu (spec §3: some storefronts have a business request-a-quote link).",
  ),
  quoteFormAsksQuantities: described(
    v.optional(v.boolean(), false),
    "The business page shows the second version of the business form (spec §3 page types: business form, two versions): besides the message it asks how many cards and their value; else the first version, message and remark only.",
  ),
});
