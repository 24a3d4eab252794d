/**
 * A language's or region's name in a locale. Intl.DisplayNames is costly to construct and `of` is
 * not cheap either on the server (every page's language switcher): each name is looked up once.
 * Locales and codes come from storefront configs, so the map stays as small as they are.
 */
const names = new Map<string, string>();

export function displayName(locale: string, type: "region" | "language", code: string): string {
  const key = `${locale}|${type}|${code}`;
  let name = names.get(key);
  if (name === undefined) {
    name = new Intl.DisplayNames([locale], { type }).of(code) ?? code;
    names.set(key, name);
  }
  return name;
}
