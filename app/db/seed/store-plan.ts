/** What a storefront gets seeded with, decided before anything is written: products, brands, art, texts. */
import type { Language } from "../../storefront/vocabulary";
import type { CardArt, ProductType, VariationType } from "../catalogue-types";
import { PATTERNS, VENUE_CATEGORIES } from "./categories";
import { BRANDS, type Brand, CHARITIES } from "./data/brands";
import { PLACES } from "./data/locations";
import { MONEY } from "./data/money";
import { PALETTES, type Palette } from "./data/palettes";
import { CATEGORY_KEYS, type CategoryKey, type LanguagePack, type PROMOTION_KEYS } from "./data/types";
import { Random } from "./random";
import type { SeedStorefront } from "./seed.server";
import { fill, formatMoney, kebab } from "./texts-fill";

/** Products beyond the catalogue claim ('View all 200+ …' must hold). */
const EXTRA_PRODUCTS = 12;

const QUEUES = { "most-chosen": 10, "top-products": 8, "search-suggestions": 6 } as const;

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

export interface PlannedProduct {
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

export interface StorePlan {
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

export function planStore(sf: SeedStorefront): StorePlan {
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

export function productTitle(product: PlannedProduct, pack: LanguagePack): string {
  if (product.kind === "donation") return fill(pack.product.donationTitle, { brand: product.brand });
  if (product.kind === "blank") return product.blankIndex === 0 ? pack.product.blankTitle : pack.product.blankSetTitle;
  if (product.source?.nameIsTitle) return product.brand;
  const template =
    !/\s/.test(product.brand) && pack.product.titleOneWord ? pack.product.titleOneWord : pack.product.title;
  return fill(template, { brand: product.brand });
}

export function productDescription(
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
