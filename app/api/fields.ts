/**
 * Form fields through the API: a page's form data → the key/value list a mutation takes, and back to
 * the nested object its valibot schema parses — the same on every form that posts through the API.
 */

/** Form fields as the API takes them (spec §7 key/value lists). */
export type Fields = { key: string; value: string }[];

/** Form fields (Conform names like `shipments[0].street`) → the nested object the schema parses. */
export function fieldsToObject(fields: Fields): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { key, value } of fields.slice(0, 400)) {
    const path = key.match(/[^.[\]]+/g) ?? [];
    if (path.length === 0 || path.length > 4) continue;
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      const index = /^\d+$/.test(part) ? Number(part) : part;
      if (typeof index === "number" && index > 50) return;
      const container = node as Record<string | number, unknown>;
      if (last) container[index] = value.slice(0, 20_000);
      else {
        container[index] ??= nextIsIndex ? [] : {};
        node = container[index] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** Form data → the API's key/value list (files and the form's intent dropped). */
export function fieldsOf(formData: FormData): Fields {
  const out: Fields = [];
  for (const [key, value] of formData) if (typeof value === "string" && key !== "intent") out.push({ key, value });
  return out;
}
