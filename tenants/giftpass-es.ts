import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["es"];
const productNoun = { es: "tarjetas regalo" };

export default {
  code: "giftpass-es",
  storeId: 115,
  family: "giftpass",
  brandName: "GiftPass",
  country: "ES",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/es" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/es" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.es", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("ES", "EUR"),
  payments: payments("ES", "GiftPass España"),
  giftcards: giftcards(115, "EUR"),
  contact: {
    email: "service@giftpass.com",
    phone: "+34 910 60 48 25",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass España",
    url: "https://www.giftpass.com/es/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      es: "GiftPass es tu tienda online de tarjetas regalo en España: más de 50 tarjetas regalo, entregadas por correo electrónico en menos de una hora o enviadas por correo postal.",
    },
    contactPoint: { telephone: "+34 910 60 48 25", email: "service@giftpass.com" },
    address: {
      streetAddress: "Calle de Alcalá 85",
      postalCode: "28009",
      addressLocality: "Madrid",
      addressCountry: "ES",
    },
  },
} satisfies StorefrontInput;
