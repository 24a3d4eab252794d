/**
 * The register, forgot-password and new-password pages (spec §2 /account/registreren/,
 * /account/wachtwoord-vergeten/, /account/nieuw-wachtwoord/, each with its success page) and the
 * change-password modal's action (issue 15). Forms are parsed with their schemas here and again by the
 * API, which holds the rules; every page works without JavaScript.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import { graphql } from "../api/generated/server";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { changePasswordSchema, forgotPasswordSchema, newPasswordSchema, registerSchema } from "./auth.schema";
import type { HumanCheckForm } from "./captcha.server";
import { challengeUrl } from "./captcha-url";
import { issueFormPass } from "./form-pass.server";

const CREATE = graphql(`
  mutation createAccount($userData: UserDataInput!, $input: CreateAccountInput!) {
    createAccount(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }
  }
`);
const FORGOT = graphql(`
  mutation forgotPassword($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
    forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }
  }
`);
const TOKEN = graphql(`
  query passwordResetToken($userData: UserDataInput!, $token: String!) {
    passwordResetToken(userData: $userData, token: $token) { status errors { message code referencedRequestParameter } }
  }
`);
const RESET = graphql(`
  mutation resetPassword($userData: UserDataInput!, $input: ResetPasswordInput!) {
    resetPassword(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }
  }
`);
const CHANGE = graphql(`
  mutation changePassword($userData: UserDataInput!, $input: ChangePasswordInput!) {
    changePassword(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }
  }
`);
const ME = graphql(`
  query meEmail($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { email } } } }
`);

type AuthRoute = "register" | "forgot-password" | "new-password";
/** The success step's segment of each page (spec §2: 'success', and 'succes' for the new password). */
export const DONE_SEGMENT: Record<AuthRoute, string> = {
  register: "success",
  "forgot-password": "success",
  "new-password": "succes",
};

async function loggedInEmail(context: AppLoadContext): Promise<string | null> {
  if (!context.session.hasCookie) return null;
  return (await context.api.request(ME)).getUserInfo.user?.mainProfile.email ?? null;
}

function title(i18n: I18n, routeId: AuthRoute): string {
  if (routeId === "register") return i18n._(msg`Create an account`);
  if (routeId === "forgot-password") return i18n._(msg`Forgot your password?`);
  return i18n._(msg`Set a new password`);
}

/** The forms with the human check (the new-password form has its token instead). */
const PASS_FORMS: Record<AuthRoute, readonly HumanCheckForm[] | null> = {
  register: ["register"],
  "forgot-password": ["forgotPassword"],
  "new-password": null,
};

/** What every one of these pages needs; an unknown step segment is a 404. */
export async function loadAuthPage(
  context: AppLoadContext,
  request: Request,
  routeId: AuthRoute,
  params: { done?: string },
) {
  if (params.done !== undefined && params.done !== DONE_SEGMENT[routeId]) {
    throw new Response("Not Found", { status: 404 });
  }
  const done = params.done !== undefined;
  const passForms = PASS_FORMS[routeId];
  const url = new URL(request.url);
  const i18n = await getI18n(context.language);
  const email = await loggedInEmail(context);
  // Logged in, the register and forgot-password forms have nothing to do: the account instead.
  if (email && !done && routeId !== "new-password") throw redirect(href(context.storefront, "account"));
  const token = routeId === "new-password" && !done ? (url.searchParams.get("token") ?? "").slice(0, 200) : "";
  const tokenErrors =
    routeId === "new-password" && !done
      ? token
        ? (await context.api.request(TOKEN, { token })).passwordResetToken.errors
        : [apiError(ErrorCode.ResetTokenUnknown, "token")]
      : [];
  return {
    done,
    loggedIn: email,
    token,
    tokenErrors,
    email: url.searchParams.get("email")?.slice(0, 254) ?? "",
    challengeUrl: challengeUrl(context.basename),
    formPass: passForms && !done ? await issueFormPass(context, passForms) : "",
    seo: seoForScreen(context, request, {
      routeId,
      params: done ? { done: DONE_SEGMENT[routeId] } : {},
      title: `${title(i18n, routeId)} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

async function formOf(context: AppLoadContext, request: Request) {
  return Promise.all([readForm(request), getI18n(context.language)]);
}

export async function registerAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await formOf(context, request);
  const submission = parseForm(formData, { i18n, schema: registerSchema(i18n) });
  const reply = () => submission.reply({ hideFields: ["password", "confirmPassword"] });
  if (submission.status !== "success") return { result: reply(), errors: [] as ApiError[] };
  const { createAccount } = await context.api.request(CREATE, { input: submission.value });
  if (!createAccount.status) return { result: reply(), errors: createAccount.errors };
  throw redirect(href(context.storefront, "register", { done: DONE_SEGMENT.register }));
}

export async function forgotPasswordAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await formOf(context, request);
  const submission = parseForm(formData, { i18n, schema: forgotPasswordSchema(i18n) });
  if (submission.status !== "success") return { result: submission.reply(), errors: [] as ApiError[] };
  const { forgotPassword } = await context.api.request(FORGOT, submission.value);
  if (!forgotPassword.status) return { result: submission.reply(), errors: forgotPassword.errors };
  throw redirect(href(context.storefront, "forgot-password", { done: DONE_SEGMENT["forgot-password"] }));
}

export async function newPasswordAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await formOf(context, request);
  const submission = parseForm(formData, { i18n, schema: newPasswordSchema(i18n) });
  const reply = () => submission.reply({ hideFields: ["password", "confirmPassword"] });
  if (submission.status !== "success") return { result: reply(), errors: [] as ApiError[] };
  const { resetPassword } = await context.api.request(RESET, { input: submission.value });
  if (!resetPassword.status) return { result: reply(), errors: resetPassword.errors };
  throw redirect(href(context.storefront, "new-password", { done: DONE_SEGMENT["new-password"] }));
}

/**
 * The change-password modal's action (spec §2 named modal 'change password'), for the page that shows
 * the modal (`?modal=change-password`): the answer to render, or a redirect to `doneTo` once changed.
 */
export async function changePasswordAction(context: AppLoadContext, formData: FormData, doneTo: string) {
  const i18n = await getI18n(context.language);
  const submission = parseForm(formData, { i18n, schema: changePasswordSchema(i18n) });
  const reply = () => submission.reply({ hideFields: ["currentPassword", "password", "confirmPassword"] });
  if (submission.status !== "success") return { result: reply(), errors: [] as ApiError[] };
  const { changePassword } = await context.api.request(CHANGE, { input: submission.value });
  if (!changePassword.status) return { result: reply(), errors: changePassword.errors };
  throw redirect(doneTo);
}

export type AuthPageData = Awaited<ReturnType<typeof loadAuthPage>>;
