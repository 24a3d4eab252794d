/**
 * The balance check page `/saldocheck/` (spec §2; §4 card status; §5 card number and pin; issue 13):
 * check a card (with the human check), see its balance and expiry, add another card, start again.
 * Posts are handled here with or without JavaScript; the token goes into the redeem-path cookie (and,
 * with JavaScript, the page keeps it in local storage for API calls).
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { challengeUrl } from "../accounts/captcha-url";
import { issueFormPass } from "../accounts/form-pass.server";
import type { ApiError } from "../api/errors";
import { parseForm } from "../forms/parse-form";
import { readForm } from "../forms/read-form.server";
import { allCardPrefixes, cardCheckSchema } from "../giftcards/check.schema";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { CHECK, INFO, RESET, type RedeemCardView } from "./api-docs.server";
import { setRedeemCookie } from "./cookie.server";
import { redeemShopHref } from "./shop-links";

const knownPrefixes = (context: AppLoadContext) => allCardPrefixes(context.registry.all);

export async function loadBalanceCheck(context: AppLoadContext, request: Request) {
  const i18n = await getI18n(context.language);
  const brandName = context.storefront.brandName;
  let session: {
    token: string;
    cards: RedeemCardView[];
    balance: { currency: string; value: number };
    shopHref: string;
  } | null = null;
  let sessionError: ApiError | null = null;
  if (context.redeemToken) {
    const { giftCardInfo } = await context.api.request(INFO);
    if (giftCardInfo.status && giftCardInfo.balance) {
      session = {
        token: context.redeemToken,
        cards: giftCardInfo.cards,
        balance: giftCardInfo.balance,
        shopHref: redeemShopHref(context.storefront, giftCardInfo.page?.key ?? null),
      };
    } else sessionError = giftCardInfo.errors[0] ?? null;
  }
  return {
    session,
    sessionError,
    challengeUrl: challengeUrl(context.basename),
    formPass: await issueFormPass(context, ["cardCheck"]),
    seo: seoForScreen(context, request, {
      routeId: "balance-check",
      title: `${i18n._(msg`Check balance`)} | ${brandName}`,
      description: i18n._(
        msg`Check the balance of your ${brandName} gift card: enter its number and see what is left to spend.`,
      ),
      // The empty form is a public page holders search for; the page showing a holder's cards is not.
      noindex: session !== null || sessionError !== null,
    }),
  };
}

/**
 * A card check posted by a form (the balance check, or the redeem shop's "add extra card"): the
 * form's answer when the card is refused, else null after the token went into the redeem cookie.
 */
export async function submitCardCheck(context: AppLoadContext, formData: FormData, i18n: I18n) {
  const submission = parseForm(formData, { i18n, schema: cardCheckSchema(i18n, knownPrefixes(context)) });
  if (submission.status !== "success") {
    return { result: submission.reply({ hideFields: ["pin"] }), errors: [] as ApiError[] };
  }
  const { checkGiftCard } = await context.api.request(CHECK, submission.value);
  if (!checkGiftCard.status || !checkGiftCard.redeemToken) {
    return { result: submission.reply({ hideFields: ["pin"] }), errors: checkGiftCard.errors };
  }
  setRedeemCookie(context, checkGiftCard.redeemToken);
  return null;
}

/** Ends the redeem session (spec §2 reset: all steps) and forgets its token. */
export async function resetRedeem(context: AppLoadContext): Promise<void> {
  if (context.redeemToken) await context.api.request(RESET);
  setRedeemCookie(context, null);
}

export async function balanceCheckAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await Promise.all([readForm(request), getI18n(context.language)]);
  const self = href(context.storefront, "balance-check");
  if (formData.get("intent") === "reset") {
    await resetRedeem(context);
    // The leave guard resets on its way out: no page to show.
    if (formData.get("after") === "leave") return null;
    throw redirect(self);
  }
  const refused = await submitCardCheck(context, formData, i18n);
  if (refused) return refused;
  // Post/redirect/get: a reload does not check the card again.
  throw redirect(self);
}
