/**
 * Seeds the catalogue and content of every storefront (every table of migration 001), scoped by
 * store_id. Deterministic: one seeded PRNG per storefront code, fixed dates, no clock or Math.random,
 * so two fresh databases seeded from the same configs hold identical rows. Everything is written in
 * one transaction with multi-row inserts of at most CHUNK rows.
 */
import type { Insertable, Transaction } from "kysely";
import type { Currency, Language } from "../../storefront/schema";
import type { Storefront } from "../../storefront/storefront";
import type { DB } from "../db.server";
import type { CardArt, ContentBlock, Database, PageType, ProductType, Taxonomy, VariationType } from "../types";
import { seedCommerce } from "./commerce.server";
import { BRANDS, type Brand, CHARITIES } from "./data/brands";
import { PLACES } from "./data/locations";
import { MONEY } from "./data/money";
import { MOMENT_COLOURS, PALETTES, type Palette } from "./data/palettes";
import { TEXTS } from "./data/texts";
import {
  BLOG_KEYS,
  CATEGORY_KEYS,
  type CategoryKey,
  type LanguagePack,
  MOMENT_KEYS,
  PAGE_KEYS,
  type PageKey,
  PROMOTION_KEYS,
  TYPE_KEYS,
} from "./data/types";
import { seedProductDetail } from "./product-detail.server";

/** The storefront fields the seed reads; a full Storefront satisfies it. */
export type SeedStorefront = Pick<
  Storefront,
  | "code"
  | "storeId"
  | "family"
  | "brandName"
  | "country"
  | "languages"
  | "currency"
  | "catalogClaim"
  | "productNoun"
  | "slugs"
  | "contact"
>;

export interface StoreSeedCounts {
  products: number;
  productTranslations: number;
  variations: number;
  terms: number;
  productTerms: number;
  pages: number;
  blogPosts: number;
  givingMoments: number;
  locations: number;
  locationProducts: number;
  searchTerms: number;
  highlightedBlocks: number;
  queueItems: number;
}

/** Row counts per storefront code. */
export type SeedSummary = Record<string, StoreSeedCounts>;

const CHUNK = 500;
/** Products beyond the catalogue claim ('View all 200+ …' must hold). */
const EXTRA_PRODUCTS = 12;
const QUEUES = { "most-chosen": 10, "top-products": 8, "search-suggestions": 6 } as const;

/**
 * Category URL segments (/categorie/{url}/) in the storefront's default language: a category of one
 * storefront is not a page of another that speaks another language.
 */
const CATEGORY_SLUGS: Record<Language, Record<CategoryKey, string>> = {
  nl: {
    restaurants: "restaurants",
    wellness: "wellness",
    experiences: "belevenissen",
    shopping: "shoppen",
    books: "boeken-en-media",
    travel: "reizen",
    sports: "sport",
    kids: "kinderen",
    home: "huis-en-tuin",
    culture: "cultuur",
  },
  fr: {
    restaurants: "restaurants",
    wellness: "bien-etre",
    experiences: "experiences",
    shopping: "shopping",
    books: "livres-et-medias",
    travel: "voyages",
    sports: "sport",
    kids: "enfants",
    home: "maison-et-jardin",
    culture: "culture",
  },
  de: {
    restaurants: "restaurants",
    wellness: "wellness",
    experiences: "erlebnisse",
    shopping: "shopping",
    books: "buecher-und-medien",
    travel: "reisen",
    sports: "sport",
    kids: "kinder",
    home: "haus-und-garten",
    culture: "kultur",
  },
  en: {
    restaurants: "restaurants",
    wellness: "wellness",
    experiences: "experiences",
    shopping: "shopping",
    books: "books-and-media",
    travel: "travel",
    sports: "sports",
    kids: "kids",
    home: "home-and-garden",
    culture: "culture",
  },
  it: {
    restaurants: "ristoranti",
    wellness: "benessere",
    experiences: "esperienze",
    shopping: "shopping",
    books: "libri-e-media",
    travel: "viaggi",
    sports: "sport",
    kids: "bambini",
    home: "casa-e-giardino",
    culture: "cultura",
  },
  es: {
    restaurants: "restaurantes",
    wellness: "bienestar",
    experiences: "experiencias",
    shopping: "compras",
    books: "libros-y-medios",
    travel: "viajes",
    sports: "deporte",
    kids: "ninos",
    home: "casa-y-jardin",
    culture: "cultura",
  },
  pt: {
    restaurants: "restaurantes",
    wellness: "bem-estar",
    experiences: "experiencias",
    shopping: "compras",
    books: "livros-e-media",
    travel: "viagens",
    sports: "desporto",
    kids: "criancas",
    home: "casa-e-jardim",
    culture: "cultura",
  },
  pl: {
    restaurants: "restauracje",
    wellness: "wellness",
    experiences: "przezycia",
    shopping: "zakupy",
    books: "ksiazki-i-media",
    travel: "podroze",
    sports: "sport",
    kids: "dzieci",
    home: "dom-i-ogrod",
    culture: "kultura",
  },
  sv: {
    restaurants: "restauranger",
    wellness: "halsa-och-spa",
    experiences: "upplevelser",
    shopping: "shopping",
    books: "bocker-och-media",
    travel: "resor",
    sports: "sport",
    kids: "barn",
    home: "hem-och-tradgard",
    culture: "kultur",
  },
  da: {
    restaurants: "restauranter",
    wellness: "wellness",
    experiences: "oplevelser",
    shopping: "shopping",
    books: "boeger-og-medier",
    travel: "rejser",
    sports: "sport",
    kids: "boern",
    home: "hus-og-have",
    culture: "kultur",
  },
  nb: {
    restaurants: "restauranter",
    wellness: "velvaere",
    experiences: "opplevelser",
    shopping: "shopping",
    books: "boker-og-medier",
    travel: "reiser",
    sports: "sport",
    kids: "barn",
    home: "hus-og-hage",
    culture: "kultur",
  },
  fi: {
    restaurants: "ravintolat",
    wellness: "hyvinvointi",
    experiences: "elamykset",
    shopping: "ostokset",
    books: "kirjat-ja-media",
    travel: "matkat",
    sports: "urheilu",
    kids: "lapset",
    home: "koti-ja-puutarha",
    culture: "kulttuuri",
  },
};

function categorySlug(sf: SeedStorefront, category: CategoryKey): string {
  return CATEGORY_SLUGS[sf.languages[0]][category];
}
const CATEGORY_ICONS: Record<CategoryKey, string> = {
  restaurants: "restaurant",
  wellness: "spa",
  experiences: "ticket",
  shopping: "shopping-bag",
  books: "book",
  travel: "plane",
  sports: "sport",
  kids: "kids",
  home: "home",
  culture: "theater",
};
const TYPE_ICONS = { digital: "mail", physical: "card", "multi-brand": "gift", experience: "star" } as const;
const PROMOTION_ICONS = { "most-chosen": "trophy", new: "sparkle", sale: "percent" } as const;
/** Categories whose brands are places to visit: they get locations and the 'experience' type. */
const VENUE_CATEGORIES = new Set<CategoryKey>(["restaurants", "wellness", "experiences", "culture", "sports", "kids"]);
const EXPERIENCE_CATEGORIES = new Set<CategoryKey>(["experiences", "wellness", "travel", "culture"]);
const PATTERNS: CardArt["pattern"][] = ["dots", "stripes", "waves", "grid", "circles", "plain"];

/** page key → [page type, path]; the choice-card path comes from the storefront. */
function pageTarget(key: PageKey, sf: SeedStorefront): { pageType: PageType; path: string; translationKey: string } {
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

const BLOG_DATES = ["2026-01-12", "2026-02-09", "2026-03-16", "2026-04-20", "2026-05-18", "2026-06-15"];
const SEED_DATE = Date.UTC(2026, 0, 5, 9, 0, 0);

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Random {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed) || 1;
  }
  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}

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

function fill(text: string, vars: Record<string, string>): string {
  return (
    text
      .replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole)
      // An amount that ends in an abbreviation ("1.000 kr.") at the end of a sentence.
      .replace(/\.\.(?=\s|$)/g, ".")
  );
}

function fillBlocks(blocks: ContentBlock[], vars: Record<string, string>): ContentBlock[] {
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
function formatMoney(value: number, language: Language, country: string, currency: Currency): string {
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
function pageVars(sf: SeedStorefront, language: Language): Record<string, string> {
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

/** 1–3 letter monogram of a brand name. */
function monogram(name: string): string {
  const words = name.split(/[\s&/-]+/).filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return name.slice(0, 1).toUpperCase();
  if (words.length === 1) return words[0].charAt(0).toLocaleUpperCase();
  return words
    .slice(0, 3)
    .map((w) => w.charAt(0).toLocaleUpperCase())
    .join("");
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function makeArt(random: Random, palette: Palette, name: string): CardArt {
  const background = random.pick(palette.backgrounds);
  const light = luminance(background) > 0.6;
  return {
    background,
    foreground: light ? "#1f1f1f" : "#ffffff",
    accent: random.pick(palette.accents.filter((a) => a !== background)),
    pattern: random.pick(PATTERNS),
    mark: monogram(name),
  };
}

// ---------------------------------------------------------------------------------------------
// The plan of one storefront (plain rows with local keys; ids are resolved at insert time)

type Kind = "brand" | "donation" | "blank";

interface PlannedProduct {
  slug: string;
  kind: Kind;
  brand: string;
  /** The brand entry for brand products. */
  source?: Brand;
  /** Index of the blank title (0 = single card, 1 = set of 3). */
  blankIndex?: number;
  category: CategoryKey | null;
  productType: ProductType;
  variations: VariationType[];
  fixedValues: number[];
  min: number;
  max: number;
  art: CardArt;
  showHand: boolean;
  showShadow: boolean;
  popularity: number;
  /** Sentence variants, shared by every language so translations stay parallel. */
  introVariant: number;
  deliveryVariant: number;
  extraCategories: CategoryKey[];
}

interface StorePlan {
  sf: SeedStorefront;
  products: PlannedProduct[];
  queues: Record<keyof typeof QUEUES, string[]>;
  promotions: Record<(typeof PROMOTION_KEYS)[number], Set<string>>;
  locations: {
    slug: string;
    name: string;
    street: string;
    postalCode: string;
    city: string;
    administrativeArea: string;
    lat: number;
    lon: number;
    products: string[];
  }[];
  searchCategories: CategoryKey[];
}

function pickBrands(random: Random, count: number): Brand[] {
  // Round-robin over categories so even a small catalogue covers every category.
  const byCategory = CATEGORY_KEYS.map((category) => random.shuffle(BRANDS.filter((b) => b.category === category)));
  const order = random.shuffle(CATEGORY_KEYS.map((_, i) => i));
  const picked: Brand[] = [];
  for (let round = 0; picked.length < count; round++) {
    let added = false;
    for (const i of order) {
      const brand = byCategory[i][round];
      if (brand && picked.length < count) {
        picked.push(brand);
        added = true;
      }
    }
    if (!added) break;
  }
  return picked;
}

function planStore(sf: SeedStorefront): StorePlan {
  const random = new Random(`giftcard-seed:${sf.code}`);
  const money = MONEY[sf.currency];
  const donations = random.int(2, 3);
  const blanks = random.int(1, 2);
  const wanted = sf.catalogClaim + EXTRA_PRODUCTS + random.int(0, 6);
  const brands = pickBrands(random, Math.min(BRANDS.length, wanted - donations - blanks));

  const pricing = (kind: Kind) => {
    if (kind === "donation") return { fixedValues: [] as number[], min: money.donation[0], max: money.donation[1] };
    if (kind === "brand" && random.chance(0.6)) {
      const fixedValues = random.pick(money.fixed);
      return { fixedValues, min: fixedValues[0], max: fixedValues[fixedValues.length - 1] };
    }
    const [min, max] = random.pick(money.custom);
    return { fixedValues: [] as number[], min, max };
  };

  const products: PlannedProduct[] = [];
  for (const brand of brands) {
    const digitalFirst = random.chance(0.7);
    const both = random.chance(0.5);
    const variations: VariationType[] = digitalFirst
      ? both
        ? ["digital", "physical"]
        : ["digital"]
      : both
        ? ["physical", "digital"]
        : ["physical"];
    const others = random.shuffle(CATEGORY_KEYS.filter((c) => c !== brand.category));
    products.push({
      slug: kebab(brand.name),
      kind: "brand",
      brand: brand.name,
      source: brand,
      category: brand.category,
      productType: digitalFirst ? "GIFTCARD_DIGITAL" : "GIFTCARD_PHYSICAL",
      variations,
      ...pricing("brand"),
      art: makeArt(random, PALETTES[brand.category], brand.name),
      showHand: random.chance(0.25),
      showShadow: random.chance(0.8),
      popularity: random.int(10, 1000),
      introVariant: random.int(0, 1),
      deliveryVariant: random.int(0, 1),
      extraCategories: others.slice(0, random.int(0, 2)),
    });
  }
  for (const charity of random.shuffle(CHARITIES).slice(0, donations)) {
    products.push({
      slug: kebab(charity),
      kind: "donation",
      brand: charity,
      category: null,
      productType: "DONATION",
      variations: ["digital"],
      ...pricing("donation"),
      art: makeArt(random, PALETTES.donation, charity),
      showHand: false,
      showShadow: true,
      popularity: random.int(10, 400),
      introVariant: random.int(0, 1),
      deliveryVariant: random.int(0, 1),
      extraCategories: [],
    });
  }
  for (let i = 0; i < blanks; i++) {
    products.push({
      slug: i === 0 ? "blanco-cadeaukaart" : "blanco-cadeaukaarten-set-van-3",
      kind: "blank",
      brand: sf.brandName,
      blankIndex: i,
      category: null,
      productType: "GIFTCARD_BLANK",
      variations: ["physical"],
      ...pricing("blank"),
      art: makeArt(random, PALETTES.blank, sf.brandName),
      showHand: random.chance(0.5),
      showShadow: true,
      popularity: random.int(10, 400),
      introVariant: random.int(0, 1),
      deliveryVariant: random.int(0, 1),
      extraCategories: [],
    });
  }
  const ordered = random.shuffle(products);

  // Queues: the most popular gift cards, without overlap between queues.
  const ranked = ordered
    .filter((p) => p.kind !== "donation")
    .sort((a, b) => b.popularity - a.popularity || a.slug.localeCompare(b.slug))
    .map((p) => p.slug);
  let offset = 0;
  const queues = {} as StorePlan["queues"];
  for (const [queue, size] of Object.entries(QUEUES) as [keyof typeof QUEUES, number][]) {
    queues[queue] = ranked.slice(offset, offset + size);
    offset += size;
  }
  const brandSlugs = ordered.filter((p) => p.kind === "brand").map((p) => p.slug);
  const promotions = {
    "most-chosen": new Set(queues["most-chosen"]),
    new: new Set(random.shuffle(brandSlugs).slice(0, 8)),
    sale: new Set(random.shuffle(brandSlugs).slice(0, 6)),
  };

  // Locations: venues of this storefront's brands in real cities of its country.
  const places = PLACES[sf.country];
  if (!places) throw new Error(`Seed: no location data for country ${sf.country} (storefront ${sf.code})`);
  const venues = random.shuffle(ordered.filter((p) => p.category && VENUE_CATEGORIES.has(p.category)));
  const cities = random.shuffle(places.cities);
  const locationCount = Math.min(cities.length, random.int(12, 16));
  const locations: StorePlan["locations"] = [];
  for (let i = 0; i < locationCount; i++) {
    const [city, area, lat, lon, postalCode, streetSet = 0] = cities[i];
    const venue = venues[i % venues.length];
    const name = `${venue.brand} ${city}`;
    const streetName = random.pick(places.streets[streetSet]);
    const number = random.int(1, 180);
    const others = random.shuffle(brandSlugs.filter((s) => s !== venue.slug)).slice(0, random.int(2, 5));
    locations.push({
      slug: kebab(name),
      name,
      street: places.numberFirst ? `${number} ${streetName}` : `${streetName} ${number}`,
      postalCode,
      city,
      administrativeArea: area,
      lat: Math.round((lat + (random.next() - 0.5) * 0.02) * 1e5) / 1e5,
      lon: Math.round((lon + (random.next() - 0.5) * 0.02) * 1e5) / 1e5,
      products: [venue.slug, ...others],
    });
  }

  return {
    sf,
    products: ordered,
    queues,
    promotions,
    locations,
    searchCategories: random.shuffle(CATEGORY_KEYS).slice(0, 3),
  };
}

// ---------------------------------------------------------------------------------------------
// Texts of one product in one language

function productTitle(product: PlannedProduct, pack: LanguagePack): string {
  if (product.kind === "donation") return fill(pack.product.donationTitle, { brand: product.brand });
  if (product.kind === "blank") return product.blankIndex === 0 ? pack.product.blankTitle : pack.product.blankSetTitle;
  if (product.source?.nameIsTitle) return product.brand;
  const template =
    !/\s/.test(product.brand) && pack.product.titleOneWord ? pack.product.titleOneWord : pack.product.title;
  return fill(template, { brand: product.brand });
}

function productDescription(
  product: PlannedProduct,
  pack: LanguagePack,
  sf: SeedStorefront,
  language: Language,
): string {
  const d = pack.descriptions;
  const vars = {
    brand: product.brand,
    min: formatMoney(product.min, language, sf.country, sf.currency),
    max: formatMoney(product.max, language, sf.country, sf.currency),
  };
  const opening =
    product.kind === "donation"
      ? d.donation[product.introVariant]
      : product.kind === "blank"
        ? d.blank[product.introVariant]
        : d.intro[product.category as CategoryKey][product.introVariant];
  const delivery =
    product.variations.length === 2
      ? d.both[product.deliveryVariant]
      : product.variations[0] === "digital"
        ? d.digital[product.deliveryVariant]
        : d.physical[product.deliveryVariant];
  const amount = product.fixedValues.length ? d.fixed : d.custom;
  return [opening, delivery, amount].map((s) => fill(s, vars)).join(" ");
}

// ---------------------------------------------------------------------------------------------
// Writing

type Trx = Transaction<Database>;

async function insertAll<T extends keyof Database>(trx: Trx, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot check a generic table's row type here; every caller builds typed rows.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

async function insertReturning<T extends keyof Database, R>(
  trx: Trx,
  table: T,
  rows: Insertable<Database[T]>[],
  returning: string[],
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .returning(returning as never)
      .execute();
    out.push(...(result as R[]));
  }
  return out;
}

const json = (value: unknown) => JSON.stringify(value);
/**
 * A fixed timestamp for a `Generated<Timestamp>` column: types.ts wraps the column type twice, so its
 * insert type is not a plain string; PostgreSQL parses the ISO string.
 */
const fixedTime = (ms: number) => new Date(ms).toISOString() as never;

function emptyCounts(): StoreSeedCounts {
  return {
    products: 0,
    productTranslations: 0,
    variations: 0,
    terms: 0,
    productTerms: 0,
    pages: 0,
    blogPosts: 0,
    givingMoments: 0,
    locations: 0,
    locationProducts: 0,
    searchTerms: 0,
    highlightedBlocks: 0,
    queueItems: 0,
  };
}

/** Fills every table for every storefront in one transaction. Expects an empty, migrated database. */
export async function seedDatabase(db: DB, storefronts: SeedStorefront[]): Promise<SeedSummary> {
  const plans = storefronts.map(planStore);
  const summary: SeedSummary = Object.fromEntries(storefronts.map((sf) => [sf.code, emptyCounts()]));
  const count = (sf: SeedStorefront, key: keyof StoreSeedCounts, n = 1) => {
    summary[sf.code][key] += n;
  };

  await db.transaction().execute(async (trx) => {
    // Products.
    const productRows: Insertable<Database["products"]>[] = [];
    for (const { sf, products } of plans) {
      products.forEach((p, position) => {
        productRows.push({
          store_id: sf.storeId,
          slug: p.slug,
          product_type: p.productType,
          brand: p.brand,
          background_color: p.art.background,
          show_hand: p.showHand,
          show_shadow: p.showShadow,
          art: json(p.art),
          popularity: p.popularity,
          position,
          created_at: fixedTime(SEED_DATE - position * 3_600_000),
        });
      });
      count(sf, "products", products.length);
    }
    const productIds = new Map<string, number>();
    for (const row of await insertReturning<"products", { id: number; store_id: number; slug: string }>(
      trx,
      "products",
      productRows,
      ["id", "store_id", "slug"],
    )) {
      productIds.set(`${row.store_id}:${row.slug}`, row.id);
    }
    const productId = (sf: SeedStorefront, slug: string) => {
      const id = productIds.get(`${sf.storeId}:${slug}`);
      if (id === undefined) throw new Error(`Seed: unknown product ${slug} in ${sf.code}`);
      return id;
    };

    const translations: Insertable<Database["product_translations"]>[] = [];
    const variations: Insertable<Database["product_variations"]>[] = [];
    for (const { sf, products } of plans) {
      for (const p of products) {
        const id = productId(sf, p.slug);
        for (const language of sf.languages) {
          const pack = TEXTS[language];
          translations.push({
            product_id: id,
            language,
            title: productTitle(p, pack),
            description: productDescription(p, pack, sf, language),
          });
        }
        count(sf, "productTranslations", sf.languages.length);
        for (const type of p.variations) {
          variations.push({
            product_id: id,
            variation_type: type,
            sku: `${sf.code}-${p.slug}-${type === "digital" ? "d" : "p"}`,
            fixed_values: json(p.fixedValues),
            min_price: p.min,
            max_price: p.max,
            prices_to_show: json([p.min]),
          });
        }
        count(sf, "variations", p.variations.length);
      }
    }
    await insertAll(trx, "product_translations", translations);
    await insertAll(trx, "product_variations", variations);

    // Taxonomy terms and product links.
    const termRows: Insertable<Database["terms"]>[] = [];
    const termTexts: { sf: SeedStorefront; taxonomy: Taxonomy; slug: string; key: string }[] = [];
    for (const { sf } of plans) {
      const add = (taxonomy: Taxonomy, slug: string, icon: string, position: number, key: string) => {
        termRows.push({ store_id: sf.storeId, taxonomy, slug, icon, position });
        termTexts.push({ sf, taxonomy, slug, key });
      };
      for (const [i, c] of CATEGORY_KEYS.entries()) add("categories", categorySlug(sf, c), CATEGORY_ICONS[c], i, c);
      for (const [i, t] of TYPE_KEYS.entries()) add("types", t, TYPE_ICONS[t], i, t);
      for (const [i, t] of PROMOTION_KEYS.entries()) add("promotions", t, PROMOTION_ICONS[t], i, t);
      count(sf, "terms", CATEGORY_KEYS.length + TYPE_KEYS.length + PROMOTION_KEYS.length);
    }
    const termIds = new Map<string, number>();
    for (const row of await insertReturning<"terms", { id: number; store_id: number; taxonomy: string; slug: string }>(
      trx,
      "terms",
      termRows,
      ["id", "store_id", "taxonomy", "slug"],
    )) {
      termIds.set(`${row.store_id}:${row.taxonomy}:${row.slug}`, row.id);
    }
    const termId = (sf: SeedStorefront, taxonomy: Taxonomy, slug: string) =>
      termIds.get(`${sf.storeId}:${taxonomy}:${slug}`) as number;

    const termTranslations: Insertable<Database["term_translations"]>[] = [];
    for (const { sf, taxonomy, slug, key } of termTexts) {
      for (const language of sf.languages) {
        const texts = TEXTS[language].terms[taxonomy] as Record<string, { title: string; description: string }>;
        const text = texts[key];
        termTranslations.push({
          term_id: termId(sf, taxonomy, slug),
          language,
          title: text.title,
          description: fill(text.description, pageVars(sf, language)),
        });
      }
    }
    await insertAll(trx, "term_translations", termTranslations);

    const productTerms: Insertable<Database["product_terms"]>[] = [];
    for (const { sf, products, promotions } of plans) {
      for (const p of products) {
        const id = productId(sf, p.slug);
        const terms = new Set<number>();
        if (p.category) {
          for (const c of [p.category, ...p.extraCategories]) terms.add(termId(sf, "categories", categorySlug(sf, c)));
        }
        for (const v of p.variations) terms.add(termId(sf, "types", v));
        if (p.source?.multiBrand || p.kind === "blank") terms.add(termId(sf, "types", "multi-brand"));
        if (p.category && EXPERIENCE_CATEGORIES.has(p.category)) terms.add(termId(sf, "types", "experience"));
        for (const key of PROMOTION_KEYS) if (promotions[key].has(p.slug)) terms.add(termId(sf, "promotions", key));
        for (const term of terms) productTerms.push({ product_id: id, term_id: term });
        count(sf, "productTerms", terms.size);
      }
    }
    await insertAll(trx, "product_terms", productTerms);

    // Content pages.
    const pageRows: Insertable<Database["content_pages"]>[] = [];
    const pageKeys: { sf: SeedStorefront; key: PageKey; path: string }[] = [];
    for (const { sf } of plans) {
      const paths = new Set<string>();
      for (const key of PAGE_KEYS) {
        const { pageType, path, translationKey } = pageTarget(key, sf);
        if (paths.has(path)) throw new Error(`Seed: ${sf.code} has two pages at /${path}/ (check slugs.choiceCard)`);
        paths.add(path);
        pageRows.push({
          store_id: sf.storeId,
          page_type: pageType,
          path,
          translation_key: translationKey,
          noindex: false,
          nofollow: false,
          no_index_follow: false,
          updated_at: fixedTime(SEED_DATE),
        });
        pageKeys.push({ sf, key, path });
      }
      count(sf, "pages", PAGE_KEYS.length);
    }
    const pageIds = new Map<string, number>();
    for (const row of await insertReturning<"content_pages", { id: number; store_id: number; path: string }>(
      trx,
      "content_pages",
      pageRows,
      ["id", "store_id", "path"],
    )) {
      pageIds.set(`${row.store_id}:${row.path}`, row.id);
    }
    const pageTranslations: Insertable<Database["content_page_translations"]>[] = [];
    for (const { sf, key, path } of pageKeys) {
      for (const language of sf.languages) {
        const vars = pageVars(sf, language);
        const text = TEXTS[language].pages[key];
        pageTranslations.push({
          page_id: pageIds.get(`${sf.storeId}:${path}`) as number,
          language,
          title: fill(text.title, vars),
          meta_title: fill(text.metaTitle, vars),
          keywords: fill(text.keywords, vars),
          description: fill(text.description, vars),
          body: json(fillBlocks(text.body, vars)),
        });
      }
    }
    await insertAll(trx, "content_page_translations", pageTranslations);

    // Blog posts.
    const postRows: Insertable<Database["blog_posts"]>[] = [];
    for (const { sf } of plans) {
      BLOG_KEYS.forEach((key, i) => {
        postRows.push({
          store_id: sf.storeId,
          path: key,
          image: `/brand/${sf.family}/faq.svg`,
          published_at: `${BLOG_DATES[i]}T08:00:00.000Z`,
        });
      });
      count(sf, "blogPosts", BLOG_KEYS.length);
    }
    const postIds = new Map<string, number>();
    for (const row of await insertReturning<"blog_posts", { id: number; store_id: number; path: string }>(
      trx,
      "blog_posts",
      postRows,
      ["id", "store_id", "path"],
    )) {
      postIds.set(`${row.store_id}:${row.path}`, row.id);
    }
    const postTranslations: Insertable<Database["blog_post_translations"]>[] = [];
    for (const { sf } of plans) {
      for (const key of BLOG_KEYS) {
        for (const language of sf.languages) {
          const vars = pageVars(sf, language);
          const text = TEXTS[language].blog[key];
          postTranslations.push({
            post_id: postIds.get(`${sf.storeId}:${key}`) as number,
            language,
            title: fill(text.title, vars),
            excerpt: fill(text.excerpt, vars),
            body: json(fillBlocks(text.body, vars)),
          });
        }
      }
    }
    await insertAll(trx, "blog_post_translations", postTranslations);

    // Giving moments.
    const momentRows: Insertable<Database["giving_moments"]>[] = [];
    for (const { sf } of plans) {
      MOMENT_KEYS.forEach((key, position) => {
        momentRows.push({
          store_id: sf.storeId,
          path: key,
          background_color: MOMENT_COLOURS[position],
          image: `/brand/${sf.family}/promo-featured.svg`,
          position,
        });
      });
      count(sf, "givingMoments", MOMENT_KEYS.length);
    }
    const momentIds = new Map<string, number>();
    for (const row of await insertReturning<"giving_moments", { id: number; store_id: number; path: string }>(
      trx,
      "giving_moments",
      momentRows,
      ["id", "store_id", "path"],
    )) {
      momentIds.set(`${row.store_id}:${row.path}`, row.id);
    }
    const momentTranslations: Insertable<Database["giving_moment_translations"]>[] = [];
    for (const { sf } of plans) {
      for (const key of MOMENT_KEYS) {
        for (const language of sf.languages) {
          const vars = pageVars(sf, language);
          const text = TEXTS[language].moments[key];
          momentTranslations.push({
            moment_id: momentIds.get(`${sf.storeId}:${key}`) as number,
            language,
            hero_title: fill(text.heroTitle, vars),
            title: fill(text.title, vars),
            body: json(fillBlocks(text.body, vars)),
          });
        }
      }
    }
    await insertAll(trx, "giving_moment_translations", momentTranslations);

    // Locations.
    const locationRows: Insertable<Database["locations"]>[] = [];
    for (const { sf, locations } of plans) {
      for (const l of locations) {
        locationRows.push({
          store_id: sf.storeId,
          slug: l.slug,
          name: l.name,
          street: l.street,
          postal_code: l.postalCode,
          city: l.city,
          administrative_area: l.administrativeArea,
          country_code: sf.country,
          lat: l.lat,
          lon: l.lon,
        });
      }
      count(sf, "locations", locations.length);
    }
    const locationIds = new Map<string, number>();
    for (const row of await insertReturning<"locations", { id: number; store_id: number; slug: string }>(
      trx,
      "locations",
      locationRows,
      ["id", "store_id", "slug"],
    )) {
      locationIds.set(`${row.store_id}:${row.slug}`, row.id);
    }
    const locationProducts: Insertable<Database["location_products"]>[] = [];
    for (const { sf, locations } of plans) {
      for (const l of locations) {
        const id = locationIds.get(`${sf.storeId}:${l.slug}`) as number;
        for (const slug of l.products) locationProducts.push({ location_id: id, product_id: productId(sf, slug) });
        count(sf, "locationProducts", l.products.length);
      }
    }
    await insertAll(trx, "location_products", locationProducts);

    // Popular search data and block queues.
    const searchTerms: Insertable<Database["popular_search_terms"]>[] = [];
    const highlighted: Insertable<Database["highlighted_blocks"]>[] = [];
    const queueItems: Insertable<Database["block_queue_items"]>[] = [];
    for (const { sf, products, queues, searchCategories } of plans) {
      const bySlug = new Map(products.map((p) => [p.slug, p]));
      for (const language of sf.languages) {
        const pack = TEXTS[language];
        const vars = pageVars(sf, language);
        const entries = [
          ...searchCategories.map((c) => ({
            title: pack.terms.categories[c].title,
            href: `/categorie/${categorySlug(sf, c)}/`,
          })),
          ...queues["search-suggestions"].slice(0, 3).map((slug) => ({
            title: productTitle(bySlug.get(slug) as PlannedProduct, pack),
            href: `/${sf.slugs.productList}/${slug}/`,
          })),
        ];
        entries.forEach((entry, position) => {
          searchTerms.push({ store_id: sf.storeId, language, title: entry.title, href: entry.href, position });
        });
        count(sf, "searchTerms", entries.length);
        highlighted.push({
          store_id: sf.storeId,
          language,
          title: fill(pack.highlighted.title, vars),
          description: fill(pack.highlighted.description, vars),
          card_image: `/brand/${sf.family}/promo-featured.svg`,
          background_image: `/brand/${sf.family}/doubler-bg.svg`,
          referenced_path: `/${sf.slugs.choiceCard}/`,
          show_hand: true,
          position: 0,
        });
        count(sf, "highlightedBlocks");
      }
      for (const [queue, slugs] of Object.entries(queues)) {
        slugs.forEach((slug, position) => {
          queueItems.push({ store_id: sf.storeId, queue_id: queue, position, product_id: productId(sf, slug) });
        });
        count(sf, "queueItems", slugs.length);
      }
    }
    await insertAll(trx, "popular_search_terms", searchTerms);
    await insertAll(trx, "highlighted_blocks", highlighted);
    await insertAll(trx, "block_queue_items", queueItems);
    await seedProductDetail(trx, new Map(storefronts.map((sf) => [sf.storeId, [...sf.languages]])));
    await seedCommerce(trx, storefronts);
  });

  return summary;
}

/** A database seeded before the basket existed gets the basket's content (extras, Apple and test cards, stock). */
export async function seedCommerceIfMissing(db: DB, storefronts: SeedStorefront[]): Promise<boolean> {
  const row = await db.selectFrom("extras").select("id").limit(1).executeTakeFirst();
  if (row) return false;
  await db.transaction().execute((trx) => seedCommerce(trx, storefronts));
  return true;
}

/** Whether the catalogue has been seeded (any product exists). */
export async function isSeeded(db: DB): Promise<boolean> {
  const row = await db.selectFrom("products").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}
