import type { StorefrontInput } from "../app/storefront/schema";
import type { Language } from "../app/storefront/vocabulary";
import { business } from "./_shared/business";
import { checkout, giftcards, payments } from "./_shared/commerce";
import { menus } from "./_shared/menus";
import { socialLinks, theme } from "./_shared/theme";

const languages: Language[] = ["es"];
const productNoun = { es: "tarjetas regalo" };

export default {
  code: "giftpass-mx",
  storeId: 126,
  family: "giftpass",
  brandName: "GiftPass",
  country: "MX",
  languages,
  currency: "MXN",
  origins: {
    production: [{ host: "www.giftpass.com", pathPrefix: "/mx" }],
    staging: [{ host: "staging.giftpass.com", pathPrefix: "/mx" }],
  },
  slugs: { productList: "cadeaukaarten", choiceCard: "choice-giftcard" },
  productNoun,
  catalogClaim: 50,
  theme: theme("giftpass", languages, {
    paymentLogos: ["visa", "mastercard", "amex", "paypal", "secure"],
    socialLinks: socialLinks("giftpass.mx", "giftpass"),
  }),
  menus: menus("GiftPass", languages, productNoun),
  features: {},
  business: business("service@giftpass.com", { requestQuoteLink: true, quoteFormAsksQuantities: true }),
  checkout: checkout("MX", "MXN"),
  payments: payments("MX", "GiftPass México"),
  giftcards: giftcards(126, "MXN"),
  contact: {
    email: "service@giftpass.com",
    phone: "+52 55 4170 6620",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }],
  },
  organization: {
    name: "GiftPass México",
    url: "https://www.giftpass.com/mx/",
    logo: "/brand/giftpass/logo.svg",
    description: {
      es: "GiftPass es tu tienda en línea de tarjetas regalo en México: más de 50 tarjetas regalo, entregadas por correo electrónico en menos de una hora o enviadas a domicilio.",
    },
    contactPoint: { telephone: "+52 55 4170 6620", email: "service@giftpass.com" },
    address: {
      streetAddress: "Paseo de la Reforma 296",
      postalCode: "06600",
      addressLocality: "Ciudad de México",
      addressCountry: "MX",
    },
  },
} satisfies StorefrontInput;
