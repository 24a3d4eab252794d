import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["en", "fr"];
const productNoun = { en: "gift cards", fr: "cartes cadeaux" };

export default {
  code: "giftpass-ca",
  storeId: 125,
  family: "giftpass",
  brandName: "GiftPass",
  country: "CA",
  languages,
  currency: "CAD",
  origins: {
    production: [{ host: "www.giftpass.ca" }],
    staging: [{ host: "staging.giftpass.ca" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.ca", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.ca", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("CA", "CAD"),
  payments: payments("CA", "GiftPass Canada"),
  giftcards: giftcards(125, "CAD"),
  contact: {
    email: "service@giftpass.ca",
    phone: "+1 416 850 3720",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Canada",
    url: "https://www.giftpass.ca/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      en: "GiftPass is Canada's online gift card shop: choose from more than 50 gift cards, delivered by email within the hour or shipped by mail.",
      fr: "GiftPass est la boutique en ligne de cartes cadeaux au Canada : plus de 50 cartes cadeaux, livrées par courriel en moins d'une heure ou expédiées par la poste.",
    },
    contactPoint: { telephone: "+1 416 850 3720", email: "service@giftpass.ca" },
    address: {
      streetAddress: "220 Adelaide Street West",
      postalCode: "M5H 1W7",
      addressLocality: "Toronto, ON",
      addressCountry: "CA",
    },
  },
} satisfies StorefrontInput;
