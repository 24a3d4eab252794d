/**
 * A resolver that finds the rate-limit counters unavailable (Redis stopped or silent: issue 44)
 * answers with the API's error as data — code TemporarilyUnavailable, which the pages show translated
 * on the form — instead of the masked "Unexpected error". The guarded action itself never ran: the
 * limit is not skipped (fail closed). Applied once to the schema: every root field whose payload has
 * `errors` and otherwise nullable fields or lists (the spec §8 result shape) gets it; the resolvers stay as
 * they are. docs/decisions/063-time-bounds-and-watchdog.md
 */
import {
  GraphQLBoolean,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";
import { LimitsUnavailableError } from "../accounts/rate-limit.server";
import { apiError, ErrorCode } from "../api/errors";

/** Also an error of another copy of the module (the page build bundles its own). */
export function isLimitsUnavailable(error: unknown): boolean {
  return (
    error instanceof LimitsUnavailableError ||
    (typeof error === "object" && error !== null && (error as { code?: unknown }).code === "LIMITS_UNAVAILABLE")
  );
}

/** Non-null fields of results that say "nothing done" in their own words (the resolvers' refusals). */
const REFUSED: Record<string, Record<string, unknown>> = {
  // placeOrder, createActivationOrder, addOriginalPackageToCartAndPlaceOrder.
  NextStep: { kind: "failed" },
};

/**
 * The payload "nothing done, temporarily unavailable": `errors` with the code, lists empty, a non-null
 * status false, the rest null — as the resolvers answer their own refusals — or undefined when a field
 * can be none of these (left to the API's error handling, which answers 503).
 */
function unavailablePayload(type: GraphQLObjectType): (() => Record<string, unknown>) | undefined {
  const values: [string, unknown][] = [];
  const refused = REFUSED[type.name] ?? {};
  for (const [name, field] of Object.entries(type.getFields())) {
    if (name === "errors" || !isNonNullType(field.type)) continue;
    if (name in refused) values.push([name, refused[name]]);
    else if (isListType(field.type.ofType)) values.push([name, []]);
    else if (field.type.ofType === GraphQLBoolean) values.push([name, false]);
    else return undefined;
  }
  return () => ({
    ...Object.fromEntries(values.map(([name, value]) => [name, Array.isArray(value) ? [] : value])),
    errors: [apiError(ErrorCode.TemporarilyUnavailable)],
  });
}

export function answerUnavailableAsData(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const payload = isNonNullType(field.type) ? field.type.ofType : field.type;
      if (!isObjectType(payload)) continue;
      if (!payload.getFields().errors) continue;
      const answer = unavailablePayload(payload);
      if (!answer) continue;
      const resolve = field.resolve as GraphQLFieldResolver<unknown, unknown> | undefined;
      if (!resolve) continue;
      field.resolve = async (source, args, context, info) => {
        try {
          return await resolve(source, args, context, info);
        } catch (error) {
          if (isLimitsUnavailable(error)) return answer();
          throw error;
        }
      };
    }
  }
  return schema;
}
