/**
 * API input parsed with the same valibot schemas the forms use (every rule exists once): a failure
 * is the first issue as an InvalidInput error naming the field's dotted path (spec §8 error shape).
 */
import * as v from "valibot";
import { type ApiError, apiError, ErrorCode } from "../api/errors";

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: ApiError[] };

export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Parsed<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, errors: [apiError(ErrorCode.InvalidInput, v.getDotPath(result.issues[0]))] };
}
