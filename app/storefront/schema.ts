/**
 * The storefront configuration schema. Every file in `tenants/` is parsed by it at start-up
 * (server, `npm run tenants:check`, the route table); a failure names the file and the dotted
 * field path. Every field carries a description: `npm run tenants:docs` turns them into
 * docs/storefront-config.md. This module has no server imports: components use its types.
 */

import * as v from "valibot";
import { Business, Checkout, Giftcards, Payments } from "./commerce-schema";
import {
  described,
  LocalizedText,
  MenuColumn,
  MenuItem,
  OpeningHours,
  OriginSchema,
  RedeemMenu,
  Text,
} from "./schema-fields";
import { Features, Organization, Theme } from "./theme-schema";
import { CURRENCIES, FAMILIES, LANGUAGES } from "./vocabulary";

/** What a storefront code looks like: family-country, e.g. kadoo-be (also its file name). */
export const STOREFRONT_CODE = /^[a-z]+-[a-z]{2}$/;

export const StorefrontSchema = v.pipe(
  v.object({
    code: described(
      v.pipe(v.string(), v.regex(STOREFRONT_CODE, "must look like family-country, e.g. kadoo-be")),
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
        production: v.pipe(v.array(OriginSchema), v.minLength(1, "needs at least one origin")),
        staging: v.optional(v.array(OriginSchema), []),
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
      redeem: RedeemMenu,
    }),
    features: v.optional(Features, {}),
    business: described(Business, "Business customers: the quote requests' sales inbox and the quote form and link."),
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
