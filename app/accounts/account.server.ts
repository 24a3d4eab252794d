/**
 * Identify and login pages (spec §2 /account/ and /account/login/; §4 Identify user, Login success):
 * identify asks whether an account exists for the e-mail (status true → login; false → order as guest);
 * login keeps the basket and goes on to checkout or the account.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import type { ApiError } from "../api/errors";
import { graphql } from "../api/generated/server";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { isAccountPage, type NextValue, nextOf } from "../storefront/account-pages";
import { href } from "../storefront/links";
import type { RouteId } from "../storefront/route-table";
import { identifySchema, loginSchema } from "./account.schema";
import { currentUser, logOut, PRIVATE_HEADERS } from "./account-guard.server";
import { challengeUrl } from "./captcha-url";
import { issueFormPass } from "./form-pass.server";

const CHECK_USER = graphql(`
  query check($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
    checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {
      status
      errors { message code referencedRequestParameter }
    }
  }
`);

const LOGIN = graphql(`
  mutation login($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {
    userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) {
      status
      errors { message code referencedRequestParameter }
    }
  }
`);

export async function loadAccountPage(context: AppLoadContext, request: Request, routeId: RouteId) {
  const url = new URL(request.url);
  const next = nextOf(url.searchParams.get("next"));
  const user = await currentUser(context);
  // spec §4: already logged in → proceed (the checkout, the page asked for, or the account overview).
  if (user) throw redirect(afterLogin(context, next), { headers: PRIVATE_HEADERS });
  const i18n = await getI18n(context.language);
  const title = routeId === "login" ? i18n._(msg`Log in`) : i18n._(msg`My account`);
  return {
    user,
    next,
    email: url.searchParams.get("email")?.slice(0, 254) ?? "",
    challengeUrl: challengeUrl(context.basename),
    formPass: await issueFormPass(context, ["identify", "login"]),
    seo: seoForScreen(context, request, {
      routeId,
      title: `${title} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

/** The identify form's call (spec §4 Identify user): status true = an account exists, false = order as guest. */
export async function identifyUser(context: AppLoadContext, formData: FormData, i18n: I18n) {
  const submission = parseForm(formData, { i18n, schema: identifySchema(i18n) });
  if (submission.status !== "success") {
    return { result: submission.reply(), status: null, errors: [] as ApiError[], email: "", next: "" };
  }
  const { email, captchaToken, next } = submission.value;
  const { checkUserExist } = await context.api.request(CHECK_USER, { email, captchaToken });
  return { result: submission.reply(), status: checkUserExist.status, errors: checkUserExist.errors, email, next };
}

/** The login form's call: logged in (the basket kept), or the answer to show (spec §8: the first error). */
export async function logInUser(context: AppLoadContext, formData: FormData, i18n: I18n) {
  const submission = parseForm(formData, { i18n, schema: loginSchema(i18n) });
  if (submission.status !== "success") {
    return { ok: false as const, result: submission.reply({ hideFields: ["password"] }), errors: [] as ApiError[] };
  }
  const { email, password, captchaToken, next } = submission.value;
  const { userLogin } = await context.api.request(LOGIN, { email, password, captchaToken });
  if (!userLogin.status) {
    return { ok: false as const, result: submission.reply({ hideFields: ["password"] }), errors: userLogin.errors };
  }
  return { ok: true as const, next };
}

export async function identifyAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  if (formData.get("intent") === "logout") throw await logOut(context, String(formData.get("back") ?? ""));
  const answer = await identifyUser(context, formData, i18n);
  if (answer.status === true) {
    const query = new URLSearchParams({ email: answer.email, ...(answer.next ? { next: answer.next } : {}) });
    throw redirect(`${href(context.storefront, "login")}?${query}`);
  }
  return answer;
}

export async function loginAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const answer = await logInUser(context, formData, i18n);
  if (!answer.ok) return { result: answer.result, errors: answer.errors };
  throw redirect(afterLogin(context, answer.next), { headers: PRIVATE_HEADERS });
}

/** spec §4 Login success: the callback (checkout, or the account page that sent to identify), else the overview. */
function afterLogin(context: AppLoadContext, next: NextValue): string {
  const sf = context.storefront;
  if (next === "checkout") return href(sf, "checkout");
  return href(sf, next && isAccountPage(next) ? next : "account-overview");
}
