/**
 * The register, forgot-password, new-password and change-password forms (spec §5 password, e-mail,
 * names; §7 captcha on forgot and change password). One schema each, used by the browser, the page
 * actions and the API alike; the rules themselves are forms/rules.ts.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import {
  captchaTokenField,
  emailField,
  formSchema,
  nameField,
  PASSWORD_MAX,
  passwordField,
  passwordsMatch,
} from "../forms/rules";

/** A ticked box is "on" in form data, true from the API; absent or false when not ticked. */
const checkbox = () =>
  v.pipe(
    v.optional(v.union([v.literal("on"), v.boolean()]), false),
    v.transform((x) => x === true || x === "on"),
  );

const confirmPassword = () => v.optional(v.string(), "");

export function registerSchema(i18n: I18n) {
  return formSchema(
    v.pipe(
      v.object({
        firstName: nameField(i18n, "first"),
        lastName: nameField(i18n, "last"),
        email: emailField(i18n),
        password: passwordField(i18n),
        confirmPassword: confirmPassword(),
        subscribed: checkbox(),
        captchaToken: captchaTokenField(i18n),
      }),
      passwordsMatch(i18n),
    ),
  );
}

export function forgotPasswordSchema(i18n: I18n) {
  return formSchema(v.object({ email: emailField(i18n), captchaToken: captchaTokenField(i18n) }));
}

/** The new-password page: the link's token (a hidden field) and the new password twice. */
export function newPasswordSchema(i18n: I18n) {
  return formSchema(
    v.pipe(
      v.object({
        token: v.pipe(
          v.optional(v.string(), ""),
          v.minLength(1, i18n._(msg`This link to set a new password is not valid. Please ask for a new link.`)),
          v.maxLength(200, i18n._(msg`This link to set a new password is not valid. Please ask for a new link.`)),
        ),
        password: passwordField(i18n),
        confirmPassword: confirmPassword(),
      }),
      passwordsMatch(i18n),
    ),
  );
}

/** The change-password modal's search parameter value (`?modal=change-password`) and its form's intent. */
export const CHANGE_PASSWORD_MODAL = "change-password";
export const CHANGE_PASSWORD_INTENT = "change-password";

export function changePasswordSchema(i18n: I18n) {
  return formSchema(
    v.pipe(
      v.object({
        currentPassword: v.pipe(
          v.optional(v.string(), ""),
          v.minLength(1, i18n._(msg`Current password is a required field`)),
          v.maxLength(PASSWORD_MAX * 4, i18n._(msg`The current password is incorrect.`)),
        ),
        password: passwordField(i18n),
        confirmPassword: confirmPassword(),
        captchaToken: captchaTokenField(i18n),
      }),
      passwordsMatch(i18n),
    ),
  );
}
