import { href } from "../../storefront/links";
import type { Language, LocalizedText } from "../../storefront/schema";
import { languagePrefix, type Storefront } from "../../storefront/storefront";
import { type ApiContext, scope, type UserData } from "../context.server";

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
    countriesCombinations: ctx.registry.all.map((other) => {
      const mount = ctx.registry.originOf(other, ctx.localPort);
      return {
        country: other.country,
        storeCode: other.code,
        brandName: other.brandName,
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
    },
  };
}

export const storeResolvers = {
  Query: {
    storeData: (_: unknown, args: { userData: UserData }, ctx: ApiContext) => {
      const s = scope(ctx, args.userData);
      if (!s.ok) return { storeData: null, errors: s.errors };
      return { storeData: storeData(ctx, s.language), errors: [] };
    },
  },
};
