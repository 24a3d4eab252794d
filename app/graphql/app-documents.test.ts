/**
 * Every document the shop's own code sends (the `doc(…)` constants of its loaders and actions) passes
 * the API's validation with its limits (depth, aliases, cost: graphql-armor's rules, issue 44) — a
 * limit tightened or counted differently must never refuse a page's own query. The documents are
 * collected as the modules make them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backends } from "../../tests/fixtures/db";
import { testServices } from "../../tests/fixtures/services";
import { shippedRegistry } from "../../tests/fixtures/storefronts";
import type { DatabaseHandle } from "../db/db.server";
import { createApi } from "./yoga.server";

const documents = vi.hoisted(() => new Set<string>());
vi.mock("../api/client.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("../api/client.server")>();
  return {
    ...original,
    doc: (source: string) => {
      documents.add(source);
      return original.doc(source);
    },
  };
});

// Every module of app/ that makes a document (found by its text, then imported).
const sources = import.meta.glob<string>(["../**/*.ts", "../**/*.tsx", "!../**/*.test.ts", "!../**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const modules = import.meta.glob(["../**/*.ts", "../**/*.tsx", "!../**/*.test.ts", "!../**/*.test.tsx"]);

describe("the shop's own GraphQL documents", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    const makers = Object.keys(sources).filter(
      (path) => /\bdoc</.test(sources[path]) && !path.endsWith("client.server.ts"),
    );
    for (const path of makers) await modules[path]();
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
