/**
 * The redeem shop page `/saldocheck/inwisselen/[{pageId}/][{page}/]` (spec §2; issue 13): the products
 * the session's cards may be spent on, the redeem basket, and the redeem modals, each opened by a
 * search parameter so that every step also works without JavaScript:
 * `?product=ID` gift card (with `&edit=PACKAGE` to change a package), `?view=more|shop&product=ID` shop
 * more information / shop iframe, `?view=basket|cards|extra-card|nice-to-know|reset`.
 * Posts: add / update / remove a package, check an extra card, reset.
 */
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { identifyUser, logInUser } from "../accounts/account.server";
import { challengeUrl } from "../accounts/captcha-url";
import { issueFormPass } from "../accounts/form-pass.server";
import type { ApiError } from "../api/errors";
import { fieldsOf } from "../api/fields";
import { ENTER_SESSION_CARD, NEXT_DRAW } from "../doubler/api-docs.server";
import { doublerSessionEntrySchema } from "../doubler/entry.schema";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { localeOf } from "../storefront/storefront";
import {
  ADD,
  INFO,
  type InfoResult,
  PRODUCT,
  PRODUCTS,
  REDEEM_USER,
  REMOVE,
  type RedeemProductItem,
  redeemProductItem,
  SAVE_DETAILS,
  UPDATE,
} from "./api-docs.server";
import { resetRedeem, submitCardCheck } from "./balance-check.server";
import { redeemDetailsSchema } from "./checkout.schema";
import { type PackageFormContext, redeemPackageSchema } from "./package.schema";
import type { RedeemShopActionData } from "./RedeemShopPage";
import { needsDelivery, parseShopSegments, type RedeemView, redeemShopHref, viewOf } from "./shop-links";

/** The session, or off to the balance check (which tells why, e.g. an expired session). */
export async function openSession(
  context: AppLoadContext,
): Promise<InfoResult & { basket: NonNullable<InfoResult["basket"]> }> {
  const check = href(context.storefront, "balance-check");
  if (!context.redeemToken) throw redirect(check);
  const { giftCardInfo } = await context.api.request(INFO);
  if (!giftCardInfo.status || !giftCardInfo.basket) throw redirect(check);
  return giftCardInfo as InfoResult & { basket: NonNullable<InfoResult["basket"]> };
}

/**
 * spec §4 identify: the details the redeem order starts from — a logged-in user's name and e-mail, or
 * the e-mail the guest order form was given (`?email=`).
 */
export async function redeemPrefill(context: AppLoadContext, request: Request) {
  const user = context.session.hasCookie ? (await context.api.request(REDEEM_USER)).getUserInfo.user : null;
  return {
    firstName: user?.mainProfile.firstName ?? "",
    lastName: user?.mainProfile.lastName ?? "",
    email: user?.mainProfile.email ?? new URL(request.url).searchParams.get("email")?.slice(0, 254) ?? "",
  };
}

async function nextDraw(context: AppLoadContext) {
  const { nextDoublerDraw } = await context.api.request(NEXT_DRAW);
  if (!nextDoublerDraw.draw) throw new Error(nextDoublerDraw.errors[0]?.message ?? "no doubler draw");
  return nextDoublerDraw.draw;
}

function packageContext(
  context: AppLoadContext,
  info: InfoResult,
  product: RedeemProductItem,
  editing: string | null,
): PackageFormContext {
  const others = (info.basket?.packages ?? []).filter((p) => p.id !== editing);
  const spent = others.reduce((sum, p) => sum + p.packageTotals.mainItemAmount.value * 100, 0) / 100;
  return {
    rules: {
      minimumAvailableCustomAmount: product.redeemData.minimumAvailableCustomAmount.value,
      maximumAvailableCustomAmount: product.redeemData.maximumAvailableCustomAmount.value,
      minimumRemainingBalance: product.redeemData.minimumRemainingBalance.value,
      promotionPercent: product.redeemData.promotionPercent,
    },
    types: product.variations.map((v) => v.variationType),
    balanceLeft: Math.round(((info.balance?.value ?? 0) - spent) * 100) / 100,
    currency: context.storefront.currency,
    locale: localeOf(context.storefront, context.language),
  };
}

export async function loadRedeemShop(
  context: AppLoadContext,
  request: Request,
  params: { shop?: string; page?: string },
) {
  const info = await openSession(context);
  const segments = parseShopSegments(params.shop, params.page);
  const pageKey = info.page?.key ?? null;
  if (!segments) throw new Response("Not Found", { status: 404 });
  // The cards decide the shop: a business page's cards see that page, the storefront's the storefront's.
  if (segments.pageKey !== pageKey) throw redirect(redeemShopHref(context.storefront, pageKey, segments.page));
  const { redeemProducts } = await context.api.request(PRODUCTS, { page: segments.page });
  if (segments.page > 1 && segments.page > redeemProducts.pageCount) {
    throw redirect(redeemShopHref(context.storefront, pageKey, 1));
  }
  const url = new URL(request.url);
  const view: RedeemView = viewOf(url.searchParams);
  let product: RedeemProductItem | null = null;
  let productError: ApiError | null = null;
  if (view.productId !== null) {
    const { redeemProduct } = await context.api.request(PRODUCT, { id: view.productId });
    product = redeemProduct.product ? redeemProductItem(redeemProduct.product) : null;
    productError = redeemProduct.errors[0] ?? null;
  }
  const editing = view.packageId ? (info.basket.packages.find((p) => p.id === view.packageId) ?? null) : null;
  const i18n = await getI18n(context.language);
  const title = info.page?.title ?? i18n._(msg`Spend your balance`);
  return {
    info,
    products: { ...redeemProducts, items: redeemProducts.items.map(redeemProductItem) },
    page: segments.page,
    pageKey,
    view,
    product,
    productError,
    editing,
    packageContext: product ? packageContext(context, info, product, editing?.id ?? null) : null,
    added: url.searchParams.get("added"),
    /** The e-mail the identify step found an account for (the login modal). */
    loginEmail: view.name === "login" ? (url.searchParams.get("email")?.slice(0, 254) ?? "") : "",
    /** The doubler modal: the coming draw and the session's cards. */
    doubler:
      view.name === "doubler"
        ? {
            draw: await nextDraw(context),
            cards: info.cards.map((c) => ({ id: c.id, maskedNumber: c.maskedNumber })),
            entered: url.searchParams.has("entered"),
          }
        : null,
    /** The guest delivery modal starts from what is known: a logged-in user, or identify's e-mail. */
    delivery:
      view.name === "delivery"
        ? {
            prefill: await redeemPrefill(context, request),
            countries: [...context.storefront.checkout.deliveryCountries],
          }
        : null,
    challengeUrl: challengeUrl(context.basename),
    formPass: await issueFormPass(context, ["cardCheck", "identify", "login"]),
    splitAbove: context.storefront.giftcards.splitAbove,
    seo: seoForScreen(context, request, {
      routeId: "redeem-shop",
      title: `${title} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

export async function redeemShopAction(
  context: AppLoadContext,
  request: Request,
  params: { shop?: string; page?: string },
): Promise<RedeemShopActionData> {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "reset") {
    await resetRedeem(context);
    throw redirect(href(context.storefront, "balance-check"));
  }
  const info = await openSession(context);
  const segments = parseShopSegments(params.shop, params.page) ?? { pageKey: null, page: 1 };
  const back = redeemShopHref(context.storefront, info.page?.key ?? null, segments.page);
  if (intent === "check") {
    const refused = await submitCardCheck(context, formData, i18n);
    if (refused) return { form: "check", ...refused };
    throw redirect(back);
  }
  // spec §4 identify in the redeem flow: an account → the login modal; none → redeem checkout as a guest.
  if (intent === "identify") {
    const answer = await identifyUser(context, formData, i18n);
    if (answer.status === true) {
      throw redirect(`${back}?${new URLSearchParams({ view: "login", email: answer.email })}`);
    }
    if (answer.status === false) {
      const next = needsDelivery(info.basket)
        ? `${back}?view=delivery&`
        : `${href(context.storefront, "redeem-checkout")}?`;
      throw redirect(`${next}${new URLSearchParams({ email: answer.email })}`);
    }
    return { form: "identify", result: answer.result, errors: answer.errors };
  }
  if (intent === "login") {
    const answer = await logInUser(context, formData, i18n);
    if (answer.ok) {
      throw redirect(
        needsDelivery(info.basket) ? `${back}?view=delivery` : href(context.storefront, "redeem-checkout"),
      );
    }
    return { form: "login", result: answer.result, errors: answer.errors };
  }
  // spec §4: the guest delivery modal — the recipient's details with the address, saved for checkout.
  if (intent === "delivery") {
    const schema = redeemDetailsSchema(i18n, {
      needsAddress: true,
      deliveryCountries: context.storefront.checkout.deliveryCountries,
    });
    const submission = parseForm(formData, { i18n, schema });
    if (submission.status !== "success") return { form: "delivery", result: submission.reply(), errors: [] };
    const { saveRedeemDetails } = await context.api.request(SAVE_DETAILS, { fields: fieldsOf(formData) });
    if (!saveRedeemDetails.status) {
      return { form: "delivery", result: submission.reply(), errors: saveRedeemDetails.errors };
    }
    throw redirect(href(context.storefront, "redeem-checkout"));
  }
  // The doubler modal: a session card enters the coming draw (spec §2 redeem modals: doubler).
  if (intent === "doubler") {
    const schema = doublerSessionEntrySchema(
      i18n,
      info.cards.map((c) => String(c.id)),
    );
    const submission = parseForm(formData, { i18n, schema });
    if (submission.status !== "success") return { form: "doubler", result: submission.reply(), errors: [] };
    const { enterDoublerWithRedeemCard: entered } = await context.api.request(ENTER_SESSION_CARD, {
      input: submission.value,
    });
    if (!entered.status) return { form: "doubler", result: submission.reply(), errors: entered.errors };
    throw redirect(`${back}?view=doubler&entered=1`);
  }
  if (intent === "remove") {
    const { removeRedeemPackage } = await context.api.request(REMOVE, {
      packageId: String(formData.get("packageId") ?? ""),
    });
    if (!removeRedeemPackage.status) return { form: "remove", errors: removeRedeemPackage.errors };
    throw redirect(back);
  }
  // add / update: the gift card form, checked with the same schema as in the browser and by the API.
  const id = Number(formData.get("redeemProductId"));
  const { redeemProduct } = await context.api.request(PRODUCT, { id: Number.isInteger(id) ? id : 0 });
  const product = redeemProduct.product ? redeemProductItem(redeemProduct.product) : null;
  if (!product) {
    return { form: "remove", errors: redeemProduct.errors };
  }
  const packageId = intent === "update" ? String(formData.get("packageId") ?? "") : null;
  const schema = redeemPackageSchema(i18n, packageContext(context, info, product, packageId));
  const submission = parseForm(formData, { i18n, schema });
  if (submission.status !== "success") return { form: "package", result: submission.reply(), errors: [] };
  const input = { redeemProductId: product.id, ...submission.value };
  const answer = packageId
    ? (await context.api.request(UPDATE, { packageId, input })).updateRedeemPackage
    : (await context.api.request(ADD, { input })).addRedeemPackage;
  if (!answer.status) return { form: "package", result: submission.reply(), errors: answer.errors };
  throw redirect(`${back}?added=${encodeURIComponent(product.title)}`);
}
