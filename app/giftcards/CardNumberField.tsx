/** The 19-digit card number field (spec §5) of every form that asks one: balance check, doubler, activation. */
import type { FieldMetadata } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { FormField } from "../components/ui/FormField";

export function CardNumberField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useLingui();
  return (
    <FormField
      field={field}
      label={t`Card number`}
      inputMode="numeric"
      autoComplete="off"
      hint={t`19 digits, on the back of your card`}
      required
    />
  );
}
