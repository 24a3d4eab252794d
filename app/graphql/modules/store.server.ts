/** The storefront's own data in the API (spec §7 storeData): logos, menus, payment icons, the other storefronts. */
import { href } from "../../storefront/links";
import type { LocalizedText } from "../../storefront/schema-fields";
import { languagePrefix, type Storefront } from "../../storefront/storefront";
import type { Language } from "../../storefront/vocabulary";
import { type ApiContext, scope, type UserData } from "../context.server";
import type { SchemaModule } from "./index";

type MenuLink = Storefront["menus"]["business"]["items"][number]["link"];

function path(storefront: Storefront, link: MenuLink) {
  return link.kind === "route"
    ? { href: href(storefront, link.route, link.params), type: "relative" as const }
    : { href: link.href, type: "absolute" as const };
}

const text = (t: LocalizedText, language: Language) => t[language] ?? "";

/** Store data (spec §3): countries and languages of the whole deployment, logos, payment icons, menus. */
export function storeData(ctx: ApiContext, language: Language) {
  const sf = ctx.storefront;
  return {
    storeID: sf.storeId,
    // Every storefront of the deployment: made only when a query selects it (the store switcher's), not
    // for the page shell's menus — a shell built per basename must not cost more with more storefronts.
    countriesCombinations: () =>
      ctx.registry.all.map((other) => {
        const mount = ctx.registry.originOf(other, ctx.localPort);
        return {
          country: other.country,
          storeCode: other.code,
          brandName: other.brandName,
          brandFamily: other.family,
          hreflangCountry: other.hreflangCountry,
          url: `${mount.origin}${mount.pathPrefix}/`,
          languagesCombinations: other.languages.map((lang) => ({
            languageCode: lang,
            isDefault: lang === other.defaultLanguage,
            currency: other.currency,
            url: `${mount.origin}${mount.pathPrefix}${languagePrefix(other, lang)}/`,
          })),
        };
      }),
    mainLogo: { url: sf.theme.logos.logo, alt: sf.brandName },
    footerLogo: { url: sf.theme.logos.footerLogo, alt: sf.brandName },
    paymentIcons: sf.theme.paymentLogos,
    menus: {
      footerMenu: {
        title: null,
        menuItems: sf.menus.footer.map((column) => ({
          title: text(column.title, language),
          path: { href: "", type: "relative" as const },
          menuItems: column.items.map((item) => ({
            title: text(item.title, language),
            path: path(sf, item.link),
            menuItems: [],
          })),
        })),
      },
      businessMenu: {
        title: text(sf.menus.business.title, language),
        menuItems: sf.menus.business.items.map((item) => ({
          title: text(item.title, language),
          path: path(sf, item.link),
          menuItems: [],
        })),
      },
      redeemMenu: {
        terms: path(sf, sf.menus.redeem.terms),
        privacy: path(sf, sf.menus.redeem.privacy),
        support: path(sf, sf.menus.redeem.support),
        notice: sf.menus.redeem.notice ? text(sf.menus.redeem.notice, language) : null,
      },
    },
  };
}

const storeResolvers = {
  Query: {
    storeData: (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
      const s = scope(ctx, args.userData);
      if (!s.ok) return { storeData: null, errors: s.errors };
      return { storeData: storeData(ctx, s.language), errors: [] };
    },
  },
};

const typeDefs = /* GraphQL */ `
  type MenuItem {
    title: String!
    path: Path!
    menuItems: [MenuItem!]!
  }

  type Menu {
    title: String
    menuItems: [MenuItem!]!
  }

  "spec §2: the redeem header and footer's own links, and the redeem header's optional message."
  type RedeemMenu {
    terms: Path!
    privacy: Path!
    support: Path!
    notice: String
  }

  type Menus {
    footerMenu: Menu!
    businessMenu: Menu!
    redeemMenu: RedeemMenu!
  }

  type LanguageCombination {
    languageCode: String!
    isDefault: Boolean!
    currency: String!
    "Home page of the storefront in this language."
    url: String!
  }

  type CountryCombination {
    country: String!
    storeCode: String!
    brandName: String!
    "The brand family (kadoo, giftpass, choice): the store switcher prefers the visitor's own."
    brandFamily: String!
    "Country part of the storefront's hreflang tags."
    hreflangCountry: String!
    url: String!
    languagesCombinations: [LanguageCombination!]!
  }

  type StoreData {
    storeID: Int!
    countriesCombinations: [CountryCombination!]!
    mainLogo: Logo!
    footerLogo: Logo!
    paymentIcons: [String!]!
    menus: Menus!
  }

  type StoreDataResult {
    storeData: StoreData
    errors: [Error!]!
  }


  extend type Query {
    storeData(userData: UserDataInput!): StoreDataResult!
  }
`;

export const storeModule: SchemaModule = { typeDefs: [typeDefs], resolvers: [storeResolvers] };
