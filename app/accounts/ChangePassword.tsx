/**
 * The change-password modal (spec §2 named modal; §7 change password with captcha; §8 its messages):
 * a URL modal (`?modal=change-password`) whose form posts to the page that shows it, with
 * `intent=change-password`; that page's action calls `changePasswordAction` (auth-pages.server.ts).
 * Works without JavaScript (the modal is then a section at the top of the page).
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useContext } from "react";
import type { ApiError } from "../api/errors";
import { Button } from "../components/ui/Button";
import { ErrorText } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { PageAction } from "../components/ui/ModalForm";
import { UrlModal } from "../components/ui/UrlModal";
import { usePageForm } from "../forms/page-form";
import { useSchemaValidation } from "../forms/use-validation";
import { FirstError, formBox, PasswordFields } from "./AuthPages";
import { CHANGE_PASSWORD_INTENT, CHANGE_PASSWORD_MODAL, changePasswordSchema } from "./auth.schema";
import { Captcha } from "./Captcha";

export type ChangePasswordAnswer = { result: SubmissionResult<string[]>; errors: ApiError[] } | undefined;
type Answer = ChangePasswordAnswer;

function ChangePasswordForm({
  answer,
  challengeUrl,
  formPass,
}: {
  answer: Answer;
  challengeUrl: string;
  formPass: string;
}) {
  const { t, i18n } = useLingui();
  const action = useContext(PageAction);
  const busy = useNavigation().state === "submitting";
  const validate = useSchemaValidation(() => changePasswordSchema(i18n), [i18n]);
  const [form, fields] = usePageForm({
    id: "change-password-form",
    lastResult: answer?.result,
    onValidate: validate,
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={formBox()} data-change-password-form>
      <FirstError errors={answer?.errors} />
      <input type="hidden" name="intent" value={CHANGE_PASSWORD_INTENT} />
      <FormField
        field={fields.currentPassword}
        type="password"
        label={t`Current password`}
        autoComplete="current-password"
        required
      />
      <PasswordFields fields={fields} label={t`New password`} />
      <Captcha challengeUrl={challengeUrl} round={answer} fallbackPass={formPass} />
      <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
      <Button type="submit" loading={busy} data-change-password-submit>
        {t`Change password`}
      </Button>
    </Form>
  );
}

/** The modal, open while the page's URL has `?modal=change-password`; closing goes to `closeTo`. */
export function ChangePasswordModal({
  open,
  closeTo,
  answer,
  challengeUrl,
  formPass,
}: {
  open: boolean;
  closeTo: string;
  answer: Answer;
  challengeUrl: string;
  formPass: string;
}) {
  const { t } = useLingui();
  return (
    <UrlModal id={CHANGE_PASSWORD_MODAL} title={t`Change password`} open={open} closeTo={closeTo}>
      {() => <ChangePasswordForm answer={answer} challengeUrl={challengeUrl} formPass={formPass} />}
    </UrlModal>
  );
}
