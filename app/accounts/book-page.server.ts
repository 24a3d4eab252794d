/**
 * The address book page `/account/adresboek/` (issue 15; spec §2, §6): the account's addresses, the
 * address modal (`?adres=nieuw` or `?adres=<id>`, a URL modal: works without JavaScript), and the
 * form posts: save (create or edit), delete, make default. Forms are checked with the address
 * schema the checkout uses (forms/address.ts), then saved through the API.
 */
import type { SubmissionResult } from "@conform-to/react";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import type { ApiError } from "../api/errors";
import { fieldsOf } from "../api/fields";
import { savedAddressSchema } from "../forms/address";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { ADDRESSES, CREATE_ADDRESS, DELETE_ADDRESS, SET_DEFAULT_ADDRESS, UPDATE_ADDRESS } from "./book-docs.server";
import { requireCustomer } from "./guard.server";

export const NEW_ADDRESS = "nieuw";

export async function loadAddressBook(context: AppLoadContext, request: Request) {
  const user = await requireCustomer(context, "address-book");
  const [{ addresses }, i18n] = await Promise.all([context.api.request(ADDRESSES), getI18n(context.language)]);
  const asked = new URL(request.url).searchParams.get("adres");
  const editing = asked === NEW_ADDRESS ? NEW_ADDRESS : (addresses.addresses.find((a) => a.id === asked)?.id ?? null);
  return {
    email: user.mainProfile.email,
    addresses: addresses.addresses,
    editing,
    seo: seoForScreen(context, request, {
      routeId: "address-book",
      title: `${i18n._(msg`Address book`)} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

export type AddressBookData = Awaited<ReturnType<typeof loadAddressBook>>;

export interface AddressBookAction {
  result: SubmissionResult<string[]> | null;
  errors: ApiError[];
}

export async function addressBookAction(context: AppLoadContext, request: Request): Promise<AddressBookAction> {
  await requireCustomer(context, "address-book");
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const page = href(context.storefront, "address-book");
  const intent = String(formData.get("intent") ?? "");
  const id = String(formData.get("id") ?? "").slice(0, 12);
  if (intent === "delete") {
    const { deleteAddress } = await context.api.request(DELETE_ADDRESS, { id });
    if (!deleteAddress.status) return { result: null, errors: deleteAddress.errors };
    throw redirect(page);
  }
  if (intent === "default") {
    const { setDefaultAddress } = await context.api.request(SET_DEFAULT_ADDRESS, { id });
    if (!setDefaultAddress.address) return { result: null, errors: setDefaultAddress.errors };
    throw redirect(page);
  }
  const submission = parseForm(formData, { i18n, schema: savedAddressSchema(i18n) });
  if (submission.status !== "success") return { result: submission.reply(), errors: [] };
  const fields = fieldsOf(formData).filter((f) => f.key !== "id" && f.key !== "makeDefault");
  const makeDefault = formData.get("makeDefault") === "on";
  const saved = id
    ? (await context.api.request(UPDATE_ADDRESS, { id, fields })).updateAddress
    : (await context.api.request(CREATE_ADDRESS, { fields, makeDefault })).createAddress;
  if (!saved.address) return { result: submission.reply(), errors: saved.errors };
  if (id && makeDefault) await context.api.request(SET_DEFAULT_ADDRESS, { id });
  throw redirect(page);
}
