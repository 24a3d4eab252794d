/**
 * Paging of product lists (spec §9): 16 products per page (17 on desktop small, where 2 double-width
 * top products + 17 cards fill 7 rows of 3), top products per page 4 on large desktop and 2 otherwise,
 * and "load more" pages merged with de-duplication by id (a desktop-small page shows the next page's
 * first product too).
 */
export const PER_PAGE = 16;
export const PER_PAGE_DESKTOP_SMALL = 17;
export const TOP_PER_PAGE_LARGE = 4;
export const TOP_PER_PAGE = 2;

/**
 * A list path's trailing segment as a page number: none → 1; a canonical positive number → it;
 * '1' → 'first' (redirect to the path without number); anything else → null (not a page).
 */
export function parsePage(segment: string | undefined): number | "first" | null {
  if (segment === undefined || segment === "") return 1;
  if (!/^\d{1,6}$/.test(segment)) return null;
  const page = Number(segment);
  if (page < 1 || String(page) !== segment) return null;
  return page === 1 ? "first" : page;
}

/** Appends pages keeping the first occurrence of every id (spec §9: pages merged with de-duplication by id). */
export function mergeById<T extends { id: string }>(...pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** The top products of a page: the queue is walked page by page (4 per page) and wraps around. */
export function topProductsForPage<T>(queue: readonly T[], page: number, perPage = TOP_PER_PAGE_LARGE): T[] {
  if (queue.length === 0) return [];
  const count = Math.min(perPage, queue.length);
  const start = ((page - 1) * perPage) % queue.length;
  return Array.from({ length: count }, (_, i) => queue[(start + i) % queue.length]);
}
