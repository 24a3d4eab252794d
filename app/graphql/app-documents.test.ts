/**
 * Every document the shop's own code sends (the generated outputs' documents, ADR 067) passes
 * the API's validation with its limits (depth, aliases, cost: graphql-armor's rules, issue 44) — a
 * limit tightened or counted differently must never refuse a page's own query. The documents are
 * the generated outputs' (fragments included).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import * as browser from "../api/generated/browser/graphql";
import * as server from "../api/generated/server/graphql";
import type { DatabaseHandle } from "../db/db.server";
import { createApi } from "./yoga.server";

// Every document of the generated outputs (ADR 067): what the loaders and the browser send.
const documents = new Set(
  [...Object.values(server), ...Object.values(browser)]
    .filter((value) => value instanceof String)
    .map((value) => value.toString())
    // Fragments travel inside the operations that spread them.
    .filter((text) => !text.trimStart().startsWith("fragment")),
);

describe("the shop's own GraphQL documents", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    const { registry } = await shippedRegistry();
    handle = await backends()[0].open();
    api = createApi({
      db: handle.db,
      registry,
      introspection: false,
      services: testServices(handle.db, registry).services,
    });
  }, 120_000);
  afterAll(() => handle?.close());

  it("are found (a few dozen)", () => {
    expect(documents.size).toBeGreaterThan(40);
  });

  it("each pass validation with the API's limits", () => {
    const { parse, validate, schema } = api.getEnveloped({} as never);
    const refused: [string, string[]][] = [];
    for (const source of documents) {
      const errors = validate(schema, parse(source));
      if (errors.length) refused.push([source.slice(0, 120), errors.map((e: { message: string }) => e.message)]);
    }
    expect(refused).toEqual([]);
  });
});
