/**
 * The product page's form post: adds the chosen package(s) to the basket. The form's own schema checks
 * the input (as the browser did); the API adds it with the basket rules of spec §8 (test card, Apple
 * limit, gift-card limit, stock), whose errors come back as data and are shown in the page language.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { ApiError } from "../api/errors";
import { graphql } from "../api/generated/server";
import { loadProductPage } from "../catalog/detail/load.server";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { addToBasketSchema, MAX_RECEIVERS, receiversOf } from "./add.schema";

export const ADD = graphql(`
  mutation add($userData: UserDataInput!, $input: AddGiftcardPackageInput!) {
    addGiftcardPackage(userData: $userData, input: $input) {
      order { itemCount }
      errors { message code referencedRequestParameter }
    }
  }
`);

export async function productAction(context: AppLoadContext, request: Request, slug: string) {
  const [page, i18n, formData] = await Promise.all([
    loadProductPage(context, request, slug),
    getI18n(context.language),
    readForm(request),
  ]);
  const submission = parseForm(formData, {
    i18n,
    schema: addToBasketSchema(page.rules, i18n),
    lists: { receivers: MAX_RECEIVERS },
  });
  if (submission.status !== "success") return { result: submission.reply(), added: null, errors: [] as ApiError[] };
  const x = submission.value;
  const variationId = page.rules.variations[x.deliveryType];
  if (variationId === undefined) throw new Error(`The product has no ${x.deliveryType} variation`);
  const digital = x.deliveryType === "digital";
  const { addGiftcardPackage } = await context.api.request(ADD, {
    input: {
      variationId,
      amount: x.amount,
      quantity: x.quantity,
      wrapperId: x.wrapper || null,
      giftPackingId: !digital && x.giftPacking ? x.giftPacking : null,
      message: x.addMessage ? x.message.trim() : null,
      receivers: receiversOf(x).map((r) => ({ name: r.name, email: r.email, phone: r.phone || null })),
      schedule: digital && x.when === "later" ? { date: x.date, time: x.time } : null,
    },
  });
  if (!addGiftcardPackage.order) {
    // Keep what the shopper entered; the error is shown above the form.
    return { result: submission.reply(), added: null, errors: addGiftcardPackage.errors };
  }
  const receivers = Math.max(1, receiversOf(x).length);
  return {
    result: submission.reply({ resetForm: true }),
    added: { count: x.quantity * receivers, basketCount: addGiftcardPackage.order.itemCount },
    errors: [] as ApiError[],
  };
}
