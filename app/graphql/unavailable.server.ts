/**
 * A resolver that finds the rate-limit counters unavailable (Redis stopped or silent: issue 44)
 * answers with the API's error as data — code TemporarilyUnavailable, which the pages show translated
 * on the form — instead of the masked "Unexpected error". The guarded action itself never ran: the
 * limit is not skipped (fail closed). Applied once to the schema: every root field whose payload has
 * `errors` and otherwise only nullable fields (the spec §8 result shape) gets it; the resolvers stay as
 * they are. docs/decisions/DRAFT-time-bounds-and-watchdog.md
 */
import { type GraphQLFieldResolver, type GraphQLSchema, isNonNullType, isObjectType } from "graphql";
import { LimitsUnavailableError } from "../accounts/rate-limit.server";
import { apiError, ErrorCode } from "../api/errors";

/** Also an error of another copy of the module (the page build bundles its own). */
export function isLimitsUnavailable(error: unknown): boolean {
  return (
    error instanceof LimitsUnavailableError ||
    (typeof error === "object" && error !== null && (error as { code?: unknown }).code === "LIMITS_UNAVAILABLE")
  );
}

export function answerUnavailableAsData(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const payload = isNonNullType(field.type) ? field.type.ofType : field.type;
      if (!isObjectType(payload)) continue;
      const fields = payload.getFields();
      if (!fields.errors) continue;
      if (Object.entries(fields).some(([name, f]) => name !== "errors" && isNonNullType(f.type))) continue;
      const resolve = field.resolve as GraphQLFieldResolver<unknown, unknown> | undefined;
      if (!resolve) continue;
      field.resolve = async (source, args, context, info) => {
        try {
          return await resolve(source, args, context, info);
        } catch (error) {
          if (isLimitsUnavailable(error)) return { errors: [apiError(ErrorCode.TemporarilyUnavailable)] };
          throw error;
        }
      };
    }
  }
  return schema;
}
