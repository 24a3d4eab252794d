import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["en"];
const productNoun = { en: "gift cards" };

export default {
  code: "giftpass-nz",
  storeId: 129,
  family: "giftpass",
  brandName: "GiftPass",
  country: "NZ",
  languages,
  currency: "NZD",
  origins: {
    production: [{ host: "www.giftpass.co.nz" }],
    staging: [{ host: "staging.giftpass.co.nz" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.nz", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.co.nz", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("NZ", "NZD"),
  payments: payments("NZ", "GiftPass New Zealand"),
  giftcards: giftcards(129, "NZD"),
  contact: {
    email: "service@giftpass.co.nz",
    phone: "+64 9 888 4120",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass New Zealand",
    url: "https://www.giftpass.co.nz/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      en: "GiftPass is New Zealand's online gift card shop: choose from more than 50 gift cards, delivered by email within the hour or sent by post.",
    },
    contactPoint: { telephone: "+64 9 888 4120", email: "service@giftpass.co.nz" },
    address: {
      streetAddress: "120 Albert Street",
      postalCode: "1010",
      addressLocality: "Auckland",
      addressCountry: "NZ",
    },
  },
} satisfies StorefrontInput;
