import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["it"];
const productNoun = { it: "carte regalo" };

export default {
  code: "giftpass-it",
  storeId: 114,
  family: "giftpass",
  brandName: "GiftPass",
  country: "IT",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/it" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/it" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.it", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("IT", "EUR"),
  payments: payments("IT", "GiftPass Italia"),
  giftcards: giftcards(114, "EUR"),
  contact: {
    email: "service@giftpass.com",
    phone: "+39 02 8295 4710",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Italia",
    url: "https://www.giftpass.com/it/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      it: "GiftPass è il negozio online di carte regalo in Italia: oltre 50 carte regalo, consegnate via e-mail entro un'ora o spedite per posta.",
    },
    contactPoint: { telephone: "+39 02 8295 4710", email: "service@giftpass.com" },
    address: {
      streetAddress: "Via Dante 14",
      postalCode: "20121",
      addressLocality: "Milano",
      addressCountry: "IT",
    },
  },
} satisfies StorefrontInput;
