/** Identify and login forms (spec §5 Login, Identify): e-mail (+ password) and the human-check token. */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { captchaTokenField as captchaToken, emailField, formSchema } from "../forms/rules";

import { NEXT_VALUES } from "../storefront/account-pages";

/** Where to go after identify and login: the checkout or an account page (spec §4 Login success). */
const next = (i18n: I18n) => v.optional(v.picklist(NEXT_VALUES, i18n._(msg`This input is not valid.`)), "");

export function identifySchema(i18n: I18n) {
  return formSchema(v.object({ email: emailField(i18n), captchaToken: captchaToken(i18n), next: next(i18n) }));
}

export function loginSchema(i18n: I18n) {
  return formSchema(
    v.object({
      email: emailField(i18n),
      password: v.pipe(v.optional(v.string(), ""), v.minLength(1, i18n._(msg`Password is a required field`))),
      captchaToken: captchaToken(i18n),
      next: next(i18n),
    }),
  );
}
