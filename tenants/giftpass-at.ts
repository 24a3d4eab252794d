import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["de"];
const productNoun = { de: "Geschenkkarten" };

export default {
  code: "giftpass-at",
  storeId: 111,
  family: "giftpass",
  brandName: "GiftPass",
  country: "AT",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/at" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/at" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 60,
  theme: theme("giftpass", languages, {
    paymentLogos: ["adyenEPS", "visa", "mastercard", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.at", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("AT", "EUR"),
  payments: payments("AT", "GiftPass Österreich"),
  giftcards: giftcards(111, "EUR"),
  contact: {
    email: "service@giftpass.com",
    phone: "+43 1 2530 412",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Österreich",
    url: "https://www.giftpass.com/at/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      de: "GiftPass ist Ihr Onlineshop für Geschenkkarten in Österreich: über 60 Geschenkkarten, digital innerhalb einer Stunde oder per Post zugestellt.",
    },
    contactPoint: { telephone: "+43 1 2530 412", email: "service@giftpass.com" },
    address: {
      streetAddress: "Mariahilfer Straße 47",
      postalCode: "1060",
      addressLocality: "Wien",
      addressCountry: "AT",
    },
  },
} satisfies StorefrontInput;
