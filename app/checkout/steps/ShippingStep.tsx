/** Checkout step 2: shipping and billing addresses with the country's postcode and phone rules, dispatch dates. */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { getCountries } from "libphonenumber-js/min";
import { useMemo, useState } from "react";
import { DispatchDateField } from "../../basket/DeliveryMoment";
import { Button } from "../../components/ui/Button";
import { ChoiceLabel, Field, Fieldset, Row } from "../../components/ui/Form";
import { Select } from "../../components/ui/Select";
import { displayName } from "../../i18n/display-names";
import { useShell } from "../../storefront/shell";
import { shippingSchema } from "../checkout.schema";
import type { CheckoutActionData, CheckoutData } from "../checkout.server";
import { StepForm, useStepForm } from "./step-form";

export function ShippingStep({ data, action }: { data: CheckoutData; action: CheckoutActionData | undefined }) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const { lastResult, busy } = useStepForm("shipping", action);
  const physical = data.cart.shipments.filter((s) => s.deliveryType === "PHYSICAL");
  const schema = useMemo(
    () =>
      shippingSchema(i18n, {
        physicalTags: physical.map((s) => s.tag),
        deliveryCountries: data.deliveryCountries,
        isValidDispatchDate: (d) => data.dispatchDates.includes(d),
      }),
    [i18n, physical, data.deliveryCountries, data.dispatchDates],
  );
  const c = data.cart.customer;
  const b = data.cart.billingAddress;
  const [form, fields] = useForm({
    id: "shipping",
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      shipments: physical.map((s) => ({
        tag: s.tag,
        firstName: s.deliveryAddress?.firstName ?? s.receiver?.name.split(" ")[0] ?? c?.firstName ?? "",
        lastName:
          s.deliveryAddress?.lastName ??
          (s.receiver ? s.receiver.name.split(" ").slice(1).join(" ") : (c?.lastName ?? "")),
        companyName: s.deliveryAddress?.companyName ?? (c?.customerType === "BUSINESS" ? c.companyName : ""),
        countryCode: s.deliveryAddress?.countryCode ?? data.deliveryCountries[0],
        postCode: s.deliveryAddress?.postCode ?? "",
        houseNumber: s.deliveryAddress?.houseNumber ?? "",
        suffix: s.deliveryAddress?.suffix ?? "",
        street: s.deliveryAddress?.street ?? "",
        city: s.deliveryAddress?.city ?? "",
        dispatchDate: s.dispatchDate ?? data.earliest,
      })),
      billingSame: physical.length > 0 ? "on" : "",
      billing: b ?? { countryCode: sf.country },
    },
  });
  const [billingSame, setBillingSame] = useState(physical.length > 0 && !b);
  const countries = useMemo(
    () => data.deliveryCountries.map((code) => ({ value: code, label: displayName(locale, "region", code) })),
    [data.deliveryCountries, locale],
  );
  const allCountries = useMemo(
    () =>
      getCountries()
        .map((code) => ({ value: code, label: displayName(locale, "region", code) }))
        .sort((x, y) => x.label.localeCompare(y.label, locale)),
    [locale],
  );
  const shipmentFields = fields.shipments.getFieldList();
  const billing = fields.billing.getFieldset();
  return (
    <StepForm method="post" {...getFormProps(form)} data-shipping-form>
      <input type="hidden" name="intent" value="shipping" />
      {shipmentFields.map((item, index) => {
        const s = item.getFieldset();
        const shipment = physical[index];
        return (
          <Fieldset key={item.key ?? index} data-address={shipment.tag}>
            <legend>
              {shipment.receiver ? t`Delivery address of ${shipment.receiver.name}` : t`Delivery address`}
            </legend>
            <input type="hidden" name={s.tag.name} value={shipment.tag} />
            <AddressFields fields={s} countries={countries} withName />
            <DispatchDateField field={s.dispatchDate} dates={data.dispatchDates} />
          </Fieldset>
        );
      })}
      {physical.length === 0 ? (
        <p>
          <Trans>Your cards are delivered by e-mail: we only need your billing address.</Trans>
        </p>
      ) : null}
      <Fieldset>
        <legend>{t`Billing address`}</legend>
        {physical.length > 0 ? (
          <ChoiceLabel>
            <input
              type="checkbox"
              name={fields.billingSame.name}
              defaultChecked={billingSame}
              onChange={(e) => setBillingSame(e.currentTarget.checked)}
              data-billing-same
            />
            <span>{t`Same as the (first) delivery address`}</span>
          </ChoiceLabel>
        ) : null}
        {!billingSame || physical.length === 0 ? <AddressFields fields={billing} countries={allCountries} /> : null}
      </Fieldset>
      <Button type="submit" loading={busy} data-next>
        {t`Continue to payment`}
      </Button>
    </StepForm>
  );
}

interface AddressFieldSet {
  [key: string]: { id: string; name: string; errorId: string; errors?: string[]; initialValue?: unknown; key?: string };
}

export function AddressFields({
  fields,
  countries,
  withName,
}: {
  fields: AddressFieldSet;
  countries: { value: string; label: string }[];
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
