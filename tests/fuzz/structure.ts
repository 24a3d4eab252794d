/**
 * Fuzz inputs that know structure (issue 44): what a parser builds from a request's shape rather than
 * its text — array indexes from small to 2^31, deep paths, many fields, names that reach a prototype,
 * GraphQL fragment spread graphs, deep and wide JSON variables. Each generator has a name (its row in
 * the tally), and every request it makes runs within a time and a heap budget: a request that takes
 * seconds or hundreds of MB fails the suite even when it answers 200.
 */
import fc from "fast-check";

/** Per request: the bound (a probe answered within 1 s) and heap growth far below a runaway's. */
export const BUDGET = { ms: 1000, heapBytes: 50 * 1024 * 1024 };

export interface Measured<T> {
  value: T;
  ms: number;
  heapBytes: number;
  over: string | null;
}

/** Runs one request and measures its time and the growth of the heap (and RSS) around it. */
export async function withinBudget<T>(work: () => Promise<T>): Promise<Measured<T>> {
  const before = process.memoryUsage();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  const after = process.memoryUsage();
  const heapBytes = Math.max(after.heapUsed - before.heapUsed, after.rss - before.rss);
  const over =
    ms > BUDGET.ms
      ? `took ${Math.round(ms)} ms (budget ${BUDGET.ms} ms)`
      : heapBytes > BUDGET.heapBytes
        ? `grew the heap by ${Math.round(heapBytes / 1024 / 1024)} MB (budget ${BUDGET.heapBytes / 1024 / 1024} MB)`
        : null;
  return { value, ms, heapBytes, over };
}

/** An array index: within every limit, around the limits, far past them, up to 2^31 and beyond. */
export const arrayIndex: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 12 }).map(String),
  fc.integer({ min: 95, max: 105 }).map(String),
  fc.integer({ min: 1_000, max: 1_000_000 }).map(String),
  fc.integer({ min: 10_000_000, max: 2 ** 31 }).map(String),
  fc.constantFrom("2147483647", "2147483648", "4294967295", "9007199254740993", "00000000001", "9".repeat(40)),
);

/** Segments that name an object's prototype machinery, or break the path syntax. */
export const HOSTILE_SEGMENTS = [
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "__lookupSetter__",
  "hasOwnProperty",
  "toString",
  "valueOf",
  "__intent__",
  "__state__",
  "",
  "[",
  "]",
  "[]",
  ".",
  "..",
  "[-1]",
  "[1e9]",
  "[0x10]",
];

const key = fc.oneof(
  fc.constantFrom("receivers", "shipments", "billing", "name", "email", "a"),
  fc.string({ maxLength: 6 }),
);
const segment = fc.oneof(
  key.map((k) => `.${k}`),
  arrayIndex.map((i) => `[${i}]`),
);

/** The form-name generators, by name: each gives the extra fields a post adds to a valid form. */
export const FORM_NAME_GENERATORS: Record<string, fc.Arbitrary<[string, string][]>> = {
  "array index": fc
    .tuple(
      fc.constantFrom("receivers", "shipments", "items", "a"),
      arrayIndex,
      fc.constantFrom("name", "countryCode", "email"),
    )
    .map(([list, index, field]) => [[`${list}[${index}].${field}`, "x"]]),
  "path depth": fc
    .tuple(key, fc.array(segment, { minLength: 1, maxLength: 60 }))
    .map(([head, rest]) => [[`${head || "a"}${rest.join("")}`, "x"]]),
  "many fields": fc
    .tuple(fc.integer({ min: 200, max: 5_000 }), fc.constantFrom("f", "receivers[0].n", "a.b"))
    .map(([n, base]) => Array.from({ length: n }, (_, i) => [`${base}${i}`, "x"] as [string, string])),
  "hostile segment": fc
    .tuple(
      fc.constantFrom(...HOSTILE_SEGMENTS),
      fc.constantFrom("", "a.", "receivers[0]."),
      fc.constantFrom("", ".x", "[0]"),
    )
    .map(([hostile, before, after]) => [
      [`${before}${hostile}${after}`, "1"],
      ["__proto__.polluted", "1"],
    ]),
  "conform intent": fc
    .tuple(fc.constantFrom("insert", "remove", "reorder", "update", "reset", "validate", "x"), arrayIndex)
    .map(([type, index]) => [
      [
        "__intent__",
        JSON.stringify({
          type,
          payload: {
            name: `receivers[${index}]`,
            index: Number(index),
            from: 0,
            to: Number(index),
            value: { name: "x" },
          },
        }),
      ],
    ]),
};

/** A fragment spread graph of one of the shapes that cost a per-path walk 2^n or forever. */
export const spreadGraph: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("chain", "binary DAG", "clique", "cycle", "random"), fc.integer({ min: 2, max: 40 }), fc.nat())
  .map(([shape, size, seed]) => {
    const n = shape === "clique" ? Math.min(size, 20) : size;
    const spreads = (i: number): number[] => {
      switch (shape) {
        case "chain":
          return i + 1 < n ? [i + 1] : [];
        case "binary DAG":
          return i + 1 < n ? [i + 1, i + 1] : [];
        case "clique":
          return Array.from({ length: n }, (_, j) => j).filter((j) => j !== i);
        case "cycle":
          return [(i + 1) % n];
        default:
          // Each fragment spreads up to three others, chosen by the seed (cycles and self-spreads included).
          return [0, 1, 2].map((k) => (seed * (i + 7) * (k + 3)) % n);
      }
    };
    const fragments = Array.from({ length: n }, (_, i) => {
      const body = spreads(i).map((j) => `...F${j}`);
      return `fragment F${i} on Query { __typename ${body.join(" ")} }`;
    });
    return ["query Graph { ...F0 }", ...fragments].join("\n");
  });

/** Nested JSON: a list or an object `depth` levels deep. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

/** Deep and wide JSON variables (within what the API's body limit lets through). */
export const jsonVariables: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(fc.integer({ min: 10, max: 5_000 }), fc.boolean()).map(([depth, asObject]) => nested(depth, asObject)),
  fc
    .integer({ min: 100, max: 20_000 })
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [i % 7 === 0 ? "__proto__" : `k${i}`, i]))),
  fc.integer({ min: 100, max: 50_000 }).map((n) => Array.from({ length: n }, () => ({ key: "a", value: "b" }))),
);
