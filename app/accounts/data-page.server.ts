/**
 * The account data page `/account/gegevens/` (issue 15; spec §3 CustomerProfile, §6 delete account,
 * §7 getUserInfo subscribed): the profile and newsletter form, the delete-account URL modal
 * (`?modal=delete-account`, works without JavaScript), and the JSON export (a resource route).
 */
import type { SubmissionResult } from "@conform-to/react";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import type { ApiError } from "../api/errors";
import { fieldsOf } from "../api/fields";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { DELETE_ACCOUNT, EXPORT_ACCOUNT, UPDATE_PROFILE } from "./book-docs.server";
import { requireCustomer } from "./guard.server";
import { deleteAccountSchema, profileSchema } from "./profile.schema";

export const DELETE_MODAL = "delete-account";

export async function loadAccountData(context: AppLoadContext, request: Request) {
  const user = await requireCustomer(context, "account-data");
  const url = new URL(request.url);
  const i18n = await getI18n(context.language);
  return {
    profile: user.mainProfile,
    subscribed: user.subscribed,
    deleting: url.searchParams.get("modal") === DELETE_MODAL,
    saved: url.searchParams.get("saved") === "1",
    seo: seoForScreen(context, request, {
      routeId: "account-data",
      title: `${i18n._(msg`My details`)} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

export type AccountDataPageData = Awaited<ReturnType<typeof loadAccountData>>;

export interface AccountDataAction {
  intent: "profile" | "delete";
  result: SubmissionResult<string[]> | null;
  errors: ApiError[];
}

export async function accountDataAction(context: AppLoadContext, request: Request): Promise<AccountDataAction> {
  await requireCustomer(context, "account-data");
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  if (formData.get("intent") === "delete") {
    const submission = parseForm(formData, { i18n, schema: deleteAccountSchema(i18n) });
    const reply = () => submission.reply({ hideFields: ["password"] });
    if (submission.status !== "success") return { intent: "delete", result: reply(), errors: [] };
    const { deleteAccount } = await context.api.request(DELETE_ACCOUNT, {
      email: submission.value.email,
      password: submission.value.password,
      confirm: submission.value.confirm,
    });
    if (!deleteAccount.status) return { intent: "delete", result: reply(), errors: deleteAccount.errors };
    // spec §4 Logout success: home, the session gone with the account.
    throw redirect(href(context.storefront, "home"));
  }
  const submission = parseForm(formData, { i18n, schema: profileSchema(i18n, context.storefront.country) });
  if (submission.status !== "success") return { intent: "profile", result: submission.reply(), errors: [] };
  const { updateProfile } = await context.api.request(UPDATE_PROFILE, { fields: fieldsOf(formData) });
  if (!updateProfile.status) return { intent: "profile", result: submission.reply(), errors: updateProfile.errors };
  throw redirect(`${href(context.storefront, "account-data")}?saved=1`);
}

/** The JSON download of the account holder's data; anonymous visitors go to identify. */
export async function accountExport(context: AppLoadContext, _request: Request): Promise<Response> {
  await requireCustomer(context, "account-data");
  const { exportAccountData } = await context.api.request(EXPORT_ACCOUNT);
  if (!exportAccountData.json) throw redirect(href(context.storefront, "account"));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(exportAccountData.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="account-${context.storefront.code}-${date}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
