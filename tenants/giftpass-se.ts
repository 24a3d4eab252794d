import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["sv"];
const productNoun = { sv: "presentkort" };

export default {
  code: "giftpass-se",
  storeId: 120,
  family: "giftpass",
  brandName: "GiftPass",
  country: "SE",
  languages,
  currency: "SEK",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/se" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/se" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.se", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("SE", "SEK"),
  payments: payments("SE", "GiftPass Sverige"),
  giftcards: giftcards(120, "SEK"),
  contact: {
    email: "service@giftpass.com",
    phone: "+46 8 446 822 10",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Sverige",
    url: "https://www.giftpass.com/se/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      sv: "GiftPass är webbutiken för presentkort i Sverige: välj bland över 50 presentkort, levererade via e-post inom en timme eller skickade med posten.",
    },
    contactPoint: { telephone: "+46 8 446 822 10", email: "service@giftpass.com" },
    address: {
      streetAddress: "Drottninggatan 92",
      postalCode: "111 36",
      addressLocality: "Stockholm",
      addressCountry: "SE",
    },
  },
} satisfies StorefrontInput;
