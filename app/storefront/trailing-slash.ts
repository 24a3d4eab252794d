/**
 * Paths end with a trailing slash (spec §2): a page path without one is answered with a 301. Files
 * (anything with a dot in the last segment, e.g. robots.txt and Remix's .data requests), Remix's
 * internal /__manifest and the API endpoints keep their exact paths.
 */
const EXACT = new Set(["/graphql", "/ip"]);

export function needsTrailingSlash(path: string): boolean {
  if (path.endsWith("/")) return false;
  if (EXACT.has(path)) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(".")) return false;
  if (last.startsWith("__")) return false;
  return true;
}
