/** The closed lists a storefront config chooses from: languages, currencies, brand families, logos, social networks. */
/** Languages the platform has catalogs for (translations/<locale>/messages.po). */
export const LANGUAGES = ["nl", "fr", "de", "en", "it", "es", "pt", "pl", "sv", "da", "nb", "fi"] as const;

export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = [
  "EUR",
  "GBP",
  "USD",
  "AUD",
  "CAD",
  "CHF",
  "DKK",
  "NOK",
  "SEK",
  "PLN",
  "MXN",
  "BRL",
  "NZD",
] as const;

export type Currency = (typeof CURRENCIES)[number];

export const FAMILIES = ["kadoo", "giftpass", "choice"] as const;

export type Family = (typeof FAMILIES)[number];

/** spec §3 "Payment logo kinds". */
export const PAYMENT_LOGOS = [
  "adyenEPS",
  "amex",
  "bancontact",
  "belfius",
  "carteBancaire",
  "ideal",
  "invoice",
  "kbccbc",
  "mastercard",
  "paypal",
  "secure",
  "visa",
] as const;

export type PaymentLogo = (typeof PAYMENT_LOGOS)[number];

/** spec §2 Footer: facebook, instagram, tiktok, linkedin, pinterest are shown; twitter and youtube hidden. */
export const SOCIAL_KINDS = ["facebook", "instagram", "tiktok", "linkedin", "pinterest", "twitter", "youtube"] as const;

export type SocialKind = (typeof SOCIAL_KINDS)[number];

export const ENVIRONMENTS = ["production", "staging"] as const;

export type Environment = (typeof ENVIRONMENTS)[number] | "local";
