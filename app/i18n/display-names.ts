/** Cached Intl.DisplayNames (constructing one per render is costly on the server). */
const cache = new Map<string, Intl.DisplayNames>();

export function displayName(locale: string, type: "region" | "language", code: string): string {
  const key = `${locale}|${type}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    cache.set(key, names);
  }
  return names.of(code) ?? code;
}
