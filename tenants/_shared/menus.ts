/** The footer, business and redeem menus every storefront has, in its languages. */
import type { StorefrontInput } from "../../app/storefront/schema";
import type { LocalizedText } from "../../app/storefront/schema-fields";
import type { Language } from "../../app/storefront/vocabulary";
import { capitalized, MENU_TEXTS, TEMPLATES } from "./menu-texts";
import { fill, pick, route, type Texts } from "./texts";

type Menus = StorefrontInput["menus"];

/** Footer (3 columns) and business menu, titled in the storefront's languages. */
export function menus(brandName: string, languages: readonly Language[], productNoun: LocalizedText): Menus {
  const t = (texts: Texts) => pick(texts, languages);
  return {
    footer: [
      {
        title: t(MENU_TEXTS.customerService),
        items: [
          { title: t(MENU_TEXTS.contact), link: route("contact") },
          { title: t(MENU_TEXTS.helpdesk), link: route("helpdesk") },
          { title: t(MENU_TEXTS.delivery), link: route("delivery") },
          { title: t(MENU_TEXTS.cancelation), link: route("cancelation-policy") },
        ],
      },
      {
        title: capitalized(productNoun),
        items: [
          { title: fill(TEMPLATES.allProducts, languages, productNoun), link: route("list") },
          { title: t(MENU_TEXTS.choiceCard), link: route("choice-card") },
          { title: t(MENU_TEXTS.howItWorks), link: route("landing", "hoe-werkt-het") },
        ],
      },
      {
        title: fill(TEMPLATES.aboutBrand, languages, brandName),
        items: [
          { title: t(MENU_TEXTS.aboutUs), link: route("landing", "over-ons") },
          { title: t(MENU_TEXTS.terms), link: route("terms") },
          { title: t(MENU_TEXTS.privacy), link: route("privacy") },
          { title: t(MENU_TEXTS.cookies), link: route("cookies") },
        ],
      },
    ],
    business: {
      title: t(MENU_TEXTS.business),
      items: [
        { title: t(MENU_TEXTS.businessOrder), link: route("business") },
        { title: t(MENU_TEXTS.businessGifts), link: route("landing", "zakelijk-cadeau") },
        { title: t(MENU_TEXTS.businessContact), link: route("contact") },
      ],
    },
    // The redeem pages' own links: the shop's terms, privacy and helpdesk until a brand has redeem-only pages.
    redeem: { terms: route("terms"), privacy: route("privacy"), support: route("helpdesk") },
  };
}
