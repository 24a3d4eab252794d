/** Whether text on a (data-driven) background colour should be light: WCAG relative luminance. */
export function needsLightText(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return false;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Dark text needs 4.5:1 against the background: (L + 0.05) / 0.05 >= 4.5 ⇔ L >= 0.175.
  return luminance < 0.175;
}
