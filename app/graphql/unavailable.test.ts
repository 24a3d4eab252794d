/**
 * Rate-limit counters unavailable (issue 44): a guarded field answers the spec §8 error as data with
 * code TemporarilyUnavailable (the pages translate it on the form), not the masked "Unexpected error";
 * other errors stay what they were.
 */
import { execute, parse } from "graphql";
import { createSchema } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { LimitsUnavailableError } from "../accounts/rate-limit.server";
import { ERROR_MESSAGES, ErrorCode } from "../api/errors";
import { answerUnavailableAsData, isLimitsUnavailable } from "./unavailable.server";

const schema = answerUnavailableAsData(
  createSchema({
    typeDefs: /* GraphQL */ `
      type Error { message: String! code: Int! referencedRequestParameter: String }
      type StatusResult { status: Boolean errors: [Error!]! }
      type CountResult { count: Int! errors: [Error!]! }
      type CardsResult { status: Boolean! cards: [Int!]! errors: [Error!]! }
      type NextStep { kind: String! url: String errors: [Error!]! }
      type Query { ok: StatusResult! }
      type Mutation {
        guarded: StatusResult!
        broken: StatusResult!
        strict: CountResult!
        cards: CardsResult!
        placeOrder: NextStep!
      }
    `,
    resolvers: {
      Query: { ok: () => ({ status: true, errors: [] }) },
      Mutation: {
        guarded: () => Promise.reject(new LimitsUnavailableError(new Error("Connection is closed."))),
        broken: () => {
          throw new Error("a bug");
        },
        strict: () => {
          throw new LimitsUnavailableError(new Error("Command timed out"));
        },
        cards: () => Promise.reject(new LimitsUnavailableError(new Error("Command timed out"))),
        placeOrder: () => Promise.reject(new LimitsUnavailableError(new Error("Command timed out"))),
      },
    },
  }),
);

const run = async (source: string) => execute({ schema, document: parse(source) });

describe("answerUnavailableAsData", () => {
  it("answers a guarded field as temporarily unavailable, as data", async () => {
    const result = await run("mutation { guarded { status errors { code message } } }");
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      guarded: {
        status: null,
        errors: [{ code: ErrorCode.TemporarilyUnavailable, message: ERROR_MESSAGES[ErrorCode.TemporarilyUnavailable] }],
      },
    });
  });

  it("fills a result's other non-null fields as its resolvers' own refusals do", async () => {
    const result = await run(
      "mutation { cards { status cards errors { code } } placeOrder { kind url errors { code } } }",
    );
    const errors = [{ code: ErrorCode.TemporarilyUnavailable }];
    expect(result.data).toEqual({
      cards: { status: false, cards: [], errors },
      placeOrder: { kind: "failed", url: null, errors },
    });
  });

  it("leaves other errors, and payloads it cannot fill, to the API's error handling", async () => {
    expect((await run("mutation { broken { status } }")).errors?.[0].message).toBe("a bug");
    const strict = await run("mutation { strict { count } }");
    expect(isLimitsUnavailable(strict.errors?.[0].originalError)).toBe(true);
    expect((await run("{ ok { status } }")).data).toEqual({ ok: { status: true } });
  });

  it("knows the error of another copy of the module by its code", () => {
    expect(isLimitsUnavailable({ code: "LIMITS_UNAVAILABLE" })).toBe(true);
    expect(isLimitsUnavailable(new Error("LIMITS_UNAVAILABLE"))).toBe(false);
  });
});
