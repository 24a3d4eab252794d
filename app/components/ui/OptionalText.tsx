/**
 * A text the shopper may add (a personal message on a package, a note on a redeemed card): a checkbox
 * that shows a counted text area, required once ticked. Without JavaScript the area is always there
 * (the checkbox still decides whether it is sent).
 */
import { useState } from "react";
import { ChoiceLabel, CountedTextArea, Fieldset } from "./Form";
import { WithoutJs } from "./use-hydrated";

interface FieldMeta {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}

export function OptionalText({
  toggle,
  field,
  max,
  labels,
  marks,
}: {
  /** The checkbox's field (`on` when ticked). */
  toggle: FieldMeta;
  field: FieldMeta;
  max: number;
  labels: { toggle: string; text: string; withoutJs: string };
  /** Data attributes naming the checkbox and the area (e.g. `add-note` / `note`). */
  marks: { toggle: string; text: string };
}) {
  const [checked, setChecked] = useState(toggle.initialValue === "on");
  const initial = field.initialValue as string | undefined;
  return (
    <Fieldset>
      <ChoiceLabel>
        <input
          type="checkbox"
          name={toggle.name}
          defaultChecked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
          {...{ [`data-${marks.toggle}`]: true }}
        />
        <span>{labels.toggle}</span>
      </ChoiceLabel>
      {checked ? (
        <CountedTextArea
          id={field.id}
          errorId={field.errorId}
          errors={field.errors}
          label={labels.text}
          max={max}
          required
          name={field.name}
          defaultValue={initial}
          {...{ [`data-${marks.text}`]: true }}
        />
      ) : (
        <WithoutJs>
          <CountedTextArea
            id={`${field.id}-noscript`}
            errorId={field.errorId}
            errors={field.errors}
            label={labels.withoutJs}
            max={max}
            name={field.name}
            defaultValue={initial}
          />
        </WithoutJs>
      )}
    </Fieldset>
  );
}
