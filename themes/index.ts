import type { Family } from "../app/storefront/vocabulary";
import { choiceTheme } from "./choice";
import { giftpassTheme } from "./giftpass";
import { kadooTheme } from "./kadoo";

export const THEMES: Record<Family, string> = {
  kadoo: kadooTheme.className,
  giftpass: giftpassTheme.className,
  choice: choiceTheme.className,
};

/** spec §9 logo sizes (desktop / mobile) per header version. */
export const LOGO_SIZES = {
  v1: { desktop: [200, 80], mobile: [170, 68] },
  v2: { desktop: [252, 86], mobile: [116, 68] },
  v3: { desktop: [202, 52], mobile: [134, 36] },
} as const;

/** The header's logo drawing per logo version: v2 has its own drawing for its sizes (spec §3 logoV2, ADR 024). */
export const HEADER_LOGO = { v1: "logo", v2: "logoV2", v3: "logo" } as const;

/** spec §9: header height base 80 px, plus 30 px when a header decoration exists. */
export function headerHeight(hasDecoration: boolean): number {
  return 80 + (hasDecoration ? 30 : 0);
}
