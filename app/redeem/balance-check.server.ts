/**
 * The balance check page `/saldocheck/` (spec §2; §4 card status; §5 card number and pin; issue 13):
 * check a card (with the human check), see its balance and expiry, add another card, start again.
 * Posts are handled here with or without JavaScript; the token goes into the redeem-path cookie (and,
 * with JavaScript, the page keeps it in local storage for API calls).
 */
import { parseWithValibot } from "@conform-to/valibot";
import { msg } from "@lingui/core/macro";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { challengeUrl } from "../accounts/captcha-url";
import { doc } from "../api/client.server";
import type { ApiError } from "../api/errors";
import { getI18n } from "../i18n/i18n";
import { seoForScreen } from "../seo/seo.server";
import { href } from "../storefront/links";
import { cardCheckSchema } from "./check.schema";
import { redeemCookies } from "./cookie.server";

export interface RedeemCardView {
  id: number;
  maskedNumber: string;
  balance: { currency: string; value: number };
  expiryDate: string;
}

interface InfoResult {
  status: boolean | null;
  redeemToken: string | null;
  cards: RedeemCardView[];
  balance: { currency: string; value: number } | null;
  errors: ApiError[];
}

const RESULT = /* GraphQL */ `status redeemToken cards { id maskedNumber balance { currency value } expiryDate }
  balance { currency value } errors { message code referencedRequestParameter }`;

const INFO = doc<{ giftCardInfo: InfoResult }>(/* GraphQL */ `
  query info($userData: UserDataInput!) { giftCardInfo(userData: $userData) { ${RESULT} } }
`);

const CHECK = doc<{ checkGiftCard: InfoResult }, { cardNumber: string; pin: string; captchaToken: string }>(
  /* GraphQL */ `
  mutation check($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
    checkGiftCard(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { ${RESULT} }
  }
`,
);

const RESET = doc<{ resetRedeem: { status: boolean | null } }>(/* GraphQL */ `
  mutation reset($userData: UserDataInput!) { resetRedeem(userData: $userData) { status } }
`);

/** Every storefront's card prefixes: the form lets another shop's card through to its own answer. */
function knownPrefixes(context: AppLoadContext): string[] {
  return [...new Set(context.registry.all.flatMap((s) => s.giftcards.prefixes))];
}

function cookieOptions(context: AppLoadContext) {
  return { pathPrefix: context.mount.pathPrefix, secure: context.baseUrl.startsWith("https:") };
}

export async function loadBalanceCheck(context: AppLoadContext, request: Request) {
  const i18n = await getI18n(context.language);
  let session: { token: string; cards: RedeemCardView[]; balance: { currency: string; value: number } } | null = null;
  let sessionError: ApiError | null = null;
  if (context.redeemToken) {
    const { giftCardInfo } = await context.api.request(INFO);
    if (giftCardInfo.status && giftCardInfo.balance) {
      session = { token: context.redeemToken, cards: giftCardInfo.cards, balance: giftCardInfo.balance };
    } else sessionError = giftCardInfo.errors[0] ?? null;
  }
  return {
    session,
    sessionError,
    prefixes: knownPrefixes(context),
    challengeUrl: challengeUrl(context.basename),
    formPass: context.services.captcha.formPass(),
    seo: seoForScreen(context, request, {
      routeId: "balance-check",
      title: `${i18n._(msg`Check balance`)} | ${context.storefront.brandName}`,
      noindex: true,
    }),
  };
}

export async function balanceCheckAction(context: AppLoadContext, request: Request) {
  const [formData, i18n] = await Promise.all([request.formData(), getI18n(context.language)]);
  const self = href(context.storefront, "balance-check");
  if (formData.get("intent") === "reset") {
    if (context.redeemToken) await context.api.request(RESET);
    const headers = new Headers();
    for (const cookie of redeemCookies(context.storefront, cookieOptions(context), null))
      headers.append("Set-Cookie", cookie);
    throw redirect(self, { headers });
  }
  const submission = parseWithValibot(formData, { schema: cardCheckSchema(i18n, knownPrefixes(context)) });
  if (submission.status !== "success") {
    return { result: submission.reply({ hideFields: ["pin"] }), errors: [] as ApiError[] };
  }
  const { checkGiftCard } = await context.api.request(CHECK, submission.value);
  if (!checkGiftCard.status || !checkGiftCard.redeemToken) {
    return { result: submission.reply({ hideFields: ["pin"] }), errors: checkGiftCard.errors };
  }
  for (const cookie of redeemCookies(context.storefront, cookieOptions(context), checkGiftCard.redeemToken)) {
    context.appendCookie(cookie);
  }
  // Post/redirect/get: a reload does not check the card again.
  throw redirect(self);
}
