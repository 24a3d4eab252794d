/** Checkout step 2: shipping and billing addresses with the country's postcode and phone rules, dispatch dates. */
import { getFormProps, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { DispatchDateField } from "../../basket/DeliveryMoment";
import { Link } from "../../components/Link";
import { Button } from "../../components/ui/Button";
import { ChoiceLabel, Fieldset } from "../../components/ui/Form";
import { AddressFields } from "../../forms/AddressFields";
import type { PostalAddress } from "../../forms/address";
import { countryOptions } from "../../forms/phone-codes";
import { useSchemaValidation } from "../../forms/use-validation";
import { displayName } from "../../i18n/display-names";
import { useHref, useShell } from "../../storefront/shell";
import { shippingSchema } from "../checkout.schema";
import type { CheckoutActionData, CheckoutView } from "../checkout.server";
import { StepForm, useStepForm } from "./step-form";

export function ShippingStep({ data, action }: { data: CheckoutView; action: CheckoutActionData | undefined }) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const { lastResult, busy } = useStepForm("shipping", action);
  const physical = data.cart.shipments.filter((s) => s.deliveryType === "PHYSICAL");
  const validate = useSchemaValidation(
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
  // An address of the address book (logged in): the one picked here replaces what the basket holds;
  // the default fills what is still empty (not a receiver's delivery address: that is someone else's).
  const book = data.prefill?.address ?? null;
  const picked = data.prefill?.chosen ? book : null;
  const postal = (a: PostalAddress) => ({
    countryCode: a.countryCode,
    postCode: a.postCode,
    houseNumber: a.houseNumber,
    suffix: a.suffix,
    street: a.street,
    city: a.city,
  });
  const [form, fields] = useForm({
    id: "shipping",
    lastResult,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      shipments: physical.map((s) => {
        const a = picked ?? s.deliveryAddress ?? (s.receiver ? null : book);
        return {
          tag: s.tag,
          firstName: a?.firstName ?? s.receiver?.name.split(" ")[0] ?? c?.firstName ?? "",
          lastName: a?.lastName ?? (s.receiver ? s.receiver.name.split(" ").slice(1).join(" ") : (c?.lastName ?? "")),
          companyName: a?.companyName ?? (c?.customerType === "BUSINESS" ? c.companyName : ""),
          countryCode: a?.countryCode ?? data.deliveryCountries[0],
          postCode: a?.postCode ?? "",
          houseNumber: a?.houseNumber ?? "",
          suffix: a?.suffix ?? "",
          street: a?.street ?? "",
          city: a?.city ?? "",
          dispatchDate: s.dispatchDate ?? data.earliest,
        };
      }),
      billingSame: physical.length > 0 ? "on" : "",
      billing: (picked && postal(picked)) ?? b ?? (book && postal(book)) ?? { countryCode: sf.country },
    },
  });
  const [billingSame, setBillingSame] = useState(physical.length > 0 && !b);
  const countries = useMemo(
    () => data.deliveryCountries.map((code) => ({ value: code, label: displayName(locale, "region", code) })),
    [data.deliveryCountries, locale],
  );
  const allCountries = countryOptions(locale);
  const shipmentFields = fields.shipments.getFieldList();
  const billing = fields.billing.getFieldset();
  return (
    <StepForm method="post" {...getFormProps(form)} data-shipping-form>
      <input type="hidden" name="intent" value="shipping" />
      {data.prefill?.addresses.length ? <AddressBookChoice prefill={data.prefill} /> : null}
      {/* One address per physical shipment of the basket, whatever a post held (issue 44: a 500 on `shipments[100]`). */}
      {shipmentFields.slice(0, physical.length).map((item, index) => {
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

/** Links that fill the form with an address of the address book (a page load: works without JavaScript). */
function AddressBookChoice({ prefill }: { prefill: NonNullable<CheckoutView["prefill"]> }) {
  const { t } = useLingui();
  const href = useHref();
  return (
    <nav aria-label={t`Your address book`} data-address-choice>
      <p>{t`Fill in an address from your address book:`}</p>
      <AddressLinks>
        {prefill.addresses.map((a) => (
          <li key={a.id}>
            <Link
              to={`${href("checkout")}?step=shipping&address=${a.id}`}
              aria-current={prefill.address?.id === a.id ? "true" : undefined}
              data-use-address={a.id}
            >
              {`${a.firstName} ${a.lastName}, ${a.street} ${a.houseNumber}${a.suffix ? ` ${a.suffix}` : ""}, ${a.postCode} ${a.city}`}
            </Link>
          </li>
        ))}
      </AddressLinks>
    </nav>
  );
}

const AddressLinks = styled("ul", {
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: "$2",
  "& a[aria-current]": { fontWeight: 700 },
});
