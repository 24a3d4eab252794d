import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["nl"];
const productNoun = { nl: "cadeaukaarten" };

export default {
  code: "choice-nl",
  storeId: 141,
  family: "choice",
  brandName: "Choice Card",
  country: "NL",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.choicecard.eu", pathPrefix: "/nl" }],
    staging: [{ host: "staging.choicecard.eu", pathPrefix: "/nl" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 60,
  theme: theme("choice", languages, {
    paymentLogos: ["ideal", "visa", "mastercard", "paypal", "secure"],
    socialLinks: socialLinks("choicecard.nl", "choicecard"),
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.eu"),
  checkout: checkout("NL", "EUR"),
  payments: payments("NL", "Choice Card Nederland"),
  giftcards: giftcards(141, "EUR"),
  contact: {
    email: "support@choicecard.eu",
    phone: "+31 10 369 72 15",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card Nederland",
    url: "https://www.choicecard.eu/nl/",
    logo: "/brand/choice/logo.svg",
    description: {
      nl: "Met de Choice Card kiest de ontvanger zelf: één cadeaukaart, te besteden bij meer dan 60 merken en winkels in Nederland.",
    },
    contactPoint: { telephone: "+31 10 369 72 15", email: "support@choicecard.eu" },
    address: {
      streetAddress: "Coolsingel 65",
      postalCode: "3012 AC",
      addressLocality: "Rotterdam",
      addressCountry: "NL",
    },
  },
} satisfies StorefrontInput;
