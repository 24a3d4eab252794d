import type { AppLoadContext } from "@remix-run/node";
import { HEADER_LOGO } from "../../themes";
import { graphql } from "../api/generated/server";
import { displayName } from "../i18n/display-names";
import { RecentlyUsed } from "../storefront/recently-used";
import type { LocalizedText } from "../storefront/schema-fields";
import { type LastingShell, type ThemeImage, themeImage, type VisitorData } from "../storefront/shell";
import { localeOf } from "../storefront/storefront";
import { VISITOR, visitorOf } from "./visitor";

const STORE_DATA = graphql(`
  query storeData($userData: UserDataInput!) {
    storeData(userData: $userData) {
      storeData {
        menus {
          footerMenu { menuItems { title menuItems { title path { href type } } } }
          businessMenu { title menuItems { title path { href type } } }
          redeemMenu { terms { href type } privacy { href type } support { href type } notice }
        }
      }
      errors { message code }
    }
  }
`);

/** schema.org Organization from the storefront config (spec §3 organizationStructuredData). */
function organizationJsonLd(context: AppLoadContext, text: (t: LocalizedText | undefined) => string): string {
  const o = context.storefront.organization;
  const { origin } = context.registry.originOf(context.storefront, context.localPort);
  const days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
  const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: o.name,
    url: o.url,
    logo: `${origin}${o.logo}`,
    description: text(o.description),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: o.contactPoint.telephone,
      email: o.contactPoint.email,
      contactType: o.contactPoint.contactType,
      hoursAvailable: context.storefront.contact.openingHours.map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: h.days.map((d) => names[days.indexOf(d)]),
        opens: h.opens,
        closes: h.closes,
      })),
    },
    address: { "@type": "PostalAddress", ...o.address },
    sameAs: context.storefront.theme.socialLinks.map((s) => s.url),
  };
  // Escape "<" so the JSON can never close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The visitor's basket count (header badge, spec §7 cartQuantity) and login; nothing without a session cookie. */
export async function loadVisitor(context: AppLoadContext): Promise<VisitorData> {
  if (!context.session.hasCookie) return { basketCount: 0, user: null };
  return visitorOf(await context.api.request(VISITOR));
}

/** A page shell and its JSON text, as the root data carries it (RootData, ADR 044). */
export interface KeptShell {
  data: LastingShell;
  json: string;
}

/** Root loader data: the storefront's public config in the page language + store data from the API. */
export function loadShell(context: AppLoadContext): Promise<KeptShell> {
  // The shell derives from the storefront config only (store data is config-backed): build it once
  // per storefront, language and origin kind, then reuse it (the year is the root loader's).
  const key = `${context.storefront.code}|${context.language}|${context.basename}|${context.localPort ?? ""}`;
  return shells.get(key, () => {
    const made = buildShell(context).then((data) => ({ data, json: JSON.stringify(data) }));
    made.catch(() => shells.delete(key));
    return made;
  });
}

// The basenames in use, as server.ts's request handlers: memory does not grow with the storefronts.
const shells = new RecentlyUsed<Promise<KeptShell>>();

async function buildShell(context: AppLoadContext): Promise<LastingShell> {
  const { storefront: s, language } = context;
  const locale = localeOf(s, language);
  const result = await context.api.request(STORE_DATA);
  const storeData = result.storeData.storeData;
  if (!storeData) throw new Error(`storeData failed: ${result.storeData.errors[0]?.message}`);
  const text = (t: LocalizedText | undefined) => (t ? (t[language] ?? "") : "");
  const image = (i: ThemeImage) => themeImage(i, language);
  const link = (i: { title: string; path: { href: string; type: "relative" | "absolute" } }) => ({
    title: i.title,
    href: i.path.href,
    type: i.path.type,
  });
  return {
    sf: {
      code: s.code,
      storeId: s.storeId,
      brandName: s.brandName,
      family: s.family,
      country: s.country,
      languages: s.languages,
      defaultLanguage: s.defaultLanguage,
      currency: s.currency,
      slugs: s.slugs,
      productNoun: text(s.productNoun),
      catalogClaim: s.catalogClaim,
      features: s.features,
      contact: s.contact,
      business: { requestQuoteLink: s.business.requestQuoteLink },
      theme: {
        version: s.theme.version,
        header: s.theme.header,
        logo: s.theme.logos[HEADER_LOGO[s.theme.version]] ?? s.theme.logos.logo,
        footerLogo: s.theme.logos.footerLogo,
        modalLogo: s.theme.logos.modalLogo,
        footerClockIcon: s.theme.logos.footerClockIcon,
        headerDecoration: s.theme.headerDecoration ? image(s.theme.headerDecoration) : null,
        footerDecoration: s.theme.footerDecoration ? image(s.theme.footerDecoration) : null,
        notFoundImage: image(s.theme.notFoundImage),
        trustMarks: s.theme.trustMarks.map(image),
        trustMarksTopbar: s.theme.trustMarksTopbar.map(image),
        trustMarksBottomBar: s.theme.trustMarksBottomBar.map(image),
        trustMarksHeader: s.theme.trustMarksHeader.map(image),
        faq: image(s.theme.faq),
        paymentLogos: s.theme.paymentLogos,
        socialLinks: s.theme.socialLinks,
      },
    },
    language,
    locale,
    htmlLang: locale,
    basename: context.basename,
    pathPrefix: context.mount.pathPrefix,
    footerMenu: storeData.menus.footerMenu.menuItems.map((c) => ({ title: c.title, items: c.menuItems.map(link) })),
    businessMenu: {
      title: storeData.menus.businessMenu.title ?? "",
      items: storeData.menus.businessMenu.menuItems.map(link),
    },
    redeemMenu: storeData.menus.redeemMenu,
    paymentsSimulated: context.paymentsSimulated ?? false,
    organizationJsonLd: organizationJsonLd(context, text),
    names: {
      country: displayName(locale, "region", s.country),
      language: displayName(locale, "language", language),
      languages: Object.fromEntries(s.languages.map((l) => [l, displayName(l, "language", l)])),
    },
  };
}
