/** The theme, organization and feature parts of the storefront config schema. */
import * as v from "valibot";
import { AssetPath, described, Image, LocalizedText, PromoBlock, Text, Url } from "./schema-fields";
import { LANGUAGES, PAYMENT_LOGOS, SOCIAL_KINDS } from "./vocabulary";

export const Theme = v.object({
  version: described(v.picklist(["v1", "v2", "v3"], "must be v1, v2 or v3"), "Logo version (spec §9 logo sizes)."),
  header: described(
    v.object({
      sellingPoints: described(
        v.boolean(),
        "A bar of rotating selling points above the header (the header spec §2 calls version 3).",
      ),
      businessMenuAccordion: described(
        v.boolean(),
        "On business pages the mobile menu folds the business links into an accordion (spec §2).",
      ),
    }),
    "What the header shows beyond the default variant.",
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

export const Organization = v.object({
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

export const Features = v.object({
  languageSwitcher: described(v.optional(v.boolean(), true), "Show the language switcher in header and footer."),
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
