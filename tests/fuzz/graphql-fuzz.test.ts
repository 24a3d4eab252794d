/**
 * Fuzz suite, API half (issue 18): every Query and Mutation field of the schema — enumerated from the
 * schema, so a new operation is covered without touching this file — gets malformed, oversized,
 * wrong-type, unicode-edge and injection variables, valid-shaped variables with one field broken, and
 * raw requests that are not GraphQL at all. Asserted: no response ≥ 500 (nor a masked "Unexpected
 * error.", the API's 500 in GraphQL's clothes), and a refused input writes nothing.
 * FUZZ_RUNS=<n> runs n inputs per operation and storefront instead of the default.
 */
import fc from "fast-check";
import {
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/db/db.server";
import { seedDatabase } from "../../app/db/seed/seed.server";
import { createApi } from "../../app/graphql/yoga.server";
import type { Storefront } from "../../app/storefront/storefront";
import { backends } from "../fixtures/db";
import { requestContext, testServices } from "../fixtures/services";
import { shippedRegistry } from "../fixtures/storefronts";
import { breakOne, EDGE_STRINGS, fuzzString, runs, SEED, wrongValue } from "./inputs";
import { FORM_NAME_GENERATORS, jsonVariables, spreadGraph, withinBudget } from "./structure";
import { type Outcome, rowCounts, Tally } from "./tally";

const { storefronts, registry } = await shippedRegistry();
const STOREFRONTS = ["kadoo-be", "giftpass-de"].map((code) => registry.get(code));
const RUNS = runs(40);
/**
 * Each test is thousands of API calls (every operation × 2 storefronts × RUNS inputs, the watched
 * tables counted before and after each): ≈ 25 s on an idle 2-core machine, past vitest's 60 s
 * default when the machine is busy. A budget for the work, not a wait.
 */
const FUZZ_TIMEOUT_MS = 300_000;
/** Requests per structure generator: a few seconds for all of them. */
const STRUCTURE_RUNS = runs(60);

describe("fuzz: every GraphQL operation", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  const tally = new Tally();
  let unexpected: unknown[] = [];

  beforeAll(async () => {
    handle = await backends()[0].open();
    await seedDatabase(
      handle.db,
      storefronts.filter((s) => STOREFRONTS.some((f) => f.code === s.code)),
    );
    api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services: testServices(handle.db, registry).services,
      logErrors: (error) => unexpected.push(error),
    });
  });
  afterAll(async () => {
    console.log(`\n${tally.table("Fuzz: GraphQL operations (tried / handled: 4xx or errors / accepted / ≥500)")}\n`);
    if (tally.failures.length) console.log(`Failures:\n${tally.summary()}\n`);
    await handle?.close();
  });

  /**
   * Posts a body; classifies the answer; a refused input must leave the watched tables as they were.
   * Counted in the tally unless `count` is false (then the caller counts, with its budget).
   */
  async function attempt(
    operation: string,
    sf: Storefront,
    body: string,
    contentType = "application/json",
    count = true,
  ): Promise<{ outcome: Outcome; detail: string }> {
    unexpected = [];
    const before = await rowCounts(handle.db);
    const response = await api.fetch(
      "http://internal/graphql",
      { method: "POST", headers: { "content-type": contentType }, body },
      requestContext(handle.db, sf),
    );
    const text = await response.text();
    let json: { data?: Record<string, unknown> | null; errors?: { message: string }[] } = {};
    try {
      json = JSON.parse(text);
    } catch {}
    const masked = json.errors?.some((e) => e.message === "Unexpected error.");
    let result: { outcome: Outcome; detail: string };
    if (response.status >= 500 || masked || unexpected.length) {
      const detail = `${response.status} ${unexpected.map((e) => String((e as Error).stack ?? e)).join(" | ") || text}`;
      result = { outcome: "failed", detail: detail.slice(0, 2000) };
    } else {
      const payload = json.data ? Object.values(json.data)[0] : null;
      const fieldErrors = (payload as { errors?: unknown[] } | null)?.errors;
      const refused =
        response.status >= 400 || Boolean(json.errors?.length) || !json.data || Boolean(fieldErrors?.length);
      if (refused && (await rowCounts(handle.db)) !== before)
        result = { outcome: "failed", detail: `refused, yet rows were written: ${before}` };
      else result = { outcome: refused ? "handled" : "accepted", detail: "" };
    }
    if (count) tally.count(operation, result.outcome, body, result.detail);
    return result;
  }

  it(
    "answers every operation's fuzzed input below 500 and writes nothing for refused ones",
    async () => {
      const { schema } = api.getEnveloped({} as never);
      const roots = [
        ["query", schema.getQueryType()],
        ["mutation", schema.getMutationType()],
      ] as const;
      let operations = 0;
      for (const [kind, root] of roots) {
        if (!root) continue;
        for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
          operations += 1;
          const document = documentFor(kind, field);
          const name = `${kind} ${field.name}`;
          for (const sf of STOREFRONTS) {
            const userData = { language: sf.defaultLanguage, storeID: sf.storeId, countryCode: sf.country };
            const valid = variablesFor(field, userData);
            const inputs = fc.oneof(
              // valid-shaped (string, number and enum values fuzzed), and with one field broken
              { weight: 3, arbitrary: valid.map((variables) => ({ query: document, variables })) },
              {
                weight: 3,
                arbitrary: fc
                  .tuple(valid, wrongValue, fc.nat())
                  .map(([variables, bad, n]) => ({ query: document, variables: breakOne(variables, bad, n) })),
              },
              // malformed: variables of the wrong shape altogether
              { weight: 1, arbitrary: wrongValue.map((variables) => ({ query: document, variables })) },
              // injection into the document itself
              {
                weight: 1,
                arbitrary: fc
                  .tuple(valid, fc.constantFrom(...EDGE_STRINGS), fc.nat())
                  .map(([variables, text, at]) => ({ query: spliced(document, text, at), variables })),
              },
            );
            await fc.assert(
              fc.asyncProperty(inputs, async (input) => {
                await attempt(name, sf, safeJson(input));
              }),
              { seed: SEED, numRuns: RUNS },
            );
          }
        }
      }
      expect(operations).toBeGreaterThan(40);
      expect(tally.failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "answers requests that are not GraphQL at all below 500",
    async () => {
      const sf = STOREFRONTS[0];
      const bodies = fc.oneof(
        fuzzString.map((body) => ({ body, type: "application/json" })),
        fc.jsonValue().map((value) => ({ body: safeJson(value), type: "application/json" })),
        fc.tuple(wrongValue, wrongValue, wrongValue).map(([query, variables, operationName]) => ({
          body: safeJson({ query, variables, operationName }),
          type: "application/json",
        })),
        fc
          .tuple(
            fuzzString,
            fc.constantFrom(
              "text/plain",
              "application/graphql",
              "multipart/form-data",
              "application/x-www-form-urlencoded",
              "application/xml",
              "",
            ),
          )
          .map(([body, type]) => ({ body, type })),
        fc.integer({ min: 16, max: 400 }).map((n) => ({
          body: safeJson({ query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(" ")} }` }),
          type: "application/json",
        })),
      );
      await fc.assert(
        fc.asyncProperty(bodies, async ({ body, type }) => {
          await attempt("(not GraphQL)", sf, body, type);
        }),
        { seed: SEED, numRuns: RUNS * 10 },
      );
      expect(tally.failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  // Issue 44: requests whose shape is the attack — fragment spread graphs (2^n paths, cliques, cycles),
  // deep and wide JSON variables, key/value lists with structured keys — each within the time and heap
  // budget of one request, answered below 500, and no prototype touched.
  it(
    "answers structured documents and variables within the time and heap budgets",
    async () => {
      const sf = STOREFRONTS[0];
      const userData = { language: sf.defaultLanguage, storeID: sf.storeId, countryCode: sf.country };
      const generators: Record<string, fc.Arbitrary<{ body: string }>> = {
        "spread graph": spreadGraph.map((query) => ({ body: safeJson({ query }) })),
        "deep/wide JSON variables": fc.tuple(jsonVariables, fc.constantFrom(...KEYED)).map(([fields, query]) => ({
          body: safeJson({ query, variables: { userData, uuid: "00000000-0000-4000-8000-000000000000", fields } }),
        })),
        ...Object.fromEntries(
          Object.entries(FORM_NAME_GENERATORS).map(([name, entries]) => [
            `fields: ${name}`,
            fc.tuple(entries, fc.constantFrom(...KEYED)).map(([list, query]) => ({
              body: safeJson({
                query,
                variables: {
                  userData,
                  uuid: "00000000-0000-4000-8000-000000000000",
                  fields: list.map(([key, value]) => ({ key, value })),
                },
              }),
            })),
          ]),
        ),
      };
      for (const [generator, bodies] of Object.entries(generators)) {
        await fc.assert(
          fc.asyncProperty(bodies, async ({ body }) => {
            const operation = `structure: ${generator}`;
            const { value, over } = await withinBudget(() => attempt(operation, sf, body, "application/json", false));
            if (Object.keys(Object.prototype).length || ({} as Record<string, unknown>).polluted !== undefined)
              tally.count(operation, "failed", body, "Object.prototype changed");
            else if (value.outcome === "failed") tally.count(operation, "failed", body, value.detail);
            else if (over) tally.count(operation, "over", body, over);
            else tally.count(operation, value.outcome);
          }),
          { seed: SEED, numRuns: STRUCTURE_RUNS },
        );
      }
      expect(tally.failures.filter((f) => f.operation.startsWith("structure: "))).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});

/** Operations whose key/value lists become objects by their keys (forms/field-names.ts `fieldsToObject`). */
const KEYED = [
  "mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { createActivationOrder(userData: $userData, fields: $fields) { kind errors { code } } }",
  "mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { saveCheckoutDetails(userData: $userData, fields: $fields) { status errors { code } } }",
  "mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { saveCheckoutShipping(userData: $userData, fields: $fields) { status errors { code } } }",
  "mutation($userData: UserDataInput!, $uuid: String!, $fields: [KeyValue!]!) { completePaymentReturn(userData: $userData, orderUuid: $uuid, params: $fields) { errors { code } } }",
];

function documentFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const call = field.args.length
    ? `${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(", ")})`
    : field.name;
  const named = getNamedType(field.type);
  let selection = "";
  if (!isScalarType(named) && !isEnumType(named)) {
    const errors = isObjectType(named) ? named.getFields().errors : undefined;
    const errorSelection = errors
      ? isScalarType(getNamedType(errors.type))
        ? " errors"
        : " errors { __typename }"
      : "";
    selection = ` { __typename${errorSelection} }`;
  }
  return `${kind} Fuzz${defs ? `(${defs})` : ""} { ${call}${selection} }`;
}

/** Variables of the field's arguments, shaped as their types ask, with fuzzed strings and numbers. */
function variablesFor(field: GraphQLField<unknown, unknown>, userData: Record<string, unknown>) {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const arg of field.args) {
    record[arg.name] =
      getNamedType(arg.type).name === "UserDataInput"
        ? fc.oneof({ weight: 4, arbitrary: fc.constant(userData) }, { weight: 1, arbitrary: valueFor(arg.type, 0) })
        : valueFor(arg.type, 0);
  }
  return fc.record(record);
}

function valueFor(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, depth);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(valueFor(type.ofType, depth + 1), { maxLength: depth > 2 ? 0 : 3 }));
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((v) => v.name)));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) record[f.name] = depth > 3 ? fc.constant(null) : valueFor(f.type, depth + 1);
    return nullable(fc.record(record));
  }
  switch (type.name) {
    case "Int":
      return nullable(
        fc.oneof(fc.integer({ min: -3, max: 60 }), fc.integer(), fc.constantFrom(2 ** 31 - 1, -(2 ** 31))),
      );
    case "Float":
      return nullable(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 500 })));
    case "Boolean":
      return nullable(fc.boolean());
    default:
      return nullable(
        fc.oneof(
          { weight: 3, arbitrary: fuzzString },
          { weight: 1, arbitrary: fc.constantFrom("1", "nl", "BE", "digital", "a@b.be") },
        ),
      );
  }
}

function spliced(document: string, text: string, at: number): string {
  const i = at % (document.length + 1);
  return `${document.slice(0, i)}${text}${document.slice(i)}`;
}

/** JSON.stringify that survives very deep values (a stack overflow here would be the test's, not the API's). */
function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return '{"query":"{ __typename }"}';
  }
}
