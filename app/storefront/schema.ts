/**
 * The storefront configuration schema. Every file in `tenants/` is parsed by it at start-up
 * (server, `npm run tenants:check`, the route table); a failure names the file and the dotted
 * field path. Every field carries a description: `npm run tenants:docs` turns them into
 * docs/storefront-config.md. This module has no server imports: components use its types.
 */
import * as v from "valibot";
import { PAYMENT_METHODS } from "../payments/methods";

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

const described = <T extends v.GenericSchema>(schema: T, text: string) => v.pipe(schema, v.description(text));

const Text = v.pipe(v.string(), v.trim(), v.nonEmpty("must not be empty"));
const AssetPath = v.pipe(
  v.string(),
  v.regex(/^\/[a-z0-9/_.-]+\.(svg|png|jpg|webp)$/, "must be a root-relative asset path such as /brand/kadoo/logo.svg"),
);
const Url = v.pipe(v.string(), v.url("must be an absolute URL"), v.regex(/^https?:\/\//, "must start with http(s)://"));

/** A text per language. Completeness (one entry per storefront language) is checked on the whole storefront. */
export const LocalizedText = described(
  v.record(v.picklist(LANGUAGES, "must be a supported language code"), Text),
  "A text per language code; every language of the storefront must be present.",
);
export type LocalizedText = v.InferOutput<typeof LocalizedText>;

const Origin = v.object({
  host: described(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.regex(/^[a-z0-9.-]+(:\d+)?$/, "must be a bare host name such as www.kadoo.be"),
    ),
    "Host name the storefront answers on (no scheme).",
  ),
  pathPrefix: described(
    v.optional(v.pipe(v.string(), v.regex(/^(\/[a-z0-9-]+)*$/, "must be empty or like /ch (no trailing slash)")), ""),
    "Path prefix before every page of the storefront, e.g. /ch on a shared domain; empty for its own domain.",
  ),
  https: described(v.optional(v.boolean(), true), "Whether the origin is served over https (default true)."),
});
export type Origin = v.InferOutput<typeof Origin>;

const Link = v.variant("kind", [
  v.object({
    kind: v.literal("route"),
    route: described(v.string(), "A route id of the route table (see app/routes.ts), e.g. 'contact'."),
    params: described(v.optional(v.record(v.string(), v.string()), {}), "Route parameters."),
  }),
  v.object({ kind: v.literal("external"), href: Url }),
]);
export type Link = v.InferOutput<typeof Link>;

const MenuItem = v.object({ title: LocalizedText, link: Link });
const MenuColumn = v.object({
  title: LocalizedText,
  items: described(v.pipe(v.array(MenuItem), v.minLength(1, "needs at least one item")), "Links of the column."),
});

const Image = v.object({
  src: AssetPath,
  alt: described(v.optional(LocalizedText), "Alternative text per language; decorative when absent."),
  width: described(v.pipe(v.number(), v.integer(), v.minValue(1)), "Rendered width in px."),
  height: described(v.pipe(v.number(), v.integer(), v.minValue(1)), "Rendered height in px."),
});

const PromoBlock = v.object({
  image: Image,
  link: Link,
  title: LocalizedText,
});

const OpeningHours = v.object({
  days: described(
    v.array(v.picklist(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], "must be a day code Mo..Su")),
    "Days these hours apply to.",
  ),
  opens: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM")),
  closes: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM")),
});

const Theme = v.object({
  version: described(
    v.picklist(["v1", "v2", "v3"], "must be v1, v2 or v3"),
    "Header and logo version (spec §9 logo sizes).",
  ),
  logos: v.object({
    logo: AssetPath,
    logoV2: AssetPath,
    footerLogo: AssetPath,
    modalLogo: AssetPath,
    footerClockIcon: AssetPath,
  }),
  promoBlocks: v.object({
    pdpFeaturedBlock: PromoBlock,
    pdpPromotionBlock: PromoBlock,
    alternativeChoiceAllInOne: PromoBlock,
  }),
  trustMarks: described(v.array(Image), "Trust marks of the footer."),
  trustMarksTopbar: described(v.array(Image), "Trust marks of the top bar (width 120)."),
  trustMarksBottomBar: described(v.array(Image), "Trust marks of the bottom bar (width 60)."),
  trustMarksHeader: described(v.array(Image), "Trust marks of the header."),
  notFoundImage: Image,
  headerDecoration: described(v.optional(Image), "Decoration above the header; adds 30 px to the header height."),
  footerDecoration: v.optional(Image),
  faq: Image,
  doubler: Image,
  doublerPageBg: Image,
  doublerHeroCardImage: Image,
  paymentLogos: described(
    v.array(v.picklist(PAYMENT_LOGOS, "must be a payment logo kind of spec §3")),
    "Payment logos in footer order (the first 4 show on mobile).",
  ),
  businessLogos: described(
    v.record(v.picklist(LANGUAGES), v.object({ pdpBusinessLogo: AssetPath, mobilePdpBusinessLogo: AssetPath })),
    "Business logos per language.",
  ),
  socialLinks: v.array(v.object({ kind: v.picklist(SOCIAL_KINDS, "must be a known social network"), url: Url })),
});

const Organization = v.object({
  name: Text,
  url: Url,
  logo: AssetPath,
  description: LocalizedText,
  contactPoint: v.object({
    telephone: v.pipe(v.string(), v.regex(/^\+[0-9 ]{6,20}$/, "must be an international number like +32 9 123 45 67")),
    email: v.pipe(v.string(), v.email("must be an e-mail address")),
    contactType: v.optional(v.string(), "customer service"),
  }),
  address: v.object({
    streetAddress: Text,
    postalCode: Text,
    addressLocality: Text,
    addressCountry: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO country code")),
  }),
});

const Features = v.object({
  languageSwitcher: described(v.optional(v.boolean(), true), "Show the language switcher in header and footer."),
  businessQuoteLink: described(v.optional(v.boolean(), false), "Show the business request-a-quote link."),
  helpdeskRedirectsToContact: described(v.optional(v.boolean(), false), "/helpdesk/ redirects to the contact page."),
  paymentRetry: described(v.optional(v.boolean(), true), "Offer payment retry on checkout after a failed payment."),
  orderModalAuth: described(v.optional(v.boolean(), false), "Identify users in a modal instead of the identify page."),
  cookieLink: described(
    v.optional(v.boolean(), true),
    "Show the Cookies link (opens the cookie modal) in the bottom bar.",
  ),
  choiceCardInHeader: described(
    v.optional(v.boolean(), false),
    "Show the Choice gift card link in the header (the Belgian-style build).",
  ),
  storeSwitcher: described(
    v.optional(v.boolean(), true),
    "Offer the store-switcher banner to visitors from other countries.",
  ),
  seoNoindex: described(v.optional(v.boolean(), false), "Fixed toggle: force noindex + nofollow on every page."),
});

const Money = (text: string) =>
  described(v.pipe(v.number(), v.minValue(0, "must not be negative"), v.maxValue(1_000_000)), text);
const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166 alpha-2 code"));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Basket and checkout rules of the storefront (amounts in its currency, VAT included). */
const Checkout = v.object({
  timeZone: described(
    v.pipe(v.string(), v.check(isTimeZone, "must be an IANA time zone such as Europe/Brussels")),
    "Time zone of the same-day dispatch cut-off (17:00) and of scheduled digital deliveries.",
  ),
  vatRate: described(
    v.pipe(v.number(), v.minValue(0), v.maxValue(30, "must be a percentage between 0 and 30")),
    "VAT percentage on wrappers, gift packing and shipping (gift cards are exempt, spec §1).",
  ),
  deliveryCountries: described(
    v.pipe(
      v.array(CountryCode),
      v.minLength(1, "needs at least one country"),
      v.check((list) => new Set(list).size === list.length, "must not repeat a country"),
    ),
    "Countries physical cards are sent to; the first is the default of address forms.",
  ),
  shipping: v.object({
    standard: Money("Price of a physical shipment by regular post."),
    registered: Money("Price of a registered shipment (orders above `registeredAbove` or with wine, spec §1)."),
  }),
  registeredAbove: Money("Order value above which physical cards are sent registered (spec §1: 300 euro)."),
  appleLimit: Money("Apple gift cards per order at most (spec §8 2015: 500 euro)."),
  orderLimit: Money("Gift-card value of one order at most (spec §8 2030)."),
  maxCards: described(
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    "Gift cards in one order at most (spec §8 2030).",
  ),
});

const Issuer = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,40}$/, "must be a short issuer id")),
  name: Text,
});

const Payments = v.object({
  methods: described(
    v.pipe(
      v.array(v.picklist(PAYMENT_METHODS, "must be a payment method of spec §3")),
      v.minLength(1, "needs at least one method"),
      v.check((list) => new Set(list).size === list.length, "must not repeat a method"),
    ),
    "Payment methods in the order shoppers see them.",
  ),
  issuers: described(
    v.optional(v.record(v.picklist(PAYMENT_METHODS), v.pipe(v.array(Issuer), v.minLength(1))), {}),
    "Issuer (bank) lists of methods that have one, e.g. iDEAL.",
  ),
  bankAccount: described(
    v.optional(
      v.object({
        beneficiary: Text,
        iban: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, "must be an IBAN without spaces")),
        bic: v.pipe(v.string(), v.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a BIC")),
      }),
    ),
    "Account shoppers pay bank transfers to (needed when bank transfer is offered).",
  ),
});

const Giftcards = v.object({
  prefixes: described(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^\d{4,9}$/, "must be 4 to 9 digits"))),
      v.minLength(1, "needs at least one prefix"),
    ),
    "Allowed prefixes of the storefront's 19-digit card numbers (spec §5); new cards use the first.",
  ),
  validityMonths: described(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)),
    "Months a new card stays valid.",
  ),
});

export const StorefrontSchema = v.pipe(
  v.object({
    code: described(
      v.pipe(v.string(), v.regex(/^[a-z]+-[a-z]{2}$/, "must look like family-country, e.g. kadoo-be")),
      "Storefront code; also the file name and the local host <code>.localhost.",
    ),
    storeId: described(
      v.pipe(v.number(), v.integer(), v.minValue(1, "must be a positive integer")),
      "Store id sent as userData.storeID.",
    ),
    family: described(v.picklist(FAMILIES, "must be kadoo, giftpass or choice"), "Brand family: theme and brand name."),
    brandName: described(Text, "Brand name shown in titles and alt texts."),
    country: described(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166 alpha-2 code")), "Country code."),
    languages: described(
      v.pipe(
        v.array(v.picklist(LANGUAGES, "must be a supported language code")),
        v.minLength(1, "needs at least one language"),
        v.check((list) => new Set(list).size === list.length, "must not repeat a language"),
      ),
      "Languages; the first is the default (no prefix), others are served under /<lang>/.",
    ),
    currency: described(v.picklist(CURRENCIES, "must be a supported currency code"), "ISO 4217 currency."),
    origins: described(
      v.object({
        production: v.pipe(v.array(Origin), v.minLength(1, "needs at least one origin")),
        staging: v.optional(v.array(Origin), []),
      }),
      "Origins per environment. Locally every storefront is also http://<code>.localhost:<port>.",
    ),
    slugs: v.object({
      productList: described(
        v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "must be a lowercase slug")),
        "Product list segment, e.g. cadeaubonnen or cadeaukaarten.",
      ),
      choiceCard: described(
        v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "must be a lowercase slug")),
        "Slug of the choice gift card page.",
      ),
      basket: described(
        v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "must be a lowercase slug")), "winkelmandje"),
        "Segment of the basket page (spec §2 /winkelmandje/).",
      ),
    }),
    productNoun: described(LocalizedText, "The plural product word ({product} in the spec), e.g. cadeaubonnen."),
    catalogClaim: described(
      v.pipe(v.number(), v.integer(), v.minValue(1)),
      "Catalogue-size claim in 'View all 200+ {product}' (spec §9).",
    ),
    theme: Theme,
    menus: v.object({
      footer: described(
        v.pipe(v.array(MenuColumn), v.minLength(1, "needs at least one column")),
        "Footer menu columns.",
      ),
      business: v.object({ title: LocalizedText, items: v.array(MenuItem) }),
    }),
    features: v.optional(Features, {}),
    contact: v.object({
      email: v.pipe(v.string(), v.email("must be an e-mail address")),
      phone: v.pipe(v.string(), v.regex(/^\+[0-9 ]{6,20}$/, "must be an international number")),
      openingHours: v.pipe(v.array(OpeningHours), v.minLength(1, "needs opening hours")),
    }),
    organization: Organization,
    hreflangCountry: described(
      v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))),
      "Country part of hreflang tags when it differs from the lower-cased country (e.g. gb).",
    ),
    checkout: Checkout,
    payments: Payments,
    giftcards: Giftcards,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const sf = dataset.value;
    // Every LocalizedText must cover every storefront language (spec: all strings in all configured languages).
    const walk = (node: unknown, path: (string | number)[]) => {
      if (!node || typeof node !== "object") return;
      if (isLocalized(node)) {
        for (const lang of sf.languages) {
          if (!(lang in node)) {
            addIssue({
              message: `is missing the '${lang}' text`,
              path: [...path, lang].map((key) => ({
                type: "object" as const,
                origin: "value" as const,
                input: node,
                key,
                value: undefined,
              })) as [v.IssuePathItem, ...v.IssuePathItem[]],
            });
          }
        }
        return;
      }
      for (const [key, value] of Object.entries(node)) walk(value, [...path, Array.isArray(node) ? Number(key) : key]);
    };
    walk(sf, []);
    const pathIssue = (key: string, input: Record<string, unknown>): [v.IssuePathItem] => [
      { type: "object", origin: "value", input, key, value: undefined },
    ];
    for (const method of sf.payments.methods) {
      if (method === "ideal" && !sf.payments.issuers.ideal?.length) {
        addIssue({ message: "needs an iDEAL issuer list", path: pathIssue("payments.issuers.ideal", sf.payments) });
      }
      if (method === "banktransfer" && !sf.payments.bankAccount) {
        addIssue({ message: "is needed for bank transfers", path: pathIssue("payments.bankAccount", sf.payments) });
      }
    }
    for (const lang of sf.languages) {
      if (!sf.theme.businessLogos[lang]) {
        addIssue({
          message: `has no business logos for '${lang}'`,
          path: [
            {
              type: "object",
              origin: "value",
              input: sf.theme.businessLogos,
              key: "theme.businessLogos",
              value: undefined,
            },
          ],
        });
      }
    }
  }),
);

const LOCALIZED_KEYS = new Set<string>(LANGUAGES);
function isLocalized(node: object): node is Record<string, string> {
  const keys = Object.keys(node);
  return (
    keys.length > 0 &&
    keys.every((k) => LOCALIZED_KEYS.has(k)) &&
    Object.values(node).every((x) => typeof x === "string")
  );
}

export type StorefrontInput = v.InferInput<typeof StorefrontSchema>;
export type StorefrontConfig = v.InferOutput<typeof StorefrontSchema>;
