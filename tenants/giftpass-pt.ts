import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["pt"];
const productNoun = { pt: "cartões-presente" };

export default {
  code: "giftpass-pt",
  storeId: 116,
  family: "giftpass",
  brandName: "GiftPass",
  country: "PT",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/pt" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/pt" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.pt", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("PT", "EUR"),
  payments: payments("PT", "GiftPass Portugal"),
  giftcards: giftcards(116, "EUR"),
  contact: {
    email: "service@giftpass.com",
    phone: "+351 211 450 872",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Portugal",
    url: "https://www.giftpass.com/pt/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      pt: "A GiftPass é a sua loja online de cartões-presente em Portugal: mais de 50 cartões-presente, entregues por e-mail em menos de uma hora ou enviados por correio.",
    },
    contactPoint: { telephone: "+351 211 450 872", email: "service@giftpass.com" },
    address: {
      streetAddress: "Avenida da Liberdade 110",
      postalCode: "1250-146",
      addressLocality: "Lisboa",
      addressCountry: "PT",
    },
  },
} satisfies StorefrontInput;
