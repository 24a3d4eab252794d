/** The theme, organization and feature parts of the storefront config schema. */
import * as v from "valibot";
import { AssetPath, described, Image, LocalizedText, PromoBlock, Text, Url } from "./schema-fields";
import { LANGUAGES, PAYMENT_LOGOS, SOCIAL_KINDS } from "./vocabulary";

/** A trust mark says something (a rating, secure payment): its text is required, in every language. */
const TrustMark = v.object({
  ...Image.entries,
  alt: described(LocalizedText, "What the mark says (its alt text), in every language of the storefront."),
});

/** Trust marks of one place; `width` when spec §3 fixes their width there. */
function trustMarks(description: string, width?: number) {
  return described(
    v.pipe(
      v.array(TrustMark),
      v.check((marks) => !width || marks.every((m) => m.width === width), `must be ${width} px wide (spec §3)`),
    ),
    description,
  );
}

export const Theme = v.pipe(
  v.object({
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
      logo: described(
        AssetPath,
        "The brand's logo: the header's at logo versions v1 and v3, store data, structured data.",
      ),
      logoV2: described(
        v.optional(AssetPath),
        "The header's logo at logo version v2 (drawn for 252x86, 116x68 on mobile, spec §9); required there, unused elsewhere.",
      ),
      footerLogo: AssetPath,
      modalLogo: AssetPath,
      footerClockIcon: AssetPath,
    }),
    promoBlocks: v.object({
      pdpFeaturedBlock: PromoBlock,
      pdpPromotionBlock: PromoBlock,
      alternativeChoiceAllInOne: PromoBlock,
    }),
    trustMarks: trustMarks("Trust marks of the footer, beside the payment logos (spec §2 Footer)."),
    trustMarksTopbar: trustMarks(
      "Trust marks of the header's top bar (header.sellingPoints), 120 px wide, from 1024 px where its points stand still (spec §2, §3).",
      120,
    ),
    trustMarksBottomBar: trustMarks(
      "Trust marks of the footer's bottom bar, 60 px wide, by the social icons (spec §2, §3).",
      60,
    ),
    trustMarksHeader: trustMarks("Trust marks of the header, beside its icons from 1280 px (spec §3)."),
    notFoundImage: Image,
    headerDecoration: described(v.optional(Image), "Decoration above the header; adds 30 px to the header height."),
    footerDecoration: v.optional(Image),
    faq: described(Image, "Drawing beside a content page's FAQ block (the helpdesk's), from 640 px."),
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
  }),
  v.forward(
    v.partialCheck(
      [["version"], ["logos", "logoV2"]],
      (theme) => theme.version !== "v2" || Boolean(theme.logos.logoV2),
      "is required at logo version v2: the header shows it (spec §9)",
    ),
    ["logos", "logoV2"],
  ),
  v.forward(
    v.partialCheck(
      [["header", "sellingPoints"], ["trustMarksTopbar"]],
      (theme) => theme.header.sellingPoints || theme.trustMarksTopbar.length === 0,
      "must be empty without the top bar: only the header with selling points (header.sellingPoints) has one",
    ),
    ["trustMarksTopbar"],
  ),
);

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
