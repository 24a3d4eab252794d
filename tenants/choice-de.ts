import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["de"];
const productNoun = { de: "Geschenkkarten" };

export default {
  code: "choice-de",
  storeId: 142,
  family: "choice",
  brandName: "Choice Card",
  country: "DE",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.choicecard.eu", pathPrefix: "/de" }],
    staging: [{ host: "staging.choicecard.eu", pathPrefix: "/de" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 30,
  theme: theme("choice", languages, {
    paymentLogos: ["paypal", "visa", "mastercard", "amex", "secure"],
    socialLinks: socialLinks("choicecard.de", "choicecard"),
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.eu"),
  checkout: checkout("DE", "EUR"),
  payments: payments("DE", "Choice Card Deutschland"),
  giftcards: giftcards(142, "EUR"),
  contact: {
    email: "support@choicecard.eu",
    phone: "+49 40 8090 3120",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card Deutschland",
    url: "https://www.choicecard.eu/de/",
    logo: "/brand/choice/logo.svg",
    description: {
      de: "Mit der Choice Card wählt der Beschenkte selbst: eine Geschenkkarte, einlösbar bei über 30 Marken und Shops in Deutschland.",
    },
    contactPoint: { telephone: "+49 40 8090 3120", email: "support@choicecard.eu" },
    address: {
      streetAddress: "Jungfernstieg 30",
      postalCode: "20354",
      addressLocality: "Hamburg",
      addressCountry: "DE",
    },
  },
} satisfies StorefrontInput;
