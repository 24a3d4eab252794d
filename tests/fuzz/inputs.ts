/**
 * The fuzz suite's inputs (fast-check arbitraries): malformed, oversized, wrong-type, unicode-edge and
 * injection strings and values, and "valid-shaped with one field broken" from a valid-shaped record.
 */
import fc from "fast-check";

/** Fixed seed by default (the same inputs every run); FUZZ_SEED and FUZZ_RUNS to explore further. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
export const runs = (defaultRuns: number) => Number(process.env.FUZZ_RUNS ?? defaultRuns);

/** Strings a field should refuse or store harmlessly, never fail on. */
export const EDGE_STRINGS = [
  "",
  " ",
  "\t\n",
  // unicode edges: RTL override and marks, zero-width, BOM, NUL, lone surrogates, emoji sequences
  "\u202egnp.exe",
  "\u200f\u200e\u061c",
  "a\u200bb\u200c\u200d\u2060",
  "\ufeffbom",
  "\u0000",
  "nul\u0000byte",
  "\ud800",
  "x\udfffy",
  "👨‍👩‍👧‍👦🏳️‍🌈🇧🇪",
  "é",
  "ﷺ",
  "𝕏𝕐ℤ",
  // injection: SQL, HTML/script, GraphQL syntax, path traversal, CRLF header injection, templates
  "' OR '1'='1' --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{ __schema { types { name } } }",
  '") { id } } mutation { placeOrder { id',
  "query { products { id } }",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "/\\evil.example",
  "//evil.example/",
  "https://evil.example/",
  "\r\nSet-Cookie: sid=evil",
  "%0d%0aLocation:%20https://evil.example",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
  "${7*7}{{7*7}}<%= 7*7 %>",
  // wrong types as text
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "0x1F",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "[object Object]",
];

const edge = fc.constantFrom(...EDGE_STRINGS);
/** Oversized: past every field limit (the body limits are the server's, tested over HTTP). */
const oversized = fc
  .tuple(fc.integer({ min: 300, max: 70_000 }), fc.constantFrom("a", "é", "😀", "\u200b", "<"))
  .map(([n, c]) => c.repeat(n));

export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: edge },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), edge).map(([a, b]) => `${a}${b}`) },
  { weight: 1, arbitrary: oversized },
);

/** A JSON value of the wrong type for whatever was expected (including deep nesting). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fuzzString,
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, -(2 ** 53), 1.5, 1e308, [], {}, [[[[["x"]]]]]),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 3000 }).map((depth) => {
    let value: unknown = "x";
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  }),
);

/** Replaces the `n`th leaf (modulo the count) of a JSON-like value with `bad`. */
export function breakOne(value: unknown, bad: unknown, n: number): unknown {
  const leaves: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        if (isLeaf(item)) leaves.push({ parent: node, key: i });
        else walk(item);
      });
    } else if (node && typeof node === "object")
      for (const [key, item] of Object.entries(node)) {
        if (isLeaf(item)) leaves.push({ parent: node as Record<string, unknown>, key });
        else walk(item);
      }
  };
  const copy = structuredClone(value);
  walk(copy);
  if (!leaves.length) return bad;
  const leaf = leaves[n % leaves.length];
  (leaf.parent as Record<string | number, unknown>)[leaf.key] = bad;
  return copy;
}

const isLeaf = (value: unknown) =>
  value === null || typeof value !== "object" || (Array.isArray(value) && !value.length);
