import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["fi", "sv"];
const productNoun = { fi: "lahjakortit", sv: "presentkort" };

export default {
  code: "giftpass-fi",
  storeId: 123,
  family: "giftpass",
  brandName: "GiftPass",
  country: "FI",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/fi" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/fi" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.fi", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("FI", "EUR"),
  payments: payments("FI", "GiftPass Suomi"),
  giftcards: giftcards(123, "EUR"),
  contact: {
    email: "service@giftpass.com",
    phone: "+358 9 4245 1230",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass Suomi",
    url: "https://www.giftpass.com/fi/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      fi: "GiftPass on lahjakorttien verkkokauppa Suomessa: valitse yli 50 lahjakortista, jotka toimitetaan sähköpostitse tunnin sisällä tai postitse.",
      sv: "GiftPass är webbutiken för presentkort i Finland: välj bland över 50 presentkort, levererade via e-post inom en timme eller skickade med posten.",
    },
    contactPoint: { telephone: "+358 9 4245 1230", email: "service@giftpass.com" },
    address: {
      streetAddress: "Mannerheimintie 12",
      postalCode: "00100",
      addressLocality: "Helsinki",
      addressCountry: "FI",
    },
  },
} satisfies StorefrontInput;
