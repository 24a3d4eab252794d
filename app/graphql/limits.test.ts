/**
 * The API's document limits (ADR 030): a document too long or too deeply nested for the parser, and a
 * name the schema does not know, are answered as GraphQL errors with status 400 — never a 5xx, never a
 * "Did you mean …?" that spells out the schema.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import { requestContext, testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import type { DatabaseHandle } from "../db/db.server";
import { DEFAULT_LIMITS, NUL_MESSAGE, variablesMessage } from "./limits.server";
import { createApi } from "./yoga.server";

const { registry } = await shippedRegistry();
const sf = registry.get("kadoo-be");

describe("GraphQL document limits", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  const unexpected: unknown[] = [];

  beforeAll(async () => {
    handle = await backends()[0].open();
    api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services: testServices(handle.db, registry).services,
      logErrors: (error) => unexpected.push(error),
    });
  });
  afterAll(() => handle?.close());

  async function post(body: unknown) {
    const response = await api.fetch(
      "http://internal/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      },
      requestContext(handle.db, sf),
    );
    return { status: response.status, json: (await response.json()) as { errors?: { message: string }[] } };
  }

  it("refuses 20,000 nested list values in an argument with a token-limit error, not a stack overflow", async () => {
    const deep = `${"[".repeat(20_000)}1${"]".repeat(20_000)}`;
    const { status, json } = await post({ query: `{products(x:${deep}){id}}` });
    expect(status).toBe(400);
    // (graphql-js spells it "more that")
    expect(json.errors?.[0].message).toMatch(`Document contains more tha`);
    expect(json.errors?.[0].message).toMatch(`${DEFAULT_LIMITS.maxTokens} tokens. Parsing aborted.`);
    expect(unexpected).toEqual([]);
  });

  it("refuses 20,000 nested fields with arguments the same way", async () => {
    const query = `${"{a(x:1)".repeat(20_000)}${"}".repeat(20_000)}`;
    const { status, json } = await post({ query });
    expect(status).toBe(400);
    expect(json.errors?.[0].message).toMatch(/more tha[nt] 1000 tokens/);
    expect(unexpected).toEqual([]);
  });

  it("parses a document just under the token limit (nesting within it is no danger)", async () => {
    const depth = 400; // 2 tokens per level + the rest of the document
    const { status, json } = await post({
      query: `{products(x:${"[".repeat(depth)}1${"]".repeat(depth)}){id}}`,
    });
    expect(status).toBe(400);
    // Past the parser: validation answers (unknown argument), not the token limit.
    expect(json.errors?.[0].message).not.toMatch(/tokens/);
  });

  it("refuses deeply nested variables (JSON) as a variable error", async () => {
    const value = `${"[".repeat(20_000)}"x"${"]".repeat(20_000)}`;
    const { status, json } = await post(
      `{"query":"query($q: Boolean!) { __typename @include(if: $q) }","variables":{"q":${value}}}`,
    );
    expect(status).toBe(400);
    expect(json.errors?.[0].message).toBe(variablesMessage(DEFAULT_LIMITS));
    expect(unexpected).toEqual([]);
  });

  // Found by the fuzz suite (issue 44): graphql-js spells each variable error with the whole value, so a
  // 240 KB object of 20,000 keys took seconds and answered 14 MB; a list of 50,000 pairs took a second.
  it("refuses wide variables before coercing them, at once and briefly", async () => {
    const query =
      "mutation($userData: UserDataInput!, $fields: [KeyValue!]!) { saveCheckoutDetails(userData: $userData, fields: $fields) { status } }";
    const userData = { language: "nl", storeID: sf.storeId, countryCode: sf.country };
    for (const fields of [
      Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])),
      Array.from({ length: 50_000 }, () => ({ key: "a", value: "b" })),
    ]) {
      const started = performance.now();
      const response = await api.fetch(
        "http://internal/graphql",
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
          body: JSON.stringify({ query, variables: { userData, fields } }),
        },
        requestContext(handle.db, sf),
      );
      const text = await response.text();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.status).toBe(400);
      expect(text.length).toBeLessThan(1000);
      expect(JSON.parse(text).errors[0].message).toBe(variablesMessage(DEFAULT_LIMITS));
    }
    expect(unexpected).toEqual([]);
  });

  // Found by the fuzz suite: PostgreSQL refused the text and the API answered "Unexpected error." (a 500).
  it("refuses NUL in a variable or a string literal before any resolver reads it", async () => {
    const userData = { language: "nl", storeID: sf.storeId, countryCode: sf.country };
    const asVariable = await post({
      query: "query($u: UserDataInput!, $q: String!) { page(userData: $u, path: $q) { __typename } }",
      variables: { u: userData, q: "a\u0000b" },
    });
    const asLiteral = await post({
      query: 'query($u: UserDataInput!) { page(userData: $u, path: "a\\u0000b") { __typename } }',
      variables: { u: userData },
    });
    for (const { status, json } of [asVariable, asLiteral]) {
      expect(status).toBeLessThan(500);
      expect(json.errors?.map((e) => e.message)).toEqual([NUL_MESSAGE]);
    }
    expect(unexpected).toEqual([]);
  });

  it("names no schema field, argument or enum value in its errors", async () => {
    const { status, json } = await post({ query: "{ product { id } storefrnt { code } }" });
    expect(status).toBe(400);
    expect(json.errors?.length).toBeGreaterThan(0);
    for (const error of json.errors ?? []) expect(error.message).not.toMatch(/Did you mean/);
    const coerced = await post({
      query: "query($u: UserDataInput!) { __typename }",
      variables: { u: { languag: "nl", storeID: 1, countryCode: "BE" } },
    });
    expect(coerced.status).toBe(400);
    expect(coerced.json.errors?.length).toBeGreaterThan(0);
    for (const error of coerced.json.errors ?? []) expect(error.message).not.toMatch(/Did you mean/);
  });

  // Issue 44: the hand-written depth rule walked every path through the spreads — 2^n for fragments
  // that each spread the next twice (n = 22: 21 s of blocked event loop), never ending for fragments
  // that spread each other. graphql-armor's rules count each fragment once: every graph is answered
  // with an error as data, in a time that does not grow with the graph.
  describe("fragment spread graphs are answered in time linear in the document", () => {
    const name = (i: number) => `F${i}`;
    const fragment = (i: number, body: string) => `fragment ${name(i)} on Query { ${body} }`;
    const range = (n: number) => Array.from({ length: n }, (_, i) => i);
    const graphs: Record<string, string> = {
      // A chain ending in a field the schema does not have.
      "chain of 100": [
        "{ ...F0 }",
        ...range(100).map((i) => fragment(i, `...${name(i + 1)}`)),
        fragment(100, "nope"),
      ].join("\n"),
      ...Object.fromEntries(
        [22, 40].map((n) => [
          `binary DAG of ${n}`,
          [
            "{ ...F0 }",
            ...range(n).map((i) => fragment(i, `...${name(i + 1)} ...${name(i + 1)}`)),
            fragment(n, "__typename"),
          ].join("\n"),
        ]),
      ),
      "clique of 20": [
        "{ ...F0 }",
        ...range(20).map((i) =>
          fragment(
            i,
            range(20)
              .filter((j) => j !== i)
              .map((j) => `...${name(j)}`)
              .join(" "),
          ),
        ),
      ].join("\n"),
      "cycle of 100": ["{ ...F0 }", ...range(100).map((i) => fragment(i, `...${name((i + 1) % 100)}`))].join("\n"),
    };

    for (const [graph, query] of Object.entries(graphs)) {
      it(`${graph}: an error as data within a second`, { timeout: 10_000 }, async () => {
        const started = performance.now();
        const { status, json } = await post({ query });
        const elapsed = performance.now() - started;
        expect(status).toBe(400);
        expect(json.errors?.length).toBeGreaterThan(0);
        expect(elapsed).toBeLessThan(1000);
        expect(unexpected).toEqual([]);
      });
    }

    it("counts what the spreads expand to: a DAG's cost is refused, with the API's message", async () => {
      const { json } = await post({ query: graphs["binary DAG of 22"] });
      expect(json.errors?.map((e) => e.message)).toEqual([
        `Query cost exceeds the limit of ${DEFAULT_LIMITS.maxCost}.`,
      ]);
    });

    it("still answers a document within the limits, fragments and all", async () => {
      const { status, json } = await post({
        query: "{ ...A ...B } fragment A on Query { __typename ...B } fragment B on Query { __typename }",
      });
      expect(status).toBe(200);
      expect(json.errors).toBeUndefined();
    });
  });
});
