/**
 * Generated gift-card art: a deterministic 400×252 SVG (the ISO card ratio) from the product's CardArt
 * and title. Nothing is fetched; the same input always gives the same bytes. Colours come from the
 * database, so anything that is not a hex colour falls back to a safe default instead of reaching
 * the markup, and all text is XML-escaped.
 */
import type { CardArt } from "../db/catalogue-types";

const WIDTH = 400;
const HEIGHT = 252;
const RADIUS = 16;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
}

function colour(value: unknown, fallback: string): string {
  return typeof value === "string" && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;
}

function pattern(kind: CardArt["pattern"], accent: string): string {
  switch (kind) {
    case "dots": {
      const dots: string[] = [];
      for (let y = 18; y < HEIGHT; y += 28) {
        for (let x = (y / 28) % 2 ? 32 : 18; x < WIDTH; x += 28) dots.push(`<circle cx="${x}" cy="${y}" r="3"/>`);
      }
      return `<g fill="${accent}" opacity="0.35">${dots.join("")}</g>`;
    }
    case "stripes": {
      const stripes: string[] = [];
      for (let x = -HEIGHT; x < WIDTH; x += 36) stripes.push(`<path d="M${x} ${HEIGHT}L${x + HEIGHT} 0"/>`);
      return `<g stroke="${accent}" stroke-width="12" opacity="0.25">${stripes.join("")}</g>`;
    }
    case "waves": {
      const waves: string[] = [];
      for (let y = 150; y < HEIGHT + 40; y += 26) {
        waves.push(`<path d="M0 ${y} Q50 ${y - 22} 100 ${y} T200 ${y} T300 ${y} T400 ${y}"/>`);
      }
      return `<g fill="none" stroke="${accent}" stroke-width="6" opacity="0.4">${waves.join("")}</g>`;
    }
    case "grid": {
      const lines: string[] = [];
      for (let x = 25; x < WIDTH; x += 25) lines.push(`<path d="M${x} 0V${HEIGHT}"/>`);
      for (let y = 21; y < HEIGHT; y += 21) lines.push(`<path d="M0 ${y}H${WIDTH}"/>`);
      return `<g stroke="${accent}" stroke-width="1" opacity="0.3">${lines.join("")}</g>`;
    }
    case "circles":
      return (
        `<g fill="none" stroke="${accent}" stroke-width="10" opacity="0.35">` +
        `<circle cx="340" cy="40" r="70"/><circle cx="340" cy="40" r="110"/><circle cx="40" cy="240" r="60"/></g>`
      );
    default:
      return "";
  }
}

/** Font size that keeps a line of `text` inside `width` px (an average glyph is ~0.56 em wide). */
function fitFont(text: string, width: number, max: number, min: number): number {
  const size = Math.floor(width / (Math.max(text.length, 1) * 0.56));
  return Math.max(min, Math.min(max, size));
}

/** The card as an SVG document. */
export function renderCardArt(art: CardArt, title: string): string {
  const background = colour(art?.background, "#4a4e69");
  const foreground = colour(art?.foreground, "#ffffff");
  const accent = colour(art?.accent, "#f2e9e4");
  const mark = escapeXml(String(art?.mark ?? "").slice(0, 3));
  const name = String(title ?? "");
  const shown = name.length > 40 ? `${name.slice(0, 39)}…` : name;
  const titleSize = fitFont(shown, WIDTH - 48, 22, 11);
  const markSize = mark.length > 2 ? 64 : 80;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="card-title">`,
    `<title id="card-title">${escapeXml(name)}</title>`,
    `<defs><clipPath id="card"><rect width="${WIDTH}" height="${HEIGHT}" rx="${RADIUS}"/></clipPath></defs>`,
    `<g clip-path="url(#card)">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>`,
    pattern(art?.pattern, accent),
    // The chip.
    `<rect x="24" y="24" width="46" height="34" rx="6" fill="${accent}"/>`,
    `<path d="M24 41H70M40 24V58M54 24V58" stroke="${background}" stroke-width="2" opacity="0.5"/>`,
    `<text x="${WIDTH - 28}" y="${HEIGHT / 2 + markSize / 3}" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${markSize}" fill="${foreground}">${mark}</text>`,
    `<rect x="0" y="${HEIGHT - 56}" width="${WIDTH}" height="56" fill="${background}" opacity="0.55"/>`,
    `<text x="24" y="${HEIGHT - 22}" font-family="Helvetica, Arial, sans-serif" font-weight="600" font-size="${titleSize}" fill="${foreground}">${escapeXml(shown)}</text>`,
    "</g>",
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="${RADIUS}" fill="none" stroke="${foreground}" stroke-opacity="0.15"/>`,
    "</svg>",
  ].join("");
}
