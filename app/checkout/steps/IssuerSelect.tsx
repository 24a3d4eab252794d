/** The bank a method asks for (iDEAL issuers): one select for the checkout's payment step and the redeem checkout. */
import type { FieldMetadata } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { ErrorText, FieldBox, NativeSelect, RequiredMark } from "../../components/ui/Form";

export function IssuerSelect({
  field,
  issuers,
}: {
  field: FieldMetadata<string | undefined>;
  issuers: readonly { id: string; name: string }[];
}) {
  const { t } = useLingui();
  return (
    <FieldBox>
      <label htmlFor={field.id}>
        {t`Your bank`}
        <RequiredMark />
      </label>
      <NativeSelect
        id={field.id}
        name={field.name}
        defaultValue=""
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        data-issuer
      >
        <option value="">{t`Choose your bank`}</option>
        {issuers.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </NativeSelect>
      <ErrorText id={field.errorId}>{field.errors?.[0]}</ErrorText>
    </FieldBox>
  );
}
