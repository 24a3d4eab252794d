/**
 * The business page with its quote request (spec §2 /zakelijk/{product?}; issue 15): the page of
 * app/content/ plus the quote form's data (the human check, with a form pass for browsers without
 * JavaScript), the business product page form modal (`?offerte`) and the thank-you view
 * (`?verzonden={quote id}`: the stored request's number, read back through the API). The action checks
 * the form with its schema, asks the API and goes to the thank-you view.
 */
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { challengeUrl } from "../accounts/captcha-url";
import { issueFormPass } from "../accounts/form-pass.server";
import type { ApiError } from "../api/errors";
import { fieldsOf } from "../api/fields";
import { graphql } from "../api/generated/server";
import { loadBusiness, loadBusinessProduct } from "../content/business.server";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { quoteRequestSchema } from "./quote.schema";

/** The search parameters of the product form modal and of the thank-you view. */
export const QUOTE_MODAL_PARAM = "offerte";
export const QUOTE_SENT_PARAM = "verzonden";

const REQUEST = graphql(`
  mutation requestQuote($userData: UserDataInput!, $fields: [KeyValue!]!) {
    requestQuote(userData: $userData, fields: $fields) {
      status quoteNumber quoteId errors { message code referencedRequestParameter }
    }
  }
`);

const RECEIPT = graphql(`
  query quoteReceipt($userData: UserDataInput!, $quoteId: ID!) {
    quoteReceipt(userData: $userData, quoteId: $quoteId) { quoteNumber email }
  }
`);

async function thanks(context: AppLoadContext, request: Request, quoteId: string) {
  const { quoteReceipt } = await context.api.request(RECEIPT, { quoteId: quoteId.slice(0, 64) });
  if (!quoteReceipt) throw new Response("Not Found", { status: 404 });
  const i18n = await getI18n(context.language);
  return {
    kind: "quote-thanks" as const,
    receipt: quoteReceipt,
    businessPath: href(context.storefront, "business"),
    seo: seoForScreen(context, request, {
      routeId: "business",
      title: `${i18n._(msg`Thank you for your quote request`)} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

export async function loadBusinessPage(context: AppLoadContext, request: Request, params: { product?: string }) {
  const url = new URL(request.url);
  const sent = url.searchParams.get(QUOTE_SENT_PARAM);
  if (sent && !params.product) return thanks(context, request, sent);
  const page = params.product
    ? await loadBusinessProduct(context, request, params.product)
    : await loadBusiness(context, request);
  return {
    ...page,
    quote: {
      challengeUrl: challengeUrl(context.basename),
      formPass: await issueFormPass(context, ["quote"]),
      asksQuantities: context.storefront.business.quoteFormAsksQuantities,
      modalOpen: url.searchParams.has(QUOTE_MODAL_PARAM),
    },
  };
}

export async function quoteAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const schema = quoteRequestSchema(i18n, { country: context.storefront.country });
  const submission = parseForm(formData, { i18n, schema });
  if (submission.status !== "success") return { result: submission.reply(), errors: [] as ApiError[] };
  const { requestQuote } = await context.api.request(REQUEST, { fields: fieldsOf(formData) });
  if (!requestQuote.status || !requestQuote.quoteId) {
    return { result: submission.reply(), errors: requestQuote.errors };
  }
  const to = new URLSearchParams({ [QUOTE_SENT_PARAM]: requestQuote.quoteId });
  throw redirect(`${href(context.storefront, "business")}?${to}`);
}
