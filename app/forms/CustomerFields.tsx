/**
 * The customer fields the checkout's details step and the account's data page share (spec §3
 * CustomerProfile, §5): private or business, and the company's details a business customer gives.
 * The schemas that check them are forms/customer.ts's; each page keeps its own container and its way of
 * showing the company fields (the checkout renders them when chosen; the account page shows them by CSS).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { ChoiceLabel, Fieldset, Row } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";

type Field = FieldMetadata<unknown>;
type CustomerType = "PRIVATE" | "BUSINESS";

export function CustomerTypeChoice({
  field,
  value,
  onChange,
}: {
  field: Field;
  value: string;
  onChange?: (value: CustomerType) => void;
}) {
  const { t } = useLingui();
  return (
    <Fieldset>
      <legend>{t`I order as`}</legend>
      <Row>
        {(["PRIVATE", "BUSINESS"] as const).map((type) => (
          <ChoiceLabel key={type}>
            <input
              type="radio"
              name={field.name}
              value={type}
              defaultChecked={value === type}
              onChange={onChange ? () => onChange(type) : undefined}
              data-customer-type={type}
            />
            <span>{type === "PRIVATE" ? t`Private customer` : t`Business customer`}</span>
          </ChoiceLabel>
        ))}
      </Row>
    </Fieldset>
  );
}

/** The company's details: the legend and the fields, inside the caller's fieldset. */
export function CompanyFields({
  fields,
}: {
  fields: Record<"companyName" | "vatNumber" | "kvkNumber" | "referenceNumber" | "invoiceEmail", Field>;
}) {
  const { t } = useLingui();
  return (
    <>
      <legend>{t`Company details`}</legend>
      <FormField
        field={fields.companyName}
        label={t`Company name`}
        required
        autoComplete="organization"
        data-field="companyName"
      />
      <Row>
        <FormField field={fields.vatNumber} label={t`VAT number`} required data-field="vatNumber" />
        <FormField
          field={fields.kvkNumber}
          label={t`Chamber of commerce number`}
          hint={t`optional`}
          data-field="kvkNumber"
        />
      </Row>
      <Row>
        <FormField
          field={fields.referenceNumber}
          label={t`Reference or cost centre`}
          required
          data-field="referenceNumber"
        />
        <FormField
          field={fields.invoiceEmail}
          type="email"
          label={t`Invoice e-mail`}
          hint={t`optional`}
          data-field="invoiceEmail"
        />
      </Row>
    </>
  );
}
