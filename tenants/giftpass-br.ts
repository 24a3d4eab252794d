import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["pt"];
const productNoun = { pt: "cartões-presente" };

export default {
  code: "giftpass-br",
  storeId: 127,
  family: "giftpass",
  brandName: "GiftPass",
  country: "BR",
  languages,
  currency: "BRL",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/br" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/br" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.br", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("BR", "BRL"),
  payments: payments("BR", "GiftPass Brasil"),
  giftcards: giftcards(127, "BRL"),
  contact: {
    email: "service@giftpass.com",
    phone: "+55 11 4780 3910",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Brasil",
    url: "https://www.giftpass.com/br/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      pt: "A GiftPass é a sua loja online de cartões-presente no Brasil: mais de 50 cartões-presente, entregues por e-mail em até uma hora ou enviados pelos Correios.",
    },
    contactPoint: { telephone: "+55 11 4780 3910", email: "service@giftpass.com" },
    address: {
      streetAddress: "Avenida Paulista 1578",
      postalCode: "01310-200",
      addressLocality: "São Paulo",
      addressCountry: "BR",
    },
  },
} satisfies StorefrontInput;
