import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["en"];
const productNoun = { en: "gift cards" };

export default {
  code: "giftpass-ie",
  storeId: 117,
  family: "giftpass",
  brandName: "GiftPass",
  country: "IE",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/ie" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/ie" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.ie", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("IE", "EUR"),
  payments: payments("IE", "GiftPass Ireland"),
  giftcards: giftcards(117, "EUR"),
  contact: {
    email: "service@giftpass.com",
    phone: "+353 1 554 7210",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Ireland",
    url: "https://www.giftpass.com/ie/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      en: "GiftPass is Ireland's online gift card shop: choose from more than 50 gift cards, delivered by email within the hour or sent by post.",
    },
    contactPoint: { telephone: "+353 1 554 7210", email: "service@giftpass.com" },
    address: {
      streetAddress: "31 Harcourt Street",
      postalCode: "D02 XE80",
      addressLocality: "Dublin",
      addressCountry: "IE",
    },
  },
} satisfies StorefrontInput;
