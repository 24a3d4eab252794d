import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["fr", "de", "en"];
const productNoun = { fr: "cartes cadeaux", de: "Geschenkkarten", en: "gift cards" };

export default {
  code: "kadoo-lu",
  storeId: 97,
  family: "kadoo",
  brandName: "Kadoo",
  country: "LU",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.kadoo.lu" }],
    staging: [{ host: "staging.kadoo.lu" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-cadeaukaart" },
  productNoun,
  catalogClaim: 60,
  theme: theme("kadoo", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("kadoo.lu", "kadoo"),
  }),
  menus: menus("Kadoo", languages, productNoun),
  features: { choiceCardInHeader: true },
  business: business("service@kadoo.lu", { requestQuoteLink: true }),
  checkout: checkout("LU", "EUR"),
  payments: payments("LU", "Kadoo Luxembourg"),
  giftcards: giftcards(97, "EUR"),
  contact: {
    email: "service@kadoo.lu",
    phone: "+352 27 86 45 10",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Kadoo Luxembourg",
    url: "https://www.kadoo.lu/",
    logo: "/brand/kadoo/logo.svg",
    description: {
      fr: "Kadoo est la boutique en ligne de cartes cadeaux au Luxembourg : plus de 60 cartes cadeaux, livrées par e-mail en moins d'une heure ou envoyées par la poste.",
      de: "Kadoo ist der Onlineshop für Geschenkkarten in Luxemburg: über 60 Geschenkkarten, digital innerhalb einer Stunde per E-Mail oder per Post geliefert.",
      en: "Kadoo is Luxembourg's online gift card shop: choose from more than 60 gift cards, delivered by email within the hour or sent by post.",
    },
    contactPoint: { telephone: "+352 27 86 45 10", email: "service@kadoo.lu" },
    address: {
      streetAddress: "25 Boulevard Royal",
      postalCode: "L-2449",
      addressLocality: "Luxembourg",
      addressCountry: "LU",
    },
  },
} satisfies StorefrontInput;
