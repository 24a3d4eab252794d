/**
 * A String field of the API that a page reads as one of a few words (an order's type, a delivery
 * type): checked where the answer comes in, never cast (ADR 067) — an answer outside the list fails
 * the loader loudly instead of reaching a label table as undefined.
 */
export function oneOf<const T extends string>(values: readonly T[], value: string, field: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new Error(`The API answered ${field} ${JSON.stringify(value)}, none of ${values.join(", ")}`);
}
