import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["en"];
const productNoun = { en: "gift cards" };

export default {
  code: "giftpass-au",
  storeId: 128,
  family: "giftpass",
  brandName: "GiftPass",
  country: "AU",
  languages,
  currency: "AUD",
  origins: {
    production: [{ host: "www.giftpass.com.au" }],
    staging: [{ host: "staging.giftpass.com.au" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.au", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com.au", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("AU", "AUD"),
  payments: payments("AU", "GiftPass Australia"),
  giftcards: giftcards(128, "AUD"),
  contact: {
    email: "service@giftpass.com.au",
    phone: "+61 2 8074 5520",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Australia",
    url: "https://www.giftpass.com.au/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      en: "GiftPass is Australia's online gift card shop: choose from more than 50 gift cards, delivered by email within the hour or sent by post.",
    },
    contactPoint: { telephone: "+61 2 8074 5520", email: "service@giftpass.com.au" },
    address: {
      streetAddress: "55 Clarence Street",
      postalCode: "2000",
      addressLocality: "Sydney NSW",
      addressCountry: "AU",
    },
  },
} satisfies StorefrontInput;
