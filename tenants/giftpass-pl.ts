import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["pl"];
const productNoun = { pl: "karty podarunkowe" };

export default {
  code: "giftpass-pl",
  storeId: 119,
  family: "giftpass",
  brandName: "GiftPass",
  country: "PL",
  languages,
  currency: "PLN",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/pl" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/pl" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.pl", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("PL", "PLN"),
  payments: payments("PL", "GiftPass Polska"),
  giftcards: giftcards(119, "PLN"),
  contact: {
    email: "service@giftpass.com",
    phone: "+48 22 307 41 80",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Polska",
    url: "https://www.giftpass.com/pl/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      pl: "GiftPass to sklep internetowy z kartami podarunkowymi w Polsce: ponad 50 kart o wartości od 50 do 2000 zł, dostarczanych e-mailem w ciągu godziny lub wysyłanych pocztą.",
    },
    contactPoint: { telephone: "+48 22 307 41 80", email: "service@giftpass.com" },
    address: {
      streetAddress: "ul. Prosta 51",
      postalCode: "00-838",
      addressLocality: "Warszawa",
      addressCountry: "PL",
    },
  },
} satisfies StorefrontInput;
