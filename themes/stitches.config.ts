/**
 * Stitches setup shared by the three brand themes. Breakpoints of spec §9: mobile ≤ 639 px,
 * tablet 640–1023, desktop small 1024–1279, desktop large ≥ 1280.
 */
import { createStitches } from "@stitches/react";

export const BREAKPOINTS = { mobileMax: 639, tabletMax: 1023, desktopSmallMax: 1279 } as const;

const stitches = createStitches({
  media: {
    mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
    tablet: `(min-width: ${BREAKPOINTS.mobileMax + 1}px)`,
    upToTablet: `(max-width: ${BREAKPOINTS.tabletMax}px)`,
    desktop: `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
    desktopSmall: `(min-width: ${BREAKPOINTS.tabletMax + 1}px) and (max-width: ${BREAKPOINTS.desktopSmallMax}px)`,
    large: `(min-width: ${BREAKPOINTS.desktopSmallMax + 1}px)`,
    reducedMotion: "(prefers-reduced-motion: reduce)",
    print: "print",
  },
  theme: {
    colors: {
      primary: "#1d3f8f",
      primaryHover: "#16306d",
      onPrimary: "#ffffff",
      accent: "#17a398",
      text: "#1f2330",
      textMuted: "#5b6170",
      background: "#ffffff",
      surface: "#f5f6f8",
      surfaceStrong: "#e9ebef",
      border: "#d5d8df",
      headerBg: "#ffffff",
      headerText: "#1f2330",
      topBarBg: "#1f2330",
      topBarText: "#ffffff",
      footerBg: "#1f2330",
      footerText: "#f2f3f5",
      footerMuted: "#c4c8d0",
      danger: "#b3261e",
      success: "#1e7a3c",
      focus: "#0b57d0",
      overlay: "rgba(15, 18, 25, 0.55)",
      badge: "#b3261e",
      warningBg: "#fff4d6",
      footerBottomBg: "rgba(0, 0, 0, 0.25)",
      warningText: "#5c4300",
      onBadge: "#ffffff",
    },
    fonts: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    fontSizes: { xs: "12px", sm: "14px", md: "16px", lg: "18px", xl: "22px", xxl: "28px", hero: "36px" },
    space: { 1: "4px", 2: "8px", 3: "12px", 4: "16px", 5: "24px", 6: "32px", 7: "48px", 8: "64px" },
    radii: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
    shadows: { card: "0 2px 10px rgba(15, 18, 25, 0.12)", modal: "0 12px 40px rgba(15, 18, 25, 0.3)" },
    sizes: { container: "1240px", headerHeight: "80px", headerDecoration: "30px" },
    zIndices: { header: "20", menu: "40", banner: "30", modal: "50", scrollUp: "25" },
  },
});

export const { styled, css, keyframes, globalCss, getCssText, createTheme, theme, config } = stitches;

/** Stitches' sheet as it keeps it (not in its typings): per group, the names it holds and its rules. */
type Sheet = { rules?: Record<string, { cache?: Set<unknown>; group?: { cssRules?: { length: number } } }> };
const sheet = (stitches as unknown as { sheet?: Sheet }).sheet;
let lastText: { signature: string; text: string } | null = null;

/**
 * `getCssText()`, made again only when it changed: the text of every rule rendered so far changes
 * when Stitches takes a new class name or rule, which its groups' sizes tell. (The server asks for it
 * on every page; building it walks every rule.) Where the sheet is not as expected, asks every time.
 */
export function currentCssText(): string {
  const groups = sheet?.rules ? Object.values(sheet.rules) : [];
  const sizes = groups.map((g) => `${g.cache?.size}:${g.group?.cssRules?.length}`);
  if (!groups.length || sizes.some((size) => size.includes("undefined"))) return getCssText();
  const signature = sizes.join(",");
  if (lastText?.signature !== signature) lastText = { signature, text: getCssText() };
  return lastText.text;
}
