/** A labelled input bound to a Conform field: its name, value, constraints, error and error id. */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Field, type FieldProps } from "./Form";

type InputType = "text" | "email" | "tel" | "password" | "number" | "date" | "time";

export function FormField({
  field,
  type = "text",
  ...rest
}: { field: FieldMetadata<unknown>; type?: InputType } & Omit<FieldProps, "id" | "errorId" | "errors" | "type">) {
  return (
    <Field
      {...getInputProps(field as FieldMetadata<string>, { type })}
      id={field.id}
      errorId={field.errorId}
      errors={field.errors}
      {...rest}
    />
  );
}
