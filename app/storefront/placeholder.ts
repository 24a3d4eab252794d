/**
 * Placeholders in a storefront config: `npm run tenants:new` writes `placeholder("…")` wherever an
 * operator must choose a value (store id, hosts, brand name, contact data …). The value is a marked
 * string, so the file still loads and the helpers of tenants/_shared can pass it along; loading the
 * config (tenants:check, server start) names every field that still holds one, by file and path.
 */

const OPEN = "<<fill in: ";
const CLOSE = ">>";
const MARKED = /<<fill in: ([^>]*)>>/;

/**
 * A value still to be chosen, described by `hint`. Typed as the field it stands in for (a number for
 * the store id) so the file type-checks; at run time it is a marked string that loading refuses.
 */
export function placeholder<T = string>(hint: string): T {
  return `${OPEN}${hint.replace(/[<>]/g, "")}${CLOSE}` as unknown as T;
}

export interface PlaceholderUse {
  /** The dotted path of the first field holding it (in the config's key order). */
  path: string;
  hint: string;
  /** Further fields derived from the same value (e.g. the organization's e-mail from the contact's). */
  alsoIn: string[];
}

/** Every placeholder in a loaded config, one entry per distinct placeholder, in key order. */
export function findPlaceholders(input: unknown): PlaceholderUse[] {
  const uses = new Map<string, PlaceholderUse>();
  const walk = (node: unknown, at: string) => {
    if (typeof node === "string") {
      const hint = MARKED.exec(node)?.[1];
      if (hint === undefined) return;
      const use = uses.get(hint);
      if (use) use.alsoIn.push(at);
      else uses.set(hint, { path: at, hint, alsoIn: [] });
      return;
    }
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) walk(value, at ? `${at}.${key}` : key);
  };
  walk(input, "");
  return [...uses.values()];
}

/** The message tenants:check prints for one placeholder. */
export function placeholderMessage(use: PlaceholderUse): string {
  const also = use.alsoIn.length
    ? `; also in ${use.alsoIn.slice(0, 3).join(", ")}${use.alsoIn.length > 3 ? ` and ${use.alsoIn.length - 3} more` : ""}`
    : "";
  return `is a placeholder (${use.hint}${also}): fill it in`;
}
