/**
 * Choice-card activation (spec §1, §2 `/activeren/`): how it works and the 24-hour promise, then one
 * form — the card's 19-digit number, the amount within the storefront's bounds, the e-mail, the human
 * check and a payment method — that works without JavaScript and keeps what was typed on an error.
 */

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { Captcha } from "../accounts/Captcha";
import type { ApiError } from "../api/errors";
import { MethodChoice } from "../checkout/steps/MethodChoice";
import { TermsField } from "../checkout/steps/TermsField";
import { Button } from "../components/ui/Button";
import { Alert, ErrorText } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { PageColumn, WithSide } from "../components/ui/PageLayout";
import { usePageForm } from "../forms/page-form";
import { useSchemaValidation } from "../forms/use-validation";
import { CardNumberField } from "../giftcards/CardNumberField";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useHref } from "../storefront/shell";
import { activationSchema } from "./activation.schema";
import type { ActivationPageOptions } from "./form-options";

export interface ActivationPageData {
  options: ActivationPageOptions;
  idempotencyKey: string;
  paymentError: ApiError | null;
  challengeUrl: string;
  formPass: string;
}

type ActivationFields = {
  cardNumber: string;
  amount: string;
  email: string;
  captchaToken: string;
  method: string;
  issuer: string;
  terms: string;
  idempotencyKey: string;
};

export function ActivationPage({
  data,
  action,
}: {
  data: ActivationPageData;
  action?: { result: SubmissionResult<string[]>; errors: ApiError[] };
}) {
  const { t, i18n } = useLingui();
  const _href = useHref();
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const o = data.options;
  const validate = useSchemaValidation(() => activationSchema(i18n, o), [i18n, o]);
  const [form, fields] = usePageForm<ActivationFields, unknown>({
    id: "activation",
    lastResult: action?.result,
    defaultValue: { method: o.methodChoices[0]?.id },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const min = formatMoney(o.minAmount, o.currency, o.locale);
  const max = formatMoney(o.maxAmount, o.currency, o.locale);
  const error = action?.errors[0] ?? data.paymentError;
  return (
    <Page data-activation>
      <h1>{t`Activate your choice card`}</h1>
      <p>
        <Trans>
          Bought a choice card? Enter its number, choose the amount and pay: your card is active within 24 hours, and we
          let you know by e-mail.
        </Trans>
      </p>
      <WithSide side="wide">
        <section aria-labelledby="activation-how">
          <h2 id="activation-how">{t`How it works`}</h2>
          <Steps>
            <li>{t`Enter the 19-digit number on the back of your card.`}</li>
            <li>{t`Choose an amount between ${min} and ${max} and pay it.`}</li>
            <li>{t`Within 24 hours the card is active: spend it at one of our brands.`}</li>
          </Steps>
        </section>
        <Form method="post" {...getFormProps(form)} data-activation-form>
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          {error ? (
            <Alert role="alert" data-activation-error>
              <p>{errorText(error)}</p>
            </Alert>
          ) : null}
          <CardNumberField field={fields.cardNumber} />
          <FormField
            field={fields.amount}
            type="number"
            label={t`Amount`}
            inputMode="numeric"
            min={o.minAmount}
            max={o.maxAmount}
            step={1}
            hint={t`Between ${min} and ${max}`}
            required
          />
          <FormField
            field={fields.email}
            type="email"
            label={t`E-mail address`}
            autoComplete="email"
            hint={t`We send the confirmation here.`}
            required
          />
          <MethodChoice
            legend={t`Payment method`}
            method={fields.method}
            issuer={fields.issuer}
            methods={o.methodChoices}
            issuers={o.issuerChoices}
          />
          <TermsField field={fields.terms} />
          <Captcha challengeUrl={data.challengeUrl} round={action} fallbackPass={data.formPass} />
          <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
          <Button type="submit" loading={navigation.state === "submitting"} data-activation-submit>
            {t`Activate and pay`}
          </Button>
        </Form>
      </WithSide>
    </Page>
  );
}

const Page = styled(PageColumn, { gap: "$4" });
const Steps = styled("ol", { display: "grid", gap: "$2", paddingLeft: "$5" });
