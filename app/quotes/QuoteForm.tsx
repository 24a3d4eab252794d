/**
 * The business quote request form (issue 15; spec §3 business quote: message, remark and company data;
 * §5 required fields marked with an asterisk): on the business page in one of the two versions of the
 * business form (the second also asks how many cards and their value — storefront config
 * `business.quoteFormAsksQuantities`), and in the business product page form modal for one product.
 * Checked with the same schema in the browser, the action and the API; works without JavaScript.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigation } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { Captcha } from "../accounts/Captcha";
import type { ApiError } from "../api/errors";
import { Button } from "../components/ui/Button";
import { Alert, CountedTextArea, ErrorText, Fieldset, Row } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { ModalFormBody } from "../components/ui/ModalForm";
import { usePageForm } from "../forms/page-form";
import { VAT_FORMATS } from "../forms/rules";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { useShell } from "../storefront/shell";
import { MESSAGE_MAX, QUANTITY_MAX, type QuoteRequestInput, quoteRequestSchema, REMARK_MAX } from "./quote.schema";

export interface QuoteFormData {
  challengeUrl: string;
  formPass: string;
}

export interface QuoteActionData {
  result: SubmissionResult<string[]>;
  errors: ApiError[];
}

export function QuoteForm({
  id,
  data,
  action,
  asksQuantities,
  product,
}: {
  id: string;
  data: QuoteFormData;
  action: QuoteActionData | undefined;
  /** The second version of the business form, and the product form: how many cards and their value. */
  asksQuantities: boolean;
  /** The business product page form's product (its slug). */
  product?: string;
}) {
  const { t, i18n } = useLingui();
  const { sf } = useShell();
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const validate = useSchemaValidation(() => quoteRequestSchema(i18n, { country: sf.country }), [i18n, sf.country]);
  const [form, fields] = usePageForm<QuoteRequestInput>({
    id,
    lastResult: action?.result,
    defaultValue: { product: product ?? "" },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const currency = sf.currency;
  const example = VAT_FORMATS[sf.country === "GR" ? "EL" : sf.country]?.example;
  const area = (name: "message" | "remark", label: string, max: number) => (
    <CountedTextArea
      id={fields[name].id}
      errorId={fields[name].errorId}
      errors={fields[name].errors}
      label={label}
      max={max}
      required
      rows={name === "message" ? 5 : 3}
      name={fields[name].name}
      defaultValue={fields[name].initialValue}
      key={fields[name].key}
    />
  );
  return (
    <ModalFormBody method="post" {...getFormProps(form)} data-quote-form={asksQuantities ? "v2" : "v1"}>
      {action?.errors.length ? (
        <Alert role="alert" data-quote-error>
          <p>{errorText(action.errors[0])}</p>
        </Alert>
      ) : null}
      <p>{t`Fields marked with an asterisk (*) are required.`}</p>
      <input type="hidden" name={fields.product.name} value={product ?? ""} />
      <Fieldset>
        <legend>{t`Your request`}</legend>
        {area("message", t`What can we quote for you?`, MESSAGE_MAX)}
        {asksQuantities ? (
          <Row>
            <FormField field={fields.quantity} label={t`Number of cards`} inputMode="numeric" max={QUANTITY_MAX} />
            <FormField field={fields.cardValue} label={t`Value per card (${currency})`} inputMode="numeric" />
          </Row>
        ) : null}
        {area("remark", t`Remark (occasion, delivery date, personal message)`, REMARK_MAX)}
      </Fieldset>
      <Fieldset>
        <legend>{t`Company details`}</legend>
        <FormField field={fields.companyName} label={t`Company name`} required autoComplete="organization" />
        <Row>
          <FormField
            field={fields.vatNumber}
            label={t`VAT number`}
            required
            hint={example ? t`e.g. ${example}` : undefined}
          />
          <FormField field={fields.kvkNumber} label={t`Chamber of commerce number`} />
        </Row>
        <Row>
          <FormField field={fields.referenceNumber} label={t`Reference or cost centre`} required />
          <FormField field={fields.invoiceEmail} type="email" label={t`Invoice e-mail address`} />
        </Row>
      </Fieldset>
      <Fieldset>
        <legend>{t`Contact person`}</legend>
        <Row>
          <FormField field={fields.firstName} label={t`First name`} required autoComplete="given-name" />
          <FormField field={fields.lastName} label={t`Last name`} required autoComplete="family-name" />
        </Row>
        <Row>
          <FormField field={fields.email} type="email" label={t`E-mail address`} required autoComplete="email" />
          <FormField field={fields.phoneNumber} type="tel" label={t`Phone number`} autoComplete="tel" />
        </Row>
      </Fieldset>
      <Captcha challengeUrl={data.challengeUrl} round={action} fallbackPass={data.formPass} />
      <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
      <Submit>
        <Button type="submit" loading={navigation.state === "submitting"} data-quote-submit>
          {t`Request a quote`}
        </Button>
        <small>{t`You will receive our quote within one hour.`}</small>
      </Submit>
    </ModalFormBody>
  );
}

const Submit = styled("div", { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "$3" });
