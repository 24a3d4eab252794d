/**
 * A page form parsed with its valibot schema, its field names read with bounds first (issue 44,
 * forms/field-names.ts). Every action parses through this, never `parseWithValibot` on the posted form
 * itself (Biome refuses that import elsewhere): a name past a limit never reaches Conform's parser —
 * which would build an array as long as the index typed — and becomes an error in the page's language
 * instead, while every other field the visitor typed comes back as they typed it.
 */
import { parseWithValibot, type Submission } from "@conform-to/valibot";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { GenericSchema, InferOutput } from "valibot";
import { type BoundedForm, boundedForm, DEFAULT_NAME_LIMITS, type NameLimits } from "./field-names";

export interface ParseFormOptions<S extends GenericSchema> {
  schema: S;
  i18n: I18n;
  /** Items per list at most, by the list's name (`receivers`, `shipments`): a form's own limits. */
  lists?: NameLimits["lists"];
}

/** The errors of the refused names: on the list for an index past its limit, on the form otherwise. */
export function refusalErrors(
  refused: BoundedForm["refused"],
  i18n: I18n,
): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  let unknown = false;
  for (const { refusal } of refused) {
    if (refusal.reason === "index" && refusal.list) {
      const max = refusal.max;
      fieldErrors[refusal.list] = [
        i18n._(msg`This list holds ${plural(max, { one: "# entry", other: "# entries" })} at most.`),
      ];
    } else unknown = true;
  }
  const formErrors = unknown
    ? [i18n._(msg`The form held a field this page does not know. Check your entries and send the form again.`)]
    : [];
  return { formErrors, fieldErrors };
}

export function parseForm<S extends GenericSchema>(
  formData: FormData,
  { schema, i18n, lists }: ParseFormOptions<S>,
): Submission<InferOutput<S>> {
  const bounded = boundedForm(formData, lists ? { ...DEFAULT_NAME_LIMITS, lists } : DEFAULT_NAME_LIMITS);
  const submission = parseWithValibot(bounded.form, { schema });
  if (bounded.refused.length === 0) return submission;
  const extra = refusalErrors(bounded.refused, i18n);
  const error: Record<string, string[] | null> = {
    ...(submission.status === "success" ? {} : submission.error),
    ...extra.fieldErrors,
  };
  if (extra.formErrors.length) error[""] = extra.formErrors;
  return {
    // Not a success even when the rest of the form is valid: the visitor sees why and sends it again.
    status: submission.status === "success" ? "error" : submission.status,
    payload: submission.payload,
    error,
    reply(options?: Parameters<Submission<InferOutput<S>>["reply"]>[0]) {
      const given = options && "formErrors" in options ? options : undefined;
      return submission.reply({
        hideFields: options && "hideFields" in options ? options.hideFields : undefined,
        formErrors: [...(given?.formErrors ?? []), ...extra.formErrors],
        fieldErrors: { ...given?.fieldErrors, ...extra.fieldErrors },
      });
    },
  };
}
