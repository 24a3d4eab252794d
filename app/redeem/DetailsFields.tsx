/**
 * The recipient's details of the redeem order (spec §4 identify in the redeem flow, §5 names, e-mail,
 * address): the same fields in the guest delivery modal and on the redeem checkout page, bound to a
 * Conform form of the redeem details schema.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Fieldset, Row } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { AddressFields } from "../forms/AddressFields";
import type { PostalAddress } from "../forms/address";
import { displayName } from "../i18n/display-names";
import { useShell } from "../storefront/shell";

/** The values of the details fields, as a form of the redeem details schema holds them. */
export interface RedeemDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  address: PostalAddress;
}

export interface RedeemDetailsFieldSet {
  firstName: FieldMetadata<string>;
  lastName: FieldMetadata<string>;
  email: FieldMetadata<string>;
  address: FieldMetadata<PostalAddress>;
}

export function RedeemDetailsFields({
  fields,
  needsAddress,
  deliveryCountries,
}: {
  fields: RedeemDetailsFieldSet;
  needsAddress: boolean;
  deliveryCountries: readonly string[];
}) {
  const { t } = useLingui();
  const { locale } = useShell();
  const countries = useMemo(
    () => deliveryCountries.map((code) => ({ value: code, label: displayName(locale, "region", code) })),
    [deliveryCountries, locale],
  );
  return (
    <>
      <Fieldset>
        <legend>{t`Your details`}</legend>
        <Row>
          <FormField field={fields.firstName} label={t`First name`} required autoComplete="given-name" />
          <FormField field={fields.lastName} label={t`Last name`} required autoComplete="family-name" />
        </Row>
        <FormField
          field={fields.email}
          type="email"
          label={t`E-mail address`}
          hint={t`Your new gift cards are sent here`}
          required
          autoComplete="email"
        />
      </Fieldset>
      {needsAddress ? (
        <Fieldset data-redeem-address>
          <legend>{t`Delivery address`}</legend>
          <AddressFields fields={fields.address.getFieldset() as never} countries={countries} />
        </Fieldset>
      ) : null}
    </>
  );
}
