import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["de", "fr", "it"];
const productNoun = { de: "Geschenkkarten", fr: "cartes cadeaux", it: "carte regalo" };

export default {
  code: "giftpass-ch",
  storeId: 112,
  family: "giftpass",
  brandName: "GiftPass",
  country: "CH",
  languages,
  currency: "CHF",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/ch" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/ch" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 70,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.ch", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("CH", "CHF"),
  payments: payments("CH", "GiftPass Schweiz"),
  giftcards: giftcards(112, "CHF"),
  contact: {
    email: "service@giftpass.com",
    phone: "+41 44 508 37 20",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Schweiz",
    url: "https://www.giftpass.com/ch/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      de: "GiftPass ist Ihr Onlineshop für Geschenkkarten in der Schweiz: über 70 Geschenkkarten, digital innerhalb einer Stunde oder per Post geliefert.",
      fr: "GiftPass est votre boutique en ligne de cartes cadeaux en Suisse : plus de 70 cartes cadeaux, livrées par e-mail en moins d'une heure ou envoyées par la poste.",
      it: "GiftPass è il tuo negozio online di carte regalo in Svizzera: oltre 70 carte regalo, consegnate via e-mail entro un'ora o spedite per posta.",
    },
    contactPoint: { telephone: "+41 44 508 37 20", email: "service@giftpass.com" },
    address: {
      streetAddress: "Bahnhofstrasse 52",
      postalCode: "8001",
      addressLocality: "Zürich",
      addressCountry: "CH",
    },
  },
} satisfies StorefrontInput;
