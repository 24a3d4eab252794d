/**
 * Storefront configs with their identical parts held once (ADR 057). The storefronts of a brand family
 * share most of their config — theme, menus, payment and checkout rules, texts — built by the same
 * helpers of tenants/_shared, yet each validated config is a copy of its own (valibot builds new
 * objects): memory would grow with every storefront added rather than with what is new in it. Here
 * every plain object and array of the configs is replaced by one frozen node per distinct content
 * (same keys in the same order, same values), so a storefront costs its own fields only. Frozen, a
 * shared part cannot be changed for one storefront and so, unseen, for another.
 */

/** A value's part of its parent's key: primitives by type and value, objects by their node's number. */
type Part = string;

/**
 * The values with every plain object and array in them interned: equal content, one frozen node,
 * within this call. Other objects (class instances, functions) are kept as they are, by identity.
 */
export function interned<T>(values: readonly T[]): T[] {
  const nodes = new Map<string, object>();
  const numbers = new Map<object, number>();
  const numberOf = (node: object): number => {
    let n = numbers.get(node);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(node, n);
    }
    return n;
  };
  const partOf = (value: unknown): Part => {
    switch (typeof value) {
      case "string":
        return JSON.stringify(value);
      case "number":
        return Object.is(value, -0) ? "n-0" : `n${value}`;
      case "boolean":
        return value ? "t" : "f";
      case "undefined":
        return "u";
      case "bigint":
        return `b${value}`;
      default:
        return value === null ? "0" : `#${numberOf(value as object)}`;
    }
  };
  const intern = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      const items = value.map(intern);
      return shared(`[${items.map(partOf).join(",")}]`, () => items);
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    const entries = Object.entries(value).map(([key, item]) => [key, intern(item)] as const);
    return shared(`{${entries.map(([key, item]) => `${JSON.stringify(key)}:${partOf(item)}`).join(",")}}`, () =>
      Object.fromEntries(entries),
    );
  };
  const shared = (key: string, make: () => object): object => {
    let node = nodes.get(key);
    if (!node) {
      node = Object.freeze(make());
      nodes.set(key, node);
    }
    return node;
  };
  return values.map((value) => intern(value) as T);
}
