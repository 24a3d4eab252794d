import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["nl"];
const productNoun = { nl: "cadeaubonnen" };

export default {
  code: "kadoo-be",
  storeId: 95,
  family: "kadoo",
  brandName: "Kadoo",
  country: "BE",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.kadoo.be" }],
    staging: [{ host: "staging.kadoo.be" }],
  },
  slugs: { productList: "cadeaubonnen", choiceCard: "choice-cadeaukaart" },
  productNoun,
  catalogClaim: 200,
  theme: theme("kadoo", languages, {
    paymentLogos: ["bancontact", "kbccbc", "belfius", "visa", "mastercard", "paypal", "invoice"],
    socialLinks: socialLinks("kadoo.be", "kadoo"),
  }),
  menus: menus("Kadoo", languages, productNoun),
  features: { choiceCardInHeader: true },
  business: business("klantenservice@kadoo.be", { requestQuoteLink: true }),
  checkout: checkout("BE", "EUR"),
  payments: payments("BE", "Kadoo België"),
  giftcards: giftcards(95, "EUR"),
  contact: {
    email: "klantenservice@kadoo.be",
    phone: "+32 9 298 04 50",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:30" }],
  },
  organization: {
    name: "Kadoo België",
    url: "https://www.kadoo.be/",
    logo: "/brand/kadoo/logo.svg",
    description: {
      nl: "Kadoo is de Belgische webshop voor cadeaubonnen: kies uit meer dan 200 cadeaubonnen, digitaal binnen het uur geleverd of met de post verstuurd.",
    },
    contactPoint: { telephone: "+32 9 298 04 50", email: "klantenservice@kadoo.be" },
    address: {
      streetAddress: "Kortrijksesteenweg 1090",
      postalCode: "9051",
      addressLocality: "Gent",
      addressCountry: "BE",
    },
  },
} satisfies StorefrontInput;
