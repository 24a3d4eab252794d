import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["sv"];
const productNoun = { sv: "presentkort" };

export default {
  code: "choice-se",
  storeId: 146,
  family: "choice",
  brandName: "Choice Card",
  country: "SE",
  languages,
  currency: "SEK",
  origins: {
    production: [{ host: "www.choicecard.eu", pathPrefix: "/se" }],
    staging: [{ host: "staging.choicecard.eu", pathPrefix: "/se" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 30,
  theme: theme("choice", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("choicecard.se", "choicecard"),
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.eu"),
  checkout: checkout("SE", "SEK"),
  payments: payments("SE", "Choice Card Sverige"),
  giftcards: giftcards(146, "SEK"),
  contact: {
    email: "support@choicecard.eu",
    phone: "+46 31 525 033 40",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card Sverige",
    url: "https://www.choicecard.eu/se/",
    logo: "/brand/choice/logo.svg",
    description: {
      sv: "Med Choice Card väljer mottagaren själv: ett presentkort som kan lösas in hos över 30 varumärken och butiker i Sverige.",
    },
    contactPoint: { telephone: "+46 31 525 033 40", email: "support@choicecard.eu" },
    address: {
      streetAddress: "Kungsportsavenyen 10",
      postalCode: "411 36",
      addressLocality: "Göteborg",
      addressCountry: "SE",
    },
  },
} satisfies StorefrontInput;
