/** Filling the seed's text templates per storefront and language: money, opening hours, page links, slugs. */
import type { Currency, Language } from "../../storefront/vocabulary";
import type { ContentBlock, PageType } from "../catalogue-types";
import { MONEY } from "./data/money";
import type { PageKey } from "./data/types";
import type { SeedStorefront } from "./seed.server";

/** page key → [page type, path]; the choice-card path comes from the storefront. */
export function pageTarget(
  key: PageKey,
  sf: SeedStorefront,
): { pageType: PageType; path: string; translationKey: string } {
  const fixed: Partial<Record<PageKey, [PageType, string]>> = {
    home: ["home", ""],
    terms: ["terms", "algemene-voorwaarden"],
    privacy: ["privacy", "privacy"],
    cookies: ["cookies", "cookieverklaring"],
    helpdesk: ["helpdesk", "helpdesk"],
    contacts: ["contacts", "klantenservice/contact"],
    delivery: ["delivery", "delivery"],
    "cancelation-policy": ["cancelation-policy", "cancelation-policy"],
    "choice-card": ["choice-card", sf.slugs.choiceCard],
  };
  const target = fixed[key];
  if (target) return { pageType: target[0], path: target[1], translationKey: target[0] };
  return { pageType: "landing", path: key, translationKey: `landing:${key}` };
}

export const BLOG_DATES = ["2026-01-12", "2026-02-09", "2026-03-16", "2026-04-20", "2026-05-18", "2026-06-15"];

export const SEED_DATE = Date.UTC(2026, 0, 5, 9, 0, 0);

// ---------------------------------------------------------------------------------------------
// Text helpers

export function kebab(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/gi, "o")
    .replace(/æ/gi, "ae")
    .replace(/ł/gi, "l")
    .replace(/&/g, " en ")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function fill(text: string, vars: Record<string, string>): string {
  return (
    text
      .replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole)
      // An amount that ends in an abbreviation ("1.000 kr.") at the end of a sentence.
      .replace(/\.\.(?=\s|$)/g, ".")
  );
}

export function fillBlocks(blocks: ContentBlock[], vars: Record<string, string>): ContentBlock[] {
  return blocks.map((block): ContentBlock => {
    if (block.type === "list") return { type: "list", items: block.items.map((item) => fill(item, vars)) };
    if (block.type === "faq") {
      return {
        type: "faq",
        items: block.items.map((qa) => ({ question: fill(qa.question, vars), answer: fill(qa.answer, vars) })),
      };
    }
    return { type: block.type, text: fill(block.text, vars) };
  });
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: number, language: Language, country: string, currency: Currency): string {
  const key = `${language}-${country}-${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-${country}`, {
      style: "currency",
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(value);
}

const DAY_CODES = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/** "maandag–vrijdag 09:00–17:30": localized weekday names from a fixed Monday (2024-01-01). */
function formatHours(openingHours: SeedStorefront["contact"]["openingHours"], language: Language): string {
  const weekday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  // Portuguese weekday names carry "-feira" ("segunda-feira"); ranges read better without it.
  const dayName = (code: (typeof DAY_CODES)[number]) =>
    weekday.format(new Date(Date.UTC(2024, 0, 1 + DAY_CODES.indexOf(code)))).replace(/-feira$/, "");
  return openingHours
    .map(({ days, opens, closes }) => {
      const indexes = days.map((d) => DAY_CODES.indexOf(d)).sort((a, b) => a - b);
      const consecutive = indexes.every((d, i) => i === 0 || d === indexes[i - 1] + 1);
      const label =
        consecutive && indexes.length > 2
          ? `${dayName(DAY_CODES[indexes[0]])}–${dayName(DAY_CODES[indexes[indexes.length - 1]])}`
          : indexes.map((d) => dayName(DAY_CODES[d])).join(", ");
      return `${label} ${opens}–${closes}`;
    })
    .join("; ");
}

const varsCache = new WeakMap<SeedStorefront, Map<Language, Record<string, string>>>();

/** Placeholder values of a storefront's texts in one language (see data/types.ts). */
export function pageVars(sf: SeedStorefront, language: Language): Record<string, string> {
  let byLanguage = varsCache.get(sf);
  if (!byLanguage) {
    byLanguage = new Map();
    varsCache.set(sf, byLanguage);
  }
  let vars = byLanguage.get(language);
  if (!vars) {
    vars = computeVars(sf, language);
    byLanguage.set(language, vars);
  }
  return vars;
}

function computeVars(sf: SeedStorefront, language: Language): Record<string, string> {
  const product = sf.productNoun[language] ?? Object.values(sf.productNoun)[0] ?? "";
  return {
    store: sf.brandName,
    country: new Intl.DisplayNames([language], { type: "region" }).of(sf.country) ?? sf.country,
    product,
    Product: capitalize(product),
    claim: String(sf.catalogClaim),
    email: sf.contact.email,
    phone: sf.contact.phone,
    hours: formatHours(sf.contact.openingHours, language),
    threshold: formatMoney(MONEY[sf.currency].registered, language, sf.country, sf.currency),
  };
}
