import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["da"];
const productNoun = { da: "gavekort" };

export default {
  code: "choice-dk",
  storeId: 147,
  family: "choice",
  brandName: "Choice Card",
  country: "DK",
  languages,
  currency: "DKK",
  origins: {
    production: [{ host: "www.choicecard.eu", pathPrefix: "/dk" }],
    staging: [{ host: "staging.choicecard.eu", pathPrefix: "/dk" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 30,
  theme: theme("choice", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("choicecard.dk", "choicecard"),
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.eu"),
  checkout: checkout("DK", "DKK"),
  payments: payments("DK", "Choice Card Danmark"),
  giftcards: giftcards(147, "DKK"),
  contact: {
    email: "support@choicecard.eu",
    phone: "+45 32 71 54 80",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card Danmark",
    url: "https://www.choicecard.eu/dk/",
    logo: "/brand/choice/logo.svg",
    description: {
      da: "Med Choice Card vælger modtageren selv: ét gavekort, der kan indløses hos over 30 mærker og butikker i Danmark.",
    },
    contactPoint: { telephone: "+45 32 71 54 80", email: "support@choicecard.eu" },
    address: {
      streetAddress: "Amagertorv 9",
      postalCode: "1160",
      addressLocality: "København K",
      addressCountry: "DK",
    },
  },
} satisfies StorefrontInput;
