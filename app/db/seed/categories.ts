/** The seeded category tree: slugs per language, icons, and which categories venues and experiences fall in. */
import type { Language } from "../../storefront/vocabulary";
import type { CardArt } from "../catalogue-types";
import type { CategoryKey } from "./data/types";
import type { SeedStorefront } from "./seed.server";

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

export function categorySlug(sf: SeedStorefront, category: CategoryKey): string {
  return CATEGORY_SLUGS[sf.languages[0]][category];
}

export const CATEGORY_ICONS: Record<CategoryKey, string> = {
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

export const TYPE_ICONS = { digital: "mail", physical: "card", "multi-brand": "gift", experience: "star" } as const;

export const PROMOTION_ICONS = { "most-chosen": "trophy", new: "sparkle", sale: "percent" } as const;

/** Categories whose brands are places to visit: they get locations and the 'experience' type. */
export const VENUE_CATEGORIES = new Set<CategoryKey>([
  "restaurants",
  "wellness",
  "experiences",
  "culture",
  "sports",
  "kids",
]);

export const EXPERIENCE_CATEGORIES = new Set<CategoryKey>(["experiences", "wellness", "travel", "culture"]);

export const PATTERNS: CardArt["pattern"][] = ["dots", "stripes", "waves", "grid", "circles", "plain"];
