import type { Family } from "../app/storefront/vocabulary";
import { choiceTheme } from "./choice";
import { giftpassTheme } from "./giftpass";
import { kadooTheme } from "./kadoo";
import { theme } from "./stitches.config";

type Tokens = Record<string, { value: string }>;
const FAMILY_THEMES = { kadoo: kadooTheme, giftpass: giftpassTheme, choice: choiceTheme } as const;

/** The colour tokens of a brand family: the shared palette with the family's own values over it. */
export function paletteOf(family: Family | null, overrides?: Record<string, string>): Record<string, string> {
  const values = (tokens: Tokens) => Object.fromEntries(Object.entries(tokens).map(([k, t]) => [k, t.value]));
  const base = values(theme.colors as unknown as Tokens);
  return family ? { ...base, ...values(FAMILY_THEMES[family].colors as unknown as Tokens), ...overrides } : base;
}

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

/** The colour tokens a theme has (the names THEME_COLORS may override). */
export const COLOR_TOKENS: readonly string[] = Object.keys(theme.colors);

/**
 * CSS that overrides colour tokens of a family's theme (THEME_COLORS; e.g. to see a palette change on
 * every storefront with `npm run previews` before it goes into themes/). Null when nothing is overridden.
 */
export function themeOverrideCss(family: Family, colours: Record<string, string> | undefined): string | null {
  const entries = Object.entries(colours ?? {});
  if (entries.length === 0) return null;
  // html.<theme> outranks the theme's own .<theme> rules, wherever Stitches puts them in the browser.
  return `html.${THEMES[family]}{${entries.map(([token, value]) => `--colors-${token}:${value}`).join(";")}}`;
}
