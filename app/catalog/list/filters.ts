/**
 * The list filters of spec §2: query-string keys cb_api_giftcard_categories and cb_api_giftcard_types.
 * Shared by the loader (parsing the URL) and the filter modal (writing it). Values may come repeated
 * (`?k=a&k=b`, what a GET form sends) or comma-separated (`?k=a,b`); links are written repeated.
 */
export const FILTER_KEYS = {
  categories: "cb_api_giftcard_categories",
  types: "cb_api_giftcard_types",
} as const;

export type FilterGroup = keyof typeof FILTER_KEYS;
export const FILTER_GROUPS = Object.keys(FILTER_KEYS) as FilterGroup[];

export type ListFilters = Record<FilterGroup, string[]>;

export const NO_FILTERS: ListFilters = { categories: [], types: [] };

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** More values than a shopper can tick are an abuse, not a filter. */
const MAX_VALUES = 30;

/**
 * Reads the filters from a query string. Only well-formed slugs are kept; when the storefront's
 * terms are given, unknown values are dropped and the rest follow the terms' order.
 */
export function parseFilters(
  params: URLSearchParams,
  known?: Partial<Record<FilterGroup, readonly string[]>>,
): ListFilters {
  const out: ListFilters = { categories: [], types: [] };
  for (const group of FILTER_GROUPS) {
    const values = params
      .getAll(FILTER_KEYS[group])
      .flatMap((v) => v.split(","))
      .map((v) => v.trim().toLowerCase())
      .filter((v) => SLUG.test(v))
      .slice(0, MAX_VALUES);
    const unique = [...new Set(values)];
    const order = known?.[group];
    out[group] = order ? order.filter((slug) => unique.includes(slug)) : unique.sort();
  }
  return out;
}

export function hasFilters(filters: ListFilters): boolean {
  return FILTER_GROUPS.some((g) => filters[g].length > 0);
}

export function countFilters(filters: ListFilters): number {
  return FILTER_GROUPS.reduce((n, g) => n + filters[g].length, 0);
}

/** The query string of the filters (repeated keys, stable order), without a leading '?'. */
export function filtersToSearch(filters: ListFilters, extra?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const group of FILTER_GROUPS) for (const slug of filters[group]) params.append(FILTER_KEYS[group], slug);
  for (const [key, value] of Object.entries(extra ?? {})) if (value) params.set(key, value);
  return params.toString();
}

/** A link's search part ('' or '?…'). */
export function searchOf(filters: ListFilters, extra?: Record<string, string | undefined>): string {
  const query = filtersToSearch(filters, extra);
  return query ? `?${query}` : "";
}

export function withoutFilter(filters: ListFilters, group: FilterGroup, slug: string): ListFilters {
  return { ...filters, [group]: filters[group].filter((s) => s !== slug) };
}

/** The API's filterByTaxonomy input. Values within a group are alternatives; groups must all match. */
export function toTaxonomyFilter(filters: ListFilters): { taxonomy: string; terms: string[] }[] {
  return FILTER_GROUPS.filter((g) => filters[g].length > 0).map((g) => ({ taxonomy: g, terms: filters[g] }));
}

/** Whether two filter sets select the same values (order aside). */
export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  return FILTER_GROUPS.every((g) => a[g].length === b[g].length && a[g].every((slug) => b[g].includes(slug)));
}

/** A query string ('' or '?…') with the filter keys replaced and every other parameter kept. */
export function replaceFilters(params: URLSearchParams, filters: ListFilters): string {
  const next = new URLSearchParams(params);
  for (const group of FILTER_GROUPS) next.delete(FILTER_KEYS[group]);
  for (const group of FILTER_GROUPS) for (const slug of filters[group]) next.append(FILTER_KEYS[group], slug);
  const query = next.toString();
  return query ? `?${query}` : "";
}
