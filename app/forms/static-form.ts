import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";

/**
 * Conform's form and field metadata for a form the page only renders and never validates in the
 * browser: the basket's receiver and delivery forms as browsers without JavaScript use them, in a
 * disclosure (with JavaScript the same fields open in a modal whose form is Conform's `useForm`).
 * `useForm` builds Conform's whole form state and reads every field through a proxy — on every basket
 * render, for a form per shipment that the server never validates; this makes the few values a render
 * reads, as Conform's first render derives them: ids `<form id>-<name>`, the values and errors of the
 * last post's result (the action's `submission.reply()`), else the defaults, empty text as no value;
 * `noValidate` as Conform sets it (the server validates). Flat forms of text values only.
 */
export function staticForm<Shape extends Record<string, string>>(
  id: string,
  defaultValue: Shape,
  lastResult?: SubmissionResult<string[]> | null,
): [FormMetadata<Shape>, { [Name in keyof Shape]: FieldMetadata<string, Shape> }] {
  const values = lastResult?.initialValue ?? defaultValue;
  const errors = lastResult?.error ?? {};
  const meta = (fieldId: string, name: string) => {
    const value = values[name];
    const fieldErrors = errors[name] ?? undefined;
    return {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      // Conform keeps no empty text: an empty field has no value, as after a post.
      initialValue: typeof value === "string" && value !== "" ? value : undefined,
      errors: fieldErrors,
      valid: !fieldErrors,
    };
  };
  const fields: Record<string, unknown> = {};
  for (const name of Object.keys(defaultValue)) fields[name] = meta(`${id}-${name}`, name);
  const form = { ...meta(id, ""), noValidate: true };
  return [form as unknown as FormMetadata<Shape>, fields as { [Name in keyof Shape]: FieldMetadata<string, Shape> }];
}
