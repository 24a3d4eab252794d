/**
 * Form primitives shared by the basket, checkout and account forms (spec §4 inputs have disabled and
 * error states; §5 required fields are marked with an asterisk; text areas count remaining characters).
 */
import { useLingui } from "@lingui/react/macro";
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useState } from "react";
import { styled } from "../../../themes/stitches.config";

export const FieldBox = styled("div", {
  display: "grid",
  gap: "$1",
  "& > label, & legend": { fontWeight: 600 },
  "& small": { fontWeight: 400, color: "$textMuted" },
});

const inputStyle = {
  minHeight: "44px",
  width: "100%",
  padding: "0 $3",
  borderRadius: "$md",
  border: "1px solid $border",
  fontSize: "$md",
  color: "$text",
  background: "$background",
  "&[aria-invalid='true']": { borderColor: "$danger" },
  "&:disabled": { background: "$surface", color: "$textMuted" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "1px" },
};

export const Input = styled("input", inputStyle);
export const NativeSelect = styled("select", inputStyle);
const Area = styled("textarea", { ...inputStyle, padding: "$3", minHeight: "96px", resize: "vertical" });

export const ErrorText = styled("p", { margin: 0, color: "$danger", fontSize: "$sm", "&:empty": { display: "none" } });

export const Fieldset = styled("fieldset", {
  border: 0,
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$3",
  "& legend": { fontWeight: 700, marginBottom: "$2", padding: 0 },
});

export const Row = styled("div", {
  display: "grid",
  gap: "$3",
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
});

/** A radio or checkbox drawn as a selectable card. */
export const ChoiceLabel = styled("label", {
  display: "flex",
  gap: "$3",
  alignItems: "center",
  padding: "$3",
  border: "1px solid $border",
  borderRadius: "$md",
  cursor: "pointer",
  fontWeight: 400,
  "&:has(input:checked)": { borderColor: "$primary", background: "$surface" },
  "&:has(input:focus-visible)": { outline: "3px solid $focus", outlineOffset: "2px" },
  "& input": { width: "20px", height: "20px", accentColor: "$primary", flexShrink: 0 },
  "& img": { borderRadius: "$sm" },
});

export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  errorId: string;
}

/** A labelled input with its error (the error is announced through aria-describedby). */
export function Field({ id, label, hint, errors, errorId, required, ...input }: FieldProps) {
  const invalid = Boolean(errors?.length);
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null} {hint ? <small>{hint}</small> : null}
      </label>
      <Input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        aria-required={required || undefined}
        {...input}
      />
      <ErrorText id={errorId}>{errors?.[0]}</ErrorText>
    </FieldBox>
  );
}

export interface CountedTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  label: ReactNode;
  max: number;
  errors?: string[];
  errorId: string;
}

/** spec §5 text area: a maximum character count, the remaining characters shown, an error state when exceeded. */
export function CountedTextArea({
  id,
  label,
  max,
  errors,
  errorId,
  defaultValue,
  required,
  ...rest
}: CountedTextAreaProps) {
  const { t } = useLingui();
  const [length, setLength] = useState(String(defaultValue ?? "").length);
  const left = max - length;
  const over = left < 0;
  const invalid = over || Boolean(errors?.length);
  const counterId = `${id}-counter`;
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <Area
        id={id}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={`${counterId}${invalid ? ` ${errorId}` : ""}`}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        {...rest}
      />
      <Counter id={counterId} data-over={over || undefined} aria-live="polite">
        {over ? t`${-left} characters too many` : t`${left} characters left`}
      </Counter>
      <ErrorText id={errorId}>{errors?.[0]}</ErrorText>
    </FieldBox>
  );
}

const Counter = styled("small", { "&[data-over]": { color: "$danger" } });

/** An inline alert for API errors (spec §8), shown where no error modal can be (no JavaScript). */
export const Alert = styled("div", {
  padding: "$3 $4",
  borderRadius: "$md",
  background: "$warningBg",
  color: "$warningText",
  borderLeft: "4px solid $danger",
  "& p": { margin: 0 },
});

export const Notice = styled("div", {
  display: "grid",
  gap: "$2",
  padding: "$4",
  borderRadius: "$md",
  background: "$surface",
  borderLeft: "4px solid $success",
});
