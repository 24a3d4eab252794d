import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["fr"];
const productNoun = { fr: "cartes cadeaux" };

export default {
  code: "giftpass-fr",
  storeId: 113,
  family: "giftpass",
  brandName: "GiftPass",
  country: "FR",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/fr" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/fr" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 70,
  theme: theme("giftpass", languages, {
    paymentLogos: ["carteBancaire", "visa", "mastercard", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.fr", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("FR", "EUR"),
  payments: payments("FR", "GiftPass France"),
  giftcards: giftcards(113, "EUR"),
  contact: {
    email: "service@giftpass.com",
    phone: "+33 1 84 88 42 60",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass France",
    url: "https://www.giftpass.com/fr/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      fr: "GiftPass est votre boutique en ligne de cartes cadeaux en France : plus de 70 cartes cadeaux, livrées par e-mail en moins d'une heure ou envoyées par courrier.",
    },
    contactPoint: { telephone: "+33 1 84 88 42 60", email: "service@giftpass.com" },
    address: {
      streetAddress: "18 Rue de la Chaussée-d'Antin",
      postalCode: "75009",
      addressLocality: "Paris",
      addressCountry: "FR",
    },
  },
} satisfies StorefrontInput;
