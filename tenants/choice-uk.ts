import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["en"];
const productNoun = { en: "gift cards" };

export default {
  code: "choice-uk",
  storeId: 144,
  family: "choice",
  brandName: "Choice Card",
  country: "GB",
  languages,
  currency: "GBP",
  origins: {
    production: [{ host: "www.choicecard.co.uk" }],
    staging: [{ host: "staging.choicecard.co.uk" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 30,
  theme: theme("choice", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("choicecard.uk", "choicecard"),
    notFoundWidth: 450,
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.co.uk"),
  checkout: checkout("GB", "GBP"),
  payments: payments("GB", "Choice Card UK"),
  giftcards: giftcards(144, "GBP"),
  contact: {
    email: "support@choicecard.co.uk",
    phone: "+44 161 850 2210",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card UK",
    url: "https://www.choicecard.co.uk/",
    logo: "/brand/choice/logo.svg",
    description: {
      en: "With the Choice Card the recipient chooses: one gift card, redeemable at more than 30 brands and shops across the UK.",
    },
    contactPoint: { telephone: "+44 161 850 2210", email: "support@choicecard.co.uk" },
    address: {
      streetAddress: "58 King Street",
      postalCode: "M2 4LQ",
      addressLocality: "Manchester",
      addressCountry: "GB",
    },
  },
} satisfies StorefrontInput;
