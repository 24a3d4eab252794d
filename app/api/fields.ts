/**
 * Form fields through the API: a page's form data → the key/value list a mutation takes, and back to
 * the nested object its valibot schema parses (`fieldsToObject`, forms/field-names.ts: bounded) — the same on
 * every form that posts through the API.
 */

/** Form fields as the API takes them (spec §7 key/value lists). */
export type Fields = { key: string; value: string }[];

/** Form data → the API's key/value list (files and the form's intent dropped). */
export function fieldsOf(formData: FormData): Fields {
  const out: Fields = [];
  for (const [key, value] of formData) if (typeof value === "string" && key !== "intent") out.push({ key, value });
  return out;
}
