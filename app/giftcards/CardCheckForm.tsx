/**
 * The card form (spec §5 card number and pin, §7 captcha on card checks): the balance check, the
 * redeem shop's "add extra card" and the checkout's "pay with a gift card" all post it. Works without
 * JavaScript (plain post, the human check by form pass); a new captcha round after every answer.
 */

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useContext } from "react";
import { styled } from "../../themes/stitches.config";
import { Captcha } from "../accounts/Captcha";
import type { ApiError } from "../api/errors";
import { Button } from "../components/ui/Button";
import { Alert, ErrorText } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { PageAction } from "../components/ui/ModalForm";
import { usePageForm } from "../forms/page-form";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { CardNumberField } from "./CardNumberField";
import { cardCheckSchema } from "./check.schema";

export interface CardCheckFormData {
  challengeUrl: string;
  formPass: string;
}

/** The answer to a refused card: the form's fields and the server's card message. */
export interface CardCheckAnswer {
  result: SubmissionResult<string[]>;
  errors: ApiError[];
}

export function CardCheckForm({
  data,
  answer,
  intent,
  submitLabel,
  round,
}: {
  data: CardCheckFormData;
  answer?: CardCheckAnswer;
  /** The action's intent field. */
  intent: string;
  submitLabel: string;
  /** Changes after every answer (a redirect brings new loader data): the captcha starts a new round. */
  round: unknown;
}) {
  const pageAction = useContext(PageAction);
  const { t, i18n } = useLingui();
  const errorText = useApiErrorMessage();
  const navigation = useNavigation();
  // The card prefixes are the server's to check: every storefront's, a list no page carries (rules.ts).
  const validate = useSchemaValidation(() => cardCheckSchema(i18n, null), [i18n]);
  const [form, fields] = usePageForm<{ cardNumber: string; pin: string; captchaToken: string }>({
    id: `card-check-${intent}`,
    lastResult: answer?.result,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <CardForm method="post" action={pageAction} {...getFormProps(form)} data-card-check-form={intent}>
      <input type="hidden" name="intent" value={intent} />
      {answer?.errors.length ? (
        <Alert role="alert" data-card-error>
          <p>{errorText(answer.errors[0])}</p>
        </Alert>
      ) : null}
      <CardNumberField field={fields.cardNumber} />
      <FormField field={fields.pin} label={t`Pin`} inputMode="numeric" autoComplete="off" maxLength={6} required />
      <Captcha challengeUrl={data.challengeUrl} round={round} fallbackPass={data.formPass} />
      <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
      <Button type="submit" loading={submitting} data-card-check-submit>
        {submitLabel}
      </Button>
    </CardForm>
  );
}

const CardForm = styled(Form, { display: "grid", gap: "$4" });
