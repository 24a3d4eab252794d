/** The identify and login pages (spec §2 /account/, /account/login/; §4 Identify user). */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { styled } from "../../themes/stitches.config";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, ErrorText, Field } from "../components/ui/Form";
import type { ApiError } from "../graphql/errors";
import { useApiErrorMessage } from "../i18n/api-errors";
import { useHref } from "../storefront/shell";
import { identifySchema, loginSchema } from "./account.schema";
import { Captcha } from "./Captcha";

interface PageData {
  user: { email: string; firstName: string | null } | null;
  next: string;
  email: string;
  challengeUrl: string;
}

export function IdentifyPage({
  data,
  action,
}: {
  data: PageData;
  action?: { result: SubmissionResult<string[]>; status: boolean | null; errors: ApiError[]; email?: string };
}) {
  const { t, i18n } = useLingui();
  const href = useHref();
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const schema = useMemo(() => identifySchema(i18n), [i18n]);
  const [form, fields] = useForm({
    lastResult: action?.result,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    defaultValue: { email: data.email, next: data.next },
  });
  if (data.user) {
    return (
      <Page>
        <h1>{t`My account`}</h1>
        <p data-logged-in>{t`You are logged in as ${data.user.email}.`}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <Button type="submit" variant="secondary" data-logout>
            {t`Log out`}
          </Button>
        </Form>
      </Page>
    );
  }
  const checkout = href("checkout");
  return (
    <Page>
      <h1>{data.next === "checkout" ? t`How would you like to order?` : t`Log in or create an account`}</h1>
      {action?.status === false ? (
        <Box data-guest-order>
          <p>
            <Trans>
              There is no account with this e-mail address yet. You can order as a guest and create an account while
              ordering.
            </Trans>
          </p>
          <ButtonLink to={`${checkout}?email=${encodeURIComponent(action.email ?? "")}`} data-order-as-guest>
            {t`Order as guest`}
          </ButtonLink>
        </Box>
      ) : (
        <FormBox method="post" {...getFormProps(form)} data-identify-form>
          <p>
            <Trans>Enter your e-mail address: we check whether you already have an account.</Trans>
          </p>
          {action?.errors.length ? (
            <Alert role="alert">
              <p>{errorText(action.errors[0])}</p>
            </Alert>
          ) : null}
          <input type="hidden" name="next" value={data.next} />
          <Field
            {...getInputProps(fields.email, { type: "email" })}
            id={fields.email.id}
            errorId={fields.email.errorId}
            errors={fields.email.errors}
            label={t`E-mail`}
            autoComplete="email"
            required
          />
          <Captcha challengeUrl={data.challengeUrl} />
          <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
          <Button type="submit" loading={navigation.state === "submitting"} data-identify-submit>
            {t`Continue`}
          </Button>
        </FormBox>
      )}
      {data.next === "checkout" ? (
        <p>
          <Link to={checkout} data-skip-identify>
            {t`Order as guest without checking`}
          </Link>
        </p>
      ) : null}
    </Page>
  );
}

export function LoginPage({
  data,
  action,
}: {
  data: PageData;
  action?: { result: SubmissionResult<string[]>; errors: ApiError[] };
}) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const schema = useMemo(() => loginSchema(i18n), [i18n]);
  const [form, fields] = useForm({
    lastResult: action?.result,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    defaultValue: { email: data.email, next: data.next },
  });
  return (
    <Page>
      <h1>{t`Log in`}</h1>
      <FormBox method="post" {...getFormProps(form)} data-login-form>
        {action?.errors.length ? (
          <Alert role="alert" data-login-error>
            <p>{errorText(action.errors[0])}</p>
          </Alert>
        ) : null}
        <input type="hidden" name="next" value={data.next} />
        <Field
          {...getInputProps(fields.email, { type: "email" })}
          id={fields.email.id}
          errorId={fields.email.errorId}
          errors={fields.email.errors}
          label={t`E-mail`}
          autoComplete="email"
          required
        />
        <Field
          {...getInputProps(fields.password, { type: "password" })}
          id={fields.password.id}
          errorId={fields.password.errorId}
          errors={fields.password.errors}
          label={t`Password`}
          autoComplete="current-password"
          required
        />
        <Captcha challengeUrl={data.challengeUrl} />
        <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
        <Button type="submit" loading={navigation.state === "submitting"} data-login-submit>
          {t`Log in`}
        </Button>
      </FormBox>
    </Page>
  );
}

const Page = styled("section", { maxWidth: "560px", margin: "0 auto", padding: "$6 $4", display: "grid", gap: "$4" });
const FormBox = styled(Form, { display: "grid", gap: "$4", "& p": { margin: 0 } });
const Box = styled("div", { display: "grid", gap: "$3", justifyItems: "start" });
