/**
 * The account data page (issue 15; spec §3 CustomerProfile, §6, §7 getUserInfo subscribed): the
 * e-mail, the profile (private or business, names, phone, company data — the checkout's customer
 * fields), the newsletter, the JSON export, and the delete-account modal (a URL modal: works without
 * JavaScript; irreversible, confirmed with the e-mail typed again, a ticked box and the password).
 */
import { getFormProps } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { css, styled } from "../../themes/stitches.config";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, ChoiceLabel, ErrorText, Fieldset, Notice, Row } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { ModalFormBody } from "../components/ui/ModalForm";
import { PageColumn } from "../components/ui/PageLayout";
import { Select } from "../components/ui/Select";
import { UrlModal } from "../components/ui/UrlModal";
import { CompanyFields, CustomerTypeChoice } from "../forms/CustomerFields";
import { usePageForm } from "../forms/page-form";
import { phoneCodeOptions } from "../forms/phone-codes";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { useHref, useShell } from "../storefront/shell";
import type { AccountDataAction, AccountDataPageData } from "./data-page.server";
import { deleteAccountSchema, profileSchema } from "./profile.schema";

export function AccountDataPage({ data, action }: { data: AccountDataPageData; action?: AccountDataAction }) {
  const { t } = useLingui();
  const href = useHref();
  const page = href("account-data");
  return (
    <PageColumn as="section" data-account-data>
      <h1>{t`My details`}</h1>
      {data.saved ? (
        <Notice role="status" data-saved>
          <p>{t`Your details have been saved.`}</p>
        </Notice>
      ) : null}
      <p>
        {t`E-mail address`}: <strong data-account-email>{data.profile.email}</strong>
      </p>
      <ProfileForm data={data} action={action?.intent === "profile" ? action : undefined} />
      <Section aria-labelledby="your-data">
        <h2 id="your-data">{t`Your data`}</h2>
        <p>
          <Trans>Download everything we keep about your account: your details, addresses and orders.</Trans>
        </p>
        <div>
          <ButtonLink to={href("account-export")} reloadDocument download variant="secondary" data-export>
            {t`Download my data (JSON)`}
          </ButtonLink>
        </div>
        <p>
          <Link to={`${page}?modal=delete-account`} data-open-delete>
            {t`Delete my account`}
          </Link>
        </p>
      </Section>
      <UrlModal id="delete-account" title={t`Delete account`} open={data.deleting} closeTo={page}>
        {() => (
          <DeleteAccountForm email={data.profile.email} action={action?.intent === "delete" ? action : undefined} />
        )}
      </UrlModal>
    </PageColumn>
  );
}

function ProfileForm({ data, action }: { data: AccountDataPageData; action?: AccountDataAction }) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const errorText = useApiErrorMessage();
  const navigation = useNavigation();
  const validate = useSchemaValidation(() => profileSchema(i18n, sf.country), [i18n, sf.country]);
  const p = data.profile;
  const [form, fields] = usePageForm({
    id: "profile",
    lastResult: action?.result,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      customerType: p.customerType,
      firstName: p.firstName ?? "",
      lastName: p.lastName ?? "",
      phoneCountry: p.phoneCountry ?? sf.country,
      phoneNumber: p.phoneNumber ?? "",
      companyName: p.companyName ?? "",
      vatNumber: p.vatNumber ?? "",
      kvkNumber: p.kvkNumber ?? "",
      referenceNumber: p.referenceNumber ?? "",
      invoiceEmail: p.invoiceEmail ?? "",
    },
  });
  const type = String(fields.customerType.initialValue ?? "PRIVATE");
  const [phoneCountry, setPhoneCountry] = useState(String(fields.phoneCountry.initialValue ?? sf.country));
  const codes = phoneCodeOptions(locale);
  return (
    <Form method="post" {...getFormProps(form)} className={formBox()} data-profile-form>
      <input type="hidden" name="intent" value="profile" />
      {action?.errors.length ? (
        <Alert role="alert">
          <p>{errorText(action.errors[0])}</p>
        </Alert>
      ) : null}
      <CustomerTypeChoice field={fields.customerType} value={type} />
      <Row>
        <FormField field={fields.firstName} label={t`First name`} required autoComplete="given-name" />
        <FormField field={fields.lastName} label={t`Last name`} required autoComplete="family-name" />
      </Row>
      <Row>
        <Select
          label={t`Country code`}
          name={fields.phoneCountry.name}
          options={codes}
          value={phoneCountry}
          onChange={setPhoneCountry}
          searchable
        />
        <FormField
          field={fields.phoneNumber}
          type="tel"
          label={t`Phone`}
          hint={t`optional`}
          autoComplete="tel-national"
        />
      </Row>
      {/* Shown while "business" is chosen (CSS, so it works without JavaScript too). */}
      <Business data-business>
        <CompanyFields fields={fields} />
      </Business>
      <ChoiceLabel>
        <input type="checkbox" name={fields.subscribed.name} defaultChecked={data.subscribed} data-subscribed />
        <span>{t`Keep me informed about offers and news`}</span>
      </ChoiceLabel>
      <div>
        <Button
          type="submit"
          loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "profile"}
          data-save-profile
        >
          {t`Save my details`}
        </Button>
      </div>
    </Form>
  );
}

function DeleteAccountForm({ email, action }: { email: string; action?: AccountDataAction }) {
  const { t, i18n } = useLingui();
  const errorText = useApiErrorMessage();
  const navigation = useNavigation();
  const validate = useSchemaValidation(() => deleteAccountSchema(i18n), [i18n]);
  const [form, fields] = usePageForm({
    id: "delete-account-form",
    lastResult: action?.result,
    onValidate: validate,
    shouldValidate: "onBlur",
  });
  return (
    <ModalFormBody method="post" {...getFormProps(form)} data-delete-form>
      <input type="hidden" name="intent" value="delete" />
      <p>
        <Trans>
          Deleting your account cannot be undone. Your details, addresses and sessions are erased. Your orders are kept
          without your personal data, as the law requires for invoices.
        </Trans>
      </p>
      {action?.errors.length ? (
        <Alert role="alert" data-delete-error>
          <p>{errorText(action.errors[0])}</p>
        </Alert>
      ) : null}
      <FormField
        field={fields.email}
        type="email"
        label={t`Type your e-mail address (${email}) to confirm`}
        required
        autoComplete="off"
      />
      <FormField field={fields.password} type="password" label={t`Password`} required autoComplete="current-password" />
      <ChoiceLabel>
        <input
          type="checkbox"
          name={fields.confirm.name}
          aria-describedby={fields.confirm.errorId}
          aria-invalid={fields.confirm.errors ? true : undefined}
          data-confirm-delete
        />
        <span>{t`I understand that my account is deleted for good`}</span>
      </ChoiceLabel>
      <ErrorText id={fields.confirm.errorId}>{fields.confirm.errors?.[0]}</ErrorText>
      <Button type="submit" loading={navigation.state === "submitting"} data-delete-account>
        {t`Delete my account for good`}
      </Button>
    </ModalFormBody>
  );
}

const formBox = css({
  display: "grid",
  gap: "$4",
  maxWidth: "720px",
  '&:has([data-customer-type="BUSINESS"]:checked) [data-business]': { display: "grid" },
});
const Section = styled("section", { display: "grid", gap: "$3" });
const Business = styled(Fieldset, { display: "none" });
