/** Checkout step 1 (spec §4 Checkout): private or business details, e-mail, phone, an account on order. */
import { getFormProps } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { Button } from "../../components/ui/Button";
import { ChoiceLabel, Fieldset, Row } from "../../components/ui/Form";
import { FormField } from "../../components/ui/FormField";
import { Select } from "../../components/ui/Select";
import { CompanyFields, CustomerTypeChoice } from "../../forms/CustomerFields";
import { usePageForm } from "../../forms/page-form";
import { useSchemaValidation } from "../../forms/use-validation";
import { useShell } from "../../storefront/shell";
import { detailsSchema } from "../checkout.schema";
import type { CheckoutActionData, CheckoutView } from "../checkout.server";
import { phoneCodes, StepForm, useStepForm } from "./step-form";

export function DetailsStep({ data, action }: { data: CheckoutView; action: CheckoutActionData | undefined }) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const { lastResult, busy } = useStepForm("details", action);
  const validate = useSchemaValidation(
    () => detailsSchema(i18n, { loggedIn: data.loggedIn, country: sf.country }),
    [i18n, data.loggedIn, sf.country],
  );
  const c = data.cart.customer;
  const a = data.prefill?.profile;
  const [form, fields] = usePageForm({
    id: "details",
    lastResult,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The basket's details once given; before that a logged-in customer's account data.
    defaultValue: {
      customerType: c?.customerType ?? a?.customerType ?? "PRIVATE",
      firstName: c?.firstName ?? a?.firstName ?? "",
      lastName: c?.lastName ?? a?.lastName ?? "",
      email: c?.email ?? data.userEmail,
      phoneCountry: c?.phoneCountry ?? a?.phoneCountry ?? sf.country,
      phoneNumber: c?.phoneNumber ?? a?.phoneNumber ?? "",
      companyName: c?.companyName ?? a?.companyName ?? "",
      vatNumber: c?.vatNumber ?? a?.vatNumber ?? "",
      kvkNumber: c?.kvkNumber ?? a?.kvkNumber ?? "",
      referenceNumber: c?.referenceNumber ?? a?.referenceNumber ?? "",
      invoiceEmail: c?.invoiceEmail ?? a?.invoiceEmail ?? "",
    },
  });
  const [type, setType] = useState(String(fields.customerType.initialValue ?? "PRIVATE"));
  const [phoneCountry, setPhoneCountry] = useState(String(fields.phoneCountry.initialValue ?? sf.country));
  const codes = phoneCodes(locale);
  type TextName = "firstName" | "lastName" | "email" | "phoneNumber" | "password" | "confirmPassword";
  const input = (name: TextName, label: string, type: "text" | "email" | "tel" | "password", extra: object = {}) => {
    const f = fields[name];
    return <FormField field={f} type={type} label={label} {...extra} data-field={name} />;
  };
  return (
    <StepForm method="post" {...getFormProps(form)} data-details-form>
      <input type="hidden" name="intent" value="details" />
      <CustomerTypeChoice field={fields.customerType} value={type} onChange={setType} />
      <Row>
        {input("firstName", t`First name`, "text", { required: true, autoComplete: "given-name" })}
        {input("lastName", t`Last name`, "text", { required: true, autoComplete: "family-name" })}
      </Row>
      {input("email", t`E-mail`, "email", { required: true, autoComplete: "email" })}
      <Row>
        <Select
          label={t`Country code`}
          name={fields.phoneCountry.name}
          options={codes}
          value={phoneCountry}
          onChange={setPhoneCountry}
          searchable
          required
        />
        {input("phoneNumber", t`Phone`, "tel", { required: true, autoComplete: "tel-national" })}
      </Row>
      {type === "BUSINESS" ? (
        <Fieldset data-business>
          <CompanyFields fields={fields} />
        </Fieldset>
      ) : null}
      {!data.loggedIn ? (
        <AccountFields>
          <ChoiceLabel>
            <input
              type="checkbox"
              name={fields.createAccount.name}
              defaultChecked={fields.createAccount.initialValue === "on"}
              data-create-account
            />
            <span>{t`Create an account with these details`}</span>
          </ChoiceLabel>
          {/* Shown while the box is ticked (CSS, so it works without JavaScript too). */}
          <Row data-account-fields>
            {input("password", t`Password`, "password", { required: true, autoComplete: "new-password" })}
            {input("confirmPassword", t`Confirm password`, "password", {
              required: true,
              autoComplete: "new-password",
            })}
          </Row>
        </AccountFields>
      ) : null}
      <ChoiceLabel>
        <input type="checkbox" name={fields.subscribed.name} defaultChecked={c?.subscribed} />
        <span>{t`Keep me informed about offers and news`}</span>
      </ChoiceLabel>
      <Button type="submit" loading={busy} data-next>
        {t`Continue to shipping`}
      </Button>
    </StepForm>
  );
}

const AccountFields = styled(Fieldset, {
  "& [data-account-fields]": { display: "none" },
  "&:has([data-create-account]:checked) [data-account-fields]": { display: "grid" },
});
