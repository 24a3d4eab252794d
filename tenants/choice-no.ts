import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["nb"];
const productNoun = { nb: "gavekort" };

export default {
  code: "choice-no",
  storeId: 148,
  family: "choice",
  brandName: "Choice Card",
  country: "NO",
  languages,
  currency: "NOK",
  origins: {
    production: [{ host: "www.choicecard.eu", pathPrefix: "/no" }],
    staging: [{ host: "staging.choicecard.eu", pathPrefix: "/no" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 30,
  theme: theme("choice", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("choicecard.no", "choicecard"),
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.eu"),
  checkout: checkout("NO", "NOK"),
  payments: payments("NO", "Choice Card Norge"),
  giftcards: giftcards(148, "NOK"),
  contact: {
    email: "support@choicecard.eu",
    phone: "+47 55 96 51 70",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card Norge",
    url: "https://www.choicecard.eu/no/",
    logo: "/brand/choice/logo.svg",
    description: {
      nb: "Med Choice Card velger mottakeren selv: ett gavekort som kan løses inn hos over 30 merker og butikker i Norge.",
    },
    contactPoint: { telephone: "+47 55 96 51 70", email: "support@choicecard.eu" },
    address: {
      streetAddress: "Strandkaien 2",
      postalCode: "5013",
      addressLocality: "Bergen",
      addressCountry: "NO",
    },
  },
} satisfies StorefrontInput;
