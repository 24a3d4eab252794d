/**
 * Register, forgot password and new password (spec §2 with their success steps; §5 password, e-mail,
 * names; §8 account and forgot-password messages; issue 15). Each form is checked in the browser with
 * the schema the action and the API use, shows the call's first error, and works without JavaScript.
 */
import { type DefaultValue, getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import type * as v from "valibot";
import { css, styled } from "../../themes/stitches.config";
import { type ApiError, ErrorCode } from "../api/errors";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, ChoiceLabel, ErrorText, Notice, Row } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { usePageForm } from "../forms/page-form";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { useHref } from "../storefront/shell";
import { forgotPasswordSchema, newPasswordSchema, registerSchema } from "./auth.schema";
import { Captcha } from "./Captcha";

interface PageData {
  done: boolean;
  loggedIn: string | null;
  token: string;
  tokenErrors: ApiError[];
  email: string;
  challengeUrl: string;
  formPass: string;
}
type ActionData = { result: SubmissionResult<string[]>; errors: ApiError[] } | undefined;

const TOKEN_ERRORS: number[] = [ErrorCode.ResetTokenUnknown, ErrorCode.ResetTokenExpired, ErrorCode.ResetTokenUsed];

/** The call's first error (spec §8: the first is shown). */
export function FirstError({ errors, children }: { errors?: ApiError[]; children?: React.ReactNode }) {
  const errorText = useApiErrorMessage();
  if (!errors?.length) return null;
  return (
    <Alert role="alert" data-auth-error={errors[0].code}>
      <p>{errorText(errors[0])}</p>
      {children}
    </Alert>
  );
}

/**
 * An auth page's form: its schema in the page language (the one the action and the API parse with),
 * checked on blur, the server's answer applied.
 */
function useAuthForm<S extends v.GenericSchema<unknown, Record<string, unknown>>>(
  id: string,
  schemaOf: (i18n: I18n) => S,
  action: ActionData,
  defaultValue?: DefaultValue<v.InferOutput<S>>,
) {
  const { i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const validate = useSchemaValidation(() => schemaOf(i18n), [schemaOf, i18n]);
  const [form, fields] = usePageForm<v.InferOutput<S>>({
    id,
    lastResult: action?.result,
    onValidate: validate,
    shouldValidate: "onBlur",
    defaultValue,
  });
  return { form, fields, busy };
}

export function RegisterPage({ data, action }: { data: PageData; action: ActionData }) {
  const { t } = useLingui();
  const href = useHref();
  const { form, fields, busy } = useAuthForm("register-form", registerSchema, action, { email: data.email });
  if (data.done) {
    return (
      <Page data-register-done>
        <h1>{t`Your account has been created`}</h1>
        {data.loggedIn ? <p data-logged-in>{t`You are logged in as ${data.loggedIn}.`}</p> : null}
        <ButtonLink to={href("account")}>{t`To my account`}</ButtonLink>
      </Page>
    );
  }
  return (
    <Page>
      <h1>{t`Create an account`}</h1>
      <Form method="post" {...getFormProps(form)} className={formBox()} data-register-form>
        <FirstError errors={action?.errors} />
        <Row>
          <FormField field={fields.firstName} label={t`First name`} autoComplete="given-name" required />
          <FormField field={fields.lastName} label={t`Last name`} autoComplete="family-name" required />
        </Row>
        <FormField field={fields.email} type="email" label={t`E-mail`} autoComplete="email" required />
        <PasswordFields fields={fields} />
        <ChoiceLabel>
          <input {...getInputProps(fields.subscribed, { type: "checkbox" })} />
          {t`Send me the newsletter`}
        </ChoiceLabel>
        <Captcha challengeUrl={data.challengeUrl} round={action} fallbackPass={data.formPass} />
        <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
        <Button type="submit" loading={busy} data-register-submit>
          {t`Create account`}
        </Button>
      </Form>
      <p>
        <Trans>
          Already have an account? <Link to={href("login")}>Log in</Link>
        </Trans>
      </p>
    </Page>
  );
}

/** The new password and its confirmation (spec §5: 8 characters or more; the confirmation must match). */
export function PasswordFields({
  fields,
  label,
}: {
  fields: {
    password: Parameters<typeof FormField>[0]["field"];
    confirmPassword: Parameters<typeof FormField>[0]["field"];
  };
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField
        field={fields.password}
        type="password"
        label={label ?? t`Password`}
        hint={t`At least 8 characters: letters, digits and symbols`}
        autoComplete="new-password"
        required
      />
      <FormField
        field={fields.confirmPassword}
        type="password"
        label={t`Repeat password`}
        autoComplete="new-password"
        required
      />
    </>
  );
}

export function ForgotPasswordPage({ data, action }: { data: PageData; action: ActionData }) {
  const { t } = useLingui();
  const href = useHref();
  const { form, fields, busy } = useAuthForm("forgot-password-form", forgotPasswordSchema, action, {
    email: data.email,
  });
  if (data.done) {
    return (
      <Page data-forgot-done>
        <h1>{t`Check your e-mail`}</h1>
        <Notice role="status">
          <p>
            {t`If there is an account with this e-mail address, we have sent it a link to set a new password. The link works for one hour.`}
          </p>
        </Notice>
        <Link to={href("login")}>{t`Back to log in`}</Link>
      </Page>
    );
  }
  return (
    <Page>
      <h1>{t`Forgot your password?`}</h1>
      <p>{t`Enter the e-mail address of your account: we send you a link to set a new password.`}</p>
      <Form method="post" {...getFormProps(form)} className={formBox()} data-forgot-form>
        <FirstError errors={action?.errors} />
        <FormField field={fields.email} type="email" label={t`E-mail`} autoComplete="email" required />
        <Captcha challengeUrl={data.challengeUrl} round={action} fallbackPass={data.formPass} />
        <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
        <Button type="submit" loading={busy} data-forgot-submit>
          {t`Send link`}
        </Button>
      </Form>
      <Link to={href("login")}>{t`Back to log in`}</Link>
    </Page>
  );
}

export function NewPasswordPage({ data, action }: { data: PageData; action: ActionData }) {
  const { t } = useLingui();
  const href = useHref();
  const { form, fields, busy } = useAuthForm("new-password-form", newPasswordSchema, action);
  if (data.done) {
    return (
      <Page data-new-password-done>
        <h1>{t`Your password has been changed`}</h1>
        <p>{t`You are logged in with your new password. Other devices have been logged out.`}</p>
        <ButtonLink to={href("account")}>{t`To my account`}</ButtonLink>
      </Page>
    );
  }
  const askAgain = <Link to={href("forgot-password")}>{t`Ask for a new link`}</Link>;
  // A link that no longer works: its message and the way to a new one, no form (spec §8).
  const tokenErrors = data.tokenErrors.length
    ? data.tokenErrors
    : (action?.errors ?? []).filter((e) => TOKEN_ERRORS.includes(e.code));
  if (tokenErrors.length) {
    return (
      <Page>
        <h1>{t`Set a new password`}</h1>
        <FirstError errors={tokenErrors}>{askAgain}</FirstError>
      </Page>
    );
  }
  return (
    <Page>
      <h1>{t`Set a new password`}</h1>
      <Form method="post" {...getFormProps(form)} className={formBox()} data-new-password-form>
        <FirstError errors={action?.errors} />
        <input type="hidden" name="token" value={data.token} />
        <PasswordFields fields={fields} label={t`New password`} />
        <Button type="submit" loading={busy} data-new-password-submit>
          {t`Save password`}
        </Button>
      </Form>
    </Page>
  );
}

export const Page = styled("section", {
  maxWidth: "560px",
  margin: "0 auto",
  padding: "$6 $4",
  display: "grid",
  gap: "$4",
});
export const formBox = css({ display: "grid", gap: "$4", "& p": { margin: 0 } });
