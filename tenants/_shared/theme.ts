/** The theme of a storefront from its brand family: drawings, header features, trust marks, social links. */
import type { StorefrontInput } from "../../app/storefront/schema";
import type { Family, Language, PaymentLogo } from "../../app/storefront/vocabulary";
import { pick, route, type Texts } from "./texts";
import { THEME_TEXTS } from "./theme-texts";

export type Theme = StorefrontInput["theme"];

type Image = Theme["notFoundImage"];
type TrustMarkImage = Theme["trustMarks"][number];

type TrustMark = "secure" | "rating" | "delivery";

/** What differs between the brand families (drawings live in public/brand/<family>/, or options.assets). */
const FAMILY: Record<
  Family,
  { version: Theme["version"]; header: Theme["header"]; trustMarks: TrustMark[]; headerDecoration: boolean }
> = {
  kadoo: {
    version: "v1",
    header: { sellingPoints: false, businessMenuAccordion: false },
    trustMarks: ["rating", "secure", "delivery"],
    headerDecoration: true,
  },
  giftpass: {
    version: "v2",
    header: { sellingPoints: false, businessMenuAccordion: false },
    trustMarks: ["secure", "delivery"],
    headerDecoration: false,
  },
  choice: {
    version: "v3",
    header: { sellingPoints: true, businessMenuAccordion: true },
    trustMarks: ["rating", "secure"],
    headerDecoration: false,
  },
};

const TRUST_ALT: Record<TrustMark, Texts> = {
  secure: THEME_TEXTS.trustSecure,
  rating: THEME_TEXTS.trustRating,
  delivery: THEME_TEXTS.trustDelivery,
};

export interface ThemeOptions {
  /** Payment logos in footer order (the first 4 show on mobile). */
  paymentLogos: PaymentLogo[];
  /** Social profiles of the storefront; see socialLinks(). */
  socialLinks: Theme["socialLinks"];
  /** Width of the not-found illustration: 200, or 450 on the storefronts with the large one. */
  notFoundWidth?: 200 | 450;
  /**
   * The folder under public/brand/ with the storefront's logos and drawings; default: the family's
   * (`npm run tenants:new` copies the family's folder to one named after the new storefront).
   */
  assets?: string;
}

/** The theme of a storefront: the family's drawings, texts in the storefront's languages. */
export function theme(family: Family, languages: readonly Language[], options: ThemeOptions): Theme {
  const dir = `/brand/${options.assets ?? family}`;
  const { version, header, trustMarks, headerDecoration } = FAMILY[family];
  const image = (file: string, width: number, height: number, alt?: Texts): Image => ({
    src: `${dir}/${file}`,
    ...(alt ? { alt: pick(alt, languages) } : {}),
    width,
    height,
  });
  const trust = (width: number, height: number): TrustMarkImage[] =>
    trustMarks.map((mark) => ({
      src: `${dir}/trust-${mark}.svg`,
      alt: pick(TRUST_ALT[mark], languages),
      width,
      height,
    }));
  const notFoundWidth = options.notFoundWidth ?? 200;
  return {
    version,
    header,
    logos: {
      logo: `${dir}/logo.svg`,
      // The header's drawing at logo version v2 only (spec §9 v2 sizes; ADR 024).
      ...(version === "v2" ? { logoV2: `${dir}/logo-v2.svg` } : {}),
      footerLogo: `${dir}/footer-logo.svg`,
      modalLogo: `${dir}/modal-logo.svg`,
      footerClockIcon: `${dir}/clock.svg`,
    },
    promoBlocks: {
      pdpFeaturedBlock: {
        image: image("promo-featured.svg", 600, 300),
        link: route("choice-card"),
        title: pick(THEME_TEXTS.promoFeatured, languages),
      },
      pdpPromotionBlock: {
        image: image("promo-promotion.svg", 600, 300),
        link: route("list"),
        title: pick(THEME_TEXTS.promoPromotion, languages),
      },
      alternativeChoiceAllInOne: {
        image: image("alternative-choice.svg", 600, 300),
        link: route("choice-card"),
        title: pick(THEME_TEXTS.alternativeChoice, languages),
      },
    },
    trustMarks: trust(120, 40),
    // Only the header with selling points has a top bar (spec §2 header v3).
    trustMarksTopbar: header.sellingPoints ? trust(120, 40) : [],
    trustMarksBottomBar: trust(60, 20),
    trustMarksHeader: trust(120, 40).slice(0, 1),
    // The drawing is 5:4 (400x320).
    notFoundImage: image("not-found.svg", notFoundWidth, (notFoundWidth * 4) / 5, THEME_TEXTS.notFound),
    ...(headerDecoration ? { headerDecoration: image("header-decoration.svg", 1200, 30) } : {}),
    footerDecoration: image("footer-decoration.svg", 1200, 40),
    faq: image("faq.svg", 240, 240),
    doubler: image("doubler.svg", 400, 240, THEME_TEXTS.doubler),
    doublerPageBg: image("doubler-bg.svg", 1440, 480),
    doublerHeroCardImage: image("doubler-card.svg", 340, 214, THEME_TEXTS.doublerCard),
    paymentLogos: options.paymentLogos,
    businessLogos: Object.fromEntries(
      languages.map((language) => [
        language,
        {
          pdpBusinessLogo: `${dir}/business-${language}.svg`,
          mobilePdpBusinessLogo: `${dir}/business-${language}-mobile.svg`,
        },
      ]),
    ),
    socialLinks: options.socialLinks,
  };
}

/**
 * The seven social profiles of a storefront. `handle` is the page name on Facebook, Instagram and
 * TikTok (e.g. "kadoo.be"); LinkedIn, Pinterest, X and YouTube use names without dots.
 */
export function socialLinks(handle: string, company: string): Theme["socialLinks"] {
  const plain = handle.replace(/\./g, "");
  return [
    { kind: "facebook", url: `https://www.facebook.com/${handle}` },
    { kind: "instagram", url: `https://www.instagram.com/${handle}/` },
    { kind: "tiktok", url: `https://www.tiktok.com/@${handle}` },
    { kind: "linkedin", url: `https://www.linkedin.com/company/${company}/` },
    { kind: "pinterest", url: `https://www.pinterest.com/${plain}/` },
    { kind: "twitter", url: `https://x.com/${plain}` },
    { kind: "youtube", url: `https://www.youtube.com/@${company}` },
  ];
}
