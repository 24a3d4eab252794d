/**
 * The address fields of a form of the address schema (forms/address.ts; spec §5 country, postcode,
 * house number, street, city), optionally with a name: the checkout's shipments and billing, and the
 * redeem checkout and guest delivery modal. Kept apart from the checkout steps so that a form with an
 * address does not load the checkout.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Field, Row } from "../components/ui/Form";
import { Select } from "../components/ui/Select";

interface AddressFieldSet {
  [key: string]: { id: string; name: string; errorId: string; errors?: string[]; initialValue?: unknown; key?: string };
}

export function AddressFields({
  fields,
  countries,
  withName,
}: {
  fields: AddressFieldSet;
  countries: readonly { value: string; label: string }[];
  withName?: boolean;
}) {
  const { t } = useLingui();
  const [country, setCountry] = useState(String(fields.countryCode.initialValue ?? countries[0]?.value ?? ""));
  const text = (name: string, label: string, extra: object = {}) => {
    const f = fields[name];
    return (
      <Field
        id={f.id}
        name={f.name}
        errorId={f.errorId}
        errors={f.errors}
        label={label}
        defaultValue={(f.initialValue as string | undefined) ?? ""}
        key={f.key}
        {...extra}
        data-field={name}
      />
    );
  };
  return (
    <>
      {withName ? (
        <>
          <Row>
            {text("firstName", t`First name`, { required: true, autoComplete: "given-name" })}
            {text("lastName", t`Last name`, { required: true, autoComplete: "family-name" })}
          </Row>
          {text("companyName", t`Company name`, { hint: t`optional`, autoComplete: "organization" })}
        </>
      ) : null}
      <Select
        label={t`Country`}
        name={fields.countryCode.name}
        options={countries}
        value={country}
        onChange={setCountry}
        searchable={countries.length > 8}
        required
        error={fields.countryCode.errors?.[0]}
      />
      <Row>
        {text("postCode", t`Postcode`, { required: true, autoComplete: "postal-code" })}
        {text("houseNumber", t`House number`, { required: true, inputMode: "numeric" })}
        {text("suffix", t`Addition`, { hint: t`optional` })}
      </Row>
      <Row>
        {text("street", t`Street`, { required: true, autoComplete: "address-line1" })}
        {text("city", t`City`, { required: true, autoComplete: "address-level2" })}
      </Row>
    </>
  );
}
