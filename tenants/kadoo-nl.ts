import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["nl"];
const productNoun = { nl: "cadeaukaarten" };

export default {
  code: "kadoo-nl",
  storeId: 96,
  family: "kadoo",
  brandName: "Kadoo",
  country: "NL",
  languages,
  currency: "EUR",
  origins: {
    production: [{ host: "www.kadoo.nl" }],
    staging: [{ host: "staging.kadoo.nl" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-cadeaukaart" },
  productNoun,
  catalogClaim: 300,
  theme: theme("kadoo", languages, {
    paymentLogos: ["ideal", "visa", "mastercard", "paypal", "invoice", "secure"],
    socialLinks: socialLinks("kadoo.nl", "kadoo"),
  }),
  menus: menus("Kadoo", languages, productNoun),
  features: { choiceCardInHeader: true, helpdeskRedirectsToContact: true },
  business: business("klantenservice@kadoo.nl", { requestQuoteLink: true }),
  checkout: checkout("NL", "EUR"),
  payments: payments("NL", "Kadoo Nederland"),
  giftcards: giftcards(96, "EUR"),
  contact: {
    email: "klantenservice@kadoo.nl",
    phone: "+31 20 808 41 20",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "Kadoo Nederland",
    url: "https://www.kadoo.nl/",
    logo: "/brand/kadoo/logo.svg",
    description: {
      nl: "Kadoo is dé webshop voor cadeaukaarten in Nederland: kies uit meer dan 300 cadeaukaarten, digitaal binnen het uur in de mailbox of met de post verstuurd.",
    },
    contactPoint: { telephone: "+31 20 808 41 20", email: "klantenservice@kadoo.nl" },
    address: {
      streetAddress: "Herengracht 420",
      postalCode: "1017 BZ",
      addressLocality: "Amsterdam",
      addressCountry: "NL",
    },
  },
} satisfies StorefrontInput;
