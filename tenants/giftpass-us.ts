import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["en"];
const productNoun = { en: "gift cards" };

export default {
  code: "giftpass-us",
  storeId: 124,
  family: "giftpass",
  brandName: "GiftPass",
  country: "US",
  languages,
  currency: "USD",
  origins: {
    production: [{ host: "www.giftpass.us" }],
    staging: [{ host: "staging.giftpass.us" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 150,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.us", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.us", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("US", "USD"),
  payments: payments("US", "GiftPass USA"),
  giftcards: giftcards(124, "USD"),
  contact: {
    email: "service@giftpass.us",
    phone: "+1 646 846 2210",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass USA",
    url: "https://www.giftpass.us/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      en: "GiftPass is the online gift card shop for the United States: choose from more than 150 gift cards, delivered by email within the hour or shipped by mail.",
    },
    contactPoint: { telephone: "+1 646 846 2210", email: "service@giftpass.us" },
    address: {
      streetAddress: "245 West 17th Street",
      postalCode: "10011",
      addressLocality: "New York, NY",
      addressCountry: "US",
    },
  },
} satisfies StorefrontInput;
