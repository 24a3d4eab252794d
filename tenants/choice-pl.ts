import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["pl"];
const productNoun = { pl: "karty podarunkowe" };

export default {
  code: "choice-pl",
  storeId: 145,
  family: "choice",
  brandName: "Choice Card",
  country: "PL",
  languages,
  currency: "PLN",
  origins: {
    production: [{ host: "www.choicecard.eu", pathPrefix: "/pl" }],
    staging: [{ host: "staging.choicecard.eu", pathPrefix: "/pl" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 30,
  theme: theme("choice", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("choicecard.pl", "choicecard"),
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.eu"),
  checkout: checkout("PL", "PLN"),
  payments: payments("PL", "Choice Card Polska"),
  giftcards: giftcards(145, "PLN"),
  contact: {
    email: "support@choicecard.eu",
    phone: "+48 12 395 61 20",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card Polska",
    url: "https://www.choicecard.eu/pl/",
    logo: "/brand/choice/logo.svg",
    description: {
      pl: "Z Choice Card obdarowany sam wybiera: jedna karta podarunkowa do wykorzystania w ponad 30 markach i sklepach w Polsce.",
    },
    contactPoint: { telephone: "+48 12 395 61 20", email: "support@choicecard.eu" },
    address: {
      streetAddress: "ul. Floriańska 22",
      postalCode: "31-021",
      addressLocality: "Kraków",
      addressCountry: "PL",
    },
  },
} satisfies StorefrontInput;
