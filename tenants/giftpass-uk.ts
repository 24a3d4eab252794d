import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["en"];
const productNoun = { en: "gift cards" };

export default {
  code: "giftpass-uk",
  storeId: 118,
  family: "giftpass",
  brandName: "GiftPass",
  country: "GB",
  languages,
  currency: "GBP",
  origins: {
    production: [{ host: "www.giftpass.co.uk" }],
    staging: [{ host: "staging.giftpass.co.uk" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 150,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.uk", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.co.uk", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("GB", "GBP"),
  payments: payments("GB", "GiftPass UK"),
  giftcards: giftcards(118, "GBP"),
  contact: {
    email: "service@giftpass.co.uk",
    phone: "+44 20 3808 4125",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass UK",
    url: "https://www.giftpass.co.uk/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      en: "GiftPass is the UK's online gift card shop: choose from more than 150 gift cards, delivered by email within the hour or sent by post.",
    },
    contactPoint: { telephone: "+44 20 3808 4125", email: "service@giftpass.co.uk" },
    address: {
      streetAddress: "20 Farringdon Road",
      postalCode: "EC1M 3HE",
      addressLocality: "London",
      addressCountry: "GB",
    },
  },
} satisfies StorefrontInput;
