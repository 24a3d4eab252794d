/** Checkout step 2: shipping and billing addresses with the country's postcode and phone rules, dispatch dates. */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { getCountries } from "libphonenumber-js/min";
import { useMemo, useState } from "react";
import { DispatchDateField } from "../../basket/DeliveryMoment";
import { Button } from "../../components/ui/Button";
import { ChoiceLabel, Fieldset } from "../../components/ui/Form";
import { AddressFields } from "../../forms/AddressFields";
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
