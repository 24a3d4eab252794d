import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["fr"];
const productNoun = { fr: "cartes cadeaux" };

export default {
  code: "choice-fr",
  storeId: 143,
  family: "choice",
  brandName: "Choice Card",
  country: "FR",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.choicecard.eu", pathPrefix: "/fr" }],
    staging: [{ host: "staging.choicecard.eu", pathPrefix: "/fr" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-card" },
  productNoun,
  catalogClaim: 30,
  theme: theme("choice", languages, {
    paymentLogos: ["carteBancaire", "visa", "mastercard", "paypal", "secure"],
    socialLinks: socialLinks("choicecard.fr", "choicecard"),
  }),
  menus: menus("Choice Card", languages, productNoun),
  features: { orderModalAuth: true },
  business: business("support@choicecard.eu"),
  checkout: checkout("FR", "EUR"),
  payments: payments("FR", "Choice Card France"),
  giftcards: giftcards(143, "EUR"),
  contact: {
    email: "support@choicecard.eu",
    phone: "+33 4 78 42 09 30",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Choice Card France",
    url: "https://www.choicecard.eu/fr/",
    logo: "/brand/choice/logo.svg",
    description: {
      fr: "Avec la Choice Card, c'est le destinataire qui choisit : une seule carte cadeau, valable auprès de plus de 30 marques et enseignes en France.",
    },
    contactPoint: { telephone: "+33 4 78 42 09 30", email: "support@choicecard.eu" },
    address: {
      streetAddress: "45 Rue de la République",
      postalCode: "69002",
      addressLocality: "Lyon",
      addressCountry: "FR",
    },
  },
} satisfies StorefrontInput;
