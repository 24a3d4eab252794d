/**
 * Accent folding of search input, the same as the database's shop_fold() (migration 003):
 * lower case, diacritics removed, ß → s, ł → l, ø → o, ı → i.
 */
const SPECIAL: Record<string, string> = { ß: "s", ł: "l", ø: "o", ı: "i" };

export function fold(input: string): string {
  return input
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßłøı]/g, (c) => SPECIAL[c] ?? c);
}

/** Search words of an input: folded, letters and digits only, at most 8 words of at most 40 characters. */
export function searchWords(input: string): string[] {
  return fold(input)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, 40))
    .slice(0, 8);
}

/** A prefix tsquery for the words ('rest' finds 'restaurant'), or null when there is nothing to search. */
export function prefixQuery(input: string): string | null {
  const words = searchWords(input).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** The longest search input: the search box stops there and the API refuses more. */
export const SEARCH_INPUT_MAX = 100;
