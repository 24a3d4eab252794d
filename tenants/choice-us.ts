import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["en"];
const productNoun = { en: "gift cards" };

export default {
  code: "choice-us",
  storeId: 149,
  family: "choice",
  brandName: "Choice Card",
  country: "US",
  languages,
  currency: "USD",
  origins: {
    production: [{ host: "www.choicecard.us" }],
    staging: [{ host: "staging.choicecard.us" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 30,
  theme: theme("choice", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("choicecard.us", "choicecard"),
    notFoundWidth: 450,
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.us"),
  checkout: checkout("US", "USD"),
  payments: payments("US", "Choice Card USA"),
  giftcards: giftcards(149, "USD"),
  contact: {
    email: "support@choicecard.us",
    phone: "+1 312 766 4180",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card USA",
    url: "https://www.choicecard.us/",
    logo: "/brand/choice/logo.svg",
    description: {
      en: "With the Choice Card the recipient chooses: one gift card, redeemable at more than 30 brands and stores across the United States.",
    },
    contactPoint: { telephone: "+1 312 766 4180", email: "support@choicecard.us" },
    address: {
      streetAddress: "180 North LaSalle Street",
      postalCode: "60601",
      addressLocality: "Chicago, IL",
      addressCountry: "US",
    },
  },
} satisfies StorefrontInput;
