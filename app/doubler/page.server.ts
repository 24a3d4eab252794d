/**
 * The doubler's pages (spec §2 `/verdubbelaar/`, `/verdubbelaar/bedankt/{product?}/`; issue 14): the
 * entry form (checked with the same schema in the browser, here and in the API) and the thank-you page
 * with the draw's date and, when the card was bought here, its product.
 */
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { challengeUrl } from "../accounts/captcha-url";
import { issueFormPass } from "../accounts/form-pass.server";
import type { ApiError } from "../api/errors";
import { graphql } from "../api/generated/server";
import { toCard } from "../catalog/cards";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { allCardPrefixes } from "../giftcards/check.schema";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { themeImage } from "../storefront/shell";
import { type Draw, ENTER, NEXT_DRAW } from "./api-docs.server";
import { doublerEntrySchema } from "./entry.schema";

const PRODUCT = graphql(`
  query doublerProduct($userData: UserDataInput!, $slug: String!) {
    doublerCardProduct(userData: $userData, slug: $slug) { ...ProductCard }
  }
`);

async function drawOf(context: AppLoadContext): Promise<Draw> {
  const { nextDoublerDraw } = await context.api.request(NEXT_DRAW);
  if (!nextDoublerDraw.draw) throw new Response("Not Found", { status: 404 });
  return nextDoublerDraw.draw;
}

export async function loadDoubler(context: AppLoadContext, request: Request) {
  const i18n = await getI18n(context.language);
  const theme = context.storefront.theme;
  return {
    draw: await drawOf(context),
    // spec §3 theme: the doubler's background, hero card and illustration.
    images: {
      background: themeImage(theme.doublerPageBg, context.language),
      card: themeImage(theme.doublerHeroCardImage, context.language),
      illustration: themeImage(theme.doubler, context.language),
    },
    challengeUrl: challengeUrl(context.basename),
    formPass: await issueFormPass(context, ["doubler"]),
    seo: seoForScreen(context, request, {
      routeId: "doubler",
      title: `${i18n._(msg`Balance doubler`)} | ${context.storefront.brandName}`,
      description: i18n._(
        msg`Enter your gift card: on the first Monday of every month we double the balance of one card.`,
      ),
    }),
  };
}

export async function doublerAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const schema = doublerEntrySchema(i18n, allCardPrefixes(context.registry.all));
  const submission = parseForm(formData, { i18n, schema });
  if (submission.status !== "success") return { result: submission.reply(), errors: [] as ApiError[] };
  const { enterDoubler } = await context.api.request(ENTER, { input: submission.value });
  if (!enterDoubler.status) return { result: submission.reply(), errors: enterDoubler.errors };
  throw redirect(href(context.storefront, "doubler-thanks", { product: enterDoubler.productSlug ?? undefined }));
}

export async function loadDoublerThanks(context: AppLoadContext, request: Request, params: { product?: string }) {
  const i18n = await getI18n(context.language);
  const product = params.product
    ? (await context.api.request(PRODUCT, { slug: params.product.slice(0, 200) })).doublerCardProduct
    : null;
  // An unknown product in the path is a 404: the page exists with a product of this shop or none.
  if (params.product && !product) throw new Response("Not Found", { status: 404 });
  return {
    draw: await drawOf(context),
    product: product ? toCard(product) : null,
    doublerHref: href(context.storefront, "doubler"),
    seo: seoForScreen(context, request, {
      routeId: "doubler-thanks",
      params: params.product ? { product: params.product } : {},
      title: `${i18n._(msg`Thank you for entering`)} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}
