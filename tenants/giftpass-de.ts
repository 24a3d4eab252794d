import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["de"];
const productNoun = { de: "Geschenkkarten" };

export default {
  code: "giftpass-de",
  storeId: 110,
  family: "giftpass",
  brandName: "GiftPass",
  country: "DE",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/de" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/de" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 160,
  theme: theme("giftpass", languages, {
    paymentLogos: ["paypal", "visa", "mastercard", "amex", "secure"],
    socialLinks: socialLinks("giftpass.de", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("DE", "EUR"),
  payments: payments("DE", "GiftPass Deutschland"),
  giftcards: giftcards(110, "EUR"),
  contact: {
    email: "service@giftpass.com",
    phone: "+49 30 2555 8710",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Deutschland",
    url: "https://www.giftpass.com/de/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      de: "GiftPass ist Ihr Onlineshop für Geschenkkarten in Deutschland: über 160 Geschenkkarten, digital innerhalb einer Stunde oder per Post geliefert.",
    },
    contactPoint: { telephone: "+49 30 2555 8710", email: "service@giftpass.com" },
    address: {
      streetAddress: "Friedrichstraße 68",
      postalCode: "10117",
      addressLocality: "Berlin",
      addressCountry: "DE",
    },
  },
} satisfies StorefrontInput;
