import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["nl", "fr"];
const productNoun = { nl: "cadeaukaarten", fr: "cartes cadeaux" };

export default {
  code: "choice-be",
  storeId: 140,
  family: "choice",
  brandName: "Choice Card",
  country: "BE",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.choicecard.eu", pathPrefix: "/be" }],
    staging: [{ host: "staging.choicecard.eu", pathPrefix: "/be" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 70,
  theme: theme("choice", languages, {
    paymentLogos: ["bancontact", "kbccbc", "belfius", "visa", "mastercard", "paypal", "invoice"],
    socialLinks: socialLinks("choicecard.be", "choicecard"),
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.eu"),
  checkout: checkout("BE", "EUR"),
  payments: payments("BE", "Choice Card België", ["ideal"]),
  giftcards: giftcards(140, "EUR"),
  contact: {
    email: "support@choicecard.eu",
    phone: "+32 3 808 21 40",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card België",
    url: "https://www.choicecard.eu/be/",
    logo: "/brand/choice/logo.svg",
    description: {
      nl: "Met de Choice Card kiest de ontvanger zelf: één cadeaukaart, in te wisselen bij meer dan 70 merken en winkels in België.",
      fr: "Avec la Choice Card, c'est le destinataire qui choisit : une seule carte cadeau, à échanger auprès de plus de 70 marques et enseignes en Belgique.",
    },
    contactPoint: { telephone: "+32 3 808 21 40", email: "support@choicecard.eu" },
    address: {
      streetAddress: "Meir 78",
      postalCode: "2000",
      addressLocality: "Antwerpen",
      addressCountry: "BE",
    },
  },
} satisfies StorefrontInput;
