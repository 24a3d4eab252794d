import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["da"];
const productNoun = { da: "gavekort" };

export default {
  code: "giftpass-dk",
  storeId: 121,
  family: "giftpass",
  brandName: "GiftPass",
  country: "DK",
  languages,
  currency: "DKK",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/dk" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/dk" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.dk", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("DK", "DKK"),
  payments: payments("DK", "GiftPass Danmark"),
  giftcards: giftcards(121, "DKK"),
  contact: {
    email: "service@giftpass.com",
    phone: "+45 78 74 21 60",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Danmark",
    url: "https://www.giftpass.com/dk/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      da: "GiftPass er webshoppen for gavekort i Danmark: vælg mellem over 50 gavekort, leveret på e-mail inden for en time eller sendt med posten.",
    },
    contactPoint: { telephone: "+45 78 74 21 60", email: "service@giftpass.com" },
    address: {
      streetAddress: "Vesterbrogade 26",
      postalCode: "1620",
      addressLocality: "København V",
      addressCountry: "DK",
    },
  },
} satisfies StorefrontInput;
