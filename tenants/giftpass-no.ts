import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["nb"];
const productNoun = { nb: "gavekort" };

export default {
  code: "giftpass-no",
  storeId: 122,
  family: "giftpass",
  brandName: "GiftPass",
  country: "NO",
  languages,
  currency: "NOK",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/no" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/no" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.no", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("NO", "NOK"),
  payments: payments("NO", "GiftPass Norge"),
  giftcards: giftcards(122, "NOK"),
  contact: {
    email: "service@giftpass.com",
    phone: "+47 21 93 44 10",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Norge",
    url: "https://www.giftpass.com/no/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      nb: "GiftPass er nettbutikken for gavekort i Norge: velg blant over 50 gavekort, levert på e-post innen én time eller sendt i posten.",
    },
    contactPoint: { telephone: "+47 21 93 44 10", email: "service@giftpass.com" },
    address: {
      streetAddress: "Karl Johans gate 16",
      postalCode: "0154",
      addressLocality: "Oslo",
      addressCountry: "NO",
    },
  },
} satisfies StorefrontInput;
