/**
 * The identify and login pages (spec §2 /account/, /account/login/; §4 Identify user) and the identify
 * modal of the order-modal auth mode. Identify and login share one form body: e-mail, the human check
 * and the first error of the call; login adds the password.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { type ComponentProps, type ReactNode, useEffect } from "react";
import { css, styled } from "../../themes/stitches.config";
import type { ApiError } from "../api/errors";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, ErrorText } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { usePageForm } from "../forms/page-form";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { useHref, useShell } from "../storefront/shell";
import { identifySchema, loginSchema } from "./account.schema";
import { Captcha } from "./Captcha";
import { challengeUrl } from "./captcha-url";

interface PageData {
  user: { email: string; firstName: string | null } | null;
  next: string;
  email: string;
  challengeUrl: string;
  /** The human check's pass for browsers without JavaScript (the page's forms work without scripts). */
  formPass: string;
}

type IdentifyResult = {
  result: SubmissionResult<string[]>;
  status: boolean | null;
  errors: ApiError[];
  email?: string;
};
type LoginResult = { result: SubmissionResult<string[]>; errors: ApiError[] };
type FormComponent = (props: ComponentProps<typeof Form>) => ReactNode;

/**
 * One account form (identify or login): the call's first error (spec §8 login errors), the e-mail, any
 * extra fields, the human check and the submit button. Rendered by a page's Form or a modal's fetcher.
 */
export function AccountForm({
  kind,
  intent,
  as: FormTag,
  action,
  lastResult,
  errors,
  email,
  next,
  challenge,
  fallbackPass,
  busy,
}: {
  kind: "identify" | "login";
  /** The page action's intent field, where one action takes several forms. */
  intent?: string;
  as: FormComponent;
  action?: string;
  lastResult?: SubmissionResult<string[]>;
  errors?: ApiError[];
  email: string;
  next: string;
  challenge: string;
  /** Where the form is a page's or a URL modal's (it works without JavaScript): the human check's form pass. */
  fallbackPass?: string;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const errorText = useApiErrorMessage();
  const validate = useSchemaValidation(
    () => (kind === "login" ? loginSchema(i18n) : identifySchema(i18n)),
    [i18n, kind],
  );
  const [form, fields] = usePageForm<{ email: string; password?: string; captchaToken: string; next: string }>({
    id: `${kind}-form`,
    lastResult,
    onValidate: validate,
    shouldValidate: "onBlur",
    defaultValue: { email, next },
  });
  const password = fields.password;
  // A refused login: the password is emptied for the next try (spec §8: the first error is shown).
  useEffect(() => {
    const input = lastResult && kind === "login" ? document.getElementById(password.id) : null;
    if (input instanceof HTMLInputElement) input.value = "";
  }, [kind, lastResult, password.id]);
  return (
    <FormTag
      method="post"
      action={action}
      {...getFormProps(form)}
      className={formBox()}
      data-identify-form={kind === "identify" ? "" : undefined}
      data-login-form={kind === "login" ? "" : undefined}
    >
      {kind === "identify" ? (
        <p>
          <Trans>Enter your e-mail address: we check whether you already have an account.</Trans>
        </p>
      ) : null}
      {errors?.length ? (
        <Alert role="alert" data-login-error={kind === "login" ? "" : undefined}>
          <p>{errorText(errors[0])}</p>
        </Alert>
      ) : null}
      <input type="hidden" name="next" value={next} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormField field={fields.email} type="email" label={t`E-mail`} autoComplete="email" required />
      {kind === "login" ? (
        <FormField field={password} type="password" label={t`Password`} autoComplete="current-password" required />
      ) : null}
      <Captcha challengeUrl={challenge} round={lastResult} fallbackPass={fallbackPass} />
      <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
      <Button
        type="submit"
        loading={busy}
        data-identify-submit={kind === "identify" ? "" : undefined}
        data-login-submit={kind === "login" ? "" : undefined}
      >
        {kind === "login" ? t`Log in` : t`Continue`}
      </Button>
    </FormTag>
  );
}

/** The account form of a page: posts to the page's own action. */
function PageAccountForm({
  kind,
  data,
  action,
}: {
  kind: "identify" | "login";
  data: PageData;
  action?: { result: SubmissionResult<string[]>; errors: ApiError[] };
}) {
  const navigation = useNavigation();
  return (
    <AccountForm
      kind={kind}
      as={Form}
      lastResult={action?.result}
      errors={action?.errors}
      email={data.email}
      next={data.next}
      challenge={data.challengeUrl}
      fallbackPass={data.formPass}
      busy={navigation.state === "submitting"}
    />
  );
}

/** spec §4 Identify result false: no account for this e-mail → order as guest (account on order). */
function GuestOrder({ email, onOrder }: { email: string; onOrder?: () => void }) {
  const { t } = useLingui();
  const href = useHref();
  return (
    <Box data-guest-order>
      <p>
        <Trans>
          There is no account with this e-mail address yet. You can order as a guest and create an account while
          ordering.
        </Trans>
      </p>
      <ButtonLink to={`${href("checkout")}?email=${encodeURIComponent(email)}`} onClick={onOrder} data-order-as-guest>
        {t`Order as guest`}
      </ButtonLink>
      <Link to={`${href("register")}?email=${encodeURIComponent(email)}`} onClick={onOrder} data-to-register>
        {t`Create an account`}
      </Link>
    </Box>
  );
}

export function IdentifyPage({
  data,
  action,
}: {
  data: PageData;
  action?: IdentifyResult | { result: SubmissionResult<string[]>; errors: ApiError[]; status?: undefined };
}) {
  const { t } = useLingui();
  const href = useHref();
  const checkout = href("checkout");
  return (
    <Page>
      <h1>{data.next === "checkout" ? t`How would you like to order?` : t`Log in or create an account`}</h1>
      {action?.status === false ? (
        <GuestOrder email={action.email ?? ""} />
      ) : (
        <PageAccountForm kind="identify" data={data} action={action} />
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

/**
 * The identify modal (spec §4, order-modal auth mode): the same identify call from the basket, without
 * leaving it. An existing account goes on to the login page; no account → order as guest.
 */
export function IdentifyModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const href = useHref();
  const { basename } = useShell();
  const fetcher = useFetcher<IdentifyResult>();
  const result = fetcher.data;
  return (
    <ModalBody data-identify-modal>
      {result?.status === false ? (
        <GuestOrder email={result.email ?? ""} onOrder={onClose} />
      ) : (
        <AccountForm
          kind="identify"
          as={fetcher.Form as FormComponent}
          action={`${href("account")}?next=checkout`}
          lastResult={result?.result}
          errors={result?.errors}
          email=""
          next="checkout"
          challenge={challengeUrl(basename)}
          busy={fetcher.state !== "idle"}
        />
      )}
      <Link to={href("checkout")} onClick={onClose} data-skip-identify>
        {t`Order as guest without checking`}
      </Link>
    </ModalBody>
  );
}

export function LoginPage({ data, action }: { data: PageData; action?: LoginResult }) {
  const { t } = useLingui();
  const href = useHref();
  return (
    <Page>
      <h1>{t`Log in`}</h1>
      <PageAccountForm kind="login" data={data} action={action} />
      <Links>
        <Link to={href("forgot-password")} data-to-forgot-password>
          {t`Forgot your password?`}
        </Link>
        <Link to={href("register")} data-to-register>
          {t`Create an account`}
        </Link>
      </Links>
    </Page>
  );
}

const Page = styled("section", { maxWidth: "560px", margin: "0 auto", padding: "$6 $4", display: "grid", gap: "$4" });
const formBox = css({ display: "grid", gap: "$4", "& p": { margin: 0 } });
const Links = styled("p", { display: "flex", flexWrap: "wrap", gap: "$4" });
const Box = styled("div", { display: "grid", gap: "$3", justifyItems: "start" });
const ModalBody = styled("div", { display: "grid", gap: "$4", "& p": { margin: 0 } });
