import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";

/** Default values by field name (a default may be missing: the field then starts empty). */
type Values = Record<string, unknown>;

/**
 * A default as a field's value, as Conform serializes it: text, a number's digits, a checked box for
 * `true`, a date's ISO text; no value for empty text, `false`, null or a missing default.
 */
function fieldValue(value: unknown): string | undefined {
  if (typeof value === "string") return value === "" ? undefined : value;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

/**
 * Conform's form and field metadata for a form the page only renders and never validates there: on the
 * server every page form (`usePageForm`), and the basket's receiver and delivery forms as browsers
 * without JavaScript use them, in a disclosure (with JavaScript the same fields open in a modal whose
 * form is Conform's `useForm`). `useForm` builds Conform's whole form state and reads every field
 * through a proxy — on every render, for forms the server never validates; this makes the few values a
 * render reads, as Conform's first render derives them: ids `<form id>-<name>`, the values and errors
 * of the last post's result (the action's `submission.reply()`), else the defaults (`fieldValue`);
 * `noValidate` as Conform sets it (the server validates). Flat forms only (no lists or fieldsets): a
 * field is made when it is first read, whether or not it has a default.
 */
export function staticForm<Shape extends Values>(
  id: string,
  defaultValue: Shape,
  lastResult?: SubmissionResult<string[]> | null,
): [FormMetadata<Shape>, { [Name in keyof Shape]: FieldMetadata<string, Shape> }] {
  const values: Record<string, unknown> = lastResult?.initialValue ?? defaultValue;
  const errors = lastResult?.error ?? {};
  const meta = (fieldId: string, name: string) => {
    const fieldErrors = errors[name] ?? undefined;
    return {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      initialValue: fieldValue(values[name]),
      errors: fieldErrors,
      valid: !fieldErrors,
    };
  };
  const made = new Map<string, ReturnType<typeof meta>>();
  const fields = new Proxy(
    {},
    {
      get(_, name) {
        if (typeof name !== "string") return undefined;
        let field = made.get(name);
        if (!field) {
          field = meta(`${id}-${name}`, name);
          made.set(name, field);
        }
        return field;
      },
    },
  );
  const form = { ...meta(id, ""), noValidate: true };
  return [form as unknown as FormMetadata<Shape>, fields as { [Name in keyof Shape]: FieldMetadata<string, Shape> }];
}
